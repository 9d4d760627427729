package viz

import "sort"

// layout places the nodes on a grid: columns left to right, and inside a
// column layers by dependency depth, so every edge points right. Within a
// layer, loop-carried state comes first (the chain h_0 → h_1 → … reads
// along the top) and the others follow the mean row of their inputs, which
// keeps edges short.
func (g *Graph) layout() {
	preds := make([][]int, len(g.Nodes))
	for _, e := range g.Edges {
		preds[e.To] = append(preds[e.To], e.From)
	}
	depth := make([]int, len(g.Nodes))
	width := make([]int, len(g.Columns))
	for i := range g.Nodes { // nodes are in tape order: inputs come first
		d := 0
		for _, p := range preds[i] {
			if g.Nodes[p].Column == g.Nodes[i].Column && p < i {
				d = max(d, depth[p]+1)
			}
		}
		depth[i] = d
		width[g.Nodes[i].Column] = max(width[g.Nodes[i].Column], d+1)
	}
	x := 0
	for c := range g.Columns {
		g.Columns[c].First, g.Columns[c].Width = x, max(width[c], 1)
		x += g.Columns[c].Width
	}
	g.Layers = x
	byLayer := make([][]int, x)
	for i := range g.Nodes {
		l := g.Columns[g.Nodes[i].Column].First + depth[i]
		g.Nodes[i].Layer = l
		byLayer[l] = append(byLayer[l], i)
	}
	for _, ids := range byLayer {
		key := map[int]float64{}
		for _, i := range ids {
			sum, k := 0.0, 0
			for _, p := range preds[i] {
				if g.Nodes[p].Layer < g.Nodes[i].Layer {
					sum += float64(g.Nodes[p].Row)
					k++
				}
			}
			key[i] = float64(i) * 1e-9
			if k > 0 {
				key[i] += sum / float64(k)
			} else {
				key[i] += float64(len(ids))
			}
			if g.Nodes[i].Kind == KindCarried {
				key[i] -= 1e6
			}
		}
		sort.SliceStable(ids, func(a, b int) bool { return key[ids[a]] < key[ids[b]] })
		for r, i := range ids {
			g.Nodes[i].Row = r
		}
		g.Rows = max(g.Rows, len(ids))
	}
}
