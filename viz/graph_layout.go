package viz

import "sort"

// layout places the nodes on a grid, one column per iteration, as the loop
// unrolls left to right. Inside a column a node sits one row below its
// deepest input from the same column, so an iteration's computation reads
// top to bottom; the state it hands on is at the bottom, one row (lane)
// per loop-carried variable, the same in every column; nodes that
// share a row sit side by side in lanes. Within a row, a variable's values
// come first, in time order, and the others follow the mean lane of their
// inputs, which keeps edges short.
func (g *Graph) layout() {
	preds := make([][]int, len(g.Nodes))
	for _, e := range g.Edges {
		preds[e.To] = append(preds[e.To], e.From)
	}
	depth := make([]int, len(g.Nodes))
	type cell struct{ col, row int }
	cells := map[cell][]int{}
	// Loop-carried values go in lanes: one row per variable, below the
	// computation, the same row in every iteration, so that each state
	// variable reads as a line across the unrolled loop.
	varRow := map[string]int{}
	var vars []string
	ops := 0                 // rows of the computation above the lanes
	for i := range g.Nodes { // nodes are in tape order: inputs come first
		d := 0
		for _, p := range preds[i] {
			if g.Nodes[p].Column == g.Nodes[i].Column && p < i {
				d = max(d, depth[p]+1)
			}
		}
		depth[i] = d
		if v := g.Nodes[i].Var; v != "" && g.Nodes[i].Kind != KindCollapsed {
			if _, ok := varRow[v]; !ok {
				varRow[v] = len(vars)
				vars = append(vars, v)
			}
		} else {
			ops = max(ops, d+1)
		}
	}
	for i := range g.Nodes {
		d := depth[i]
		if v := g.Nodes[i].Var; v != "" && g.Nodes[i].Kind != KindCollapsed {
			d = max(ops, 1) + varRow[v]
			depth[i] = d
		}
		g.Nodes[i].Row = d
		c := cell{g.Nodes[i].Column, d}
		cells[c] = append(cells[c], i)
		g.Rows = max(g.Rows, d+1)
	}
	lanes := make([]int, len(g.Columns))
	lane := make([]int, len(g.Nodes))
	for c := range g.Columns {
		for r := 0; r < g.Rows; r++ {
			ids := cells[cell{c, r}]
			key := map[int]float64{}
			for _, i := range ids {
				sum, k := 0.0, 0
				for _, p := range preds[i] {
					if g.Nodes[p].Column == c {
						sum += float64(lane[p])
						k++
					}
				}
				key[i] = float64(i) * 1e-9
				if k > 0 {
					key[i] += sum / float64(k)
				} else {
					key[i] += float64(len(ids))
				}
				if g.Nodes[i].Var != "" {
					// A variable's lane reads in time order, left to right.
					key[i] = -1e9 + float64(i)
				}
			}
			sort.SliceStable(ids, func(a, b int) bool { return key[ids[a]] < key[ids[b]] })
			for l, i := range ids {
				lane[i] = l
			}
			lanes[c] = max(lanes[c], len(ids))
		}
	}
	x := 0
	for c := range g.Columns {
		g.Columns[c].First, g.Columns[c].Width = x, max(lanes[c], 1)
		x += g.Columns[c].Width
	}
	g.Layers = x
	for i := range g.Nodes {
		g.Nodes[i].Layer = g.Columns[g.Nodes[i].Column].First + lane[i]
	}
}
