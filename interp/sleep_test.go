package interp_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// time.Sleep sleeps for real, an interrupt wakes it at once, and a request
// beyond the cap sleeps the cap with a note on stderr (never silently).
func TestSleep(t *testing.T) {
	var out, errOut bytes.Buffer
	in := interp.New(interp.Options{Stdout: &out, Stderr: &errOut, Packages: stdlib.Packages()})
	start := time.Now()
	if err := in.Eval("cell1", "time.Sleep(150 * time.Millisecond)"); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 150*time.Millisecond {
		t.Errorf("time.Sleep(150ms) returned after %v", d)
	}

	go func() { time.Sleep(200 * time.Millisecond); in.Interrupt() }()
	start = time.Now()
	err := in.Eval("cell2", "for {\n\ttime.Sleep(30 * time.Second)\n}")
	var e *interp.Error
	if !errors.As(err, &e) || e.Kind != interp.Interrupted {
		t.Fatalf("interrupted sleep: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the interrupt woke time.Sleep after %v", d)
	}
	// The session goes on, and an old interrupt does not cut a new sleep short.
	start = time.Now()
	if err := in.Eval("cell3", "time.Sleep(100 * time.Millisecond)"); err != nil || time.Since(start) < 100*time.Millisecond {
		t.Errorf("sleep after an interrupt: %v after %v", err, time.Since(start))
	}

	defer interp.SetMaxSleep(50 * time.Millisecond)()
	start = time.Now()
	if err := in.Eval("cell4", "time.Sleep(time.Hour)\ntime.Sleep(time.Hour)"); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 100*time.Millisecond || d > 5*time.Second {
		t.Errorf("two capped sleeps took %v", d)
	}
	if got := errOut.String(); strings.Count(got, "adrepl: time.Sleep(1h0m0s) sleeps 50ms") != 1 {
		t.Errorf("stderr %q, want one note about the cap", got)
	}
}
