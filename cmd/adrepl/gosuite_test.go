package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"go/build"
	"go/build/constraint"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
)

// TestGoSuite runs the Go toolchain's own single-file `// run` programs
// ($GOROOT/test and its ken, fixedbugs and typeparam directories) through
// `adrepl run` and compares what they print with the .out files, as the
// toolchain's test driver (cmd/internal/testdir) does.
//
// A program adrepl refuses ("not supported yet", a package outside the
// sandbox) is counted, not failed. A program that gives a wrong result fails
// the test unless it is listed in testdata/gosuite_known_wrong.txt, and a
// listed program that now passes fails it too, so that the list only shrinks.
//
//	go test ./cmd/adrepl -run TestGoSuite -v                  # counts in the log
//	go test ./cmd/adrepl -run TestGoSuite -gosuite.update     # rewrite the list and docs/compatibility.md
//	go test ./cmd/adrepl -run TestGoSuite -gosuite.only=divmod.go
var (
	goSuiteUpdate  = flag.Bool("gosuite.update", false, "rewrite testdata/gosuite_known_wrong.txt and the counts in docs/compatibility.md from this run")
	goSuiteOnly    = flag.String("gosuite.only", "", "run only the Go-suite programs whose path (e.g. fixedbugs/bug001.go) matches this regexp")
	goSuiteTimeout = flag.Duration("gosuite.timeout", 10*time.Second, "time limit per Go-suite program")
)

// goSuiteDirs are the directories of GOROOT/test whose single-file programs
// the test runs (the others hold compiler, runtime or assembly tests).
var goSuiteDirs = []string{".", "ken", "fixedbugs", "typeparam"}

const knownWrongFile = "testdata/gosuite_known_wrong.txt"

type goSuiteOutcome int

const (
	goPass goSuiteOutcome = iota
	goRefused
	goWrong
	// goSlow: no result within the time limit. How long a program takes
	// depends on the machine, so this is logged and counted, never failed,
	// and slow programs are not kept in the known-wrong list.
	goSlow
)

type goSuiteResult struct {
	path    string // relative to GOROOT/test, '/'-separated
	outcome goSuiteOutcome
	why     string // for goRefused: the refusal; for goWrong: what differs
	took    time.Duration
}

func TestGoSuite(t *testing.T) {
	root := filepath.Join(runtime.GOROOT(), "test")
	if out, err := exec.Command("go", "env", "GOROOT").Output(); err == nil {
		root = filepath.Join(strings.TrimSpace(string(out)), "test")
	}
	if _, err := os.Stat(filepath.Join(root, "fixedbugs")); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("Go's test suite is missing (%v); CI must run it", err)
		}
		t.Skipf("Go's test suite is not installed (%v): install the full Go distribution to run it", err)
	}
	programs, err := goSuitePrograms(root)
	if err != nil {
		t.Fatal(err)
	}
	if *goSuiteOnly != "" {
		re, err := regexp.Compile(*goSuiteOnly)
		if err != nil {
			t.Fatal(err)
		}
		programs = slices.DeleteFunc(programs, func(p string) bool { return !re.MatchString(p) })
	}
	known, err := readKnownWrong(knownWrongFile)
	if err != nil {
		t.Fatal(err)
	}

	results := make([]goSuiteResult, len(programs))
	var next sync.Mutex
	i := 0
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				next.Lock()
				k := i
				i++
				next.Unlock()
				if k >= len(programs) {
					return
				}
				results[k] = runGoSuiteProgram(t, root, programs[k])
			}
		}()
	}
	wg.Wait()

	var pass, refused, wrong, knownWrong, slow int
	refusals := map[string]int{}
	var slowest []goSuiteResult
	for _, r := range results {
		switch r.outcome {
		case goPass:
			pass++
			if _, ok := known[r.path]; ok && !*goSuiteUpdate {
				t.Errorf("%s passes now: remove it from %s", r.path, knownWrongFile)
			}
		case goRefused:
			refused++
			refusals[r.why]++
		case goSlow:
			slow++
			t.Logf("%s: %s (not counted as wrong)", r.path, r.why)
		case goWrong:
			if _, ok := known[r.path]; ok {
				knownWrong++
			} else {
				wrong++
				if !*goSuiteUpdate {
					t.Errorf("%s: %s", r.path, r.why)
				}
			}
		}
		slowest = append(slowest, r)
	}
	sort.Slice(slowest, func(a, b int) bool { return slowest[a].took > slowest[b].took })
	t.Logf("Go suite (%s): %d programs: %d pass, %d refused, %d known wrong, %d newly wrong, %d too slow",
		root, len(results), pass, refused, knownWrong, wrong, slow)
	for _, c := range topRefusals(refusals, 10) {
		t.Logf("  refused %4d  %s", c.n, c.why)
	}
	for _, r := range slowest[:min(5, len(slowest))] {
		t.Logf("  slowest %6.2fs  %s", r.took.Seconds(), r.path)
	}
	if *goSuiteUpdate && *goSuiteOnly == "" {
		if err := writeKnownWrong(knownWrongFile, results, known); err != nil {
			t.Fatal(err)
		}
		if err := writeCompatibilityCounts("../../docs/compatibility.md", results, refusals); err != nil {
			t.Fatal(err)
		}
	}
}

