package interp

import (
	"fmt"
	"go/token"
	"go/types"
	"math"

	"github.com/adrepl/adrepl/ad"
	"gonum.org/v1/gonum/mat"
)

// Host code of lib_ad_state.go: optimizer updates, implicit fixed points,
// persistent tapes and tape compression.

// ---- tracked scalar arithmetic for host code ----

// sBin computes op(a, b) on float64 Values, recording on the active tape
// when an operand is tracked (as interpreted arithmetic does in adBinary).
func (in *Interp) sBin(op ad.Op, a, b Value) Value {
	x, y := a.Float(), b.Float()
	var v float64
	switch op {
	case ad.OpAdd:
		v = x + y
	case ad.OpSub:
		v = x - y
	case ad.OpMul:
		v = x * y
	case ad.OpDiv:
		v = x / y
	case ad.OpPow:
		v = math.Pow(x, y)
	default:
		panic("sBin: unsupported op " + op.String())
	}
	t := in.ad.tape
	if t == nil || a.X|b.X == 0 {
		return MakeFloat(v)
	}
	return fromNum(t.Recorder().Binary(op, num(a), num(b), v))
}

func (in *Interp) sSqrt(a Value) Value {
	v := math.Sqrt(a.Float())
	t := in.ad.tape
	if t == nil || a.X == 0 {
		return MakeFloat(v)
	}
	return fromNum(t.Recorder().Unary(ad.OpSqrt, num(a), v))
}

// hostCallPos is the source position of the user's call into the host
// function: the innermost frame position that lies in user code (library
// source, such as Step's body, has no line to show).
func (in *Interp) hostCallPos() uint32 {
	for f := in.rt.cur; f != nil; f = f.parent {
		if f.pos.IsValid() && in.fset.Position(f.pos).Line > 0 {
			return uint32(f.pos)
		}
	}
	return uint32(token.NoPos)
}

// ---- optimizers ----

func (in *Interp) stateLeaves(c *Call, what string, xt *RType, trees ...Value) [][]Value {
	out := make([][]Value, len(trees))
	for i, tr := range trees {
		out[i] = in.treeLeaves(tr, xt.T)
		if i > 0 && len(out[i]) != len(out[0]) {
			c.PanicString(fmt.Sprintf("%s: the gradient (or optimizer state) has %d leaves but the parameters have %d", what, len(out[i]), len(out[0])))
		}
	}
	return out
}

// sgdUpdate: v' = μ·v + g (v' = g on the first step), p' = p − lr·v'.
func (in *Interp) sgdUpdate(c *Call, xt *RType) (Value, Value) {
	p, g, v := c.Args[0], c.Args[1], c.Args[2]
	started := c.Args[3].Bool()
	lr, mu := c.Args[4], c.Args[5]
	if in.ad.tape != nil {
		in.ad.tape.Pos = in.hostCallPos()
	}
	trees := []Value{p, g}
	if started {
		trees = append(trees, v)
	}
	ls := in.stateLeaves(c, "ad.SGD.Step", xt, trees...)
	np := make([]Value, len(ls[0]))
	nv := make([]Value, len(ls[0]))
	ts := in.tapeForTensors().Tensors()
	for k := range ls[0] {
		pk, gk := ls[0][k], ls[1][k]
		if pt := tensorOf(pk); pt != nil {
			gt := tensorOf(gk)
			if gt == nil {
				c.PanicString("ad.SGD.Step: a tensor parameter has no tensor gradient")
			}
			vt := gt
			if started {
				vt = ts.AddT(ts.Scale(tensorOf(ls[2][k]), num(mu)), gt)
			}
			nv[k] = tensorValue(vt)
			np[k] = tensorValue(ts.SubT(pt, ts.Scale(vt, num(lr))))
			continue
		}
		vk := gk
		if started {
			vk = in.sBin(ad.OpAdd, in.sBin(ad.OpMul, mu, ls[2][k]), gk)
		}
		nv[k] = vk
		np[k] = in.sBin(ad.OpSub, pk, in.sBin(ad.OpMul, lr, vk))
	}
	return in.fillKeep(p, xt.T, np), in.fillKeep(p, xt.T, nv)
}

