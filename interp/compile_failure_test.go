package interp

import (
	"strings"
	"testing"
)

// TestCompilerFailureIsPositioned checks that a panic of the compiler itself
// (a bug in adrepl) reaches the user as a positioned refusal, never as an
// unpositioned run-time panic or a Go stack trace.
func TestCompilerFailureIsPositioned(t *testing.T) {
	in := New(Options{})
	f := in.fset.AddFile("a.go", -1, 100)
	f.SetLines([]int{0, 10, 20, 30})
	u := &unit{at: f.Pos(32)}
	var xs []int
	err := in.compileCatch(u, func() { _ = xs[1] })
	e, ok := err.(*Error)
	if !ok || !e.Pos.IsValid() || e.Pos.Line != 4 || !strings.Contains(e.Msg, "not supported yet") || !strings.Contains(e.Msg, "index out of range") {
		t.Fatalf("got %#v", err)
	}
}
