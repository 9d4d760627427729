package main

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// hostileCells are single cells a hostile (or unlucky) student types, each
// of which used to kill the process with "fatal error: out of memory" or a
// Go stack dump. Each must end with a positioned error naming the problem,
// and the session must go on.
var hostileCells = []struct {
	name, cell string
	want       string // a part of the error
}{
	// package bytes: host results charged, Buffer growing by append
	{"bytes-repeat-huge", `b := bytes.Repeat([]byte("x"), 1<<40)`, "out of memory"},
	{"bytes-repeat-28", `b := bytes.Repeat([]byte("x"), 1<<28)`, "out of memory"},
	{"bytes-replaceall", `b := []byte("x"); for { b = bytes.ReplaceAll(b, []byte("x"), []byte("xx")) }`, "out of memory"},
	{"bytes-buffer-grow", `var buf bytes.Buffer; buf.Grow(1 << 40)`, "memory limit"},
	{"bytes-buffer-double", `var buf bytes.Buffer; buf.WriteString("ab"); for { buf.Write(buf.Bytes()) }`, "out of memory"},
	// strings and their builders
	{"builder-grow", `var sb strings.Builder; sb.Grow(1 << 40)`, "out of memory"},
	{"builder-grow-2", `var sb strings.Builder; sb.Grow(1 << 31); sb.Grow(1 << 31)`, "out of memory"},
	{"builder-double", `var sb strings.Builder; sb.WriteString("ab"); for { sb.WriteString(sb.String()) }`, "out of memory"},
	{"builder-bytes", `var sb strings.Builder; for { sb.WriteByte('x') }`, "out of memory"},
	{"builder-rune", `var sb strings.Builder; for { sb.WriteRune('é') }`, "out of memory"},
	{"repeat-huge", `s := strings.Repeat("x", 1<<40)`, "out of memory"},
	{"repeat-30", `s := strings.Repeat("x", 1<<30)`, "out of memory"},
	{"repeat-mul", `s := strings.Repeat(strings.Repeat("ab", 1<<15), 1<<15)`, "out of memory"},
	{"repeat-loop", `s := "x"; for { s = strings.Repeat(s, 2) }`, "out of memory"},
	{"replaceall", `s := strings.Repeat("x", 1<<20); for { s = strings.ReplaceAll(s, "x", "xx") }`, "out of memory"},
	{"replace-empty", `s := strings.Repeat("x", 1<<24); t := strings.ReplaceAll(s, "", strings.Repeat("y", 1<<10))`, "out of memory"},
	{"join", `p := []string{strings.Repeat("x", 1<<20)}; for { p = append(p, p...); _ = strings.Join(p, ",") }`, "out of memory"},
	{"concat-double", `s := "xx"; for { s += s }`, "out of memory"},
	{"concat-func", `func() { s := "ab"; for { s = s + s } }()`, "out of memory"},
	{"concat-grow", `s := ""; for { s += strings.Repeat("y", 1<<20) }`, "out of memory"},
	{"sprintf-double", `s := "ab"; for { s = fmt.Sprintf("%s%s", s, s) }`, "out of memory"},
	{"sprint-double", `s := "ab"; for { s = fmt.Sprint(s, s) }`, "out of memory"},
	{"sprintf-width", `s := fmt.Sprintf("%*d", 1<<40, 1); println(len(s)); panic("too big")`, "cell2:1:"},
	{"sprintf-prec", `s := fmt.Sprintf("%.*f", 1<<40, 1.5); println(len(s)); panic("too big")`, "cell2:1:"},
	{"fields-split", `s := strings.Repeat("x ", 1<<27); f := strings.Fields(s)`, "out of memory"},
	{"split-empty", `s := strings.Repeat("x", 1<<27); f := strings.Split(s, "")`, "out of memory"},
	{"toupper-loop", `s := strings.Repeat("x", 1<<20); for { s = strings.ToUpper(s + s) }`, "out of memory"},
	// conversions
	{"runes", `r := []rune(strings.Repeat("x", 1<<30))`, "out of memory"},
	{"runes-small", `r := []rune(strings.Repeat("x", 1<<26))`, "out of memory"},
	{"bytes", `b := []byte(strings.Repeat("x", 1<<26))`, "out of memory"},
	{"bytes-loop", `b := []byte("ab"); for { b = append(b, b...) }`, "out of memory"},
	{"string-of-bytes", `b := make([]byte, 1<<24); var ss []string; for { ss = append(ss, string(b)) }`, "out of memory"},
	// strconv
	{"formatfloat-prec", `s := strconv.FormatFloat(1.5, 'f', 1<<40, 64)`, "out of memory"},
	{"formatfloat-prec-e", `s := strconv.FormatFloat(1.5, 'e', 1<<33, 64)`, "out of memory"},
	{"formatcomplex-prec", `s := strconv.FormatComplex(1.5+2i, 'f', 1<<40, 128)`, "out of memory"},
	{"quote-loop", `s := "\x01"; for { s = strconv.Quote(s) }`, "out of memory"},
	// slices, arrays, maps
	{"make-huge", `x := make([]int, 1<<40)`, "cell2:1:"},
	{"make-big", `x := make([]int, 1<<27)`, "out of memory"},
	{"make-big-derived", `x := make([]int, 1<<26)`, "out of memory"},
	{"append-double-derived", `s := []float64{1}; for { s = append(s, s...) }`, "out of memory"},
	{"concat-double-derived", `s := "xx"; for { s += s }`, "out of memory"},
	{"zeros-derived", `z := ad.Zeros(1<<14, 1<<14)`, "out of memory"},
	{"make-cap", `x := make([]float64, 0, 1<<27)`, "out of memory"},
	{"make-2d", `x := make([][]float64, 1<<20); for i := range x { x[i] = make([]float64, 1<<10) }`, "out of memory"},
	{"array-huge", `var a [1 << 40]int; a[0] = 1`, "cell2:1:"},
	{"array-big", `var a [1 << 26]int; a[0] = 1`, "out of memory"},
	{"array-struct", `type big struct{ a [1 << 13]float64 }; var xs [1 << 13]big; xs[0].a[0] = 1`, "out of memory"},
	{"array-new", `p := new([1 << 26]float64); p[1] = 2`, "out of memory"},
	{"append-loop", `var s []int; for { s = append(s, 1) }`, "out of memory"},
	{"append-double", `s := []int{1}; for { s = append(s, s...) }`, "out of memory"},
	{"append-struct", `type P struct{ X, Y, Z float64 }; var s []P; for { s = append(s, P{1, 2, 3}) }`, "out of memory"},
	{"slice-of-slices", `var s [][]int; for { s = append(s, make([]int, 1000)) }`, "out of memory"},
	{"map-grow", `m := map[int]int{}; for i := 0; ; i++ { m[i] = i }`, "out of memory"},
	{"map-of-slices", `m := map[int][]int{}; for i := 0; ; i++ { m[i] = make([]int, 100) }`, "out of memory"},
	{"map-strings", `m := map[string]string{}; for i := 0; ; i++ { m[fmt.Sprint(i)] = strings.Repeat("v", 100) }`, "out of memory"},
	{"list", `type node struct{ next *node; v [8]int }; var head *node; for { head = &node{next: head} }`, "out of memory"},
	{"copy-grow", `a := []int{1}; for { b := make([]int, 2*len(a)); copy(b, a); a = b }`, "out of memory"},
	// closures, frames, defers, recursion
	{"closures", `fs := []func() int{}; for i := 0; ; i++ { fs = append(fs, func() int { return i }) }`, "out of memory"},
	{"closure-chain", `f := func() int { return 0 }; for { g := f; f = func() int { return g() + 1 } }`, "out of memory"},
	{"defers", `func() { for { defer func() {}() } }()`, "out of memory"},
	{"defers-big", `func() { for { b := make([]int, 1000); defer func() { _ = b }() } }()`, "out of memory"},
	{"recursion", `var f func(int) int; f = func(n int) int { return f(n+1) + 1 }; f(0)`, "cell2:1:"}, // stack overflow, or out of memory first
	{"recursion-alloc", `var f func(int) int; f = func(n int) int { b := make([]int, 4096); return f(n+1) + len(b) }; f(0)`, "cell2:1:"},
	{"recursion-string", `var f func(s string) int; f = func(s string) int { return f(s + s) }; f("ab")`, "out of memory"},
	{"goroutine-like", `var keepAll [][]float64; for { keepAll = append(keepAll, make([]float64, 1<<16)) }`, "out of memory"},
	// goroutines: each is charged before it exists; started ones hold a host stack
	{"goroutines-million", `for i := 0; i < 1000000; i++ { go func() { select {} }() }`, "out of memory|too many goroutines"}, // whichever limit comes first: the budget (64 MiB) or the goroutine cap
	{"goroutines-started", `ch, up := make(chan int), make(chan int); for { go func() { up <- 1; <-ch }(); <-up }`, "out of memory|too many goroutines"},
	{"goroutines-spawn-tree", `var f func(); f = func() { go f(); go f(); select {} }; f()`, "out of memory|too many goroutines"},
	// tensors and derivatives
	{"zeros-huge", `z := ad.Zeros(1<<20, 1<<20)`, "out of memory"},
	{"zeros-big", `z := ad.Zeros(1<<14, 1<<14)`, "out of memory"},
	{"ones-big", `z := ad.Ones(1<<26)`, "out of memory"},
	{"ones-huge", `z := ad.Ones(1<<30)`, "bad tensor dimension"},
	{"randn-big", `z := ad.RandN(1, 1<<15, 1<<15)`, "out of memory"},
	{"zeros-loop", `var zs []ad.Tensor; for { zs = append(zs, ad.Zeros(1<<20)) }`, "out of memory"},
	{"matmul-outer", `v := ad.Zeros(1<<16, 1); m := v.MatMul(v.T())`, "out of memory"},
	{"hessian-big", `h := ad.Hessian(func(x []float64) float64 { return x[0] })(make([]float64, 1<<16))`, "out of memory"},
	{"jacobian-big", `j := ad.Jacobian(func(x []float64) []float64 { return x })(make([]float64, 1<<16))`, "out of memory"},
	{"tape-growth", `f := func(w float64) float64 { x := 0.0; for { x = x*w + 1 } ; return x }; ad.Grad(f)(0.5)`, "tape limit"},
	{"tape-slice", `f := func(w float64) float64 { var xs []float64; x := w; for { x = x * w; xs = append(xs, x) }; return x }; ad.Grad(f)(0.5)`, "cell2:1:"},
	{"grad-in-loop", `f := func(p []float64) float64 { s := 0.0; for i := 0; i < 1<<20; i++ { s += p[0] * p[1] }; return s }; var gs [][]float64; for { gs = append(gs, ad.Grad(f)([]float64{1, 2})) }`, "cell2:1:"},
	// printing
	{"print-big", `b := make([]int, 1<<24); s := fmt.Sprint(b, b, b, b, b, b, b, b); for { s += s }`, "out of memory"},
	{"string-self", `type T struct{ n int }; func (t T) String() string { return fmt.Sprint(t) }; fmt.Println(T{1})`, "stack overflow"},
	{"error-self", `type E struct{}; func (e E) Error() string { return fmt.Sprintf("E: %v", e) }; fmt.Println(E{})`, "stack overflow"},
	{"errorf-double", `e := errors.New("x"); for { e = fmt.Errorf("%w %w", e, e) }`, "cell2:1:"},
}

