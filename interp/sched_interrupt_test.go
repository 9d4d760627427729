package interp_test

import (
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

func newSchedInterp(out *strings.Builder) *interp.Interp {
	return interp.New(interp.Options{Stdout: out, Stderr: new(strings.Builder), Packages: stdlib.Packages()})
}

// interruptAfter runs cell and interrupts it after d; it fails unless the
// cell returns "interrupted" within a second.
func interruptAfter(t *testing.T, in *interp.Interp, cell string, d time.Duration) {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- in.Eval("cell", cell) }()
	time.Sleep(d)
	// Again every 100 ms: an interrupt that comes before the evaluation
	// began is dropped with the previous cell's (Eval starts clean).
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(2 * time.Second)
	for in.Interrupt(); ; {
		select {
		case err := <-done:
			if e, ok := err.(*interp.Error); !ok || e.Kind != interp.Interrupted {
				t.Fatalf("%q returned %v, want interrupted", cell, err)
			}
			return
		case <-tick.C:
			in.Interrupt()
		case <-deadline:
			t.Fatalf("%q still runs 2 s after the interrupt", cell)
		}
	}
}

func evalOK(t *testing.T, in *interp.Interp, cell string) {
	t.Helper()
	if err := in.Eval("cell", cell); err != nil {
		t.Fatalf("%q: %v", cell, err)
	}
}

// A timer armed by an earlier cell (time.AfterFunc, a Ticker) is cleared by
// an interrupt, by :stop (StopGoroutines) and by :reset: it never fires in
// a later cell, and a later cell that waits for nothing else is a deadlock
// at once rather than a wait for the old timer.
func TestTimersClearedByInterruptStopReset(t *testing.T) {
	for _, how := range []string{"interrupt", "stop", "reset"} {
		t.Run(how, func(t *testing.T) {
			var out strings.Builder
			in := newSchedInterp(&out)
			evalOK(t, in, "var fired int\ntm := time.AfterFunc(300*time.Millisecond, func() { fired++ })\ntk := time.NewTicker(time.Hour)\n_, _ = tm, tk")
			switch how {
			case "interrupt":
				interruptAfter(t, in, "for {}", 50*time.Millisecond)
			case "stop":
				in.StopGoroutines()
			case "reset":
				in.Reset()
				evalOK(t, in, "var fired int")
			}
			out.Reset()
			evalOK(t, in, "time.Sleep(400 * time.Millisecond)\nfmt.Println(fired)")
			if got := out.String(); got != "0\n" {
				t.Fatalf("after %s the old AfterFunc fired: printed %q", how, got)
			}
			start := time.Now()
			err := in.Eval("cell", "ch := make(chan int)\n<-ch")
			if err == nil || !strings.Contains(err.Error(), "deadlock") {
				t.Fatalf("after %s, a receive nobody sends to returned %v, want a deadlock", how, err)
			}
			if d := time.Since(start); d > time.Second {
				t.Fatalf("the deadlock took %v to report: a timer was still pending", d)
			}
		})
	}
}

// After an interrupt no goroutine of the cell runs: a counter its spinning
// goroutines increment stays put, and no goroutine is left.
func TestInterruptStopsEveryGoroutine(t *testing.T) {
	var out strings.Builder
	in := newSchedInterp(&out)
	evalOK(t, in, "n := 0")
	interruptAfter(t, in, "for range 10 {\n\tgo func() { for { n++ } }()\n}\ngo func() { for { time.Sleep(time.Millisecond); n++ } }()\nselect {}", 50*time.Millisecond)
	if g := in.Goroutines(); len(g) != 0 {
		t.Fatalf("%d goroutines left after the interrupt", len(g))
	}
	out.Reset()
	evalOK(t, in, "a := n\ntime.Sleep(50 * time.Millisecond)\nfmt.Println(a == n, a > 0)")
	if got := out.String(); got != "true true\n" {
		t.Fatalf("after the interrupt: %q, want the counter unchanged", got)
	}
}

// Storms of goroutines and timers stop at the session's caps with a
// positioned error, and the session goes on.
func TestSchedCaps(t *testing.T) {
	defer interp.SetSchedCaps(500, 500)()
	cases := []struct{ name, cell, msg string }{
		{"goroutines", "for {\n\tgo func() { select {} }()\n}", "too many goroutines"},
		{"sleepers", "for {\n\tgo func() { time.Sleep(time.Hour) }()\n}", "too many goroutines"},
		{"AfterFuncs", "for {\n\ttime.AfterFunc(time.Hour, func() {})\n}", "too many pending timers"},
		{"tickers", "for {\n\ttime.NewTicker(time.Hour)\n}", "too many pending timers"},
		{"AfterFunc storm", "var f func()\nf = func() { time.AfterFunc(time.Microsecond, f); time.AfterFunc(time.Microsecond, f) }\nf()\ntime.Sleep(time.Second)", "too many"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out strings.Builder
			in := newSchedInterp(&out)
			evalOK(t, in, "keep := 42")
			err := in.Eval("cell", c.cell)
			e, ok := err.(*interp.Error)
			if !ok || !strings.Contains(e.Msg, c.msg) || !e.Pos.IsValid() {
				t.Fatalf("got %v, want a positioned %q", err, c.msg)
			}
			out.Reset()
			evalOK(t, in, "import \"runtime\"\nfmt.Println(keep, runtime.NumGoroutine())")
			if got := out.String(); got != "42 1\n" {
				t.Fatalf("after the cap: %q", got)
			}
		})
	}
}

// The type check of a cell is interrupted within 100 ms (it is abandoned)
// and the session keeps its names.
func TestTypeCheckInterrupt(t *testing.T) {
	if inChild(t) {
		return
	}
	var b strings.Builder
	b.WriteString("type T0 struct{ a, b int }\n")
	for i := 1; i < 30; i++ {
		b.WriteString("type T" + itoa(i) + " struct{ a, b T" + itoa(i-1) + " }\n")
	}
	b.WriteString("var x, y T29\nfmt.Println(x == y)\n")
	var out strings.Builder
	in := newSchedInterp(&out)
	evalOK(t, in, "keep := 42")
	done := make(chan error, 1)
	go func() { done <- in.Eval("bomb", b.String()) }()
	time.Sleep(300 * time.Millisecond)
	at := time.Now()
	in.Interrupt()
	select {
	case err := <-done:
		if e, ok := err.(*interp.Error); !ok || e.Kind != interp.Interrupted {
			t.Fatalf("the bomb returned %v, want interrupted", err)
		}
	case <-time.After(5 * time.Second):
		// Generous: checks abandoned by other tests of this process may
		// still run (at nice 19) and delay the collector's pauses.
		t.Fatal("the type check still runs 5 s after the interrupt")
	}
	t.Logf("type check interrupted in %v", time.Since(at))
	out.Reset()
	evalOK(t, in, "fmt.Println(keep)")
	if out.String() != "42\n" {
		t.Fatalf("keep printed %q", out.String())
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
