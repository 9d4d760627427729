package interp_test

import (
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// Host objects behind library values (generators, tapes, pictures) live as
// long as the interpreted values that hold them, as in Go: a loop that
// makes a generator per iteration keeps none of them, while the ones held
// in variables, and a checkpointed loop's generator, keep working.
func TestHandlesAreCollected(t *testing.T) {
	var out strings.Builder
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: io.Discard})
	// The package's own generator (rand.Intn and the like): two handles.
	if err := in.Eval("cell0", `_ = rand.Intn(2)`); err != nil {
		t.Fatal(err)
	}
	base := in.LiveHandles()
	src := `
kept := rand.New(rand.NewSource(7))
s := 0
for i := 0; i < 20000; i++ {
	r := rand.New(rand.NewSource(int64(i)))
	s += r.Intn(10)
}
f := func(x float64) float64 { return x * x }
for i := 0; i < 100; i++ {
	ad.Grad(f)(float64(i))
	_ = ad.LastTape()
}
t := ad.LastTape()
fmt.Println(s, t.Len())
`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	// kept (its Rand and Source) and t: three more than before.
	if n := in.LiveHandles(); n > base+3 {
		t.Errorf("%d handles alive after the loop (%d before): the loop's generators or tapes are kept", n, base)
	}
	if err := in.Eval("cell2", `fmt.Println(kept.Intn(1000), t.Len())`); err != nil {
		t.Fatal(err)
	}
	// As go run prints it.
	if got, want := out.String(), "89928 2\n886 2\n"; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	if err := in.Eval("cell3", `kept, t = nil, nil`); err != nil {
		t.Fatal(err)
	}
	if n := in.LiveHandles(); n > base {
		t.Errorf("%d handles alive after the variables were cleared (%d before)", n, base)
	}
}