// adamUpdate: one Adam step at step number t (1 for the first).
func (in *Interp) adamUpdate(c *Call, xt *RType) (Value, Value, Value) {
	p, g, m, v := c.Args[0], c.Args[1], c.Args[2], c.Args[3]
	step := c.Args[4].Int()
	lr, b1, b2, eps := c.Args[5], c.Args[6], c.Args[7], c.Args[8]
	if in.ad.tape != nil {
		in.ad.tape.Pos = in.hostCallPos()
	}
	first := step == 1
	trees := []Value{p, g}
	if !first {
		trees = append(trees, m, v)
	}
	ls := in.stateLeaves(c, "ad.Adam.Step", xt, trees...)
	one := MakeFloat(1)
	fstep := MakeFloat(float64(step))
	c1 := in.sBin(ad.OpSub, one, b1)                            // 1 − β1
	c2 := in.sBin(ad.OpSub, one, b2)                            // 1 − β2
	bc1 := in.sBin(ad.OpSub, one, in.sBin(ad.OpPow, b1, fstep)) // 1 − β1ᵗ
	bc2 := in.sBin(ad.OpSub, one, in.sBin(ad.OpPow, b2, fstep)) // 1 − β2ᵗ
	np := make([]Value, len(ls[0]))
	nm := make([]Value, len(ls[0]))
	nv := make([]Value, len(ls[0]))
	for k := range ls[0] {
		pk, gk := ls[0][k], ls[1][k]
		if pt := tensorOf(pk); pt != nil {
			gt := tensorOf(gk)
			if gt == nil || len(gt.Data) != len(pt.Data) {
				c.PanicString("ad.Adam.Step: a tensor parameter has no gradient of its shape")
			}
			var mt, vt *ad.Tensor
			if !first {
				mt, vt = tensorOf(ls[2][k]), tensorOf(ls[3][k])
			}
			if t := in.ad.tape; t != nil && (t.Tensors().TrackedT(pt) || t.Tensors().TrackedT(gt) || (mt != nil && (t.Tensors().TrackedT(mt) || t.Tensors().TrackedT(vt))) ||
				(lr.X|b1.X|b2.X|eps.X) != 0) {
				c.PanicString("ad.Adam.Step: differentiating through Adam steps on tensor parameters is not supported yet (use float64 leaves, or SGD)")
			}
			P := &ad.Tensor{Rows: pt.Rows, Cols: pt.Cols, Data: make([]float64, len(pt.Data))}
			M := &ad.Tensor{Rows: pt.Rows, Cols: pt.Cols, Data: make([]float64, len(pt.Data))}
			V := &ad.Tensor{Rows: pt.Rows, Cols: pt.Cols, Data: make([]float64, len(pt.Data))}
			for i, gi := range gt.Data {
				if first {
					M.Data[i] = c1.Float() * gi
					V.Data[i] = c2.Float() * gi * gi
				} else {
					M.Data[i] = b1.Float()*mt.Data[i] + c1.Float()*gi
					V.Data[i] = b2.Float()*vt.Data[i] + c2.Float()*gi*gi
				}
				mh := M.Data[i] / bc1.Float()
				vh := V.Data[i] / bc2.Float()
				P.Data[i] = pt.Data[i] - lr.Float()*mh/(math.Sqrt(vh)+eps.Float())
			}
			np[k], nm[k], nv[k] = tensorValue(P), tensorValue(M), tensorValue(V)
			continue
		}
		g2 := in.sBin(ad.OpMul, gk, gk)
		var mk, vk Value
		if first {
			mk = in.sBin(ad.OpMul, c1, gk)
			vk = in.sBin(ad.OpMul, c2, g2)
		} else {
			mk = in.sBin(ad.OpAdd, in.sBin(ad.OpMul, b1, ls[2][k]), in.sBin(ad.OpMul, c1, gk))
			vk = in.sBin(ad.OpAdd, in.sBin(ad.OpMul, b2, ls[3][k]), in.sBin(ad.OpMul, c2, g2))
		}
		mh := in.sBin(ad.OpDiv, mk, bc1)
		vh := in.sBin(ad.OpDiv, vk, bc2)
		upd := in.sBin(ad.OpDiv, in.sBin(ad.OpMul, lr, mh), in.sBin(ad.OpAdd, in.sSqrt(vh), eps))
		np[k], nm[k], nv[k] = in.sBin(ad.OpSub, pk, upd), mk, vk
	}
	return in.fillKeep(p, xt.T, np), in.fillKeep(p, xt.T, nm), in.fillKeep(p, xt.T, nv)
}