// goSuitePrograms lists the programs the toolchain's driver would run with
// its "run" action and no arguments or flags, in the host's build context.
func goSuitePrograms(root string) ([]string, error) {
	var programs []string
	for _, dir := range goSuiteDirs {
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".go") {
				continue
			}
			src, err := os.ReadFile(filepath.Join(root, dir, name))
			if err != nil {
				return nil, err
			}
			if goSuiteAction(string(src)) == "run" && goSuiteBuilds(string(src)) {
				programs = append(programs, filepath.ToSlash(filepath.Join(dir, name)))
			}
		}
	}
	return programs, nil
}

// goSuiteAction is the driver's recipe: the first non-empty line that is not
// a build constraint, without its comment marker.
func goSuiteAction(src string) string {
	for src != "" {
		var line string
		line, src, _ = strings.Cut(src, "\n")
		if constraint.IsGoBuild(line) || constraint.IsPlusBuild(line) {
			continue
		}
		if a := strings.TrimSpace(strings.TrimPrefix(line, "//")); a != "" {
			return a
		}
	}
	return ""
}

// goSuiteBuilds evaluates the build constraints before the package clause as
// the driver does for the host (gc, release tags, experiments, test_run).
func goSuiteBuilds(src string) bool {
	header, _, ok := strings.Cut(src, "\npackage")
	if !ok {
		return false
	}
	match := func(tag string) bool {
		for _, c := range tag {
			if !unicode.IsLetter(c) && !unicode.IsDigit(c) && c != '_' && c != '.' {
				return false
			}
		}
		switch {
		case tag == "":
			return false
		case slices.Contains(build.Default.ReleaseTags, tag):
			return true
		case strings.HasPrefix(tag, "goexperiment."):
			return slices.Contains(build.Default.ToolTags, tag)
		case tag == "cgo":
			return build.Default.CgoEnabled
		}
		return tag == runtime.GOOS || tag == runtime.GOARCH || tag == "gc" || tag == "test_run"
	}
	for _, line := range strings.Split(header, "\n") {
		if expr, err := constraint.Parse(line); err == nil && !expr.Eval(match) {
			return false
		}
	}
	return true
}

// refusalRE finds adrepl's refusals in its output; the captured message
// drops the position so that equal causes group together.
var refusalRE = regexp.MustCompile(`(?m)^(?:\S+:\d+:\d+: )?(.*(?:not supported yet|not available in adrepl).*)$`)

func runGoSuiteProgram(t *testing.T, root, path string) goSuiteResult {
	start := time.Now()
	file := filepath.Join(root, filepath.FromSlash(path))
	want, err := os.ReadFile(strings.TrimSuffix(file, ".go") + ".out")
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return goSuiteResult{path: path, outcome: goWrong, why: err.Error()}
	}
	got, slow, err := runGoSuiteFile(t, file)
	took := time.Since(start)
	// Reasons read the same on every machine.
	shown := strings.ReplaceAll(got, root+string(filepath.Separator), "")
	if m := refusalRE.FindStringSubmatch(got); m != nil {
		why := strings.TrimSpace(m[1])
		// "package os is not available in adrepl (interpreted code may import only: ...)"
		why, _, _ = strings.Cut(why, " (interpreted code may import only")
		return goSuiteResult{path: path, outcome: goRefused, why: why, took: took}
	}
	res := goSuiteResult{path: path, outcome: goWrong, took: took}
	switch {
	case slow:
		res.outcome, res.why = goSlow, fmt.Sprintf("no result within %v", *goSuiteTimeout)
	case err != nil && string(want) == "":
		res.why = fmt.Sprintf("%v: %s", err, firstLines(shown, 3))
	case err != nil:
		res.why = fmt.Sprintf("%v: %s", err, firstDifference(shown, string(want)))
	case got != string(want):
		res.why = "wrong output: " + firstDifference(shown, string(want))
	default:
		// The same program on the general path only (every fast path off,
		// interp.Options.GeneralPath) must print the same.
		res.outcome = goPass
		general, gslow, gerr := runGoSuiteFile(t, file, generalPathEnv+"=1")
		switch {
		case gslow:
			res.outcome, res.why = goSlow, fmt.Sprintf("no result within %v on the general path", *goSuiteTimeout)
		case gerr != nil || general != got:
			res.outcome, res.why = goWrong, fmt.Sprintf("the general path (%s=1) differs: %v: %s", generalPathEnv, gerr, firstDifference(general, got))
		}
	}
	return res
}

