package ad

import "math"

// Each primitive has one derivative rule, written twice: once on float64
// (the fast sweep of an outermost level) and once on Nums through the tape
// (the recorded sweep of a nested level, whose result is differentiated
// again). TestRulesAgree checks that the two forms compute the same numbers.
//
// Conventions where the function has a kink or a singularity:
//   - Abs'(0) = 0 (the subgradient's midpoint, as PyTorch does).
//   - Sqrt'(0) = +Inf, Cbrt'(0) = +Inf (the one-sided limit).
//   - Max and Min give each argument 1/2 at ties (as torch.maximum does).
//   - Floor, Ceil, Trunc, Round, RoundToEven: 0 everywhere (also at jumps).
//   - Pow(x, y): d/dy is 0 where x <= 0 (log x undefined); d/dx = y*x^(y-1).
//   - Hypot at (0, 0): both partials 0.
//   - Mod(x, y) = x - y*trunc(x/y): d/dx 1, d/dy -trunc(x/y).
//   - Dim(x, y) = max(x-y, 0): derivatives of x-y where x > y, else 0.
//   - Conversions to integers stop derivatives (an int carries no tangent).

// math1 evaluates a unary op.
func math1(op Op, x float64) float64 {
	switch op {
	case OpNeg:
		return -x
	case OpSin:
		return math.Sin(x)
	case OpCos:
		return math.Cos(x)
	case OpTan:
		return math.Tan(x)
	case OpAsin:
		return math.Asin(x)
	case OpAcos:
		return math.Acos(x)
	case OpAtan:
		return math.Atan(x)
	case OpSinh:
		return math.Sinh(x)
	case OpCosh:
		return math.Cosh(x)
	case OpTanh:
		return math.Tanh(x)
	case OpAsinh:
		return math.Asinh(x)
	case OpAcosh:
		return math.Acosh(x)
	case OpAtanh:
		return math.Atanh(x)
	case OpExp:
		return math.Exp(x)
	case OpExp2:
		return math.Exp2(x)
	case OpExpm1:
		return math.Expm1(x)
	case OpLog:
		return math.Log(x)
	case OpLog2:
		return math.Log2(x)
	case OpLog10:
		return math.Log10(x)
	case OpLog1p:
		return math.Log1p(x)
	case OpSqrt:
		return math.Sqrt(x)
	case OpCbrt:
		return math.Cbrt(x)
	case OpAbs:
		return math.Abs(x)
	case OpErf:
		return math.Erf(x)
	case OpErfc:
		return math.Erfc(x)
	case OpGamma:
		return math.Gamma(x)
	case OpLgamma:
		v, _ := math.Lgamma(x)
		return v
	case OpDigamma:
		return digamma(x)
	case OpErfinv:
		return math.Erfinv(x)
	case OpErfcinv:
		return math.Erfcinv(x)
	case OpJ0:
		return math.J0(x)
	case OpJ1:
		return math.J1(x)
	case OpY0:
		return math.Y0(x)
	case OpY1:
		return math.Y1(x)
	case OpCopy, OpInput:
		return x
	}
	panic("ad: not a unary op: " + op.String())
}

// math2 evaluates a binary op.
func math2(op Op, x, y float64) float64 {
	switch op {
	case OpAdd:
		return x + y
	case OpSub:
		return x - y
	case OpMul:
		return x * y
	case OpDiv:
		return x / y
	case OpAtan2:
		return math.Atan2(x, y)
	case OpPow:
		return math.Pow(x, y)
	case OpHypot:
		return math.Hypot(x, y)
	case OpMax:
		return math.Max(x, y)
	case OpMin:
		return math.Min(x, y)
	case OpMod:
		return math.Mod(x, y)
	case OpRemainder:
		return math.Remainder(x, y)
	case OpDim:
		return math.Dim(x, y)
	case OpCopysign:
		return math.Copysign(x, y)
	case OpNextafter:
		return math.Nextafter(x, y)
	case OpJn:
		return math.Jn(int(x), y)
	case OpYn:
		return math.Yn(int(x), y)
	}
	panic("ad: not a binary op: " + op.String())
}

