package interp_test

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// Pictures made by interpreted code reach the front end: bare pictures as
// Result.Display, ad.Show through Options.Display; and their data is right.

func TestPictureResultDisplay(t *testing.T) {
	var out bytes.Buffer
	var results []interp.Result
	var shown []interp.Display
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out,
		Result:  func(r interp.Result) { results = append(results, r) },
		Display: func(d interp.Display) { shown = append(shown, d) }})
	// Only a cell's last bare expression shows: one cell per picture, and
	// the cell with ad.Show shows nothing more (its earlier picture is quiet).
	cells := []string{`f := func(w float64) float64 { h := 0.5; for t := 0; t < 5; t++ { h = math.Tanh(w*h + 0.1) }; return h }
ad.Grad(f)(0.9)`, "ad.TapeTable(6)", "ad.Graph()", "ad.Plot(\"h\")", "ad.TapeTable(3)\nad.Show(ad.Graph())"}
	for i, src := range cells {
		if err := in.Eval(fmt.Sprintf("cell%d", i+1), src); err != nil {
			t.Fatal(err)
		}
	}
	if len(results) != 4 {
		t.Fatalf("%d results, want 4", len(results))
	}
	if results[0].Display != nil {
		t.Error("a float64 result has a Display")
	}
	for i, kind := range []string{"tape", "graph", "gradnorm"} {
		d := results[i+1].Display
		if d == nil || d.Kind != kind || d.Tape == nil || d.Text == "" || d.Pos == nil {
			t.Fatalf("result %d: display %+v, want kind %s with tape and text", i+1, d, kind)
		}
		if results[i+1].Type != "ad.Picture" {
			t.Errorf("result type %s", results[i+1].Type)
		}
	}
	if p, ok := results[1].Display.Data.(interp.TapePicture); !ok || p.Rows != 6 || p.Gen != results[1].Display.Tape.View().Gen() {
		t.Errorf("tape payload %#v", results[1].Display.Data)
	}
	if !strings.Contains(results[1].Display.Text, "entries elided") {
		t.Errorf("tape text lacks the elision:\n%s", results[1].Display.Text)
	}
	if p, ok := results[3].Display.Data.(interp.NormsPicture); !ok || len(p.Vars) != 1 || p.Vars[0] != "h" {
		t.Errorf("gradnorm payload %#v", results[3].Display.Data)
	}
	if len(shown) != 1 || shown[0].Kind != "graph" {
		t.Errorf("ad.Show displayed %+v", shown)
	}
}

// Without Options.Display, ad.Show prints the text; a bare picture prints
// its text without the "(ad.Picture)" suffix.
func TestPictureText(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	src := `ad.Grad(func(x float64) float64 { for i := 0; i < 3; i++ { x = x * x }; return x })(1.5)
ad.Show(ad.TapeTable(0))
ad.TapeTable(0)
`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Count(got, "4 entries, ") != 2 || strings.Contains(got, "(ad.Picture)") {
		t.Errorf("output:\n%s", got)
	}
}

// For h_{t+1} = s·h_t and y = h_T, ∂y/∂h_t = s^(T-1-t) exactly: the sweep's
// norms and growth factors must be those numbers.
func TestNormSweepValues(t *testing.T) {
	var out bytes.Buffer
	var results []interp.Result
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out, Result: func(r interp.Result) { results = append(results, r) }})
	src := `f := func(s float64) float64 { h := 1.0; for t := 0; t < 5; t++ { h = s * h }; return h }
ad.NormSweep("h", []float64{0.5, 2}, f)
`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	d := results[0].Display
	p, ok := d.Data.(interp.SweepPicture)
	if !ok || d.Kind != "sweep" || len(p.Runs) != 2 {
		t.Fatalf("sweep display %+v", d)
	}
	for _, r := range p.Runs {
		if len(r.Norms) != 5 || r.Spectral != 0 {
			t.Fatalf("run at %g: %+v", r.Scale, r)
		}
		for _, n := range r.Norms {
			want := math.Pow(r.Scale, float64(4-n.Iter))
			if math.Abs(n.Norm-want) > 1e-12*want {
				t.Errorf("scale %g, t=%d: norm %v, want %v", r.Scale, n.Iter, n.Norm, want)
			}
		}
	}
}

func TestPictureErrors(t *testing.T) {
	for src, want := range map[string]string{
		`ad.Graph()`: "no tape yet",
		`ad.Grad(func(x float64) float64 { for i := 0; i < 3; i++ { x = x * x }; return x })(1.5); ad.Plot("y")`:    "no loop-carried variable y on the last tape (loop-carried: x)",
		`ad.Derivative(func(x float64) float64 { for i := 0; i < 3; i++ { x = x * x }; return x })(1.5); ad.Plot()`: "need a reverse sweep",
		`var p ad.Picture; ad.Show(p)`:                                 "the zero Picture shows nothing",
		`ad.NormSweep("h", nil, func(s float64) float64 { return s })`: "no scales",
	} {
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
		err := in.Eval("cell1", src)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "cell1:1:") {
			t.Errorf("%s: error %v, want one with a position containing %q", src, err, want)
		}
	}
}
