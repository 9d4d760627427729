package interp

import (
	"go/token"
	"go/types"
	"math/rand"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// ad.Tensor for interpreted code: a struct whose one hidden field holds the
// host *ad.Tensor. Tensors are immutable values; every operation is a method
// or function that returns a new tensor and records one tape entry.

const tensorSrc = `
// Tensor is an immutable float64 vector or matrix. Operations return new
// tensors; under differentiation each records one tape entry.
type Tensor struct{ impl []byte }

// Vec makes a vector from a copy of data; elements that are being
// differentiated keep their derivatives (as with FromScalars).
func Vec(data []float64) Tensor

// Mat makes a rows×cols matrix from row-major data.
func Mat(rows, cols int, data []float64) Tensor

// Zeros makes a zero vector Zeros(n) or matrix Zeros(r, c).
func Zeros(shape ...int) Tensor

// Ones makes a tensor of ones.
func Ones(shape ...int) Tensor

// Eye is the n×n identity matrix.
func Eye(n int) Tensor

// RandN is a tensor of standard normal numbers from the given seed.
func RandN(seed int64, shape ...int) Tensor

// RandU is a tensor of uniform numbers in [0, 1) from the given seed.
func RandU(seed int64, shape ...int) Tensor

// FromScalars makes a vector from float64 values, keeping their derivatives.
func FromScalars(xs []float64) Tensor

// Concat joins two vectors (or stacks two matrices with equal columns).
func Concat(a, b Tensor) Tensor

// SpectralNorm is the largest singular value of a matrix (gonum SVD).
func SpectralNorm(m Tensor) float64

func (x Tensor) MatVec(v Tensor) Tensor
func (x Tensor) MatMul(y Tensor) Tensor
func (x Tensor) Add(y Tensor) Tensor
func (x Tensor) Sub(y Tensor) Tensor
func (x Tensor) Mul(y Tensor) Tensor
func (x Tensor) Div(y Tensor) Tensor
func (x Tensor) Scale(s float64) Tensor
func (x Tensor) AddScalar(s float64) Tensor
func (x Tensor) T() Tensor
func (x Tensor) Tanh() Tensor
func (x Tensor) Sigmoid() Tensor
func (x Tensor) Relu() Tensor
func (x Tensor) Exp() Tensor
func (x Tensor) Log() Tensor
func (x Tensor) Softmax() Tensor
func (x Tensor) Sum() float64
func (x Tensor) Mean() float64
func (x Tensor) Dot(y Tensor) float64
func (x Tensor) Norm() float64
func (x Tensor) At(i ...int) float64
func (x Tensor) Slice(i, j int) Tensor
func (x Tensor) Data() []float64
func (x Tensor) Len() int
func (x Tensor) Shape() []int
func (x Tensor) String() string
`

func isTensorType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Tensor" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "ad"
}

// tensorOf returns the host tensor of a Tensor value (nil for others).
func tensorOf(v Value) *ad.Tensor {
	f, ok := v.R.([]Value)
	if !ok || len(f) != 1 {
		return nil
	}
	t, _ := f[0].R.(*ad.Tensor)
	return t
}

func tensorValue(t *ad.Tensor) Value { return Value{R: []Value{{R: t}}} }

// tape returns the recording tape, or an idle one (nothing is tracked on
// it, so operations just compute).
func (in *Interp) tapeForTensors() *ad.Tape {
	if in.ad.tape != nil {
		if fr := in.rt.cur; fr != nil && fr.parent != nil {
			in.ad.tape.Pos = in.hostCallPos() // the user's call, also from library code (ad.Dropout)
		}
		return in.ad.tape
	}
	if in.ad.idle == nil {
		in.ad.idle = ad.NewTape()
		in.ad.idle.Poll, in.ad.idle.Wait = in.pollHost, in.waitHost
	}
	return in.ad.idle
}

func (in *Interp) tensorArg(c *Call, i int) *ad.Tensor {
	t := tensorOf(c.Args[i])
	if t == nil {
		c.PanicString("ad: use of a zero Tensor (make tensors with ad.Vec, ad.Mat, ad.Zeros, ...)")
	}
	if in.ad.tape == nil && len(in.recTapes) > 0 {
		in.recTapeTensor(t) // a worker's tensor of an open differentiation (sched_ad.go)
	}
	return t
}

func shapeArgs(c *Call, v Value) []int {
	var shape []int
	for _, e := range v.Elems() {
		shape = append(shape, int(e.Int()))
	}
	if len(shape) < 1 || len(shape) > 2 {
		c.PanicString("ad: a tensor has 1 or 2 dimensions")
	}
	for _, n := range shape {
		if n < 0 || n > 1<<26 {
			c.PanicString("ad: bad tensor dimension " + fmtInt(int64(n)))
		}
	}
	size := int64(shape[0])
	if len(shape) == 2 {
		size *= int64(shape[1])
	}
	c.In.chargeCount(size, 8, "a tensor of "+fmtInt(size)+" elements")
	return shape
}

