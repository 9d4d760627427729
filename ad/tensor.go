package ad

import (
	"fmt"
	"math"
	"strings"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/mat"
)

// Tensor is an immutable float64 vector or matrix (row-major). Operations
// on tensors return new tensors and record ONE tape entry each, whose
// reverse rule is a BLAS-backed vector-Jacobian product and whose forward
// rule is the matching Jacobian-vector product: a tensor recurrence costs a
// few entries per step where scalar code costs one per multiply.
//
// Immutability is the mutation-safety design: no operation writes into a
// tensor, so a value saved for the reverse pass can never be changed.
type Tensor struct {
	Rows, Cols int // a vector has Cols == 0
	Data       []float64
	ID         uint64 // tape identity, as Num.ID
}

// Len is the number of elements.
func (x *Tensor) Len() int { return len(x.Data) }

// IsVector reports whether x is a vector.
func (x *Tensor) IsVector() bool { return x.Cols == 0 }

// Shape renders the shape: "(3)" or "(2×3)".
func (x *Tensor) Shape() string {
	if x.IsVector() {
		return fmt.Sprintf("(%d)", x.Rows)
	}
	return fmt.Sprintf("(%d×%d)", x.Rows, x.Cols)
}

func (x *Tensor) String() string {
	var b strings.Builder
	if x.IsVector() {
		b.WriteString("tensor[")
		for i, v := range x.Data {
			if i > 0 {
				b.WriteByte(' ')
			}
			if i == 8 && len(x.Data) > 10 {
				fmt.Fprintf(&b, "… (%d more)", len(x.Data)-8)
				break
			}
			fmt.Fprintf(&b, "%.6g", v)
		}
		b.WriteString("]")
		return b.String()
	}
	fmt.Fprintf(&b, "tensor%s[", x.Shape())
	for r := 0; r < x.Rows; r++ {
		if r == 6 && x.Rows > 8 {
			fmt.Fprintf(&b, "\n  … (%d more rows)", x.Rows-6)
			break
		}
		b.WriteString("\n  ")
		for c := 0; c < x.Cols; c++ {
			if c == 8 && x.Cols > 10 {
				fmt.Fprintf(&b, " … (%d more)", x.Cols-8)
				break
			}
			if c > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%10.4g", x.Data[r*x.Cols+c])
		}
	}
	b.WriteString("\n]")
	return b.String()
}

// NewVector returns an untracked vector holding a copy of data.
func NewVector(data []float64) *Tensor {
	return &Tensor{Rows: len(data), Data: append([]float64(nil), data...)}
}

// NewMatrix returns an untracked r×c matrix from row-major data (copied).
func NewMatrix(r, c int, data []float64) *Tensor {
	checkMatrix("Matrix", r, c)
	if len(data) != r*c {
		panic(&ShapeError{Op: "Matrix", Msg: fmt.Sprintf("%d values for a %d×%d matrix", len(data), r, c)})
	}
	return &Tensor{Rows: r, Cols: c, Data: append([]float64(nil), data...)}
}

// Zeros returns a zero tensor: Zeros(n) a vector, Zeros(r, c) a matrix.
// A matrix has at least one column (checkMatrix); Zeros(0, c) is fine.
func Zeros(shape ...int) *Tensor {
	switch len(shape) {
	case 1:
		if shape[0] < 0 {
			panic(&ShapeError{Op: "Zeros", Msg: fmt.Sprintf("negative length %d", shape[0])})
		}
		return &Tensor{Rows: shape[0], Data: make([]float64, shape[0])}
	case 2:
		checkMatrix("Zeros", shape[0], shape[1])
		return &Tensor{Rows: shape[0], Cols: shape[1], Data: make([]float64, shape[0]*shape[1])}
	}
	panic(&ShapeError{Op: "Zeros", Msg: "want 1 or 2 dimensions"})
}

// checkMatrix refuses an r×c matrix that a Tensor cannot hold. Cols == 0
// is how a Tensor says it is a vector, so an r×0 matrix would pass for a
// vector of r elements holding none: its shape would read [r], its length
// 0, and a gradient through it could come out with r zeros. Such a matrix
// is refused rather than mislabelled; an empty matrix with 0 rows and some
// columns is representable and fine.
func checkMatrix(op string, r, c int) {
	if e := MatrixShapeError(op, r, c); e != nil {
		panic(e)
	}
}

