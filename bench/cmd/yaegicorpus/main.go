// Command yaegicorpus runs the program corpus of another Go interpreter,
// yaegi's `_test` directory, through `adrepl run` and counts what passes:
// a second, independent measure of how much valid Go adrepl runs (the first
// is Go's own test suite, cmd/adrepl's TestGoSuite).
//
//	go run ./bench/cmd/yaegicorpus [-v] [-only RE] [-timeout 10s]
//
// The corpus comes from the module cache (`go mod download`, the same pinned
// version the speed benchmarks install), never from go.mod. Every program
// that ends in an `// Output:` block is run; its standard output and
// standard error together must equal the block (yaegi's own harness compares
// both, since println writes to stderr), trailing blanks aside. A program is "refused" when adrepl
// says "not supported yet" or "not available in adrepl"; the most frequent
// refusals are listed, grouped without their positions. A program with an
// `// Error:` block, or none, is not counted: its expectation is about
// yaegi's own messages.
//
// Not a test: the counts are reported in docs/compatibility.md, before and
// after a change, by hand.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

const yaegiModule = "github.com/traefik/yaegi@v0.16.1"

var refusalRE = regexp.MustCompile(`(?m)^(?:\S+:\d+:\d+: )?(.*(?:not supported yet|not available in adrepl).*)$`)

type result struct {
	name, outcome, why string
}

func main() {
	verbose := flag.Bool("v", false, "list every program that is wrong")
	only := flag.String("only", "", "run only the programs whose file name matches this regexp")
	timeout := flag.Duration("timeout", 10*time.Second, "time limit per program")
	flag.Parse()

	dir, err := corpusDir()
	if err != nil {
		fail(err)
	}
	tmp, err := os.MkdirTemp("", "yaegicorpus")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "adrepl")
	build := exec.Command("go", "build", "-o", bin, "./cmd/adrepl")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fail(fmt.Errorf("go build ./cmd/adrepl (run this from the repository root): %v", err))
	}

	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	var re *regexp.Regexp
	if *only != "" {
		re = regexp.MustCompile(*only)
	}
	type job struct{ file, want string }
	var jobs []job
	for _, f := range files {
		if re != nil && !re.MatchString(filepath.Base(f)) {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			fail(err)
		}
		if want, ok := outputBlock(string(src)); ok {
			jobs = append(jobs, job{f, want})
		}
	}

	results := make([]result, len(jobs))
	var mu sync.Mutex
	next := 0
	var wg sync.WaitGroup
	for range max(1, runtime.NumCPU()) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				k := next
				next++
				mu.Unlock()
				if k >= len(jobs) {
					return
				}
				results[k] = run(bin, jobs[k].file, jobs[k].want, *timeout)
			}
		}()
	}
	wg.Wait()

	counts := map[string]int{}
	refusals := map[string]int{}
	for _, r := range results {
		counts[r.outcome]++
		if r.outcome == "refused" {
			refusals[r.why]++
		}
		if *verbose && r.outcome != "pass" && r.outcome != "refused" {
			fmt.Printf("%-8s %s: %s\n", r.outcome, r.name, r.why)
		}
	}
	fmt.Printf("yaegi corpus (%s, %d programs with an Output block): %d pass, %d refused, %d wrong, %d too slow\n",
		yaegiModule, len(results), counts["pass"], counts["refused"], counts["wrong"], counts["slow"])
	type kv struct {
		why string
		n   int
	}
	var top []kv
	for w, n := range refusals {
		top = append(top, kv{w, n})
	}
	sort.Slice(top, func(i, j int) bool {
		if top[i].n != top[j].n {
			return top[i].n > top[j].n
		}
		return top[i].why < top[j].why
	})
	for _, c := range top[:min(25, len(top))] {
		fmt.Printf("  refused %4d  %s\n", c.n, c.why)
	}
}

// corpusDir downloads (or finds in the module cache) the pinned yaegi module
// and returns its _test directory.
func corpusDir() (string, error) {
	out, err := exec.Command("go", "mod", "download", "-json", yaegiModule).Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %v", yaegiModule, err)
	}
	var m struct{ Dir string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: no directory in %q", yaegiModule, out)
	}
	return filepath.Join(m.Dir, "_test"), nil
}

// outputBlock is the text of the program's `// Output:` block, one line per
// comment line, and whether it has one (and no `// Error:` block).
func outputBlock(src string) (string, bool) {
	i := strings.Index(src, "\n// Output:\n")
	if i < 0 || strings.Contains(src, "\n// Error:") {
		return "", false
	}
	var b strings.Builder
	for _, line := range strings.Split(src[i+len("\n// Output:\n"):], "\n") {
		switch {
		case line == "//":
			b.WriteString("\n")
		case strings.HasPrefix(line, "// "):
			b.WriteString(line[3:] + "\n")
		case strings.TrimSpace(line) == "":
			continue
		default:
			return b.String(), true
		}
	}
	return b.String(), true
}

func run(bin, file, want string, timeout time.Duration) result {
	name := filepath.Base(file)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "run", file)
	cmd.Dir = filepath.Dir(file)
	cmd.Env = append(os.Environ(), "GOMEMLIMIT=1GiB")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	cmd.WaitDelay = time.Second
	err := cmd.Run()
	got := out.String()
	if ctx.Err() != nil {
		return result{name, "slow", "no result within " + timeout.String()}
	}
	if m := refusalRE.FindStringSubmatch(got); m != nil {
		why, _, _ := strings.Cut(m[1], " (interpreted code may import")
		return result{name, "refused", why}
	}
	if trimLines(got) == trimLines(want) {
		return result{name, "pass", ""}
	}
	why := fmt.Sprintf("output %q, want %q", clip(got), clip(want))
	if err != nil {
		why += " (" + err.Error() + ")"
	}
	return result{name, "wrong", why}
}

// trimLines drops trailing blanks of every line and trailing empty lines:
// an Output comment cannot hold them, and yaegi's harness ignores them too.
func trimLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " \t")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

func clip(s string) string {
	if len(s) > 160 {
		return s[:160] + "..."
	}
	return s
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "yaegicorpus:", err)
	os.Exit(1)
}