// TestHostileCells runs each hostile cell in its own adrepl process, under
// an address-space cap, after a cell that declares a variable; the
// process must report a positioned error, not crash, and still print the
// variable.
func TestHostileCells(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile cells take a minute")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to set the address-space limit")
	}
	var tried, survived atomic.Int32
	t.Cleanup(func() { t.Logf("hostile cells: %d tried, %d survived", tried.Load(), survived.Load()) })
	pos := regexp.MustCompile(`cell2:\d+:\d+: `)
	for _, c := range hostileCells {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tried.Add(1)
			in := "keep := 42\n" + c.cell + "\nkeep\n"
			// A small budget keeps each child quick; the rows whose
			// name ends in "-derived" use the default, derived from the cap.
			args := []string{"--memory", "64MiB"}
			if strings.HasSuffix(c.name, "-derived") {
				args = nil
			}
			r := runCapped(t, 3<<30, in, args...)
			out := r.stdout + r.stderr
			switch {
			case strings.Contains(out, "fatal error") || strings.Contains(out, "goroutine "):
				t.Fatalf("crashed (exit %d):\n%s", r.code, clipOut(out))
			case r.code >= 128 || r.code < 0:
				t.Fatalf("exit %d:\n%s", r.code, clipOut(out))
			case !pos.MatchString(r.stderr) || !containsAny(r.stderr, c.want):
				t.Fatalf("no positioned error with %q (exit %d):\n%s", c.want, r.code, clipOut(out))
			case !strings.Contains(r.stdout, "42 (int)"):
				t.Fatalf("the session lost its state:\n%s", clipOut(out))
			}
			survived.Add(1)
		})
	}
}

// runCapped runs adrepl on stdin under an RLIMIT_AS of limit bytes.
func runCapped(t *testing.T, limit int64, stdin string, args ...string) result {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	kb := limit >> 10
	cmd := exec.CommandContext(ctx, "sh", append([]string{"-c", `ulimit -v ` + strconv.FormatInt(kb, 10) + ` && exec "$0" "$@"`, binPath}, args...)...)
	cmd.Env = testEnv(t)
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	start := time.Now()
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
		if code < 0 {
			code = 128 + 9 // killed by a signal
		}
	} else if err != nil {
		t.Fatal(err)
	}
	if ctx.Err() != nil {
		t.Fatalf("timed out after %v", time.Since(start))
	}
	return result{stdout: stdout.String(), stderr: stderr.String(), code: code}
}

func clipOut(s string) string {
	if len(s) > 3000 {
		return s[:3000] + "\n..."
	}
	return s
}

// containsAny reports whether s contains one of want's alternatives,
// separated by "|": a row whose cell meets two limits (the memory budget
// and the goroutine cap) accepts whichever comes first.
func containsAny(s, want string) bool {
	for _, w := range strings.Split(want, "|") {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
