package viz

import (
	"strconv"
	"strings"
)

// Node labels say what a node computes in the reader's terms: "0.9·x",
// "x = #8 − #9", "Tanh(#5)", rather than the tape's bare "*". An operand
// that is a loop-carried variable's value (or its initial value) is named
// by the variable; others by their entry; constants are written out.

// infixOps are the binary operations written between their operands.
var infixOps = map[string]string{"+": " + ", "-": " − ", "*": "·", "/": " / ", "T.+": " + ", "T.-": " − ", "T.*": "·", "T./": " / "}

// exprLabel is the expression of a node with operator op and operands
// (already named), e.g. "0.9·x". A product puts its constant first, as
// people write it.
func exprLabel(op string, operands []string) string {
	if sym, ok := infixOps[op]; ok && len(operands) == 2 {
		a, b := operands[0], operands[1]
		if sym == "·" && isNumber(b) && !isNumber(a) {
			a, b = b, a
		}
		return a + sym + b
	}
	switch {
	case op == "input" || op == "T.input":
		return op
	case op == "neg" && len(operands) == 1:
		return "−" + operands[0]
	case op == "copy" && len(operands) == 1:
		return operands[0]
	}
	return op + "(" + strings.Join(operands, ", ") + ")"
}

func isNumber(s string) bool {
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

// nameOperands gives every node its Label: operands that hold a variable
// are named by it. reads[i] are node i's operand nodes, -1 for a constant.
func (g *Graph) nameOperands(reads [][]int) {
	for i := range g.Nodes {
		n := &g.Nodes[i]
		if n.Kind == KindCollapsed {
			continue
		}
		var ops []string
		for k, s := range n.Operands {
			if k < len(reads[i]) && reads[i][k] >= 0 {
				if v := g.Nodes[reads[i][k]].varName(); v != "" {
					s = v
				}
			}
			if f, err := strconv.ParseFloat(s, 64); err == nil {
				s = short(f) // a constant, as short as the values are shown
			}
			ops = append(ops, s)
		}
		n.Label = exprLabel(n.Op, ops)
		switch {
		case n.Kind == KindInput || n.Kind == KindConst:
			if n.Init != "" {
				n.Label = n.Op + " " + n.Init
			}
		case n.varName() != "":
			n.Label = n.varName() + " = " + n.Label
		}
	}
}

// varName is the variable a node's value is: the one it was assigned to,
// or the one it is the initial value of.
func (n *Node) varName() string {
	if n.Var != "" {
		return n.Var
	}
	return n.Init
}

// inferInitials names the initial values of loop-carried variables (an
// input x, or a value computed before the loop): the tape does not name
// inputs, but the first iteration reads the initial value of x exactly
// where the second reads x's value after the first. Entries of the two
// iterations are matched by operation, source position and occurrence.
func (g *Graph) inferInitials(reads [][]int) {
	byCol := make([][]int, len(g.Columns))
	for i := range g.Nodes {
		if g.Nodes[i].Kind != KindCollapsed {
			byCol[g.Nodes[i].Column] = append(byCol[g.Nodes[i].Column], i)
		}
	}
	type key struct {
		op, at string
		k      int
	}
	index := func(c int) map[key]int {
		m := map[key]int{}
		seen := map[key]int{}
		for _, i := range byCol[c] {
			n := &g.Nodes[i]
			k0 := key{n.Op, n.At, 0}
			k := key{n.Op, n.At, seen[k0]}
			seen[k0]++
			m[k] = i
		}
		return m
	}
	for c := 0; c+1 < len(g.Columns); c++ {
		if !strings.HasSuffix(g.Columns[c].Label, "t=0") || g.Columns[c+1].Collapsed {
			continue
		}
		first, second := index(c), index(c+1)
		for k, q := range second {
			p, ok := first[k]
			if !ok {
				continue
			}
			for s, r := range reads[q] {
				if r < 0 || s >= len(reads[p]) || reads[p][s] < 0 {
					continue
				}
				v := g.Nodes[r].Var
				r0 := reads[p][s]
				k0 := g.Nodes[r0].Kind
				early := g.Nodes[r0].Column < c || g.Nodes[r0].Column == c && (k0 == KindInput || k0 == KindConst)
				if v == "" || g.Nodes[r].Column != c || !early {
					continue
				}
				if n0 := &g.Nodes[r0]; n0.Var == "" && n0.Init == "" {
					n0.Init = v
				}
			}
		}
	}
}

// Colours of the loop-carried variables (edges, node outlines, bands) and
// their tints (node fills, bands).
var (
	varColors = []string{"#1864ab", "#c2255c", "#0b7285", "#6741d9", "#5c940d", "#e67700"}
	varTints  = []string{"#d0ebff", "#ffdeeb", "#c5f6fa", "#e5dbff", "#e9fac8", "#fff3bf"}
)

// varIndex is the position of variable v in g.Vars, or -1.
func (g *Graph) varIndex(v string) int {
	for k, w := range g.Vars {
		if w == v {
			return k
		}
	}
	return -1
}

// varColor is the colour of variable v ("" for none).
func (g *Graph) varColor(v string) string {
	if k := g.varIndex(v); k >= 0 {
		return varColors[k%len(varColors)]
	}
	return ""
}

func (g *Graph) varTint(v string) string {
	if k := g.varIndex(v); k >= 0 {
		return varTints[k%len(varTints)]
	}
	return ""
}
