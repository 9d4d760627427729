package viz

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// NodeKind tells inputs, outputs and loop-carried state apart at a glance.
type NodeKind uint8

const (
	KindOp        NodeKind = iota // an ordinary operation
	KindInput                     // a differentiation input
	KindOutput                    // the differentiated output (the last entry)
	KindCarried                   // a value a loop-carried variable held after an iteration
	KindCollapsed                 // iterations or entries left out of the picture
	KindConst                     // a constant operand recorded on the tape (a tensor bias or input)
)

func (k NodeKind) String() string {
	return [...]string{"op", "input", "output", "loop-carried", "collapsed", "constant"}[k]
}

// Flow is the derivative shown on the nodes.
type Flow uint8

const (
	FlowAuto    Flow = iota // whatever the last sweep computed
	FlowReverse             // adjoints ∂y/∂v: derivatives flow from the output back
	FlowForward             // tangents ∂v/∂x·ẋ: derivatives flow from the inputs on
)

func (f Flow) String() string {
	switch f {
	case FlowReverse:
		return "reverse"
	case FlowForward:
		return "forward"
	}
	return "auto"
}

// GraphOptions choose what an unrolled graph shows.
type GraphOptions struct {
	Flow Flow
	// Head and Tail are the iterations shown at the start and the end of a
	// long loop; the ones between collapse into one column. 0 means 3 and 2.
	Head, Tail int
	// MaxPerColumn bounds the entries drawn in one column (one iteration);
	// the middle of a longer one collapses. 0 means 40.
	MaxPerColumn int
}

// Graph is a tape as an unrolled dataflow graph: one column per iteration
// of the outermost loops, one node per tape entry (a tensor operation is
// one node), edges for data dependencies.
type Graph struct {
	Title   string
	Flow    Flow // FlowReverse or FlowForward (never auto once built)
	Entries int
	Columns []Column
	Nodes   []Node
	Edges   []Edge
	Layers  int // layout: number of layers (x positions)
	Rows    int // layout: most nodes in one layer
	// Vars are the loop-carried variables in order of first assignment;
	// each has a colour and a band of rows (Bands) in the layout.
	Vars  []string
	Bands []Band
}

// Band is the rows of the layout given to one loop-carried variable (Var)
// or to the computation that feeds none or several of them (Var "").
type Band struct {
	Var        string
	First, Len int // rows
}

// Column is one iteration of an outermost loop, the code outside loops, or
// a run of collapsed iterations.
type Column struct {
	Label      string // "t=3", "before the loop", "t=3…16" (collapsed)
	Collapsed  bool
	Iterations int // iterations a collapsed column stands for
	First      int // first layer of the column (layout)
	Width      int // layers it spans
}

// Node is one tape entry, or a run of entries left out.
type Node struct {
	Entry int    // tape index; -1 for a collapsed node
	Op    string // operation, or "…" for a collapsed node
	// Label is what the node computes, operands named by their variable:
	// "0.9·x", "x = #8 − #9", "input x".
	Label  string
	Consts string // constant operands, e.g. "0.5"
	// Operands are the entry's inputs in the tape's order, as :tape shows
	// them: references "#3" and constants "0.5".
	Operands []string
	Value    string
	Deriv    string // adjoint (reverse flow) or tangent (forward flow); "" if none
	At       string // source line:col
	Iter     string // iterations, outermost first: "3.1"
	Var      string // the loop-carried variable the entry holds, if any
	Init     string // the variable whose initial value this is (inferred), if any
	Band     int    // layout: index in Graph.Bands
	Kind     NodeKind
	Hidden   int // for a collapsed node: the entries it stands for
	Column   int
	Layer    int // layout: x position in layers
	Row      int // layout: y position in rows
}

// Name is the node's short name: "#5", or "…" with the hidden count.
func (n *Node) Name() string {
	if n.Kind == KindCollapsed {
		return fmt.Sprintf("… %d", n.Hidden)
	}
	return fmt.Sprintf("#%d", n.Entry)
}

// Edge is a data dependency: To reads From.
type Edge struct {
	From, To int  // node indices
	Carried  bool // the state carried from one iteration to the next
	// Var is the variable whose value the edge carries (the source's), or "".
	Var string
}

type colKey struct {
	inst int // loop instance (counting outermost loops), or segment outside loops
	iter int // outermost iteration; -1 outside loops
}

