package interp

import (
	"go/token"
	"math"

	"github.com/adrepl/adrepl/ad"
)

// The interpreter's float64 arithmetic records on the active tape when an
// operand carries a tape mark (Value.X != 0, see value.go). These hooks are
// the slow path of arithF64, negate and the math fast paths.

// adState is the session's differentiation state.
type adState struct {
	tape    *ad.Tape // the tape being recorded, nil outside differentiation
	last    *ad.Tape // the tape of the last outermost differentiation, for :tape
	idle    *ad.Tape // a tape nothing is tracked on, for tensor ops outside differentiation
	spare   *ad.Tape // the tape before last, reused (its arrays keep their capacity)
	dropped bool     // last and spare were let go to make room (dropKeptTapes), since the last differentiation
	anomaly bool
	limit   int      // entries (SetTapeLimit), 0: none
	limitB  int64    // bytes (SetTapeLimitBytes), 0: the memory budget
	fpIters int      // iterations of the last ad.FixedPoint (lib_ad_state.go)
	fpOuter *ad.Tape // while ad.FixedPoint iterates unrecorded: the tape it hides (fpCapture)

	ckRev   bool   // an outermost reverse-mode level is recording (checkpointing applies)
	ckDepth int    // checkpointed loops running (inner ones run as usual)
	shadow  uint64 // while a checkpointed loop runs unrecorded: the next shadow identity (ckpt_run.go)
}

// shadowed gives a float computed from tracked operands while a
// checkpointed loop runs unrecorded a fresh identity (of a generation no
// tape has), so that snapshots can tell shared values from equal ones.
func (in *Interp) shadowed(v float64) Value {
	r := MakeFloat(v)
	if in.ad.shadow != 0 {
		in.ad.shadow++
		r.X = in.ad.shadow
	}
	return r
}

// DefaultTapeLimit bounds recording (entries), so that a runaway
// differentiated loop stops with an error instead of exhausting memory.
const DefaultTapeLimit = 200_000_000

func num(v Value) ad.Num { return ad.Num{V: v.Float(), ID: v.X} }

func fromNum(n ad.Num) Value { return Value{N: math.Float64bits(n.V), X: n.ID} }

func (in *Interp) adBinary(op token.Token, a, b Value, pos token.Pos) Value {
	t := in.ad.tape
	x, y := a.Float(), b.Float()
	var aop ad.Op
	var v float64
	switch op {
	case token.ADD:
		aop, v = ad.OpAdd, x+y
	case token.SUB:
		aop, v = ad.OpSub, x-y
	case token.MUL:
		aop, v = ad.OpMul, x*y
	default:
		aop, v = ad.OpDiv, x/y
	}
	if t == nil {
		if t = in.recTape(a, b); t == nil {
			in.fpCapture(a, b)
			return in.shadowed(v)
		}
	}
	t.Pos = uint32(pos)
	return fromNum(t.Recorder().Binary(aop, num(a), num(b), v))
}

// fpCapture refuses, while ad.FixedPoint iterates unrecorded, arithmetic on
// a value that the enclosing differentiation tracks: f captured it, and
// FixedPoint differentiates theta only, so its derivative would be lost.
func (in *Interp) fpCapture(a, b Value) {
	if o := in.ad.fpOuter; o != nil && (o.Tracked(num(a)) || o.Tracked(num(b))) {
		in.runtimePanic(fpCaptureMsg)
	}
}

const fpCaptureMsg = "ad.FixedPoint: f uses a value it captured from outside that is being differentiated; pass it in theta (only theta carries derivatives)"

// adBinary32 records float32 arithmetic. v is the result as Go computes
// it, rounded to float32; the partials are those of the exact operation
// at the recorded (float32) operands, i.e. the rounding counts as the
// identity, as it does for float64.
func (in *Interp) adBinary32(op token.Token, a, b Value, v float64, pos token.Pos) Value {
	t := in.ad.tape
	if t == nil {
		if t = in.recTape(a, b); t == nil {
			in.fpCapture(a, b)
			return in.shadowed(v)
		}
	}
	aop := ad.OpDiv
	switch op {
	case token.ADD:
		aop = ad.OpAdd
	case token.SUB:
		aop = ad.OpSub
	case token.MUL:
		aop = ad.OpMul
	}
	t.Pos = uint32(pos)
	return fromNum(t.Recorder().Binary(aop, num(a), num(b), v))
}

// adRound32 is the conversion of a tracked float64 to float32: a copy whose
// value is rounded (derivative 1).
func (in *Interp) adRound32(a Value) Value {
	v := float64(float32(a.Float()))
	t := in.ad.tape
	if t == nil {
		t = in.recTape(a, a)
	}
	if t == nil {
		in.fpCapture(a, a)
		return in.shadowed(v)
	}
	return fromNum(t.Recorder().Unary(ad.OpCopy, num(a), v))
}