const (
	ln2         = math.Ln2
	ln10        = math.Ln10
	twoSqrtPi   = 1.1283791670955126  // 2/sqrt(pi)
	sqrtPiOver2 = 0.88622692545275801 // sqrt(pi)/2
)

// partials returns ∂v/∂x and ∂v/∂y of an entry v = op(x, y) on floats.
func partials(op Op, x, y, v float64) (float64, float64) {
	switch op {
	case OpCkptIn, OpCkptOut:
		return 0, 0
	case OpInput, OpCopy:
		return 1, 0
	case OpAdd:
		return 1, 1
	case OpSub:
		return 1, -1
	case OpMul:
		return y, x
	case OpDiv:
		return 1 / y, -v / y
	case OpNeg:
		return -1, 0
	case OpSin:
		return math.Cos(x), 0
	case OpCos:
		return -math.Sin(x), 0
	case OpTan:
		return 1 + v*v, 0
	case OpAsin:
		return 1 / math.Sqrt(1-x*x), 0
	case OpAcos:
		return -1 / math.Sqrt(1-x*x), 0
	case OpAtan:
		return 1 / (1 + x*x), 0
	case OpSinh:
		return math.Cosh(x), 0
	case OpCosh:
		return math.Sinh(x), 0
	case OpTanh:
		return tanhPrime(x, v), 0
	case OpAsinh:
		return 1 / math.Hypot(x, 1), 0 // x*x+1 would overflow from |x| ≈ 1.3e154 on
	case OpAcosh:
		return (1 / math.Sqrt(x-1)) * (1 / math.Sqrt(x+1)), 0 // no overflow of x*x, no cancellation near 1; the form of partialsN
	case OpAtanh:
		return 1 / (1 - x*x), 0
	case OpExp:
		return v, 0
	case OpExp2:
		return v * ln2, 0
	case OpExpm1:
		return math.Exp(x), 0 // not v+1: that is 0 once Expm1(x) rounds to -1 (x < -37)
	case OpLog:
		return 1 / x, 0
	case OpLog2:
		return 1 / (x * ln2), 0
	case OpLog10:
		return 1 / (x * ln10), 0
	case OpLog1p:
		return 1 / (1 + x), 0
	case OpSqrt:
		return 0.5 / v, 0
	case OpCbrt:
		return 1 / (3 * v * v), 0
	case OpAbs:
		switch {
		case x > 0:
			return 1, 0
		case x < 0:
			return -1, 0
		}
		return 0, 0
	case OpFloor:
		return 0, 0
	case OpErf:
		return twoSqrtPi * math.Exp(-x*x), 0
	case OpErfc:
		return -twoSqrtPi * math.Exp(-x*x), 0
	case OpGamma:
		return v * digamma(x), 0
	case OpLgamma:
		return digamma(x), 0
	case OpDigamma:
		return trigamma(x), 0
	case OpErfinv:
		return sqrtPiOver2 * math.Exp(v*v), 0
	case OpErfcinv:
		return -sqrtPiOver2 * math.Exp(v*v), 0
	case OpJ0:
		return -math.J1(x), 0
	case OpJ1:
		if x == 0 {
			return 0.5, 0 // J1(x)/x → 1/2: J1' = (J0 − J2)/2 = 1/2 at 0
		}
		return math.J0(x) - math.J1(x)/x, 0
	case OpY0:
		return -math.Y1(x), 0
	case OpY1:
		if x == 0 {
			return math.Inf(1), 0 // Y1 ~ −2/(πx): the one-sided limit of Y1' is +Inf
		}
		return math.Y0(x) - math.Y1(x)/x, 0
	case OpJn:
		n := int(x)
		return 0, (math.Jn(n-1, y) - math.Jn(n+1, y)) / 2
	case OpYn:
		return 0, ynPrime(int(x), y)
	case OpAtan2:
		d := x*x + y*y
		return y / d, -x / d
	case OpPow:
		dx := y * math.Pow(x, y-1)
		if y == 0 {
			dx = 0
		}
		dy := 0.0
		if x > 0 {
			dy = v * math.Log(x)
		}
		return dx, dy
	case OpHypot:
		if v == 0 {
			return 0, 0
		}
		return x / v, y / v
	case OpMax, OpMin:
		switch {
		case x == y:
			return 0.5, 0.5
		case (x > y) == (op == OpMax):
			return 1, 0
		}
		return 0, 1
	case OpMod:
		return 1, -math.Trunc(x / y)
	case OpRemainder:
		return 1, -math.RoundToEven(x / y)
	case OpDim:
		if x > y {
			return 1, -1
		}
		return 0, 0
	case OpCopysign:
		if math.Signbit(x) == math.Signbit(v) {
			return 1, 0
		}
		return -1, 0
	case OpNextafter:
		// x plus a step of one ulp that is constant between powers of two.
		return 1, 0
	}
	panic("ad: no rule for " + op.String())
}