// MatrixShapeError is checkMatrix's error for an r×c matrix made by op, or
// nil when a Tensor can hold it (for interpreters that build matrices
// themselves).
func MatrixShapeError(op string, r, c int) *ShapeError {
	switch {
	case r < 0 || c < 0:
		return &ShapeError{Op: op, Msg: fmt.Sprintf("negative dimension in %d×%d", r, c)}
	case c == 0:
		return &ShapeError{Op: op, Msg: fmt.Sprintf("a %d×0 matrix is not supported: a matrix needs at least one column (an empty vector is ad.Zeros(0), an empty matrix ad.Zeros(0, n))", r)}
	case r > 0 && c > math.MaxInt/8/r:
		return &ShapeError{Op: op, Msg: fmt.Sprintf("a %d×%d matrix is too large", r, c)}
	}
	return nil
}

// Eye is the n×n identity matrix.
func Eye(n int) *Tensor {
	checkMatrix("Eye", n, n)
	x := Zeros(n, n)
	for i := 0; i < n; i++ {
		x.Data[i*n+i] = 1
	}
	return x
}

// ShapeError reports mismatched shapes.
type ShapeError struct {
	Op  string
	Msg string
}

func (e *ShapeError) Error() string { return "ad." + e.Op + ": " + e.Msg }

func sameShape(op string, x, y *Tensor) {
	if x.Rows != y.Rows || x.Cols != y.Cols {
		panic(&ShapeError{Op: op, Msg: fmt.Sprintf("shapes %s and %s differ", x.Shape(), y.Shape())})
	}
}

// ---- recording ----

// Tensor ops. Scalar-valued ones (Sum, Mean, Dot, Norm, At) are entries
// whose val is the scalar; tensor-valued ones keep their value in tinfo.
const (
	OpTInput Op = 100 + iota
	OpTMatVec
	OpTMatMul
	OpTAdd
	OpTSub
	OpTMul
	OpTDiv
	OpTScale // tensor × tracked or constant scalar (b)
	OpTTranspose
	OpTTanh
	OpTSigmoid
	OpTRelu
	OpTExp
	OpTLog
	OpTSoftmax
	OpTSum
	OpTMean
	OpTDot
	OpTNorm
	OpTAt
	OpTSlice  // rows [i0, i1) of a vector or matrix
	OpTConcat // a then b
	OpTStack  // a vector from scalars (ins)
	OpTAddScalar
	opTensorEnd
)

func isTensorOp(o Op) bool { return o >= OpTInput && o < opTensorEnd }

var tensorOpNames = map[Op]string{
	OpTInput: "T.input", OpTMatVec: "MatVec", OpTMatMul: "MatMul", OpTAdd: "T.+", OpTSub: "T.-",
	OpTMul: "T.*", OpTDiv: "T./", OpTScale: "Scale", OpTTranspose: "T", OpTTanh: "T.Tanh",
	OpTSigmoid: "Sigmoid", OpTRelu: "Relu", OpTExp: "T.Exp", OpTLog: "T.Log", OpTSoftmax: "Softmax",
	OpTSum: "Sum", OpTMean: "Mean", OpTDot: "Dot", OpTNorm: "Norm", OpTAt: "At", OpTSlice: "Slice",
	OpTConcat: "Concat", OpTStack: "Stack", OpTAddScalar: "AddScalar",
}

// tinfo is the side record of a tensor entry.
type tinfo struct {
	val    *Tensor // value of a tensor-valued entry
	ins    []int32 // inputs of Stack
	i0, i1 int     // indices of At and Slice
}

func (t *Tape) tindex(x *Tensor) int32 {
	if x.ID == 0 || x.ID>>32 != t.gen {
		return -1
	}
	return int32(x.ID&0xffffffff) - 1
}

// IndexT is the entry of tensor x on t, or -1.
func (rc *Recorder) IndexT(x *Tensor) int {
	t := (*Tape)(rc)
	return int(t.tindex(x))
}

