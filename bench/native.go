package bench

import (
	"fmt"
	"io"
	"math"
	"sort"
)

// FloatLoop iterates x = sin(x*w + b) n times and returns the sum of the
// iterates: a scalar float loop dominated by arithmetic and one math call.
func FloatLoop(n int) float64 {
	w, b := 0.5, 0.1
	x, y := 0.3, 0.0
	for i := 0; i < n; i++ {
		// No float64(...) conversion here, on purpose: the interpreted source
		// is identical. Go on amd64 (GOAMD64=v1) does not fuse x*w + b into an
		// FMA, so both sides round the same way; the checks below would notice.
		x = math.Sin(x*w + b)
		y += x
	}
	return y
}

// Fib is the doubly recursive Fibonacci function: call-bound.
func Fib(n int) int {
	if n < 2 {
		return n
	}
	return Fib(n-1) + Fib(n-2)
}

// SortChecksum fills a slice of nBig pseudo-random ints (an LCG), sorts it
// with sort.Ints, insertion-sorts a second slice of nSmall ints by hand, and
// returns a checksum of both.
func SortChecksum(nBig, nSmall int) int {
	seed := 42
	next := func() int {
		seed = (seed*1103515245 + 12345) % 2147483648
		return seed
	}
	a := make([]int, nBig)
	for i := range a {
		a[i] = next() % 1000000
	}
	sort.Ints(a)
	b := make([]int, nSmall)
	for i := range b {
		b[i] = next() % 1000000
	}
	for i := 1; i < len(b); i++ {
		v := b[i]
		j := i - 1
		for j >= 0 && b[j] > v {
			b[j+1] = b[j]
			j--
		}
		b[j+1] = v
	}
	sum := 0
	for i, v := range a {
		sum = (sum*31 + v*(i%7+1)) % 1000000007
	}
	for i, v := range b {
		sum = (sum*31 + v*(i%5+1)) % 1000000007
	}
	return sum
}

// Sizes of the programs, shared by the native and interpreted versions.
const (
	FloatN    = 1_000_000
	FibN      = 27
	SortBig   = 200_000
	SortSmall = 3000
)

// Native runs the native version of a program and prints what its
// interpreted twin prints.
func (p *Program) Native(w io.Writer) {
	switch p.Name {
	case "float loop":
		fmt.Fprintln(w, FloatLoop(FloatN))
	case "fib(27)":
		fmt.Fprintln(w, Fib(FibN))
	case "sort":
		fmt.Fprintln(w, SortChecksum(SortBig, SortSmall))
	default:
		panic("bench: unknown program " + p.Name)
	}
}