// ---- implicit fixed points ----

const (
	fixedPointMaxIters = 10000
	fixedPointTol      = 1e-15 // relative change at which iteration stops
	fixedPointAccept   = 1e-10 // relative change still accepted after the last iteration
)

func (in *Interp) plainTree(v Value, t types.Type) Value {
	return in.treeMap(v, t, func(x Value) Value {
		x.X = 0
		return x
	}, nil)
}

// adFixedPoint iterates x ← f(x, θ) with nothing recorded, then records x*
// as the linear function of θ whose derivative is the implicit one:
// (I − ∂f/∂x) M = ∂f/∂θ, x*_i = c_i + Σ_j M_ij θ_j with c_i chosen so that
// the recorded value is exactly x*_i.
func (in *Interp) adFixedPoint(c *Call, f, x0, theta Value, xt, pt *RType) Value {
	pos := in.hostCallPos()
	xl := in.treeLeaves(x0, xt.T)
	pl := in.treeLeaves(theta, pt.T)
	for _, l := range append(append([]Value(nil), xl...), pl...) {
		if tensorOf(l) != nil {
			c.PanicString("ad.FixedPoint: tensor leaves are not supported yet (use float64 leaves)")
		}
	}
	outer := in.ad.tape
	thetaTracked := false
	if outer != nil {
		for _, l := range pl {
			thetaTracked = thetaTracked || outer.Tracked(num(l))
		}
		if thetaTracked && outer.Recorder().Depth() > 1 {
			c.PanicString("ad.FixedPoint: higher-order derivatives through a fixed point are not supported yet (the implicit derivative is recorded as a constant matrix)")
		}
	}
	th := in.plainTree(theta, pt.T)
	x := in.plainTree(x0, xt.T)
	prevOuter := in.ad.fpOuter
	defer func() { in.ad.tape, in.ad.fpOuter = outer, prevOuter }()

	// 1. Iterate untracked. A captured value that outer tracks would lose
	// its derivative: using it is an error (fpCapture).
	in.ad.tape, in.ad.fpOuter = nil, outer
	iters, change, scale := 0, math.Inf(1), 1.0
	for iters < fixedPointMaxIters {
		r := in.CallFunc(f, x, th)[0]
		if outer != nil {
			for _, l := range in.treeLeaves(r, xt.T) {
				if tensorOf(l) == nil && outer.Tracked(num(l)) {
					c.PanicString(fpCaptureMsg)
				}
			}
		}
		xn := in.plainTree(r, xt.T)
		iters++
		a, b := in.treeLeaves(x, xt.T), in.treeLeaves(xn, xt.T)
		if len(a) != len(b) {
			c.PanicString(fmt.Sprintf("ad.FixedPoint: f changed the number of leaves of x from %d to %d", len(a), len(b)))
		}
		change, scale = 0, 1
		for k := range a {
			d := math.Abs(b[k].Float() - a[k].Float())
			if math.IsNaN(d) || math.IsInf(b[k].Float(), 0) {
				c.PanicString(fmt.Sprintf("ad.FixedPoint: the iteration diverged (x = %v after %d iterations)", b[k].Float(), iters))
			}
			change = math.Max(change, d)
			scale = math.Max(scale, math.Abs(b[k].Float()))
		}
		x = xn
		if change <= fixedPointTol*scale {
			break
		}
	}
	in.ad.fpIters = iters
	if change > fixedPointAccept*scale {
		c.PanicString(fmt.Sprintf("ad.FixedPoint: no convergence after %d iterations (last change %.3g)", iters, change))
	}
	if !thetaTracked {
		return x
	}

	// 2. Exact Jacobians ∂f/∂x and ∂f/∂θ at (x*, θ) on a separate tape:
	// one reverse sweep per component of x.
	in.ad.fpOuter = nil
	jt := ad.NewTape()
	jt.Poll, jt.Wait = in.pollHost, in.waitHost
	in.ad.tape = jt
	jt.Begin()
	xin, xn := in.markInputs(jt, x, xt.T)
	pin, pn := in.markInputs(jt, th, pt.T)
	ys := valuesToNums(in.treeLeaves(in.CallFunc(f, xin, pin)[0], xt.T))
	n, m := len(xn), len(pn)
	if len(ys) != n {
		c.PanicString("ad.FixedPoint: f changed the shape of x")
	}
	A := mat.NewDense(n, n, nil)
	B := mat.NewDense(n, m, nil)
	wrt := append(append([]ad.Num(nil), xn...), pn...)
	for i := 0; i < n; i++ {
		seeds := make([]ad.Num, n)
		seeds[i] = ad.Const(1)
		row := jt.Recorder().ReverseRange(0, jt.Len(), false, ys, seeds, wrt)
		for j := 0; j < n; j++ {
			d := 0.0
			if i == j {
				d = 1
			}
			A.Set(i, j, d-row[j].V)
		}
		for j := 0; j < m; j++ {
			B.Set(i, j, row[n+j].V)
		}
	}
	jt.End()
	in.ad.tape = outer

	// 3. Solve (I − ∂f/∂x) M = ∂f/∂θ and record x* = c + M θ.
	var M mat.Dense
	if err := M.Solve(A, B); err != nil {
		c.PanicString("ad.FixedPoint: I − ∂f/∂x is singular at the fixed point (" + err.Error() + ")")
	}
	outer.Pos = pos
	xs := in.treeLeaves(x, xt.T)
	res := make([]Value, n)
	for i := 0; i < n; i++ {
		xv := xs[i].Float()
		var acc ad.Num
		have := false
		for j := 0; j < m; j++ {
			tj := num(pl[j])
			mij := M.At(i, j)
			if mij == 0 || !outer.Tracked(tj) {
				continue
			}
			term := outer.Recorder().Binary(ad.OpMul, ad.Const(mij), tj, mij*tj.V)
			if have {
				acc = outer.Add(acc, term)
			} else {
				acc, have = term, true
			}
		}
		if !have {
			res[i] = MakeFloat(xv)
			continue
		}
		res[i] = fromNum(outer.Recorder().Binary(ad.OpAdd, acc, ad.Const(xv-acc.V), xv))
	}
	return in.fillKeep(x, xt.T, res)
}

