// Tensors as ordinary Go values: in struct fields (nested, and as the loop
// state of an LSTM-like cell), captured by closures, in slices and maps, as
// the output of ad.VJP and ad.JVP, and as results of ad.ValueAndGrad. Every
// derivative is checked against a closed form written in the program.
package main

import (
	"ad"
	"fmt"
	"math"
)

type Layer struct {
	W ad.Tensor
	B ad.Tensor
}

type Model struct {
	L1, L2 Layer
	Name   string // a non-float field rides along
	Steps  int
}

func (l Layer) apply(x ad.Tensor) ad.Tensor { return l.W.MatVec(x).Add(l.B) }

// mlp: y = Σ W2·tanh(W1·x + b1) + b2.
func (m Model) loss(x ad.Tensor) float64 { return m.L2.apply(m.L1.apply(x).Tanh()).Sum() }

func main() {
	x := ad.Vec([]float64{0.5, -1, 2})
	m := Model{
		L1:   Layer{W: ad.RandN(1, 4, 3).Scale(0.5), B: ad.RandN(2, 4)},
		L2:   Layer{W: ad.RandN(3, 2, 4), B: ad.Vec([]float64{0.1, -0.1})},
		Name: "mlp", Steps: 7,
	}
	g := ad.Grad(func(m Model) float64 { return m.loss(x) })(m)
	// Closed form: a = W1 x + b1, z = tanh(a), s = W2ᵀ 1, ā = s ⊙ (1 - z²).
	a := m.L1.W.MatVec(x).Add(m.L1.B)
	z := a.Tanh()
	s := m.L2.W.T().MatVec(ad.Ones(2))
	abar := s.Mul(ad.Ones(4).Sub(z.Mul(z)))
	outer := func(u, v ad.Tensor) ad.Tensor { // u vᵀ as a matrix product
		return ad.Mat(u.Len(), 1, u.Data()).MatMul(ad.Mat(1, v.Len(), v.Data()))
	}
	same("dL1.W", g.L1.W, outer(abar, x))
	same("dL1.B", g.L1.B, abar)
	same("dL2.W", g.L2.W, outer(ad.Ones(2), z))
	same("dL2.B", g.L2.B, ad.Ones(2))
	fmt.Printf("non-float fields of the gradient: Name=%q Steps=%d\n", g.Name, g.Steps)

	// A closure capturing a tensor, differentiated with respect to another.
	c := ad.Vec([]float64{1, 2, 3})
	f := func(v ad.Tensor) float64 { return v.Mul(c).Exp().Sum() }
	v := ad.Vec([]float64{0.1, -0.2, 0.3})
	same("closure grad", ad.Grad(f)(v), c.Mul(v.Mul(c).Exp()))
	// A closure returning a closure that captures a tracked tensor.
	mk := func(w ad.Tensor) func(ad.Tensor) float64 {
		return func(u ad.Tensor) float64 { return w.Dot(u) * w.Norm() }
	}
	gw := ad.Grad(func(w ad.Tensor) float64 { return mk(w)(c) })(v)
	// ∂/∂w (w·c ‖w‖) = c ‖w‖ + (w·c) w/‖w‖
	same("captured tracked tensor", gw, c.Scale(v.Norm()).Add(v.Scale(v.Dot(c)/v.Norm())))

	// Slices and maps of tensors.
	xs := []ad.Tensor{ad.Vec([]float64{1, 2}), ad.Vec([]float64{3, -1})}
	gs := ad.Grad(func(xs []ad.Tensor) float64 { return xs[0].Dot(xs[1]) * 2 })(xs)
	same("slice[0]", gs[0], xs[1].Scale(2))
	same("slice[1]", gs[1], xs[0].Scale(2))
	byName := map[string]ad.Tensor{"a": ad.Vec([]float64{1, 2})}
	gm := ad.Grad(func(t ad.Tensor) float64 { return byName["a"].Mul(t).Sum() })(ad.Vec([]float64{5, 6}))
	same("tensor from a map", gm, byName["a"])

	// LSTM-like state: a struct of two tensors carried through a loop.
	type State struct{ H, C ad.Tensor }
	W := ad.Eye(2).Scale(0.5)
	run := func(h0 ad.Tensor) float64 {
		st := State{H: h0, C: ad.Zeros(2)}
		for t := 0; t < 3; t++ {
			st = State{H: W.MatVec(st.H).Add(st.C), C: st.H}
		}
		return st.H.Sum()
	}
	// H3 = 0.5 H2 + C2 = 0.5 H2 + H1; H2 = 0.5 H1 + H0; H1 = 0.5 H0:
	// H3 = 0.5(0.25 H0 + H0) + 0.5 H0 = 1.125 H0.
	same("struct loop state", ad.Grad(run)(ad.Vec([]float64{1, -1})), ad.Ones(2).Scale(1.125))

	// ValueAndGrad: the value is an ordinary float, the gradient a tensor.
	val, gr := ad.ValueAndGrad(func(t ad.Tensor) float64 { return t.Dot(t) })(ad.Vec([]float64{3, 4}))
	fmt.Printf("ValueAndGrad: %v %v\n", val, gr)

	// JVP with a tensor output: J·v of softmax.
	p := ad.Vec([]float64{0.2, -0.4, 1})
	dir := ad.Vec([]float64{1, 0, -1})
	y, jv := ad.JVP(func(t ad.Tensor) ad.Tensor { return t.Softmax() }, p, dir)
	sm := y // softmax(p); J = diag(sm) - sm smᵀ
	same("JVP of softmax", jv, sm.Mul(dir).Sub(sm.Scale(sm.Dot(dir))))
	// JVP with a struct of tensors as input and output.
	type Pair struct{ A, B ad.Tensor }
	swapMul := func(q Pair) Pair { return Pair{A: q.B.Scale(2), B: q.A.Mul(q.B)} }
	q := Pair{A: ad.Vec([]float64{1, 2}), B: ad.Vec([]float64{3, 4})}
	dq := Pair{A: ad.Vec([]float64{1, 0}), B: ad.Vec([]float64{0, 1})}
	_, jq := ad.JVP(swapMul, q, dq)
	same("JVP Pair.A", jq.A, dq.B.Scale(2))
	same("JVP Pair.B", jq.B, dq.A.Mul(q.B).Add(q.A.Mul(dq.B)))
	// VJP with a struct output: the pullback takes a Pair, returns a Pair.
	out, pull := ad.VJP(swapMul, q)
	fmt.Printf("VJP value: A=%v B=%v\n", out.A, out.B)
	u := Pair{A: ad.Vec([]float64{1, 1}), B: ad.Vec([]float64{1, -1})}
	back := pull(u)
	same("VJP Pair.A", back.A, u.B.Mul(q.B))
	same("VJP Pair.B", back.B, u.A.Scale(2).Add(u.B.Mul(q.A)))
	// The pullback can be called again.
	back2 := pull(Pair{A: ad.Zeros(2), B: ad.Ones(2)})
	same("second pullback", back2.A, q.B)
	// A VJP whose output is a matrix.
	_, pullM := ad.VJP(func(t ad.Tensor) ad.Tensor { return t.T().MatMul(t) }, ad.Mat(2, 2, []float64{1, 2, 3, 4}))
	A := ad.Mat(2, 2, []float64{1, 2, 3, 4})
	U := ad.Mat(2, 2, []float64{1, 0, 0, 2})
	// d(AᵀA)ᵀ-pullback: A(U + Uᵀ)
	same("VJP of AᵀA", pullM(U), A.MatMul(U.Add(U.T())))
}