// partialsN is partials on Nums: the derivative computation is itself
// recorded on the tape (for nested differentiation).
func (t *Tape) partialsN(op Op, x, y, v Num) (Num, Num) {
	one := Const(1)
	switch op {
	case OpCkptIn, OpCkptOut:
		return Num{}, Num{}
	case OpInput, OpCopy:
		return one, Num{}
	case OpAdd:
		return one, one
	case OpSub:
		return one, Const(-1)
	case OpMul:
		return y, x
	case OpDiv:
		return t.Div(one, y), t.Neg(t.Div(v, y))
	case OpNeg:
		return Const(-1), Num{}
	case OpSin:
		return t.Math(OpCos, x), Num{}
	case OpCos:
		return t.Neg(t.Math(OpSin, x)), Num{}
	case OpTan:
		return t.Add(one, t.Mul(v, v)), Num{}
	case OpAsin:
		return t.Div(one, t.Math(OpSqrt, t.Sub(one, t.Mul(x, x)))), Num{}
	case OpAcos:
		return t.Neg(t.Div(one, t.Math(OpSqrt, t.Sub(one, t.Mul(x, x))))), Num{}
	case OpAtan:
		return t.Div(one, t.Add(one, t.Mul(x, x))), Num{}
	case OpSinh:
		return t.Math(OpCosh, x), Num{}
	case OpCosh:
		return t.Math(OpSinh, x), Num{}
	case OpTanh:
		return t.tanhPrimeN(x, v), Num{}
	case OpAsinh:
		return t.Div(one, t.Math2(OpHypot, x, one)), Num{}
	case OpAcosh:
		// A product of two reciprocals, not the reciprocal of a product:
		// at x = 1 the reverse sweep of 1/(a·b) sends the infinite adjoint
		// of a·b to b times a = 0 (NaN), where the forward sweep gives
		// -Inf; here every zero partial meets a finite adjoint.
		return t.Mul(t.Div(one, t.Math(OpSqrt, t.Sub(x, one))), t.Div(one, t.Math(OpSqrt, t.Add(x, one)))), Num{}
	case OpAtanh:
		return t.Div(one, t.Sub(one, t.Mul(x, x))), Num{}
	case OpExp:
		return v, Num{}
	case OpExp2:
		return t.Mul(v, Const(ln2)), Num{}
	case OpExpm1:
		return t.Math(OpExp, x), Num{}
	case OpLog:
		return t.Div(one, x), Num{}
	case OpLog2:
		return t.Div(one, t.Mul(x, Const(ln2))), Num{}
	case OpLog10:
		return t.Div(one, t.Mul(x, Const(ln10))), Num{}
	case OpLog1p:
		return t.Div(one, t.Add(one, x)), Num{}
	case OpSqrt:
		return t.Div(Const(0.5), v), Num{}
	case OpCbrt:
		return t.Div(one, t.Mul(Const(3), t.Mul(v, v))), Num{}
	case OpAbs, OpFloor, OpDim, OpCopysign, OpMax, OpMin, OpMod, OpRemainder, OpNextafter:
		// Piecewise-linear rules: the partials are constants.
		dx, dy := partials(op, x.V, y.V, v.V)
		return Const(dx), Const(dy)
	case OpErf, OpErfc:
		s := Const(twoSqrtPi)
		if op == OpErfc {
			s = Const(-twoSqrtPi)
		}
		return t.Mul(s, t.Math(OpExp, t.Neg(t.Mul(x, x)))), Num{}
	case OpGamma:
		return t.Mul(v, t.Math(OpDigamma, x)), Num{}
	case OpLgamma:
		return t.Math(OpDigamma, x), Num{}
	case OpDigamma:
		return Const(trigamma(x.V)), Num{}
	case OpErfinv, OpErfcinv:
		s := Const(sqrtPiOver2)
		if op == OpErfcinv {
			s = Const(-sqrtPiOver2)
		}
		return t.Mul(s, t.Math(OpExp, t.Mul(v, v))), Num{}
	case OpJ0:
		return t.Neg(t.Math(OpJ1, x)), Num{}
	case OpY0:
		return t.Neg(t.Math(OpY1, x)), Num{}
	case OpJ1:
		if x.V == 0 {
			// The recurrence J1' = (J0 − J2)/2 has no 0/0 at 0, and its
			// own derivative is recorded too.
			return t.Mul(Const(0.5), t.Sub(t.Math(OpJ0, x), t.Math2(OpJn, Const(2), x))), Num{}
		}
		return t.Sub(t.Math(OpJ0, x), t.Div(t.Math(OpJ1, x), x)), Num{}
	case OpY1:
		if x.V == 0 {
			return Const(math.Inf(1)), Num{}
		}
		return t.Sub(t.Math(OpY0, x), t.Div(t.Math(OpY1, x), x)), Num{}
	case OpYn:
		if y.V == 0 {
			return Num{}, Const(ynPrime(int(math.Trunc(x.V)), 0))
		}
		n := math.Trunc(x.V)
		d := t.Mul(Const(0.5), t.Sub(t.Math2(op, Const(n-1), y), t.Math2(op, Const(n+1), y)))
		return Num{}, d
	case OpJn:
		n := math.Trunc(x.V)
		d := t.Mul(Const(0.5), t.Sub(t.Math2(op, Const(n-1), y), t.Math2(op, Const(n+1), y)))
		return Num{}, d
	case OpAtan2:
		d := t.Add(t.Mul(x, x), t.Mul(y, y))
		return t.Div(y, d), t.Neg(t.Div(x, d))
	case OpPow:
		var dx Num
		if y.V != 0 || t.Tracked(y) {
			dx = t.Mul(y, t.Math2(OpPow, x, t.Sub(y, one)))
		}
		dy := Num{}
		if x.V > 0 {
			dy = t.Mul(v, t.Math(OpLog, x))
		}
		return dx, dy
	case OpHypot:
		if v.V == 0 {
			return Num{}, Num{}
		}
		return t.Div(x, v), t.Div(y, v)
	}
	panic("ad: no rule for " + op.String())
}

