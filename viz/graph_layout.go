package viz

// layout places the nodes on a grid, one column per iteration, as the loop
// unrolls left to right. The rows are split into bands: first the
// computation that feeds no loop-carried variable (or several), then one
// band per variable, the same rows in every column, holding the nodes that
// compute that variable's next value, stacked top to bottom in tape order,
// the variable's own value on the band's last row. So each variable reads
// as a line across the unrolled loop, which node reads x and which reads y
// is seen from the band an edge enters, and an iteration is one node wide
// (the two-state rotation's 6 steps: 1,312 px, not 4,352). A band taller
// than maxStack rows wraps into further lanes of its column.
func (g *Graph) layout() {
	const maxStack = 6
	succs := make([][]int, len(g.Nodes))
	for _, e := range g.Edges {
		succs[e.From] = append(succs[e.From], e.To)
	}
	nb := len(g.Vars) + 1 // band 0: the shared computation
	band := make([]int, len(g.Nodes))
	// Backwards in tape order: a node belongs to the band of what it
	// feeds in its own column when that is one variable's.
	for i := len(g.Nodes) - 1; i >= 0; i-- {
		n := &g.Nodes[i]
		if v := n.varName(); v != "" && n.Kind != KindCollapsed {
			band[i] = g.varIndex(v) + 1
			continue
		}
		if n.Kind == KindCollapsed && len(g.Vars) > 0 {
			// Collapsed iterations stand in the first variable's line.
			band[i] = 1
			continue
		}
		b := -1
		for _, s := range succs[i] {
			if g.Nodes[s].Column != n.Column || s < i {
				continue
			}
			switch {
			case b == -1:
				b = band[s]
			case b != band[s]:
				b = 0
			}
		}
		band[i] = max(b, 0)
	}
	// The last node of each variable in a column is its value there: it
	// goes on the band's last row.
	type cb struct{ col, band int }
	pinned := map[int]bool{}
	last := map[cb]int{}
	for i := range g.Nodes {
		if g.Nodes[i].varName() != "" && g.Nodes[i].Kind != KindCollapsed || g.Nodes[i].Kind == KindCollapsed && band[i] > 0 {
			last[cb{g.Nodes[i].Column, band[i]}] = i
		}
	}
	for _, i := range last {
		pinned[i] = true
	}
	count := map[cb]int{}
	for i := range g.Nodes {
		if !pinned[i] {
			count[cb{g.Nodes[i].Column, band[i]}]++
		}
	}
	// Band heights: the most unpinned nodes of the band in one column
	// (at most maxStack), plus the variable's row.
	height := make([]int, nb)
	for k, c := range count {
		height[k.band] = max(height[k.band], min(c, maxStack))
	}
	g.Bands = nil
	row := 0
	first := make([]int, nb)
	for b := 0; b < nb; b++ {
		h := height[b]
		if b > 0 {
			h++ // the variable's own row
		}
		if b == 0 && h == 0 {
			first[b] = 0
			continue
		}
		first[b] = row
		v := ""
		if b > 0 {
			v = g.Vars[b-1]
		}
		g.Bands = append(g.Bands, Band{Var: v, First: row, Len: h})
		row += h
	}
	g.Rows = max(row, 1)
	bandIdx := map[int]int{}
	for k, bd := range g.Bands {
		bandIdx[g.varIndex(bd.Var)+1] = k
	}
	lanes := make([]int, len(g.Columns))
	lane := make([]int, len(g.Nodes))
	seen := map[cb]int{}
	for i := range g.Nodes {
		n := &g.Nodes[i]
		k := cb{n.Column, band[i]}
		n.Band = bandIdx[band[i]]
		if pinned[i] {
			n.Row = first[band[i]] + height[band[i]]
			lane[i] = 0
		} else {
			s := seen[k]
			seen[k]++
			n.Row = first[band[i]] + s%max(height[band[i]], 1)
			lane[i] = s / max(height[band[i]], 1)
		}
		lanes[n.Column] = max(lanes[n.Column], lane[i]+1)
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