// ---- persistent tapes ----

func (in *Interp) tapeHandle(t *ad.Tape) Value {
	v := Value{R: []Value{in.NewHandle(tapeRef{t, t.View().Gen()})}}
	return Value{R: &v}
}

func (in *Interp) adRecord(c *Call, f, x Value, xt, yt *RType) (Value, Value) {
	if in.ad.tape != nil {
		c.PanicString("ad.Record inside a differentiated function is not supported: record at the top level")
	}
	t := in.adBegin()
	t.Recorder().Retain()
	var y Value
	func() {
		defer in.adEnd()
		xin, l := in.markLeaves(t, x, xt.T)
		if len(l.tens) > 0 {
			c.PanicString("ad.Record: tensor inputs are not supported yet (use float64 leaves)")
		}
		y = in.CallFunc(f, xin)[0]
		outs, outTens, _ := splitLeaves(in.treeLeaves(y, yt.T))
		if len(outTens) > 0 {
			c.PanicString("ad.Record: tensor results are not supported yet (return float64 leaves, e.g. x.Sum())")
		}
		t.Persist(outs, l.nums)
	}()
	return in.untrack(y, yt.T), in.tapeHandle(t)
}

func (in *Interp) tapeSweep(c *Call) Value {
	t := in.tapeArg(c)
	seeds := c.Args[1].Elems()
	if rec := in.ad.tape; rec != nil && rec != t {
		ns := valuesToNums(seeds)
		if in.tracksAny(rec, ns, nil) {
			// Inside a later differentiation that tracks a seed: the
			// sweep is recorded there.
			rec.Pos = in.hostCallPos()
			g, err := t.Recorder().SweepOnto(rec, ns)
			if err != nil {
				c.PanicString(err.Error())
			}
			return SliceOf(types.Typ[types.Float64], numsToValues(g))
		}
	}
	s := make([]float64, len(seeds))
	for i, v := range seeds {
		s[i] = v.Float()
	}
	g, err := t.Sweep(s)
	if err != nil {
		c.PanicString(err.Error())
	}
	out := make([]Value, len(g))
	for i, v := range g {
		out[i] = MakeFloat(v)
	}
	return Value{R: out}
}

func (in *Interp) tapeOptimize(c *Call) (Value, Value) {
	o, rep, err := in.tapeArg(c).Optimize()
	if err != nil {
		c.PanicString(err.Error())
	}
	return in.tapeHandle(o), MakeString(rep.String())
}
