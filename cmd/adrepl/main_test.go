package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// binPath is the adrepl binary that TestMain builds once for all the tests.
var binPath string

func TestMain(m *testing.M) {
	os.Exit(testMain(m))
}

func testMain(m *testing.M) int {
	dir, err := os.MkdirTemp("", "adrepl-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	binPath = filepath.Join(dir, "adrepl")
	build := exec.Command("go", "build", "-o", binPath, ".")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "building adrepl: %v\n", err)
		return 1
	}
	return m.Run()
}

// testEnv is the environment for the binary: no history in the user's home,
// no debugging output.
func testEnv(t *testing.T, extra ...string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		switch k {
		case "ADREPL_HISTORY", "ADREPL_DEBUG", "HOME", "TERM":
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "HOME="+t.TempDir(), "ADREPL_HISTORY=")
	return append(env, extra...)
}

type result struct {
	stdout, stderr string
	code           int
}

// runAdrepl runs the binary with args and stdin (not a terminal) and returns
// its output and exit status.
func runAdrepl(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binPath, args...)
	cmd.Env = testEnv(t)
	cmd.Dir = t.TempDir()
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			t.Fatalf("running adrepl %v: %v", args, err)
		}
		code = ee.ExitCode()
	}
	r := result{stdout.String(), stderr.String(), code}
	// Whatever happens, a user never sees a Go stack trace.
	for _, out := range []string{r.stdout, r.stderr} {
		if strings.Contains(out, "goroutine ") || strings.Contains(out, ".go:") && strings.Contains(out, "+0x") {
			t.Errorf("adrepl %v printed a Go stack trace:\n%s", args, out)
		}
	}
	return r
}

// script runs stdin through adrepl in script mode.
func script(t *testing.T, stdin string) result {
	t.Helper()
	return runAdrepl(t, stdin)
}

func (r result) String() string {
	return fmt.Sprintf("exit status %d\nstdout:\n%s\nstderr:\n%s", r.code, r.stdout, r.stderr)
}

// --- Subcommands (no interpreter needed) -------------------------------------

func TestVersion(t *testing.T) {
	r := runAdrepl(t, "", "version")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("adrepl version:\n%v", r)
	}
	if !regexp.MustCompile(`^adrepl \S+ \(go1\.\d+(\.\d+)?\S*\)\n$`).MatchString(r.stdout) {
		t.Errorf("adrepl version printed %q, want \"adrepl VERSION (go1.x)\"", r.stdout)
	}
}

func TestHelp(t *testing.T) {
	for _, arg := range []string{"help", "-h", "--help"} {
		r := runAdrepl(t, "", arg)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("adrepl %s:\n%v", arg, r)
		}
		for _, want := range []string{"adrepl run [-sched go|random|seed=N] FILE.go", "adrepl version", "adrepl help", "adrepl kernel",
			":help", ":type EXPR", ":env", ":reset", ":quit, :q", "ADREPL_HISTORY"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("adrepl %s does not mention %q:\n%s", arg, want, r.stdout)
			}
		}
	}
}

func TestUnknownSubcommand(t *testing.T) {
	r := runAdrepl(t, "", "frobnicate")
	if r.code != 2 {
		t.Errorf("exit status %d, want 2", r.code)
	}
	if r.stdout != "" {
		t.Errorf("unexpected stdout %q", r.stdout)
	}
	if !strings.Contains(r.stderr, `unknown command "frobnicate"`) || !strings.Contains(r.stderr, "Usage:") {
		t.Errorf("stderr does not report the command and the usage:\n%s", r.stderr)
	}
}

func TestRunMissingFile(t *testing.T) {
	r := runAdrepl(t, "", "run", "does-not-exist.go")
	if r.code == 0 {
		t.Errorf("exit status 0 for a missing file")
	}
	if !strings.Contains(r.stderr, "does-not-exist.go") {
		t.Errorf("stderr does not name the file: %q", r.stderr)
	}
}

func TestRunUsage(t *testing.T) {
	for _, args := range [][]string{{"run"}, {"run", "a.go", "b.go"}} {
		r := runAdrepl(t, "", args...)
		if r.code != 2 || !strings.Contains(r.stderr, "usage: adrepl run [-sched go|random|seed=N] FILE.go") {
			t.Errorf("adrepl %v:\n%v", args, r)
		}
	}
}