// TrackedT reports whether x is recorded on t.
func (ts *Tensors) TrackedT(x *Tensor) bool {
	t := (*Tape)(ts)
	return t.tindex(x) >= 0
}

// pushT records a tensor-valued entry.
func (t *Tape) pushT(op Op, a, b int32, v *Tensor, info tinfo) *Tensor {
	if t.Anomaly {
		for _, x := range v.Data {
			if math.IsNaN(x) || math.IsInf(x, 0) {
				panic(&AnomalyError{Entry: t.n, Op: op, Pos: t.Pos, Value: x})
			}
		}
	}
	info.val = v
	slot := len(t.tinfo)
	t.tinfo = append(t.tinfo, info)
	n := t.push(op, a, b, float64(slot))
	v.ID = n.ID
	return v
}

// pushTS records a scalar-valued tensor entry.
func (t *Tape) pushTS(op Op, a, b int32, v float64, info tinfo) Num {
	slot := len(t.tinfo)
	t.tinfo = append(t.tinfo, info)
	if t.tslot == nil {
		t.tslot = map[int32]int32{}
	}
	t.tslot[int32(t.n)] = int32(slot)
	return t.push(op, a, b, v)
}

func (t *Tape) info(i int) *tinfo {
	op := t.opAt(i)
	if s, ok := t.tslot[int32(i)]; ok {
		return &t.tinfo[s]
	}
	if isTensorOp(op) {
		return &t.tinfo[int(t.valAt(i))]
	}
	return nil
}

// tensorValue is the value of tensor entry i.
func (t *Tape) tensorValue(i int32) *Tensor { return t.info(int(i)).val }

// InputT records a tensor input of the innermost level (a copy of x).
func (ts *Tensors) InputT(x *Tensor) *Tensor {
	t := (*Tape)(ts)
	v := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: x.Data}
	return t.pushT(OpTInput, t.tindex(x), -1, v, tinfo{})
}

func (t *Tape) unaryT(op Op, x *Tensor, v *Tensor) *Tensor {
	i := t.tindex(x)
	if i < 0 {
		return v
	}
	return t.pushT(op, i, -1, v, tinfo{})
}

func (t *Tape) binaryT(op Op, x, y *Tensor, v *Tensor) *Tensor {
	i, j := t.tindex(x), t.tindex(y)
	if i < 0 && j < 0 {
		return v
	}
	// Untracked operands are recorded as constant tensor entries so the
	// rules can read their values.
	if i < 0 {
		i = t.constT(x)
	}
	if j < 0 {
		j = t.constT(y)
	}
	return t.pushT(op, i, j, v, tinfo{})
}

// constT records an untracked tensor operand (a leaf no sweep propagates into).
func (t *Tape) constT(x *Tensor) int32 {
	// The same constant (say an input sequence element used every
	// iteration) is recorded once.
	if i, ok := t.tconst[x]; ok {
		return i
	}
	c := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: x.Data}
	t.pushT(OpTInput, -1, -1, c, tinfo{})
	if t.tconst == nil {
		t.tconst = map[*Tensor]int32{}
	}
	t.tconst[x] = int32(c.ID&0xffffffff) - 1
	return int32(c.ID&0xffffffff) - 1
}

func general(x *Tensor) blas64.General {
	return blas64.General{Rows: x.Rows, Cols: x.Cols, Stride: x.Cols, Data: x.Data}
}

func vec(d []float64) blas64.Vector { return blas64.Vector{N: len(d), Inc: 1, Data: d} }

// MatVec returns W·x.
func (ts *Tensors) MatVec(W, x *Tensor) *Tensor {
	t := (*Tape)(ts)
	if W.IsVector() || !x.IsVector() || W.Cols != x.Rows {
		panic(&ShapeError{Op: "MatVec", Msg: fmt.Sprintf("cannot multiply %s by %s", W.Shape(), x.Shape())})
	}
	y := Zeros(W.Rows)
	blas64.Gemv(blas.NoTrans, 1, general(W), vec(x.Data), 0, vec(y.Data))
	return t.binaryT(OpTMatVec, W, x, y)
}