// zerosNamed is ad.Zeros(shape...) whose shape error names the function
// the program called (ad.Ones(3, 0) is refused as ad.Ones).
func zerosNamed(name string, shape []int) *ad.Tensor {
	if len(shape) == 2 {
		if e := ad.MatrixShapeError(name, shape[0], shape[1]); e != nil {
			panic(e)
		}
	}
	return ad.Zeros(shape...)
}

func floatsOf(v Value) []float64 {
	es := v.Elems()
	out := make([]float64, len(es))
	for i, e := range es {
		out[i] = e.Float()
	}
	return out
}

func tensorHost() map[string]*HostFunc {
	t1 := func(f func(in *Interp, tp *ad.Tape, x *ad.Tensor) *ad.Tensor) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			x := c.In.tensorArg(c, 0)
			c.Results[0] = tensorValue(f(c.In, c.In.tapeForTensors(), x))
		}}
	}
	t2 := func(f func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			x, y := c.In.tensorArg(c, 0), c.In.tensorArg(c, 1)
			c.Results[0] = tensorValue(f(c.In.tapeForTensors(), x, y))
		}}
	}
	s1 := func(f func(tp *ad.Tape, x *ad.Tensor) ad.Num) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			x := c.In.tensorArg(c, 0)
			c.Results[0] = fromNum(f(c.In.tapeForTensors(), x))
		}}
	}
	apply := func(op ad.Op) *HostFunc {
		return t1(func(_ *Interp, tp *ad.Tape, x *ad.Tensor) *ad.Tensor { return tp.Tensors().Apply(op, x) })
	}
	fill := func(name string, v float64) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			x := zerosNamed(name, shapeArgs(c, c.Args[0]))
			for i := range x.Data {
				x.Data[i] = v
			}
			c.Results[0] = tensorValue(x)
		}}
	}
	random := func(name string, normal bool) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			r := rand.New(rand.NewSource(c.Args[0].Int()))
			x := zerosNamed(name, shapeArgs(c, c.Args[1]))
			for i := range x.Data {
				if normal {
					x.Data[i] = r.NormFloat64()
				} else {
					x.Data[i] = r.Float64()
				}
			}
			c.Results[0] = tensorValue(x)
		}}
	}
	return map[string]*HostFunc{
		"Vec": {Call: func(c *Call) {
			// Elements that carry derivatives keep them (as FromScalars).
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().Stack(valuesToNums(c.Args[0].Elems())))
		}},
		"Mat": {Call: func(c *Call) {
			r, cols := int(c.Args[0].Int()), int(c.Args[1].Int())
			d := floatsOf(c.Args[2])
			if r < 0 || cols < 0 || r*cols != len(d) {
				c.PanicString("ad.Mat: " + fmtInt(int64(len(d))) + " values for a " + fmtInt(int64(r)) + "×" + fmtInt(int64(cols)) + " matrix")
			}
			if e := ad.MatrixShapeError("Mat", r, cols); e != nil {
				panic(e) // a 2×0 matrix would pass for a vector (ad.Zeros)
			}
			m := c.In.tapeForTensors().Tensors().Stack(valuesToNums(c.Args[2].Elems()))
			m.Rows, m.Cols = r, cols // Stack's rules are elementwise: any shape
			c.Results[0] = tensorValue(m)
		}},
		"Zeros": fill("Zeros", 0),
		"Ones":  fill("Ones", 1),
		"Eye": {Call: func(c *Call) {
			n := int(c.Args[0].Int())
			if n < 0 || n > 1<<13 {
				c.PanicString("ad.Eye: bad size")
			}
			c.Results[0] = tensorValue(ad.Eye(n))
		}},
		"RandN": random("RandN", true),
		"RandU": random("RandU", false),
		"FromScalars": {Call: func(c *Call) {
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().Stack(valuesToNums(c.Args[0].Elems())))
		}},
		"Concat": t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().Concat(x, y) }),
		"SpectralNorm": {Call: func(c *Call) {
			c.Results[0] = MakeFloat(ad.SpectralNorm(c.In.tensorArg(c, 0)))
		}},
		"Tensor.MatVec": t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().MatVec(x, y) }),
		"Tensor.MatMul": {Call: func(c *Call) {
			x, y := c.In.tensorArg(c, 0), c.In.tensorArg(c, 1)
			c.In.chargeCount(int64(x.Rows), int64(y.Cols)*8, "the product of a "+fmtInt(int64(x.Rows))+"×"+fmtInt(int64(x.Cols))+" and a "+fmtInt(int64(y.Rows))+"×"+fmtInt(int64(y.Cols))+" matrix")
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().MatMul(x, y))
		}},
		"Tensor.Add":     t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().AddT(x, y) }),
		"Tensor.Sub":     t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().SubT(x, y) }),
		"Tensor.Mul":     t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().MulT(x, y) }),
		"Tensor.Div":     t2(func(tp *ad.Tape, x, y *ad.Tensor) *ad.Tensor { return tp.Tensors().DivT(x, y) }),
		"Tensor.T":       t1(func(_ *Interp, tp *ad.Tape, x *ad.Tensor) *ad.Tensor { return tp.Tensors().Transpose(x) }),
		"Tensor.Tanh":    apply(ad.OpTTanh),
		"Tensor.Sigmoid": apply(ad.OpTSigmoid),
		"Tensor.Relu":    apply(ad.OpTRelu),
		"Tensor.Exp":     apply(ad.OpTExp),
		"Tensor.Log":     apply(ad.OpTLog),
		"Tensor.Softmax": t1(func(_ *Interp, tp *ad.Tape, x *ad.Tensor) *ad.Tensor { return tp.Tensors().Softmax(x) }),
		"Tensor.Scale": {Call: func(c *Call) {
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().Scale(c.In.tensorArg(c, 0), num(c.Args[1])))
		}},
		"Tensor.AddScalar": {Call: func(c *Call) {
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().AddScalar(c.In.tensorArg(c, 0), num(c.Args[1])))
		}},
		"Tensor.Sum":  s1(func(tp *ad.Tape, x *ad.Tensor) ad.Num { return tp.Tensors().Sum(x) }),
		"Tensor.Mean": s1(func(tp *ad.Tape, x *ad.Tensor) ad.Num { return tp.Tensors().Mean(x) }),
		"Tensor.Norm": s1(func(tp *ad.Tape, x *ad.Tensor) ad.Num { return tp.Tensors().Norm(x) }),
		"Tensor.Dot": {Call: func(c *Call) {
			c.Results[0] = fromNum(c.In.tapeForTensors().Tensors().Dot(c.In.tensorArg(c, 0), c.In.tensorArg(c, 1)))
		}},
		"Tensor.At": {Call: func(c *Call) {
			x := c.In.tensorArg(c, 0)
			idx := c.Args[1].Elems()
			i, j := 0, 0
			switch {
			case len(idx) == 1 && x.IsVector():
				i = int(idx[0].Int())
			case len(idx) == 2 && !x.IsVector():
				i, j = int(idx[0].Int()), int(idx[1].Int())
			default:
				c.PanicString("ad: At of a " + x.Shape() + " tensor takes " + map[bool]string{true: "1 index", false: "2 indices"}[x.IsVector()])
			}
			c.Results[0] = fromNum(c.In.tapeForTensors().Tensors().Elem(x, i, j))
		}},
		"Tensor.Slice": {Call: func(c *Call) {
			c.Results[0] = tensorValue(c.In.tapeForTensors().Tensors().Slice(c.In.tensorArg(c, 0), int(c.Args[1].Int()), int(c.Args[2].Int())))
		}},
		"Tensor.Data": {Call: func(c *Call) {
			c.Results[0] = SliceOf(types.Typ[types.Float64], numsToValues(c.In.tapeForTensors().Tensors().Elements(c.In.tensorArg(c, 0))))
		}},
		"Tensor.Len": {Call: func(c *Call) { c.Results[0] = MakeInt(int64(c.In.tensorArg(c, 0).Len())) }},
		"Tensor.Shape": {Call: func(c *Call) {
			x := c.In.tensorArg(c, 0)
			if x.IsVector() {
				c.Results[0] = Value{R: []Value{MakeInt(int64(x.Rows))}}
			} else {
				c.Results[0] = Value{R: []Value{MakeInt(int64(x.Rows)), MakeInt(int64(x.Cols))}}
			}
		}},
		"Tensor.String": {Call: func(c *Call) {
			x := tensorOf(c.Args[0])
			if x == nil {
				c.Results[0] = MakeString("tensor<zero>")
				return
			}
			c.Results[0] = MakeString(x.String())
		}},
	}
}

// tensorPanic converts engine shape errors into interpreted panics.
func (in *Interp) tensorPanic(e *ad.ShapeError) *goPanic {
	p := &goPanic{val: Value{R: &Iface{T: in.rt.stringType, V: MakeString(e.Error())}}}
	in.capture(p)
	if fr := in.rt.cur; fr != nil && fr.parent != nil {
		p.pos = fr.parent.pos
	}
	return p
}

var _ = token.NoPos
var _ = strings.Join