func TestRunSched(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sel.go")
	prog := "package main\n\nimport \"fmt\"\n\nfunc main() {\n\ta, b := make(chan int, 1), make(chan int, 1)\n\tfor i := 0; i < 8; i++ {\n\t\ta <- 1\n\t\tb <- 2\n\t\tselect {\n\t\tcase x := <-a:\n\t\t\tfmt.Print(x)\n\t\t\t<-b\n\t\tcase x := <-b:\n\t\t\tfmt.Print(x)\n\t\t\t<-a\n\t\t}\n\t}\n\tfmt.Println()\n}\n"
	if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	r1 := runAdrepl(t, "", "run", "-sched", "seed=3", file)
	r2 := runAdrepl(t, "", "run", "-sched=seed=3", file)
	if r1.code != 0 || r1.stdout != r2.stdout || r1.stderr != "adrepl: schedule random, seed 3 (-sched seed=3 replays it)\n" {
		t.Errorf("-sched seed=3 twice:\n%v\n%v", r1, r2)
	}
	if r := runAdrepl(t, "", "run", "-sched", "go", file); r.code != 0 || r.stderr != "" || len(r.stdout) != 9 {
		t.Errorf("-sched go:\n%v", r)
	}
	if r := runAdrepl(t, "", "run", "-sched", "fair", file); r.code != 2 || !strings.Contains(r.stderr, "-sched takes go, random or seed=N") {
		t.Errorf("-sched fair:\n%v", r)
	}
}

// --- Script mode: colon commands (no interpreter needed) ---------------------

func TestScriptHelp(t *testing.T) {
	r := script(t, ":help\n")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf(":help:\n%v", r)
	}
	for _, want := range []string{":help", ":type EXPR", ":env", ":reset", ":quit, :q"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf(":help does not list %q:\n%s", want, r.stdout)
		}
	}
}

func TestScriptUnknownCommand(t *testing.T) {
	r := script(t, ":frob 1 2\n")
	if r.code != 0 || r.stdout != "" {
		t.Fatalf(":frob:\n%v", r)
	}
	if r.stderr != "unknown command \":frob\"; type :help for the list of commands\n" {
		t.Errorf("stderr = %q", r.stderr)
	}
}

func TestScriptCommandUsage(t *testing.T) {
	r := script(t, ":type\n:type   \n")
	if r.code != 0 || r.stderr != "usage: :type EXPR\nusage: :type EXPR\n" {
		t.Errorf(":type without an expression:\n%v", r)
	}
}

func TestScriptQuit(t *testing.T) {
	for _, quit := range []string{":quit", ":q", "  :quit  "} {
		r := script(t, ":frob\n"+quit+"\n:after\nnotevaluated(\n")
		if r.code != 0 || r.stdout != "" {
			t.Errorf("%s:\n%v", quit, r)
		}
		if strings.Contains(r.stderr, "after") || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("input after %s was run:\n%s", quit, r.stderr)
		}
	}
}

// --- Script mode with the interpreter ----------------------------------------

func TestScriptExpression(t *testing.T) {
	r := script(t, "x := 41\nx+1\n")
	if r.code != 0 || r.stderr != "" || r.stdout != "42 (int)\n" {
		t.Errorf("got\n%v\nwant stdout \"42 (int)\\n\"", r)
	}
}

func TestScriptMultiLineCell(t *testing.T) {
	r := script(t, "func f() int {\n\treturn 1\n}\nf()\n")
	if r.code != 0 || r.stderr != "" || r.stdout != "1 (int)\n" {
		t.Errorf("got\n%v\nwant stdout \"1 (int)\\n\"", r)
	}
}

func TestScriptErrorsKeepGoing(t *testing.T) {
	r := script(t, "y\n1+1\n")
	if r.code != 0 || r.stdout != "2 (int)\n" {
		t.Errorf("got\n%v\nwant exit status 0 and stdout \"2 (int)\\n\"", r)
	}
	if !strings.HasPrefix(r.stderr, "cell1:1:1: undefined: y\n") {
		t.Errorf("stderr = %q, want the error for cell1", r.stderr)
	}
}

// Cells are numbered from 1; blank lines and colon commands are not cells.
func TestScriptCellNames(t *testing.T) {
	r := script(t, "\n\nx := 1\n\n:type x\n\ny\n")
	if r.code != 0 || r.stdout != "int\n" {
		t.Errorf("got\n%v", r)
	}
	if !strings.HasPrefix(r.stderr, "cell2:1:1: undefined: y\n") {
		t.Errorf("stderr = %q, want an error at cell2:1:1", r.stderr)
	}
	// Positions in a multi-line cell count lines from the cell's first line.
	r = script(t, "func g() {\n\tz\n}\n")
	if !strings.HasPrefix(r.stderr, "cell1:2:2: undefined: z\n") {
		t.Errorf("stderr = %q, want an error at cell1:2:2", r.stderr)
	}
}