// runGoSuiteFile runs adrepl run FILE with the extra environment env and
// returns what it printed (stdout and stderr), whether it ran out of
// time, and its error.
func runGoSuiteFile(t *testing.T, file string, env ...string) (string, bool, error) {
	ctx, cancel := context.WithTimeout(context.Background(), *goSuiteTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, binPath, "run", file)
	cmd.Env = append(append(testEnv(t), "GOMEMLIMIT=1GiB", "GOGC=100"), env...)
	cmd.Dir = filepath.Dir(file)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	return out.String(), ctx.Err() != nil, err
}

// firstDifference describes the first line where got and want differ.
func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl || i >= len(g) || i >= len(w) {
			return fmt.Sprintf("line %d: got %q, want %q", i+1, clip(gl, 120), clip(wl, 120))
		}
	}
	return "same lines"
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(strings.TrimSpace(s), "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	for i := range lines {
		lines[i] = clip(lines[i], 120)
	}
	return strings.Join(lines, " | ")
}

type refusalCount struct {
	why string
	n   int
}

func topRefusals(m map[string]int, n int) []refusalCount {
	var cs []refusalCount
	for why, k := range m {
		cs = append(cs, refusalCount{why, k})
	}
	sort.Slice(cs, func(a, b int) bool {
		if cs[a].n != cs[b].n {
			return cs[a].n > cs[b].n
		}
		return cs[a].why < cs[b].why
	})
	return cs[:min(n, len(cs))]
}

// readKnownWrong reads the list: one path per line, then whitespace and the
// reason; '#' starts a comment line.
func readKnownWrong(name string) (map[string]string, error) {
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	known := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		path, why, _ := strings.Cut(line, " ")
		known[path] = strings.TrimSpace(why)
	}
	return known, sc.Err()
}

// writeKnownWrong rewrites the list from a run, keeping the reasons already
// written by hand for programs still wrong.
func writeKnownWrong(name string, results []goSuiteResult, known map[string]string) error {
	var b strings.Builder
	b.WriteString(`# Programs of Go's test suite (GOROOT/test) that adrepl runs but gets wrong.
# TestGoSuite fails when a program not listed here is wrong, and when a listed
# one passes: this list only shrinks. One path per line, then the reason.
`)
	for _, r := range results {
		if r.outcome != goWrong {
			continue
		}
		why := known[r.path]
		if why == "" {
			why = r.why
		}
		fmt.Fprintf(&b, "%s %s\n", r.path, why)
	}
	return os.WriteFile(name, []byte(b.String()), 0o644)
}

// writeCompatibilityCounts replaces the generated part of docs/compatibility.md,
// between the two marker lines, with this run's counts.
func writeCompatibilityCounts(name string, results []goSuiteResult, refusals map[string]int) error {
	const begin, end = "<!-- gosuite counts: begin -->", "<!-- gosuite counts: end -->"
	doc, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	before, rest, ok1 := strings.Cut(string(doc), begin)
	_, after, ok2 := strings.Cut(rest, end)
	if !ok1 || !ok2 {
		return fmt.Errorf("%s: the markers %s and %s are missing", name, begin, end)
	}
	var pass, refused, wrong int
	var slow []string
	for _, r := range results {
		switch r.outcome {
		case goPass:
			pass++
		case goRefused:
			refused++
		case goWrong:
			wrong++
		case goSlow:
			slow = append(slow, r.path)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", begin)
	fmt.Fprintf(&b, "| programs | pass | refused | known wrong | too slow |\n|---:|---:|---:|---:|---:|\n| %d | %d | %d | %d | %d |\n\n",
		len(results), pass, refused, wrong, len(slow))
	if len(slow) > 0 {
		fmt.Fprintf(&b, "Too slow for the %v limit on the machine that wrote this: %s.\n\n", *goSuiteTimeout, strings.Join(slow, ", "))
	}
	b.WriteString("Top refusal causes:\n\n| programs | message |\n|---:|---|\n")
	for _, c := range topRefusals(refusals, 15) {
		fmt.Fprintf(&b, "| %d | %s |\n", c.n, strings.ReplaceAll(c.why, "|", `\|`))
	}
	b.WriteString(end)
	return os.WriteFile(name, []byte(before+b.String()+after), 0o644)
}