// MatMul returns A·B.
func (ts *Tensors) MatMul(A, B *Tensor) *Tensor {
	t := (*Tape)(ts)
	if A.IsVector() || B.IsVector() || A.Cols != B.Rows {
		panic(&ShapeError{Op: "MatMul", Msg: fmt.Sprintf("cannot multiply %s by %s", A.Shape(), B.Shape())})
	}
	C := Zeros(A.Rows, B.Cols)
	if t != nil && t.Wait != nil && A.Rows*A.Cols*B.Cols >= 2*gemmBand {
		// One call, so the bits are gonum's; the bands of t.gemm are
		// too coarse for a prompt interrupt on a busy machine.
		done := make(chan struct{})
		go func() {
			defer close(done)
			blas64.Gemm(blas.NoTrans, blas.NoTrans, 1, general(A), general(B), 0, general(C))
		}()
		t.Wait(done)
	} else {
		t.gemm(blas.NoTrans, blas.NoTrans, 1, general(A), general(B), 0, general(C))
	}
	return t.binaryT(OpTMatMul, A, B, C)
}

func (t *Tape) elementwise(op string, x, y *Tensor, f func(a, b float64) float64) *Tensor {
	sameShape(op, x, y)
	z := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: make([]float64, len(x.Data))}
	for lo := 0; lo < len(z.Data); lo += pollEvery {
		if lo > 0 {
			t.poll()
		}
		for i := lo; i < min(lo+pollEvery, len(z.Data)); i++ {
			z.Data[i] = f(x.Data[i], y.Data[i])
		}
	}
	return z
}

// AddT returns x+y elementwise.
func (ts *Tensors) AddT(x, y *Tensor) *Tensor {
	t := (*Tape)(ts)
	return t.binaryT(OpTAdd, x, y, t.elementwise("Add", x, y, func(a, b float64) float64 { return a + b }))
}

// SubT returns x-y.
func (ts *Tensors) SubT(x, y *Tensor) *Tensor {
	t := (*Tape)(ts)
	return t.binaryT(OpTSub, x, y, t.elementwise("Sub", x, y, func(a, b float64) float64 { return a - b }))
}

// MulT returns x*y elementwise.
func (ts *Tensors) MulT(x, y *Tensor) *Tensor {
	t := (*Tape)(ts)
	return t.binaryT(OpTMul, x, y, t.elementwise("Mul", x, y, func(a, b float64) float64 { return a * b }))
}

// DivT returns x/y elementwise.
func (ts *Tensors) DivT(x, y *Tensor) *Tensor {
	t := (*Tape)(ts)
	return t.binaryT(OpTDiv, x, y, t.elementwise("Div", x, y, func(a, b float64) float64 { return a / b }))
}

// Scale returns s·x for a scalar s (tracked or not).
func (ts *Tensors) Scale(x *Tensor, s Num) *Tensor {
	t := (*Tape)(ts)
	z := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: make([]float64, len(x.Data))}
	for i, v := range x.Data {
		z.Data[i] = s.V * v
	}
	i, j := t.tindex(x), t.index(s)
	if i < 0 && j < 0 {
		return z
	}
	if i < 0 {
		i = t.constT(x)
	}
	if j < 0 {
		j = t.ref(s)
	}
	return t.pushT(OpTScale, i, j, z, tinfo{})
}

// AddScalar returns x + s elementwise.
func (ts *Tensors) AddScalar(x *Tensor, s Num) *Tensor {
	t := (*Tape)(ts)
	z := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: make([]float64, len(x.Data))}
	for i, v := range x.Data {
		z.Data[i] = v + s.V
	}
	i, j := t.tindex(x), t.index(s)
	if i < 0 && j < 0 {
		return z
	}
	if i < 0 {
		i = t.constT(x)
	}
	if j < 0 {
		j = t.ref(s)
	}
	return t.pushT(OpTAddScalar, i, j, z, tinfo{})
}

// Transpose returns xᵀ (a vector is returned unchanged).
func (ts *Tensors) Transpose(x *Tensor) *Tensor {
	t := (*Tape)(ts)
	if x.IsVector() {
		return x
	}
	checkMatrix("T", x.Cols, x.Rows) // the transpose of a 0×n matrix would have no column
	z := Zeros(x.Cols, x.Rows)
	for r := 0; r < x.Rows; r++ {
		for c := 0; c < x.Cols; c++ {
			z.Data[c*x.Rows+r] = x.Data[r*x.Cols+c]
		}
	}
	return t.unaryT(OpTTranspose, x, z)
}