// ---- arithmetic on Nums ----

// Add returns x+y, recorded if either is tracked.
func (t *Tape) Add(x, y Num) Num { return t.Recorder().Binary(OpAdd, x, y, x.V+y.V) }

// Sub returns x-y.
func (t *Tape) Sub(x, y Num) Num { return t.Recorder().Binary(OpSub, x, y, x.V-y.V) }

// Mul returns x*y.
func (t *Tape) Mul(x, y Num) Num { return t.Recorder().Binary(OpMul, x, y, x.V*y.V) }

// Div returns x/y.
func (t *Tape) Div(x, y Num) Num { return t.Recorder().Binary(OpDiv, x, y, x.V/y.V) }

// Neg returns -x.
func (t *Tape) Neg(x Num) Num { return t.Recorder().Unary(OpNeg, x, -x.V) }

// Math applies a unary function of package math (OpSin ... OpLgamma).
func (t *Tape) Math(op Op, x Num) Num { return t.Recorder().Unary(op, x, math1(op, x.V)) }

// Math2 applies a binary function (OpAtan2, OpPow, OpHypot, OpMax, ...).
func (t *Tape) Math2(op Op, x, y Num) Num { return t.Recorder().Binary(op, x, y, math2(op, x.V, y.V)) }

// Step records a function with zero derivative (Floor, Ceil, ...): its
// result is a constant.
func (rc *Recorder) Step(v float64) Num {
	return Num{V: v}
}

