package ad

import (
	"math"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
)

// The tensor rules: one vector-Jacobian product (reverse) and one
// Jacobian-vector product (forward) per tensor op, on BLAS where it matters.

func addInto(dst, src []float64) {
	for i, v := range src {
		dst[i] += v
	}
}

// tgrad returns the adjoint buffer of tensor entry a, creating it.
func (t *Tape) tgrad(tadj map[int32][]float64, a int32) []float64 {
	g, ok := tadj[a]
	if !ok {
		g = make([]float64, len(t.tensorValue(a).Data))
		tadj[a] = g
	}
	return g
}

// reverseTensor applies the reverse rule of tensor entry i.
func (t *Tape) reverseTensor(i int, adj []float64, start int, tadj map[int32][]float64) {
	t.poll()
	op := t.opAt(i)
	a, b := t.aAt(i), t.bAt(i)
	s32 := int32(start)
	in := func(r int32) bool { return r >= s32 }
	info := t.info(i)
	// Scalar-valued ops: the adjoint is a scalar.
	switch op {
	case OpTSum, OpTMean, OpTNorm, OpTAt, OpTDot:
		g := adj[i-start]
		if g == 0 {
			return
		}
		x := t.tensorValue(a)
		switch op {
		case OpTSum, OpTMean:
			if in(a) {
				if op == OpTMean {
					g /= float64(len(x.Data))
				}
				d := t.tgrad(tadj, a)
				for k := range d {
					d[k] += g
				}
			}
		case OpTNorm:
			if in(a) && t.valAt(i) != 0 {
				d := t.tgrad(tadj, a)
				for k, v := range x.Data {
					d[k] += g * v / t.valAt(i)
				}
			}
		case OpTAt:
			if in(a) {
				t.tgrad(tadj, a)[info.i0] += g
			}
		case OpTDot:
			y := t.tensorValue(b)
			if in(a) {
				blas64.Axpy(g, vec(y.Data), vec(t.tgrad(tadj, a)))
			}
			if in(b) {
				blas64.Axpy(g, vec(x.Data), vec(t.tgrad(tadj, b)))
			}
		}
		return
	}
	G, ok := tadj[int32(i)]
	if !ok {
		return
	}
	z := info.val
	switch op {
	case OpTInput:
		if in(a) {
			addInto(t.tgrad(tadj, a), G)
		}
	case OpTMatVec:
		W, x := t.tensorValue(a), t.tensorValue(b)
		if in(a) {
			dW := t.tgrad(tadj, a)
			blas64.Ger(1, vec(G), vec(x.Data), blas64.General{Rows: W.Rows, Cols: W.Cols, Stride: W.Cols, Data: dW})
		}
		if in(b) {
			blas64.Gemv(blas.Trans, 1, general(W), vec(G), 1, vec(t.tgrad(tadj, b)))
		}
	case OpTMatMul:
		A, B := t.tensorValue(a), t.tensorValue(b)
		g := blas64.General{Rows: z.Rows, Cols: z.Cols, Stride: z.Cols, Data: G}
		if in(a) {
			dA := blas64.General{Rows: A.Rows, Cols: A.Cols, Stride: A.Cols, Data: t.tgrad(tadj, a)}
			t.gemm(blas.NoTrans, blas.Trans, 1, g, general(B), 1, dA)
		}
		if in(b) {
			dB := blas64.General{Rows: B.Rows, Cols: B.Cols, Stride: B.Cols, Data: t.tgrad(tadj, b)}
			t.gemm(blas.Trans, blas.NoTrans, 1, general(A), g, 1, dB)
		}
	case OpTAdd, OpTSub:
		if in(a) {
			addInto(t.tgrad(tadj, a), G)
		}
		if in(b) {
			d := t.tgrad(tadj, b)
			if op == OpTAdd {
				addInto(d, G)
			} else {
				for k, v := range G {
					d[k] -= v
				}
			}
		}
	case OpTMul, OpTDiv:
		x, y := t.tensorValue(a), t.tensorValue(b)
		if in(a) {
			d := t.tgrad(tadj, a)
			for k, v := range G {
				if op == OpTMul {
					d[k] += v * y.Data[k]
				} else {
					d[k] += v / y.Data[k]
				}
			}
		}
		if in(b) {
			d := t.tgrad(tadj, b)
			for k, v := range G {
				if op == OpTMul {
					d[k] += v * x.Data[k]
				} else {
					d[k] -= v * z.Data[k] / y.Data[k]
				}
			}
		}
	case OpTScale, OpTAddScalar:
		x := t.tensorValue(a)
		s := t.value(b)
		if in(a) {
			d := t.tgrad(tadj, a)
			if op == OpTScale {
				blas64.Axpy(s, vec(G), vec(d))
			} else {
				addInto(d, G)
			}
		}
		if in(b) {
			if op == OpTScale {
				adj[int(b)-start] += blas64.Dot(vec(G), vec(x.Data))
			} else {
				adj[int(b)-start] += sum(G)
			}
		}
	case OpTTranspose:
		if in(a) {
			d := t.tgrad(tadj, a)
			x := t.tensorValue(a)
			for r := 0; r < x.Rows; r++ {
				for c := 0; c < x.Cols; c++ {
					d[r*x.Cols+c] += G[c*x.Rows+r]
				}
			}
		}
	case OpTTanh, OpTSigmoid, OpTRelu, OpTExp, OpTLog:
		if !in(a) {
			return
		}
		x := t.tensorValue(a)
		d := t.tgrad(tadj, a)
		for k, v := range G {
			d[k] += v * elemDeriv(op, x.Data[k], z.Data[k])
		}
	case OpTSoftmax:
		if in(a) {
			dot := blas64.Dot(vec(G), vec(z.Data))
			d := t.tgrad(tadj, a)
			for k, v := range G {
				d[k] += z.Data[k] * (v - dot)
			}
		}
	case OpTSlice:
		if in(a) {
			x := t.tensorValue(a)
			w := max(x.Cols, 1)
			addInto(t.tgrad(tadj, a)[info.i0*w:info.i1*w], G)
		}
	case OpTConcat:
		na := len(t.tensorValue(a).Data)
		if in(a) {
			addInto(t.tgrad(tadj, a), G[:na])
		}
		if in(b) {
			addInto(t.tgrad(tadj, b), G[na:])
		}
	case OpTStack:
		for k, r := range info.ins {
			if r >= s32 {
				adj[int(r)-start] += G[k]
			}
		}
	}
}

