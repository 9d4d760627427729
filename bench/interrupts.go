package bench

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// InterruptFamily is one kind of long-running cell that an interrupt must
// stop within 100 ms: the interrupt latency test (interp) and the report
// command (cmd/interruptreport) run the same table.
type InterruptFamily struct {
	Name  string
	Setup string // a cell run first; it declares keep, which must survive
	Cell  string // runs for seconds unless interrupted
}

// keepDecl is part of every setup: after the interrupt, keep must still
// print 42 (the session's state survives).
const keepDecl = "keep := 42\n"

const floatData = "s := ad.RandN(1, 1<<22).Data()\n"

// InterruptFamilies are the families of issue 12: loops and recursion in
// interpreted code, and long calls into library code (sorting, formatting,
// strings, strconv, tensor kernels), recursion that recovers its own
// panics, String and Error methods that print themselves or loop.
var InterruptFamilies = []InterruptFamily{
	{"loop", "", "for {}"},
	// The fused particle loop (fieldBody.fast) and a closure made again in
	// place (closure_reuse.go) run without the generic statement loop.
	{"particle loop", "type P struct{ X, Y, VX, VY float64 }\nps := make([]P, 1000)\nfor i := range ps { ps[i] = P{float64(i), 1, 1, 0.5} }\ndt := 0.01\n",
		"for {\n\tfor i := range ps {\n\t\tp := &ps[i]\n\t\tp.VY -= 9.81 * dt\n\t\tp.X += p.VX * dt\n\t\tp.Y += p.VY * dt\n\t\tif p.Y < 0 {\n\t\t\tp.Y = -p.Y\n\t\t\tp.VY = -p.VY * 0.9\n\t\t}\n\t}\n}"},
	{"closure refill", "", "mk := func(k int) func(int) int { return func(x int) int { return x + k } }\nacc := 0\nfor i := 0; ; i++ {\n\tf := mk(i % 10)\n\tacc = f(acc)\n}"},
	{"recursion", "", "var f func(int) int\nf = func(n int) int { if n > 60 { return n }; return f(n+1) + f(n+2) }\nf(0)"},
	{"recover-recursion", "", "var f func()\nf = func() { defer func() { recover(); f() }(); panic(\"x\") }\nf()"},
	{"slices.Sort", floatData, "slices.Sort(s)"},
	{"sort.Ints", "t := make([]int, 1<<21)\nfor i := range t { t[i] = (i * 7919) % 1000003 }\n", "sort.Ints(t)"},
	{"sort.Slice", floatData, "sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })"},
	{"fmt big slice", floatData, "x := fmt.Sprint(s)\n_ = x"},
	{"fmt big map", "m := map[int]float64{}\nfor i := range 1 << 19 { m[i] = float64(i) }\n", "for { x := fmt.Sprint(m); _ = x }"},
	// A String method that prints its own receiver stops by itself with a
	// stack overflow once methods nest 10000 deep (a hostile cell of
	// cmd/adrepl); here String methods nest 5000 deep, over and over.
	{"String methods nest", "type T struct{ n int }\nfunc (t T) String() string { if t.n > 5000 { return \".\" }; return fmt.Sprint(T{t.n + 1}) }\n", "for { fmt.Sprint(T{1}) }"},
	{"Error loops", "type E struct{}\nfunc (E) Error() string { for {} }\n", "var err error = E{}\nfmt.Println(err)"},
	{"strings.ToUpper", "s := strings.Repeat(\"ab\", 1<<27)\n", "u := strings.ToUpper(s)\n_ = u"},
	{"strings.ReplaceAll", "s := strings.Repeat(\"ab\", 1<<27)\n", "u := strings.ReplaceAll(s, \"a\", \"xyz\")\n_ = u"},
	{"strconv precision", "", "for {\n\tu := strconv.FormatFloat(1.0/3, 'f', 1<<26, 64)\n\t_ = u\n}"},
	{"MatMul", "a := ad.RandN(1, 1500, 1500)\n", "b := a.MatMul(a)\n_ = b"},
	{"tensor Tanh", "a := ad.RandN(1, 1<<12, 1<<12)\n", "for { b := a.Tanh(); _ = b }"},
	{"MatMul gradient", "a := ad.RandN(1, 1200, 1200)\n", "g := ad.Grad(func(x ad.Tensor) float64 { return x.MatMul(x).MatMul(x).Sum() })(a)\n_ = g"},
}

// InterruptLatency runs f's setup in a fresh interpreter, starts f's cell,
// interrupts it after wait and returns how long the cell took to return
// after Interrupt. It fails when the cell ends before the interrupt, does
// not report "interrupted", or when keep does not survive.
func InterruptLatency(f InterruptFamily, wait time.Duration) (time.Duration, error) {
	var out strings.Builder
	started := &startSignal{c: make(chan struct{})}
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: started})
	if err := in.Eval("setup", keepDecl+f.Setup); err != nil {
		return 0, fmt.Errorf("%s: setup: %v", f.Name, err)
	}
	done := make(chan error, 1)
	// The cell's first statement says it runs: an interrupt that came
	// before the evaluation began would be dropped with the previous
	// cell's (Eval starts clean), and on a loaded machine starting the
	// goroutine and compiling the cell can take longer than wait.
	go func() { done <- in.Eval("cell", "println()\n"+f.Cell) }()
	if checksOnly[f.Name] {
		// The cell never runs: it stops in its type check, so its start
		// is not signalled and the interrupt comes wait after Eval.
		close(started.c)
	}
	select {
	case err := <-done:
		return 0, fmt.Errorf("%s: the cell ended before it began (%v)", f.Name, err)
	case <-started.c:
	case <-time.After(30 * time.Second):
		return 0, fmt.Errorf("%s: the cell did not begin within 30 s", f.Name)
	}
	select {
	case err := <-done:
		return 0, fmt.Errorf("%s: the cell ended before the interrupt (%v)", f.Name, err)
	case <-time.After(wait):
	}
	at := time.Now()
	in.Interrupt()
	var err error
	select {
	case err = <-done:
	case <-time.After(30 * time.Second):
		return 0, fmt.Errorf("%s: still running 30 s after the interrupt", f.Name)
	}
	lat := time.Since(at)
	if e, ok := err.(*interp.Error); !ok || e.Kind != interp.Interrupted {
		return lat, fmt.Errorf("%s: the interrupted cell returned %v, want interrupted", f.Name, err)
	}
	out.Reset()
	if err := in.Eval("after", "fmt.Println(keep)"); err != nil || out.String() != "42\n" {
		return lat, fmt.Errorf("%s: after the interrupt, keep printed %q (%v)", f.Name, out.String(), err)
	}
	return lat, nil
}

// startSignal is the cell's standard error: its first write closes c.
type startSignal struct {
	once sync.Once
	c    chan struct{}
}

func (s *startSignal) Write(p []byte) (int, error) {
	s.once.Do(func() { close(s.c) })
	return len(p), nil
}
