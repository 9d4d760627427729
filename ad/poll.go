package ad

import (
	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
)

// Long tensor kernels (a 2000×2000 MatMul takes seconds) call the tape's
// Poll hook between pieces of work, so that the embedding interpreter can
// stop them on an interrupt: Poll may panic, and the panic leaves the tape
// as an interrupted recording or sweep would (the interpreter drops it).

// pollEvery is the number of elements an elementwise kernel handles between
// two calls of Poll: a few milliseconds of work.
const pollEvery = 1 << 18

// gemmBand is about the number of multiply-adds of one band of a cut Gemm.
const gemmBand = 1 << 24

func (t *Tape) poll() {
	if t != nil && t.Poll != nil {
		t.Poll()
	}
}

// gemm is blas64.Gemm(tA, tB, alpha, a, b, beta, c), cut into bands of C's
// rows with a Poll between them when it is big. The bands are whole
// multiples of gonum's 64-row blocks and each keeps gonum's parallel
// blocking (at least 4 blocks), so every element of C is summed in the same
// order as by one call: the result is bit for bit the same.
func (t *Tape) gemm(tA, tB blas.Transpose, alpha float64, a, b blas64.General, beta float64, c blas64.General) {
	m, n := c.Rows, c.Cols
	k := a.Cols
	if tA == blas.Trans {
		k = a.Rows
	}
	const bs = 64
	blocks := func(x int) int { return (x + bs - 1) / bs }
	if t == nil || t.Poll == nil || m*n*k < 2*gemmBand || blocks(m)*blocks(n) < 4 {
		blas64.Gemm(tA, tB, alpha, a, b, beta, c)
		return
	}
	rows := bs * max(1, gemmBand/(bs*n*k))
	if blocks(rows)*blocks(n) < 4 {
		rows = bs * ((4 + blocks(n) - 1) / blocks(n))
	}
	for lo := 0; lo < m; {
		hi := lo + rows
		if hi+rows > m {
			hi = m // the remainder joins the last band, which keeps it parallel
		}
		cb := blas64.General{Rows: hi - lo, Cols: n, Stride: c.Stride, Data: c.Data[lo*c.Stride:]}
		ab := a
		if tA == blas.Trans {
			ab = blas64.General{Rows: a.Rows, Cols: hi - lo, Stride: a.Stride, Data: a.Data[lo:]}
		} else {
			ab = blas64.General{Rows: hi - lo, Cols: a.Cols, Stride: a.Stride, Data: a.Data[lo*a.Stride:]}
		}
		blas64.Gemm(tA, tB, alpha, ab, b, beta, cb)
		lo = hi
		t.poll()
	}
}