// adNoComplex refuses to build a complex number from a float that is being
// differentiated: complex arithmetic is not recorded, and the derivative
// would silently be 0.
func (in *Interp) adNoComplex(fr *frame, re, im Value, pos token.Pos) {
	if !in.liveMark(re) && !in.liveMark(im) {
		return // a mark of an older tape: an ordinary constant
	}
	fr.pos = pos
	in.runtimePanic("differentiating through complex numbers is not supported yet: complex(x, y) of a float64 being differentiated (keep differentiated arithmetic in float64)")
}

// liveMark reports whether v is a float that a differentiation under way
// tracks: on the running goroutine's tape, on another open one (a worker's
// operand, recTape), or while a checkpointed loop runs unrecorded (its
// marks are live).
func (in *Interp) liveMark(v Value) bool {
	if v.X == 0 {
		return false
	}
	if in.ad.shadow != 0 {
		return true
	}
	if t := in.ad.tape; t != nil && t.Tracked(num(v)) {
		return true
	}
	for _, t := range in.recTapes {
		if t.Recorder().Depth() > 0 && t.Tracked(num(v)) {
			return true
		}
	}
	return false
}

func (in *Interp) adNeg(a Value, pos token.Pos) Value {
	t := in.ad.tape
	if t == nil {
		t = in.recTape(a, a)
	}
	if t == nil {
		in.fpCapture(a, a)
		return in.shadowed(-a.Float())
	}
	t.Pos = uint32(pos)
	return fromNum(t.Recorder().Unary(ad.OpNeg, num(a), -a.Float()))
}

func (in *Interp) adMath1(op ad.Op, f func(float64) float64, a Value, pos token.Pos) Value {
	v := f(a.Float())
	t := in.ad.tape
	if t == nil {
		t = in.recTape(a, a)
	}
	if t == nil {
		in.fpCapture(a, a)
		return in.shadowed(v)
	}
	if op == ad.OpFloor {
		return MakeFloat(v)
	}
	t.Pos = uint32(pos)
	return fromNum(t.Recorder().Unary(op, num(a), v))
}

func (in *Interp) adMath2(op ad.Op, f func(float64, float64) float64, a, b Value, pos token.Pos) Value {
	v := f(a.Float(), b.Float())
	t := in.ad.tape
	if t == nil {
		t = in.recTape(a, b)
	}
	if t == nil {
		in.fpCapture(a, b)
		return in.shadowed(v)
	}
	t.Pos = uint32(pos)
	return fromNum(t.Recorder().Binary(op, num(a), num(b), v))
}

// adExtremum is the builtin max or min of three or more floats, one of
// them tracked: tied arguments share the derivative equally (ad.Extremum).
func (in *Interp) adExtremum(op ad.Op, f func(float64, float64) float64, vals []Value, pos token.Pos) Value {
	v := vals[0].Float()
	for _, x := range vals[1:] {
		v = f(v, x.Float())
	}
	t := in.ad.tape
	for _, x := range vals {
		if t != nil {
			break
		}
		t = in.recTape(x, x)
	}
	if t == nil {
		for _, x := range vals {
			in.fpCapture(x, x)
		}
		return in.shadowed(v)
	}
	t.Pos = uint32(pos)
	xs := make([]ad.Num, len(vals))
	for i, x := range vals {
		xs[i] = num(x)
	}
	return fromNum(t.Recorder().Extremum(op, xs, v))
}

// adBegin opens a differentiation level, creating the tape for an
// outermost one.
func (in *Interp) adBegin() *ad.Tape {
	if in.ad.tape == nil {
		var t *ad.Tape
		if s := in.ad.spare; s != nil && !s.View().Retained() {
			// Reuse the arrays of the tape before last: a training loop
			// records into the same memory every step.
			t = s
			t.Reset()
		} else {
			t = ad.NewTape()
			if in.ad.last != nil {
				t.Recorder().Reserve(in.ad.last.Len()) // most gradients repeat a similar computation
			}
		}
		in.ad.spare = nil
		t.Anomaly = in.ad.anomaly
		t.Poll, t.Wait = in.pollHost, in.waitHost // big tensor kernels answer interrupts
		t.Limit = in.ad.limit                     // in entries, when set by SetTapeLimit
		if t.MaxBytes = in.TapeLimitBytes(); t.MaxBytes > 1<<50 {
			t.MaxBytes = 0 // no budget
		}
		in.tapeHooks(t) // memory.go
		in.ad.tape = t
	}
	if in.sched != nil {
		in.levelBegin(in.ad.tape) // sched_ad.go
	}
	in.ad.tape.Begin()
	if in.ad.tape.Recorder().Depth() == 1 {
		in.recTapeOpen(in.ad.tape) // sched_ad.go
	}
	return in.ad.tape
}

