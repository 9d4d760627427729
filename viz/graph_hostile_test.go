package viz

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/adrepl/adrepl/ad"
)

// Odd loops for the banded layout and the inferred names: many carried
// variables (colours wrap), iterations of different shapes (nothing to
// match), a variable assigned twice in one iteration, names that need
// escaping. Each draws, keeps edges clear of nodes, and lists in 80
// columns.
func TestGraphOddLoops(t *testing.T) {
	many := func(k int) *ad.Tape {
		tp := ad.NewTape()
		tp.Begin()
		vs := make([]ad.Num, k)
		for j := range vs {
			vs[j] = tp.Input(ad.Const(float64(j)))
		}
		for i := 0; i < 3; i++ {
			tp.Recorder().MarkIter(9, i, 0)
			nv := make([]ad.Num, k)
			for j := range vs {
				nv[j] = tp.Add(tp.Mul(ad.Const(0.5), vs[j]), vs[(j+1)%k])
			}
			vs = nv
			for j := range vs {
				tp.Recorder().MarkVar(fmt.Sprintf("v%d<&>", j), 9, i, []int32{int32(tp.View().Index(vs[j]))})
			}
		}
		tp.Recorder().MarkLoopEnd(9, 0)
		y := vs[0]
		for _, v := range vs[1:] {
			y = tp.Add(y, v)
		}
		tp.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, nil)
		return tp
	}
	ragged := ad.NewTape() // iteration i does i+1 multiplications, h twice
	ragged.Begin()
	x := ragged.Input(ad.Const(1.1))
	h := x
	for i := 0; i < 4; i++ {
		ragged.Recorder().MarkIter(5, i, 0)
		for j := 0; j <= i; j++ {
			h = ragged.Mul(h, x)
			ragged.Recorder().MarkVar("h", 5, i, []int32{int32(ragged.View().Index(h))})
		}
	}
	ragged.Recorder().MarkLoopEnd(5, 0)
	ragged.Reverse([]ad.Num{h}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	for name, tp := range map[string]*ad.Tape{"nine vars": many(9), "one var": many(1), "ragged": ragged} {
		g := NewGraph(tp, testPos, GraphOptions{})
		svg := g.SVG()
		wellFormed(t, name, svg)
		if strings.Contains(svg, "<&>") {
			t.Errorf("%s: a variable's name is not escaped in the SVG", name)
		}
		for _, e := range g.Edges {
			if n := g.edgeHits(e); n > 0 {
				t.Errorf("%s: edge %s -> %s passes behind a node", name, g.Nodes[e.From].Name(), g.Nodes[e.To].Name())
			}
		}
		for _, l := range strings.Split(g.Text(), "\n") {
			if utf8.RuneCountInString(l) > 80 {
				t.Errorf("%s: a line of %d columns: %q", name, utf8.RuneCountInString(l), l)
			}
		}
		g.HTML()
		if _, err := g.DOT(); err != nil {
			t.Error(err)
		}
	}
	// The inputs of the nine-variable loop are named by inference.
	g := NewGraph(many(9), testPos, GraphOptions{})
	for i := 0; i < 9; i++ {
		if want := fmt.Sprintf("input v%d<&>", i); g.Nodes[i].Label != want {
			t.Errorf("input %d is labelled %q, want %q", i, g.Nodes[i].Label, want)
		}
	}
}