// MathOp maps the name of a function of package math to its op, and
// reports whether it is differentiable on the tape. Floor-like functions
// map to OpFloor.
func MathOp(name string) (Op, bool) {
	op, ok := mathOps[name]
	return op, ok
}

var mathOps = map[string]Op{
	"Sin": OpSin, "Cos": OpCos, "Tan": OpTan, "Asin": OpAsin, "Acos": OpAcos, "Atan": OpAtan,
	"Sinh": OpSinh, "Cosh": OpCosh, "Tanh": OpTanh, "Asinh": OpAsinh, "Acosh": OpAcosh, "Atanh": OpAtanh,
	"Exp": OpExp, "Exp2": OpExp2, "Expm1": OpExpm1, "Log": OpLog, "Log2": OpLog2, "Log10": OpLog10,
	"Log1p": OpLog1p, "Sqrt": OpSqrt, "Cbrt": OpCbrt, "Abs": OpAbs, "Erf": OpErf, "Erfc": OpErfc,
	"Gamma": OpGamma, "Floor": OpFloor, "Ceil": OpFloor, "Trunc": OpFloor, "Round": OpFloor,
	"RoundToEven": OpFloor, "Atan2": OpAtan2, "Pow": OpPow, "Hypot": OpHypot, "Max": OpMax,
	"Min": OpMin, "Mod": OpMod, "Remainder": OpRemainder, "Dim": OpDim, "Copysign": OpCopysign,
	"Erfinv": OpErfinv, "Erfcinv": OpErfcinv, "J0": OpJ0, "J1": OpJ1, "Y0": OpY0, "Y1": OpY1,
	"Nextafter": OpNextafter, "Logb": OpFloor, // Logb is integer-valued: a step
}

// ynPrime is d/dx Yn(n, x) = (Y(n−1) − Y(n+1))/2. At 0 the recurrence is
// −Inf + Inf; Yn(n, x) ~ −(|n|−1)!/π·(2/x)^|n| (Y0 ~ 2/π·log x), so the
// one-sided limit is +Inf, with the sign of Y(−n) = (−1)ⁿ·Yn.
func ynPrime(n int, x float64) float64 {
	if x == 0 {
		if n < 0 && n%2 != 0 {
			return math.Inf(-1)
		}
		return math.Inf(1)
	}
	return (math.Yn(n-1, x) - math.Yn(n+1, x)) / 2
}

// digamma is ψ(x) = Γ'(x)/Γ(x): recurrence to x ≥ 12, then the asymptotic series.
func digamma(x float64) float64 {
	if math.IsNaN(x) || math.IsInf(x, -1) {
		return math.NaN()
	}
	if x <= 0 && x == math.Floor(x) {
		return math.NaN()
	}
	r := 0.0
	if x < 0 {
		// Reflection: ψ(1-x) - ψ(x) = π cot(πx).
		return digamma(1-x) - math.Pi/math.Tan(math.Pi*x)
	}
	for x < 12 { // from 12 on, the truncation error of the series is below 1e-14
		r -= 1 / x
		x++
	}
	f := 1 / (x * x)
	return r + math.Log(x) - 0.5/x - f*(1.0/12-f*(1.0/120-f*(1.0/252-f*(1.0/240-f*(1.0/132)))))
}

