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

// A loop made of goto alone must answer an interrupt and spend the step
// budget like a for loop; the session keeps its state.
func TestGotoLoopStops(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Steps: 10000, Stdout: &out})
	err := in.Eval("cell1", "n := 0\nL:\n\tn++\n\tgoto L")
	if err == nil || !strings.Contains(err.Error(), "step budget exhausted") {
		t.Fatalf("step budget: got %v", err)
	}

	in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
	if err := in.Eval("cell1", "n := 0"); err != nil {
		t.Fatal(err)
	}
	time.AfterFunc(50*time.Millisecond, in.Interrupt)
	done := make(chan error, 1)
	go func() { done <- in.Eval("cell2", "L:\n\tn++\n\tgoto L") }()
	select {
	case err := <-done:
		var e *interp.Error
		if !errors.As(err, &e) || e.Kind != interp.Interrupted {
			t.Fatalf("interrupt: got %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("a goto loop did not stop on an interrupt")
	}
	if err := in.Eval("cell3", "fmt.Println(n > 0)"); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "true\n" {
		t.Fatalf("after the interrupt: %q", got)
	}
}
