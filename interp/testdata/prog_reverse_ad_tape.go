package main

import (
	"fmt"
	"math"
)

// A tiny reverse-mode AD tape: each node records its parents and local partials.
type Tape struct {
	nodes []node
}

type node struct {
	parents [2]int
	weights [2]float64
	n       int
}

type V struct {
	t   *Tape
	idx int
	val float64
}

func (t *Tape) Var(x float64) V {
	t.nodes = append(t.nodes, node{})
	return V{t, len(t.nodes) - 1, x}
}

func (t *Tape) push(val float64, ps []int, ws []float64) V {
	var nd node
	nd.n = len(ps)
	copy(nd.parents[:], ps)
	copy(nd.weights[:], ws)
	t.nodes = append(t.nodes, nd)
	return V{t, len(t.nodes) - 1, val}
}

func (a V) Add(b V) V { return a.t.push(a.val+b.val, []int{a.idx, b.idx}, []float64{1, 1}) }
func (a V) Mul(b V) V { return a.t.push(a.val*b.val, []int{a.idx, b.idx}, []float64{b.val, a.val}) }
func (a V) Sin() V    { return a.t.push(math.Sin(a.val), []int{a.idx}, []float64{math.Cos(a.val)}) }
func (a V) Tanh() V {
	y := math.Tanh(a.val)
	return a.t.push(y, []int{a.idx}, []float64{1 - y*y})
}

func (t *Tape) Grad(out V) []float64 {
	adj := make([]float64, len(t.nodes))
	adj[out.idx] = 1
	for i := len(t.nodes) - 1; i >= 0; i-- {
		nd := t.nodes[i]
		for k := 0; k < nd.n; k++ {
			adj[nd.parents[k]] += nd.weights[k] * adj[i]
		}
	}
	return adj
}

func main() {
	t := &Tape{}
	x := t.Var(0.7)
	y := t.Var(-1.2)
	// z = sin(x*y) + x*x*y + tanh(y)
	z := x.Mul(y).Sin().Add(x.Mul(x).Mul(y)).Add(y.Tanh())
	g := t.Grad(z)
	fmt.Printf("z=%.10f dz/dx=%.10f dz/dy=%.10f nodes=%d\n", z.val, g[x.idx], g[y.idx], len(t.nodes))
	dx := math.Cos(0.7*-1.2)*-1.2 + 2*0.7*-1.2
	th := math.Tanh(-1.2)
	dy := math.Cos(0.7*-1.2)*0.7 + 0.7*0.7 + 1 - th*th
	fmt.Println(math.Abs(dx-g[x.idx]) < 1e-12, math.Abs(dy-g[y.idx]) < 1e-12)
}

// Output:
// z=-2.1662977270 dz/dx=-2.4809553910 dz/dy=1.2622439743 nodes=9
// true true