func (t *Tape) mapT(x *Tensor, f func(float64) float64) *Tensor {
	z := &Tensor{Rows: x.Rows, Cols: x.Cols, Data: make([]float64, len(x.Data))}
	for lo := 0; lo < len(z.Data); lo += pollEvery {
		if lo > 0 {
			t.poll()
		}
		for i := lo; i < min(lo+pollEvery, len(z.Data)); i++ {
			z.Data[i] = f(x.Data[i])
		}
	}
	return z
}

func sigmoid(v float64) float64 { return 1 / (1 + math.Exp(-v)) }

// Apply applies an elementwise function: OpTTanh, OpTSigmoid, OpTRelu, OpTExp, OpTLog.
func (ts *Tensors) Apply(op Op, x *Tensor) *Tensor {
	t := (*Tape)(ts)
	var f func(float64) float64
	switch op {
	case OpTTanh:
		f = math.Tanh
	case OpTSigmoid:
		f = sigmoid
	case OpTRelu:
		f = func(v float64) float64 { return math.Max(v, 0) }
	case OpTExp:
		f = math.Exp
	case OpTLog:
		f = math.Log
	default:
		panic("ad: not an elementwise op: " + op.String())
	}
	return t.unaryT(op, x, t.mapT(x, f))
}

// Softmax of a vector (numerically stable).
func (ts *Tensors) Softmax(x *Tensor) *Tensor {
	t := (*Tape)(ts)
	m := math.Inf(-1)
	for _, v := range x.Data {
		m = math.Max(m, v)
	}
	z := t.mapT(x, func(v float64) float64 { return math.Exp(v - m) })
	s := 0.0
	for _, v := range z.Data {
		s += v
	}
	for i := range z.Data {
		z.Data[i] /= s
	}
	return t.unaryT(OpTSoftmax, x, z)
}

// sum adds sequentially, left to right: the documented reduction order.
func sum(d []float64) float64 {
	s := 0.0
	for _, v := range d {
		s += v
	}
	return s
}

func (t *Tape) scalarOf(op Op, x *Tensor, v float64, info tinfo) Num {
	i := t.tindex(x)
	if i < 0 {
		return Num{V: v}
	}
	return t.pushTS(op, i, -1, v, info)
}

// Sum of all elements (sequential order).
func (ts *Tensors) Sum(x *Tensor) Num {
	t := (*Tape)(ts)
	return t.scalarOf(OpTSum, x, sum(x.Data), tinfo{})
}

// Mean of all elements.
func (ts *Tensors) Mean(x *Tensor) Num {
	t := (*Tape)(ts)
	return t.scalarOf(OpTMean, x, sum(x.Data)/float64(len(x.Data)), tinfo{})
}

// Norm is the Euclidean (Frobenius) norm.
func (ts *Tensors) Norm(x *Tensor) Num {
	t := (*Tape)(ts)
	s := 0.0
	for _, v := range x.Data {
		s += v * v
	}
	return t.scalarOf(OpTNorm, x, math.Sqrt(s), tinfo{})
}

// Elem returns element (i, j) of a matrix or element i of a vector (j ignored).
func (ts *Tensors) Elem(x *Tensor, i, j int) Num {
	t := (*Tape)(ts)
	k := i
	if !x.IsVector() {
		if i < 0 || i >= x.Rows || j < 0 || j >= x.Cols {
			panic(&ShapeError{Op: "At", Msg: fmt.Sprintf("index (%d, %d) out of range for %s", i, j, x.Shape())})
		}
		k = i*x.Cols + j
	} else if i < 0 || i >= x.Rows {
		panic(&ShapeError{Op: "At", Msg: fmt.Sprintf("index %d out of range for %s", i, x.Shape())})
	}
	return t.scalarOf(OpTAt, x, x.Data[k], tinfo{i0: k})
}