// NewGraph builds the unrolled graph of tape t. pos renders source
// positions (nil: none).
func NewGraph(tape *ad.Tape, pos func(uint32) string, o GraphOptions) *Graph {
	t := tape.View() // viz only reads the tape
	if o.Head <= 0 {
		o.Head = 3
	}
	if o.Tail <= 0 {
		o.Tail = 2
	}
	if o.MaxPerColumn <= 0 {
		o.MaxPerColumn = 40
	}
	if o.Flow == FlowAuto {
		o.Flow = FlowReverse
		if t.HasTangents() && !t.HasAdjoints() {
			o.Flow = FlowForward
		}
	}
	n := t.Len()
	g := &Graph{Flow: o.Flow, Entries: n}
	assigns := t.VarAssigns()
	kinds := entryKindsOf(t, assigns)

	// Columns: one per outermost iteration, in order of appearance.
	colOf := make([]int, n)
	var keys []colKey
	var loopIters []int // per instance: iterations seen
	inst, lastTop := -1, ad.IterMark{Iter: -1}
	outside := 0
	lastKey, lastCol := colKey{inst: 1 << 30}, -1
	walkIters(t, n, func(i int, stack []ad.IterMark) {
		var k colKey
		if len(stack) == 0 {
			if lastTop.Iter >= 0 {
				outside++
				lastTop = ad.IterMark{Iter: -1}
			}
			k = colKey{inst: -1 - outside, iter: -1}
		} else {
			top := stack[0]
			if lastTop.Iter < 0 || top.Loop != lastTop.Loop || top.Iter < lastTop.Iter {
				inst++
				loopIters = append(loopIters, 0)
			}
			lastTop = top
			k = colKey{inst: inst, iter: int(top.Iter)}
			loopIters[inst] = max(loopIters[inst], int(top.Iter)+1)
		}
		if k == lastKey {
			colOf[i] = lastCol // consecutive entries share their column
			return
		}
		// A key never comes back once left: within a loop instance the
		// iteration only grows (a smaller one starts a new instance), and
		// every stretch outside loops has its own key.
		c := len(keys)
		keys = append(keys, k)
		colOf[i] = c
		lastKey, lastCol = k, c
	})

	// Which columns collapse: the middle iterations of long loops.
	hiddenCol := make([]bool, len(keys))
	for c, k := range keys {
		// Collapsing a single iteration would save nothing: "… 1 iteration"
		// takes the room the iteration itself would.
		if k.iter >= 0 && loopIters[k.inst] > o.Head+o.Tail+1 && k.iter >= o.Head && k.iter < loopIters[k.inst]-o.Tail {
			hiddenCol[c] = true
		}
	}
	// Final columns, and the node standing for each entry.
	finalCol := make([]int, len(keys))
	for c, k := range keys {
		switch {
		case hiddenCol[c] && c > 0 && hiddenCol[c-1] && keys[c-1].inst == k.inst:
			finalCol[c] = finalCol[c-1]
		case hiddenCol[c]:
			h := loopIters[k.inst] - o.Head - o.Tail
			finalCol[c] = len(g.Columns)
			g.Columns = append(g.Columns, Column{Label: fmt.Sprintf("t=%d…%d", k.iter, k.iter+h-1), Collapsed: true, Iterations: h})
		default:
			finalCol[c] = len(g.Columns)
			g.Columns = append(g.Columns, Column{Label: columnLabel(k, len(loopIters))})
		}
	}
	// Iteration labels, only for the entries of shown columns (a long
	// loop's tape has millions of entries, nearly all collapsed).
	iterOf := map[int]string{}
	walkIters(t, n, func(i int, stack []ad.IterMark) {
		if !hiddenCol[colOf[i]] {
			iterOf[i] = iterString(stack)
		}
	})
	vars := map[int]string{}
	for _, a := range assigns {
		for _, e := range a.Entries {
			if !hiddenCol[colOf[e]] {
				vars[int(e)] = a.Name
			}
		}
	}
	perCol := make([]int, len(g.Columns))
	for i := 0; i < n; i++ {
		perCol[finalCol[colOf[i]]]++
	}
	seen := make([]int, len(g.Columns))
	collapsedNode := make([]int, len(g.Columns))
	for c := range collapsedNode {
		collapsedNode[c] = -1
	}
	// Forward flow on a tape whose last sweep was reverse: the tangents of
	// a forward sweep with ẋ = 1 on every input, computed for the picture.
	var ownTan []float64
	var ownTTan map[int32][]float64
	if o.Flow == FlowForward && !t.HasTangents() {
		ownTan, ownTTan = t.InputTangents()
	}
	rep := make([]int, n)
	for i := 0; i < n; i++ {
		c := finalCol[colOf[i]]
		k := seen[c]
		seen[c]++
		head := o.MaxPerColumn / 2
		tail := o.MaxPerColumn - head
		if g.Columns[c].Collapsed || perCol[c] > o.MaxPerColumn && k >= head && k < perCol[c]-tail {
			if collapsedNode[c] < 0 {
				collapsedNode[c] = len(g.Nodes)
				g.Nodes = append(g.Nodes, Node{Entry: -1, Op: "…", Kind: KindCollapsed, Column: c})
			}
			g.Nodes[collapsedNode[c]].Hidden++
			rep[i] = collapsedNode[c]
			continue
		}
		e := t.Entry(i)
		nd := Node{Entry: i, Op: e.Op.String(), Value: entryValue(e, short), Iter: iterOf[i], Var: vars[i], Kind: kinds[i], Column: c}
		var consts []string
		for _, s := range []string{e.A, e.B} {
			if s != "" {
				nd.Operands = append(nd.Operands, s)
			}
			if s != "" && !strings.HasPrefix(s, "#") {
				consts = append(consts, s)
			}
		}
		nd.Consts = strings.Join(consts, ", ")
		switch {
		case o.Flow == FlowForward && ownTan == nil:
			nd.Deriv = entryTangent(t, e, short)
		case o.Flow == FlowForward && e.Tensor != nil:
			if d := ownTTan[int32(i)]; d != nil {
				nd.Deriv = "‖" + short(norm2(d)) + "‖"
			}
		case o.Flow == FlowForward:
			nd.Deriv = short(ownTan[i])
		default:
			nd.Deriv = entryAdjoint(e, short)
		}
		if pos != nil {
			nd.At = pos(e.Pos)
		}
		rep[i] = len(g.Nodes)
		g.Nodes = append(g.Nodes, nd)
	}
	// Operands as nodes, for the labels and the initial values.
	reads := make([][]int, len(g.Nodes))
	for i := range g.Nodes {
		for _, s := range g.Nodes[i].Operands {
			j := -1
			if k, err := strconv.Atoi(strings.TrimPrefix(s, "#")); err == nil && strings.HasPrefix(s, "#") && k >= 0 && k < n {
				j = rep[k]
			}
			reads[i] = append(reads[i], j)
		}
	}
	for _, a := range assigns {
		if !slices.Contains(g.Vars, a.Name) {
			g.Vars = append(g.Vars, a.Name)
		}
	}
	g.inferInitials(reads)
	g.nameOperands(reads)
	// Edges, deduplicated after collapsing.
	type pair struct{ a, b int }
	have := map[pair]bool{}
	var ins []int
	for i := 0; i < n; i++ {
		ins = t.AppendInputs(ins[:0], i)
		for _, j := range ins {
			a, b := rep[j], rep[i]
			if a == b || have[pair{a, b}] {
				continue
			}
			have[pair{a, b}] = true
			carried := g.Nodes[a].Column != g.Nodes[b].Column && g.Nodes[a].Kind == KindCarried
			v := g.Nodes[a].varName()
			if g.Nodes[a].Kind == KindCollapsed {
				v = ""
			}
			g.Edges = append(g.Edges, Edge{From: a, To: b, Carried: carried, Var: v})
		}
	}
	sort.SliceStable(g.Edges, func(x, y int) bool {
		if g.Edges[x].To != g.Edges[y].To {
			return g.Edges[x].To < g.Edges[y].To
		}
		return g.Edges[x].From < g.Edges[y].From
	})
	g.layout()
	iters := 0
	for _, c := range loopIters {
		iters += c
	}
	d := "adjoints ∂y/∂v"
	switch {
	case g.Flow == FlowForward && ownTan != nil:
		d = "tangents v̇ for ẋ = 1 on every input"
	case g.Flow == FlowForward:
		d = "tangents v̇"
	}
	g.Title = fmt.Sprintf("unrolled graph: %s, %s, %s flow (%s)", ad.Plural(n, "entry", "entries"), ad.Plural(iters, "loop iteration", "loop iterations"), g.Flow, d)
	return g
}

func columnLabel(k colKey, loops int) string {
	if k.iter < 0 {
		switch {
		case loops == 0:
			return "no loop"
		case k.inst == -1:
			return "before the loop"
		}
		return "after the loop"
	}
	if loops > 1 {
		return fmt.Sprintf("loop %d, t=%d", k.inst+1, k.iter)
	}
	return fmt.Sprintf("t=%d", k.iter)
}
