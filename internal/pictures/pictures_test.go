package pictures

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
	"github.com/adrepl/adrepl/viz"
)

func grad(t *testing.T, in *interp.Interp, x string) {
	t.Helper()
	if err := in.Eval("cell", `ad.Grad(func(w float64) float64 { h := 0.5; for t := 0; t < 4; t++ { h = math.Tanh(w*h) }; return h })(`+x+`)`); err != nil {
		t.Fatal(err)
	}
}

func TestRenderAndStale(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out, PictureText: Text})
	grad(t, in, "0.7")
	d, err := in.GraphDisplay("")
	if err != nil {
		t.Fatal(err)
	}
	// Text comes from viz when the front end passes Text as the option.
	if !strings.HasPrefix(d.Text, "unrolled graph: 9 entries, 4 loop iterations") {
		t.Errorf("text:\n%s", d.Text)
	}
	if s, err := SVG(d); err != nil || !strings.HasPrefix(s, "<svg") {
		t.Errorf("SVG: %v", err)
	}
	if s, err := DOT(d); err != nil || !strings.Contains(s, "digraph") {
		t.Errorf("DOT: %v", err)
	}
	if s, err := HTMLFragment(d, viz.Assets{}); err != nil || !strings.Contains(s, "echarts.init(") || !strings.Contains(s, "adrepl-static") {
		t.Errorf("HTML: %v", err)
	}
	td, _ := in.TapeDisplay(0)
	if _, err := DOT(td); err == nil {
		t.Error("DOT of a tape table")
	}
	// Two gradients later the session reuses the tape's memory.
	grad(t, in, "0.8")
	grad(t, in, "0.9")
	if _, err := Of(d); !errors.Is(err, ErrStale) {
		t.Errorf("stale picture: %v, want ErrStale", err)
	}
	if _, err := Of(&interp.Display{Kind: "nope"}); err == nil {
		t.Error("unknown kind rendered")
	}
}

// Linking this package changes nothing by itself: without the option a
// session draws its pictures' text itself, as interp alone does.
func TestTextNeedsTheOption(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	grad(t, in, "0.7")
	d, err := in.GraphDisplay("")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(d.Text, "no renderer linked") {
		t.Errorf("text without the option:\n%s", d.Text)
	}
}
