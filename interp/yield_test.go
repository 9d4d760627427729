package interp_test

import (
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// TestYield: a looping cell calls Options.Yield every YieldEvery steps,
// an Interrupt made inside Yield (as the playground's worker does) stops
// it, and the session keeps its names; a cell that does not loop long
// never yields.
func TestYield(t *testing.T) {
	var out strings.Builder
	var in *interp.Interp
	yields := 0
	in = interp.New(interp.Options{Stdout: &out, Packages: stdlib.Packages(), Yield: func() {
		if yields++; yields == 3 {
			in.Interrupt()
		}
	}})
	if err := in.Eval("cell1", "k := 7"); err != nil {
		t.Fatal(err)
	}
	if yields != 0 {
		t.Fatalf("a one-line cell yielded %d times", yields)
	}
	err := in.Eval("cell2", "n := 0\nfor {\n\tn++\n}")
	if err == nil || !strings.Contains(err.Error(), "interrupted") {
		t.Fatalf("the endless loop ended with %v", err)
	}
	if yields != 3 {
		t.Errorf("%d yields before the interrupt took, want 3", yields)
	}
	if err := in.Eval("cell3", "k * 6"); err != nil || out.String() != "42 (int)\n" {
		t.Fatalf("after the interrupt: %v, output %q", err, out.String())
	}
}