// Dot is the inner product of two vectors of equal length.
func (ts *Tensors) Dot(x, y *Tensor) Num {
	t := (*Tape)(ts)
	if len(x.Data) != len(y.Data) {
		panic(&ShapeError{Op: "Dot", Msg: fmt.Sprintf("shapes %s and %s differ", x.Shape(), y.Shape())})
	}
	// Sequentially from the first element (a documented order, the same on
	// every platform; BLAS kernels may split the sum into several partial
	// sums). The conversion forbids fusing into an FMA.
	v := 0.0
	for k, a := range x.Data {
		v += float64(a * y.Data[k])
	}
	i, j := t.tindex(x), t.tindex(y)
	if i < 0 && j < 0 {
		return Num{V: v}
	}
	if i < 0 {
		i = t.constT(x)
	}
	if j < 0 {
		j = t.constT(y)
	}
	return t.pushTS(OpTDot, i, j, v, tinfo{})
}

// Slice returns rows [i, j) of a matrix or elements [i, j) of a vector.
func (ts *Tensors) Slice(x *Tensor, i, j int) *Tensor {
	t := (*Tape)(ts)
	if i < 0 || j < i || j > x.Rows {
		panic(&ShapeError{Op: "Slice", Msg: fmt.Sprintf("[%d:%d] out of range for %s", i, j, x.Shape())})
	}
	w := max(x.Cols, 1)
	z := &Tensor{Rows: j - i, Cols: x.Cols, Data: append([]float64(nil), x.Data[i*w:j*w]...)}
	k := t.tindex(x)
	if k < 0 {
		return z
	}
	return t.pushT(OpTSlice, k, -1, z, tinfo{i0: i, i1: j})
}

// Concat joins two vectors, or stacks two matrices with equal columns.
func (ts *Tensors) Concat(x, y *Tensor) *Tensor {
	t := (*Tape)(ts)
	if x.Cols != y.Cols {
		panic(&ShapeError{Op: "Concat", Msg: fmt.Sprintf("cannot join %s and %s", x.Shape(), y.Shape())})
	}
	z := &Tensor{Rows: x.Rows + y.Rows, Cols: x.Cols, Data: append(append([]float64(nil), x.Data...), y.Data...)}
	return t.binaryT(OpTConcat, x, y, z)
}

// Stack makes a vector from scalars (tracked or not).
func (ts *Tensors) Stack(xs []Num) *Tensor {
	t := (*Tape)(ts)
	z := &Tensor{Rows: len(xs), Data: make([]float64, len(xs))}
	var ins []int32
	tracked := false
	for k, x := range xs {
		z.Data[k] = x.V
		i := t.index(x)
		tracked = tracked || i >= 0
		ins = append(ins, i)
	}
	if !tracked {
		return z
	}
	return t.pushT(OpTStack, -1, -1, z, tinfo{ins: ins})
}

// Elements returns the elements of x as Nums (tracked through At when x is).
func (ts *Tensors) Elements(x *Tensor) []Num {
	t := (*Tape)(ts)
	out := make([]Num, len(x.Data))
	for k := range x.Data {
		if t.Tensors().TrackedT(x) {
			out[k] = t.pushTS(OpTAt, t.tindex(x), -1, x.Data[k], tinfo{i0: k})
		} else {
			out[k] = Const(x.Data[k])
		}
	}
	return out
}

// SpectralNorm is the largest singular value of a matrix (gonum SVD).
func SpectralNorm(x *Tensor) float64 {
	if x.IsVector() {
		return math.Sqrt(blas64.Dot(vec(x.Data), vec(x.Data)))
	}
	// One row or one column: its largest singular value is its length.
	// The scalar recurrences of the notebooks have 1×1 step Jacobians, and
	// an SVD there is slow to start in the browser (the playground).
	if x.Rows == 1 && x.Cols == 1 {
		return math.Abs(x.Data[0])
	}
	if x.Rows == 1 || x.Cols == 1 {
		return blas64.Nrm2(vec(x.Data))
	}
	var svd mat.SVD
	if !svd.Factorize(mat.NewDense(x.Rows, x.Cols, append([]float64(nil), x.Data...)), mat.SVDNone) {
		return math.NaN()
	}
	return svd.Values(nil)[0]
}
