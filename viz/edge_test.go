package viz

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/ad"
)

// Odd tapes draw without panicking: empty, straight-line, not swept, and
// gradients that are zero everywhere.
func TestEdgeCases(t *testing.T) {
	empty := ad.NewTape()
	line := ad.NewTape()
	line.Begin()
	x := line.Input(ad.Const(2))
	line.Math(ad.OpSin, line.Mul(x, x))
	zero := ad.NewTape() // h does not reach y: every norm is 0
	zero.Begin()
	w := zero.Input(ad.Const(1))
	h := ad.Const(1)
	for i := 0; i < 4; i++ {
		zero.Recorder().MarkIter(7, i, 0)
		h = zero.Mul(w, h)
		zero.Recorder().MarkVar("h", 7, i, []int32{int32(zero.View().Index(h))})
	}
	zero.Recorder().MarkLoopEnd(7, 0)
	y := zero.Add(w, ad.Const(1))
	zero.Reverse([]ad.Num{y}, []ad.Num{ad.Const(1)}, []ad.Num{w})
	for name, tp := range map[string]*ad.Tape{"empty": empty, "line": line, "zero": zero} {
		for _, s := range []string{NewTapeTable(tp, nil, 3).SVG(), NewGraph(tp, nil, GraphOptions{}).SVG()} {
			wellFormed(t, name, s)
		}
		NewTapeTable(tp, nil, 0).Text()
		NewTapeTable(tp, nil, 0).HTML()
		g := NewGraph(tp, nil, GraphOptions{})
		g.Text()
		g.HTML()
		if _, err := g.DOT(); err != nil {
			t.Errorf("%s: DOT: %v", name, err)
		}
	}
	if _, err := NewNormPlot(line); err == nil || !strings.Contains(err.Error(), "reverse sweep") {
		t.Errorf("norms of an unswept tape: %v", err)
	}
	p, err := NewNormPlot(zero, "h")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.Text(), "no positive values") {
		t.Errorf("zero norms:\n%s", p.Text())
	}
	wellFormed(t, "zero norms", p.SVG())
	p.HTML()
	if _, err := NewNormPlot(zero, "nope"); err == nil || !strings.Contains(err.Error(), "loop-carried: h") {
		t.Errorf("unknown variable: %v", err)
	}
	s := NewSweepPlot("h", nil)
	s.Text()
	wellFormed(t, "empty sweep", s.SVG())
	s.HTML()
}

// A long iteration keeps its first and last entries; the middle becomes
// one node, and edges into it are kept once.
func TestLongIterationCollapses(t *testing.T) {
	tp := ad.NewTape()
	tp.Begin()
	x := tp.Input(ad.Const(1))
	s := x
	tp.Recorder().MarkIter(9, 0, 0)
	for i := 0; i < 100; i++ {
		s = tp.Add(s, tp.Mul(x, ad.Const(float64(i))))
	}
	tp.Recorder().MarkLoopEnd(9, 0)
	tp.Reverse([]ad.Num{s}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	g := NewGraph(tp, nil, GraphOptions{MaxPerColumn: 10})
	collapsed := 0
	for _, n := range g.Nodes {
		if n.Kind == KindCollapsed {
			collapsed++
			if n.Hidden != 190 {
				t.Errorf("collapsed node hides %d entries, want 190", n.Hidden)
			}
		}
	}
	if collapsed != 1 || len(g.Nodes) != 1+10+1 {
		t.Errorf("%d nodes, %d collapsed; want the input, 10 entries and 1 collapsed node", len(g.Nodes), collapsed)
	}
	if g.Nodes[0].Deriv != "4951" { // ∂(x + Σ i·x)/∂x = 1 + 4950
		t.Errorf("adjoint of x %q, want 4951", g.Nodes[0].Deriv)
	}
}

// No edge passes behind a node: every edge's route, as the SVG and the
// interactive chart draw it, clears the boxes of all nodes but its ends.
// Checked on the layout coordinates of loop graphs of every shape in the
// fixtures, long ones with collapsed columns and wide ones too.
func TestNoEdgeBehindNode(t *testing.T) {
	graphs := map[string]*Graph{
		"scalar":    NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{}),
		"short":     NewGraph(scalarRNN(0.8, 3), testPos, GraphOptions{}),
		"tensor":    NewGraph(tensorRNN(1, 8), testPos, GraphOptions{}),
		"nested":    NewGraph(nested(), testPos, GraphOptions{}),
		"two-state": NewGraph(twoState(6), testPos, GraphOptions{}),
		"wide":      NewGraph(twoState(12), testPos, GraphOptions{MaxPerColumn: 3}),
	}
	for name, g := range graphs {
		for _, e := range g.Edges {
			if h := g.edgeHits(e); h > 0 {
				a, b := &g.Nodes[e.From], &g.Nodes[e.To]
				t.Errorf("%s: edge %s -> %s passes behind a node (%d samples)", name, a.Name(), b.Name(), h)
			}
		}
	}
}

// A two-state loop lays its state out in lanes: every value of x in one
// row, every value of y in another.
func TestStateLanes(t *testing.T) {
	g := NewGraph(twoState(6), testPos, GraphOptions{})
	rows := map[string]map[int]bool{}
	for _, n := range g.Nodes {
		if n.Var != "" {
			if rows[n.Var] == nil {
				rows[n.Var] = map[int]bool{}
			}
			rows[n.Var][n.Row] = true
		}
	}
	if len(rows) != 2 || len(rows["x"]) != 1 || len(rows["y"]) != 1 {
		t.Fatalf("state rows %v, want one row for x and one for y", rows)
	}
	for rx := range rows["x"] {
		if rows["y"][rx] {
			t.Error("x and y share a row")
		}
	}
}

// A loop that runs twice (inside an outer loop) repeats its iteration
// numbers: each row's per-step Jacobian is that of its own run, not the
// last run's (which read 1 beside an exploding first run).
func TestStepNormsPerRun(t *testing.T) {
	tp := ad.NewTape()
	tp.Begin()
	x := tp.Input(ad.Const(1))
	const loop = 9
	s := ad.Const(0)
	for run, w := range []float64{2, 1} {
		h := x
		for i := 0; i < 4; i++ {
			tp.Recorder().MarkIter(loop, i, 0)
			h = tp.Mul(h, ad.Const(w))
			tp.Recorder().MarkVar("h", loop, i, []int32{int32(tp.View().Index(h))})
		}
		tp.Recorder().MarkLoopEnd(loop, 0)
		s = tp.Add(s, h)
		_ = run
	}
	tp.Reverse([]ad.Num{s}, []ad.Num{ad.Const(1)}, []ad.Num{x})
	p, err := NewNormPlot(tp, "h")
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprint(p.Series[0].Steps)
	if got != "[NaN 2 2 2 NaN 1 1 1]" {
		t.Errorf("per-step Jacobian norms %s, want [NaN 2 2 2 NaN 1 1 1]", got)
	}
}