// trigamma is ψ'(x).
func trigamma(x float64) float64 {
	if x <= 0 && x == math.Floor(x) {
		return math.NaN()
	}
	if x < 0 {
		s := math.Pi / math.Sin(math.Pi*x)
		return -trigamma(1-x) + s*s
	}
	r := 0.0
	for x < 12 {
		r += 1 / (x * x)
		x++
	}
	f := 1 / (x * x)
	return r + 1/x + f/2 + f/x*(1.0/6-f*(1.0/30-f*(1.0/42-f*(1.0/30))))
}

// Extremum records max (op OpMax) or min (OpMin) of xs, whose value v the
// caller computed with Go's rules (NaN wins, signed zeros). At a tie the
// derivative goes in equal parts to every argument equal to v: 1/k each for
// k of them, as torch.amax does, so that max(x, x, x) has derivative 1 and
// no argument is favoured by its position. Two-way ties are the binary
// rule; k ≥ 3 is recorded as Σ xᵢ/k over the tied arguments, whose
// derivatives of every order are right in both modes.
func (rc *Recorder) Extremum(op Op, xs []Num, v float64) Num {
	t := (*Tape)(rc)
	k := 0
	for _, x := range xs {
		if x.V == v {
			k++
		}
	}
	if k < 3 {
		r := xs[0]
		for _, x := range xs[1:] {
			r = t.Math2(op, r, x)
		}
		return r
	}
	w := Const(1 / float64(k))
	acc, have := Num{}, false
	for _, x := range xs {
		if x.V != v || !t.Tracked(x) {
			continue
		}
		p := t.Mul(x, w)
		if have {
			acc = t.Add(acc, p)
		} else {
			acc, have = p, true
		}
	}
	if !have {
		return Const(v)
	}
	// The terms sum to v up to rounding; the entry holds v exactly.
	return t.Recorder().Binary(OpAdd, acc, Const(v-acc.V), v)
}

// tanhFar is where Tanh' is computed as 4·exp(-2|x|): beyond it the
// factor 1/(1+exp(-2|x|))² it drops differs from 1 by less than 1e-17.
const tanhFar = 20

// tanhNear is where Tanh' is 1 - tanh²: there tanh² < 0.22, nothing
// cancels, and it is the correctly rounded value more often than 1/cosh².
const tanhNear = 0.5

// tanhPrime is sech²(x), v = tanh(x), without cancellation: 1 - tanh²(x)
// loses every digit as tanh(x) rounds towards ±1 (it is 0 from |x| ≈ 19.1
// on and off by 1e-8 relatively at 10), and 1/cosh² overflows to 0/0 in
// its own derivatives beyond |x| ≈ 355. Three pieces of one function, each
// analytic where it is used.
func tanhPrime(x, v float64) float64 {
	if math.Abs(x) < tanhNear {
		return 1 - v*v
	}
	if x > tanhFar {
		return 4 * math.Exp(-2*x)
	}
	if x < -tanhFar {
		return 4 * math.Exp(2*x)
	}
	c := math.Cosh(x)
	return 1 / (c * c)
}

// tanhPrimeN is tanhPrime recorded: each piece is smooth in x on its
// side, so every higher derivative is the exact one of the formula.
func (t *Tape) tanhPrimeN(x, v Num) Num {
	switch {
	case math.Abs(x.V) < tanhNear:
		return t.Sub(Const(1), t.Mul(v, v))
	case x.V > tanhFar:
		return t.Mul(Const(4), t.Math(OpExp, t.Mul(Const(-2), x)))
	case x.V < -tanhFar:
		return t.Mul(Const(4), t.Math(OpExp, t.Mul(Const(2), x)))
	}
	c := t.Math(OpCosh, x)
	return t.Div(Const(1), t.Mul(c, c))
}

// sigmoidPrime is σ'(x) = σ(x)·σ(-x) = e/(1+e)² with e = exp(-|x|), not
// σ(1-σ), which is 0 once σ(x) rounds to 1 (x > 36.7).
func sigmoidPrime(x float64) float64 {
	e := math.Exp(-math.Abs(x))
	return e / ((1 + e) * (1 + e))
}