// elemDeriv is the derivative of an elementwise op at x with value z.
func elemDeriv(op Op, x, z float64) float64 {
	switch op {
	case OpTTanh:
		return tanhPrime(x, z) // rules.go: 1-z² cancels far from 0
	case OpTSigmoid:
		return sigmoidPrime(x)
	case OpTRelu:
		if x > 0 {
			return 1
		}
		return 0
	case OpTExp:
		return z
	case OpTLog:
		return 1 / x
	}
	return 0
}

// forwardTensor applies the forward rule of tensor entry i. Scalar results
// go to tan, tensor results to tt.
func (t *Tape) forwardTensor(i int, tan []float64, start int, tt map[int32][]float64) {
	t.poll()
	op := t.opAt(i)
	a, b := t.aAt(i), t.bAt(i)
	s32 := int32(start)
	info := t.info(i)
	dT := func(r int32) []float64 {
		if r >= s32 {
			return tt[r]
		}
		return nil
	}
	dS := func(r int32) float64 {
		if r >= s32 {
			return tan[int(r)-start]
		}
		return 0
	}
	switch op {
	case OpTSum, OpTMean, OpTNorm, OpTAt, OpTDot:
		dx := dT(a)
		x := t.tensorValue(a)
		r := 0.0
		switch op {
		case OpTSum:
			if dx != nil {
				r = sum(dx)
			}
		case OpTMean:
			if dx != nil {
				r = sum(dx) / float64(len(dx))
			}
		case OpTNorm:
			if dx != nil && t.valAt(i) != 0 {
				r = blas64.Dot(vec(x.Data), vec(dx)) / t.valAt(i)
			}
		case OpTAt:
			if dx != nil {
				r = dx[info.i0]
			}
		case OpTDot:
			y := t.tensorValue(b)
			if dx != nil {
				r += blas64.Dot(vec(dx), vec(y.Data))
			}
			if dy := dT(b); dy != nil {
				r += blas64.Dot(vec(x.Data), vec(dy))
			}
		}
		tan[i-start] = r
		return
	}
	z := info.val
	out := make([]float64, len(z.Data))
	any := false
	switch op {
	case OpTInput:
		if d := dT(a); d != nil {
			copy(out, d)
			any = true
		} else if d, ok := tt[int32(i)]; ok {
			_ = d
			return // a seeded input keeps its tangent
		}
	case OpTMatVec:
		W, x := t.tensorValue(a), t.tensorValue(b)
		if dW := dT(a); dW != nil {
			blas64.Gemv(blas.NoTrans, 1, blas64.General{Rows: W.Rows, Cols: W.Cols, Stride: W.Cols, Data: dW}, vec(x.Data), 1, vec(out))
			any = true
		}
		if dx := dT(b); dx != nil {
			blas64.Gemv(blas.NoTrans, 1, general(W), vec(dx), 1, vec(out))
			any = true
		}
	case OpTMatMul:
		A, B := t.tensorValue(a), t.tensorValue(b)
		o := blas64.General{Rows: z.Rows, Cols: z.Cols, Stride: z.Cols, Data: out}
		if dA := dT(a); dA != nil {
			t.gemm(blas.NoTrans, blas.NoTrans, 1, blas64.General{Rows: A.Rows, Cols: A.Cols, Stride: A.Cols, Data: dA}, general(B), 1, o)
			any = true
		}
		if dB := dT(b); dB != nil {
			t.gemm(blas.NoTrans, blas.NoTrans, 1, general(A), blas64.General{Rows: B.Rows, Cols: B.Cols, Stride: B.Cols, Data: dB}, 1, o)
			any = true
		}
	case OpTAdd, OpTSub:
		if d := dT(a); d != nil {
			addInto(out, d)
			any = true
		}
		if d := dT(b); d != nil {
			for k, v := range d {
				if op == OpTAdd {
					out[k] += v
				} else {
					out[k] -= v
				}
			}
			any = true
		}
	case OpTMul, OpTDiv:
		x, y := t.tensorValue(a), t.tensorValue(b)
		if d := dT(a); d != nil {
			for k, v := range d {
				if op == OpTMul {
					out[k] += v * y.Data[k]
				} else {
					out[k] += v / y.Data[k]
				}
			}
			any = true
		}
		if d := dT(b); d != nil {
			for k, v := range d {
				if op == OpTMul {
					out[k] += x.Data[k] * v
				} else {
					out[k] -= z.Data[k] * v / y.Data[k]
				}
			}
			any = true
		}
	case OpTScale, OpTAddScalar:
		x := t.tensorValue(a)
		s := t.value(b)
		if d := dT(a); d != nil {
			if op == OpTScale {
				blas64.Axpy(s, vec(d), vec(out))
			} else {
				addInto(out, d)
			}
			any = true
		}
		if ds := dS(b); ds != 0 {
			for k := range out {
				if op == OpTScale {
					out[k] += ds * x.Data[k]
				} else {
					out[k] += ds
				}
			}
			any = true
		}
	case OpTTranspose:
		if d := dT(a); d != nil {
			x := t.tensorValue(a)
			for r := 0; r < x.Rows; r++ {
				for c := 0; c < x.Cols; c++ {
					out[c*x.Rows+r] = d[r*x.Cols+c]
				}
			}
			any = true
		}
	case OpTTanh, OpTSigmoid, OpTRelu, OpTExp, OpTLog:
		if d := dT(a); d != nil {
			x := t.tensorValue(a)
			for k, v := range d {
				out[k] = elemDeriv(op, x.Data[k], z.Data[k]) * v
			}
			any = true
		}
	case OpTSoftmax:
		if d := dT(a); d != nil {
			dot := blas64.Dot(vec(z.Data), vec(d))
			for k, v := range d {
				out[k] = z.Data[k] * (v - dot)
			}
			any = true
		}
	case OpTSlice:
		if d := dT(a); d != nil {
			w := max(t.tensorValue(a).Cols, 1)
			copy(out, d[info.i0*w:info.i1*w])
			any = true
		}
	case OpTConcat:
		na := len(t.tensorValue(a).Data)
		if d := dT(a); d != nil {
			copy(out[:na], d)
			any = true
		}
		if d := dT(b); d != nil {
			copy(out[na:], d)
			any = true
		}
	case OpTStack:
		for k, r := range info.ins {
			if r >= s32 {
				out[k] = tan[int(r)-start]
				any = any || out[k] != 0
			}
		}
	}
	if any {
		tt[int32(i)] = out
	}
}

// TensorAdjoint returns the adjoint of tensor entry x from the last reverse sweep.
func (ts *Tensors) TensorAdjoint(x *Tensor) []float64 {
	t := (*Tape)(ts)
	if i := t.tindex(x); i >= 0 {
		return t.tadj[i]
	}
	return nil
}

func init() {
	tensorAdjNorm2Hook = func(t *Tape, e int) float64 {
		s := 0.0
		for _, v := range t.tadj[int32(e)] {
			s += v * v
		}
		return s
	}
}

var _ = math.Abs