func TestScriptTypeCommand(t *testing.T) {
	r := script(t, "x := 1.5\n:type x\n:type x > 1\n")
	if r.code != 0 || r.stderr != "" || r.stdout != "float64\nbool\n" {
		t.Errorf("got\n%v", r)
	}
	r = script(t, ":type nosuchname\n")
	if r.stdout != "" || !strings.Contains(r.stderr, "undefined: nosuchname") {
		t.Errorf(":type of an undefined name:\n%v", r)
	}
}

func TestScriptEnvCommand(t *testing.T) {
	r := script(t, "x := 1\nfunc double(n int) int { return 2 * n }\n:env\n")
	if r.code != 0 || r.stderr != "" {
		t.Fatalf("got\n%v", r)
	}
	// NAME KIND TYPE, one name a line; the exact spelling of a func type is the interpreter's.
	want := map[string][]string{"x": {"x", "var", "int"}, "double": {"double", "func"}}
	for _, line := range strings.Split(r.stdout, "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && want[f[0]] != nil && len(f) >= len(want[f[0]]) &&
			fmt.Sprint(want[f[0]]) == fmt.Sprint(f[:len(want[f[0]])]) {
			delete(want, f[0])
		}
	}
	if len(want) > 0 {
		t.Errorf(":env does not list %v:\n%s", want, r.stdout)
	}
}

func TestScriptReset(t *testing.T) {
	r := script(t, "x := 1\n:reset\nx\n")
	if r.code != 0 || r.stdout != "session reset\n" || !strings.HasPrefix(r.stderr, "cell2:1:1: undefined: x\n") {
		t.Errorf("got\n%v", r)
	}
}

// An unfinished cell at the end of the input is reported, not dropped.
func TestScriptIncompleteAtEOF(t *testing.T) {
	r := script(t, "1+1\nfunc f() {\n")
	if r.code != 0 || r.stdout != "2 (int)\n" || !strings.HasPrefix(r.stderr, "cell2:") {
		t.Errorf("got\n%v", r)
	}
}

// --- adrepl run with the interpreter -----------------------------------------

func writeFile(t *testing.T, name, src string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestRunProgram(t *testing.T) {
	path := writeFile(t, "hello.go", "// A program.\npackage main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(\"hello\", 6*7)\n}\n")
	r := runAdrepl(t, "", "run", path)
	if r.code != 0 || r.stderr != "" || r.stdout != "hello 42\n" {
		t.Errorf("got\n%v", r)
	}
}

func TestRunScript(t *testing.T) {
	path := writeFile(t, "script.go", "#!/usr/bin/env adrepl\nimport \"fmt\"\n\nfunc sq(n int) int { return n * n }\nfmt.Println(sq(3))\n")
	r := runAdrepl(t, "", "run", path)
	if r.code != 0 || r.stderr != "" || r.stdout != "9\n" {
		t.Errorf("got\n%v", r)
	}
}

func TestRunPanicExits2(t *testing.T) {
	path := writeFile(t, "boom.go", "package main\n\nfunc main() {\n\tpanic(\"boom\")\n}\n")
	r := runAdrepl(t, "", "run", path)
	if r.code != 2 || !strings.Contains(r.stderr, "panic: boom") {
		t.Errorf("got\n%v\nwant exit status 2 and \"panic: boom\"", r)
	}
}

func TestRunTypeErrorExits1(t *testing.T) {
	path := writeFile(t, "bad.go", "package main\n\nfunc main() {\n\tundefinedThing()\n}\n")
	r := runAdrepl(t, "", "run", path)
	if r.code != 1 || !strings.HasPrefix(r.stderr, path+":4:2: undefined: undefinedThing") {
		t.Errorf("got\n%v\nwant exit status 1 and %s:4:2: undefined: undefinedThing", r, path)
	}
}

// adrepl run's program reads its standard input as go run's does; in
// script mode, where stdin is the script, the program's input is empty.
func TestRunReadsStdin(t *testing.T) {
	path := writeFile(t, "scan.go", "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tvar name string\n\tvar n int\n\tfmt.Print(\"name? \")\n\tfmt.Scan(&name)\n\tk, err := fmt.Scanln(&n)\n\tfmt.Println(\"hello\", name, n, k, err)\n\t_, err = fmt.Scan(&n)\n\tfmt.Println(err)\n}\n")
	r := runAdrepl(t, "bob\n3\n", "run", path)
	if r.code != 0 || r.stdout != "name? hello bob 3 1 <nil>\nEOF\n" {
		t.Errorf("got\n%v", r)
	}
	r = script(t, "var s string\nn, err := fmt.Scan(&s)\nfmt.Println(n, err, s)\nmore input\n")
	if r.stdout != "0 EOF \n" {
		t.Errorf("script mode: got\n%v", r)
	}
}