// same compares two tensors element by element to 1e-12.
func same(name string, got, want ad.Tensor) {
	gs, ws := fmt.Sprint(got.Shape()), fmt.Sprint(want.Shape())
	if gs != ws {
		fmt.Printf("%s: shape %s, want %s FAIL\n", name, gs, ws)
		return
	}
	g, w := got.Data(), want.Data()
	for i := range g {
		if math.Abs(g[i]-w[i]) > 1e-12*math.Max(1, math.Abs(w[i])) {
			fmt.Printf("%s[%d] = %.17g, want %.17g FAIL\n", name, i, g[i], w[i])
			return
		}
	}
	fmt.Printf("%s %s = %.6g ok\n", name, gs, g)
}

// Output:
// dL1.W [4 3] = [-0.5663 1.1326 -2.2652 -0.033058 0.066116 -0.132232 0.283119 -0.566238 1.13248 -0.991134 1.98227 -3.96454] ok
// dL1.B [4] = [-1.1326 -0.066116 0.566238 -1.98227] ok
// dL2.W [2 4] = [-0.226347 0.962124 -0.777657 0.488331 -0.226347 0.962124 -0.777657 0.488331] ok
// dL2.B [2] = [1 1] ok
// non-float fields of the gradient: Name="" Steps=0
// closure grad [3] = [1.10517 1.34064 7.37881] ok
// captured tracked tensor [3] = [0.534522 0.427618 1.60357] ok
// slice[0] [2] = [6 -2] ok
// slice[1] [2] = [2 4] ok
// tensor from a map [2] = [1 2] ok
// struct loop state [2] = [1.125 1.125] ok
// ValueAndGrad: 25 tensor[6 8]
// JVP of softmax [3] = [0.350975 0.0472135 -0.398188] ok
// JVP Pair.A [2] = [0 2] ok
// JVP Pair.B [2] = [3 2] ok
// VJP value: A=tensor[6 8] B=tensor[3 8]
// VJP Pair.A [2] = [3 -4] ok
// VJP Pair.B [2] = [3 0] ok
// second pullback [2] = [3 4] ok
// VJP of AᵀA [2 2] = [2 8 6 16] ok
