package viz

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/adrepl/adrepl/ad"
)

// The gradient-norm pictures of issue 26's two stories, as golden SVG and
// text and (with -screenshots) Chromium screenshots in docs/img: a coupled
// state judged as a whole, and a non-monotone curve judged in two pieces.

// mixedTanh records h = tanh(w·h + b) for steps iterations from h = 0,
// y = h, and sweeps it backwards to b: with w = 1.5 the gradient falls
// while tanh saturates and grows near t = 0, where h is still small.
func mixedTanh(w, b float64, steps int) *ad.Tape {
	t := ad.NewTape()
	t.Begin()
	t.Pos = at(1, 10)
	bn := t.Input(ad.Const(b))
	h := ad.Const(0)
	const loop = 300
	for i := 0; i < steps; i++ {
		t.Recorder().MarkIter(loop, i, 0)
		t.Pos = at(4, 18)
		a := t.Mul(h, ad.Const(w))
		t.Pos = at(4, 22)
		a = t.Add(a, bn)
		t.Pos = at(4, 7)
		h = t.Math(ad.OpTanh, a)
		t.Recorder().MarkVar("h", loop, i, []int32{int32(t.View().Index(h))})
	}
	t.Recorder().MarkLoopEnd(loop, 0)
	t.Reverse([]ad.Num{h}, []ad.Num{ad.Const(1)}, []ad.Num{bn})
	return t
}

// verdictPlots are the two plots, with a phrase each must carry in its
// title (the verdict the numbers give).
func verdictPlots(t *testing.T) map[string]*NormPlot {
	t.Helper()
	coupled, err := NewNormPlot(twoState(10), "x", "y")
	if err != nil {
		t.Fatal(err)
	}
	mixed, err := NewNormPlot(mixedTanh(1.5, 1e-4, 30), "h")
	if err != nil {
		t.Fatal(err)
	}
	return map[string]*NormPlot{"coupled": coupled, "mixed": mixed}
}

var verdictWant = map[string]*regexp.Regexp{
	"coupled": regexp.MustCompile(`s: vanishing ×0\.9487 per step back`),
	"mixed":   regexp.MustCompile(`h: mixed: exploding ×1\.[0-9]+ per step for t < [0-9]+, vanishing ×0\.[0-9]+ after`),
}

func TestNormVerdictsGolden(t *testing.T) {
	for name, p := range verdictPlots(t) {
		if !verdictWant[name].MatchString(p.Title) {
			t.Errorf("%s: title %q does not carry the verdict %s", name, p.Title, verdictWant[name])
		}
		svg := p.SVG()
		wellFormed(t, name, svg)
		if !strings.Contains(svg, "stroke-dasharray") {
			t.Errorf("%s: the SVG has no dashed fitted line", name)
		}
		golden(t, "norms_"+name+".svg", svg)
		golden(t, "norms_"+name+".txt", p.Text())
	}
}

// The text form fits a terminal's 80 columns, whatever the verdict's
// length (mixed, undetermined with its interval, a spectral norm).
func TestNormTextFits80(t *testing.T) {
	plots := verdictPlots(t)
	tensor, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	plots["tensor"] = tensor
	each, err := NewStatePlot(twoState(10), true, "x", "y")
	if err != nil {
		t.Fatal(err)
	}
	plots["each"] = each
	for name, p := range plots {
		for _, l := range strings.Split(p.Text(), "\n") {
			if n := utf8.RuneCountInString(l); n > 80 {
				t.Errorf("%s: a line of %d columns: %q", name, n, l)
			}
		}
	}
}

// TestNormVerdictsFit checks that the dashed line is the fit of the points
// drawn: within ×1.01 of every norm of the coupled state (an exact
// exponential), and within ×2 of the mixed curve's points on each piece.
func TestNormVerdictsFit(t *testing.T) {
	for name, p := range verdictPlots(t) {
		s := &p.Series[0]
		tol := 1.01
		if name == "mixed" {
			tol = 2
		}
		for i, it := range s.Iters {
			f := s.Fit(float64(it))
			if r := f / s.Norms[i]; !(r < tol && r > 1/tol) {
				t.Errorf("%s: at t=%d the fitted line is %.4g, the norm %.4g", name, it, f, s.Norms[i])
			}
		}
	}
}

func TestNormVerdictScreenshots(t *testing.T) {
	if !*screenshots {
		t.Skip("run with -screenshots to rewrite docs/img")
	}
	bin := chromium(t)
	a := localAssets(t)
	out, _ := filepath.Abs("../docs/img")
	dir := t.TempDir()
	for name, p := range verdictPlots(t) {
		for _, f := range []struct{ ext, body string }{{"html", Page("norms", a, p)}, {"svg", p.SVG()}} {
			w, h := 840, 520
			if m := regexp.MustCompile(`^<svg [^>]*width="(\d+)" height="(\d+)"`).FindStringSubmatch(f.body); m != nil {
				fmt.Sscan(m[1], &w)
				fmt.Sscan(m[2], &h)
			}
			path := filepath.Join(dir, name+"."+f.ext)
			os.WriteFile(path, []byte(f.body), 0o644)
			png := filepath.Join(out, "gradnorm-"+name+"-"+f.ext+".png")
			if f.ext == "html" {
				png = filepath.Join(out, "gradnorm-"+name+".png")
			}
			runChromium(t, bin, "--virtual-time-budget=10000", fmt.Sprintf("--window-size=%d,%d", w, h), "--screenshot="+png, "file://"+path)
		}
	}
}