// adEnd closes the level; closing the outermost one ends recording and
// keeps the tape for inspection.
func (in *Interp) adEnd() {
	t := in.ad.tape
	if t == nil || t.Recorder().Depth() == 0 {
		return // recording was abandoned (an error stopped it)
	}
	t.End()
	if in.sched != nil {
		in.levelEnd(t) // sched_ad.go
	}
	if t.Recorder().Depth() == 0 {
		in.recTapeClose(t) // sched_ad.go
		if !t.View().Retained() {
			t.Release() // ephemeral: kept for inspection, not for another sweep (lib_ad_state.go)
		}
		in.ad.spare, in.ad.last = in.ad.last, t
		in.ad.tape = nil
		in.ad.dropped = false
	}
}

// LastTape returns the tape of the last outermost differentiation (nil if none).
func (in *Interp) LastTape() *ad.Tape { return in.ad.last }

// SetAnomaly turns NaN/Inf detection on or off for later differentiations.
func (in *Interp) SetAnomaly(on bool) { in.ad.anomaly = on }

// SetTapeLimit sets the maximum number of tape entries (0: the default).
func (in *Interp) SetTapeLimit(n int) { in.ad.limit = n }

// PosString renders a tape position for tables.
func (in *Interp) PosString(p uint32) string {
	if p == 0 {
		return ""
	}
	pos := in.fset.Position(token.Pos(p))
	if pos.Line == 0 {
		return "" // inside library source (ad.SumSequential...): no line to show
	}
	return fmtInt(int64(pos.Line)) + ":" + fmtInt(int64(pos.Column))
}

// adMathHost wraps the host implementation of a package math function so
// that it records on the tape when an argument is tracked: the fast paths
// used through func values, and the functions with several results or
// integer arguments (Lgamma, Sincos, Modf, Frexp, Ldexp, FMA, Jn, Yn).
func (in *Interp) adMathHost(name string, h *HostFunc) *HostFunc {
	if h.F64 != nil || h.F64x2 != nil {
		op, ok := ad.MathOp(name)
		if !ok {
			return h
		}
		f1, f2 := h.F64, h.F64x2
		return &HostFunc{Call: func(c *Call) {
			pos := token.NoPos
			if fr := in.rt.cur; fr != nil && fr.parent != nil {
				pos = fr.parent.pos
			}
			if f1 != nil {
				a := c.Args[0]
				if a.X != 0 {
					c.Results[0] = in.adMath1(op, f1, a, pos)
				} else {
					c.Results[0] = MakeFloat(f1(a.Float()))
				}
				return
			}
			a, b := c.Args[0], c.Args[1]
			if a.X|b.X != 0 {
				c.Results[0] = in.adMath2(op, f2, a, b, pos)
			} else {
				c.Results[0] = MakeFloat(f2(a.Float(), b.Float()))
			}
		}}
	}
	orig := h.Call
	rec := func(c *Call) {
		t := in.ad.tape
		args := c.Args
		tracked := false
		for _, a := range args {
			tracked = tracked || a.X != 0
		}
		orig(c)
		if t == nil && tracked {
			t = in.recTape(args[0], args[len(args)-1]) // sched_ad.go
		}
		if t == nil || !tracked {
			return
		}
		if fr := in.rt.cur; fr != nil && fr.parent != nil {
			t.Pos = uint32(fr.parent.pos)
		}
		x := num(args[0])
		res := c.Results
		switch name {
		case "Lgamma":
			res[0] = fromNum(t.Recorder().Unary(ad.OpLgamma, x, res[0].Float()))
		case "Sincos":
			res[0] = fromNum(t.Recorder().Unary(ad.OpSin, x, res[0].Float()))
			res[1] = fromNum(t.Recorder().Unary(ad.OpCos, x, res[1].Float()))
		case "Modf":
			res[1] = fromNum(t.Recorder().Binary(ad.OpSub, x, ad.Const(res[0].Float()), res[1].Float()))
		case "Frexp":
			res[0] = fromNum(t.Recorder().Binary(ad.OpMul, x, ad.Const(math.Ldexp(1, -int(res[1].Int()))), res[0].Float()))
		case "Ldexp":
			res[0] = fromNum(t.Recorder().Binary(ad.OpMul, x, ad.Const(math.Ldexp(1, int(args[1].Int()))), res[0].Float()))
		case "FMA":
			m := t.Recorder().Binary(ad.OpMul, x, num(args[1]), x.V*args[1].Float())
			res[0] = fromNum(t.Recorder().Binary(ad.OpAdd, m, num(args[2]), res[0].Float()))
		case "Nextafter32":
			res[0] = fromNum(t.Recorder().Binary(ad.OpNextafter, x, num(args[1]), res[0].Float()))
		case "Jn", "Yn":
			op := ad.OpJn
			if name == "Yn" {
				op = ad.OpYn
			}
			res[0] = fromNum(t.Recorder().Binary(op, ad.Const(float64(args[0].Int())), num(args[1]), res[0].Float()))
		}
	}
	switch name {
	case "Lgamma", "Sincos", "Modf", "Frexp", "Ldexp", "FMA", "Jn", "Yn", "Nextafter32":
		return &HostFunc{Call: rec}
	}
	return h
}
