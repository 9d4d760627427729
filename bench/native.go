package bench

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
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

// Sieve counts the primes up to n with the sieve of Eratosthenes: a
// []bool and two nested loops.
func Sieve(n int) int {
	composite := make([]bool, n+1)
	count := 0
	for i := 2; i <= n; i++ {
		if !composite[i] {
			count++
			for j := i * i; j <= n; j += i {
				composite[j] = true
			}
		}
	}
	return count
}

// Particle is a point moving under gravity: the struct of Particles.
type Particle struct {
	X, Y, VX, VY float64
}

// Particles moves 1000 particles under gravity with bounces, updates/1000
// steps, through pointers into a slice of structs, and sums the positions.
func Particles(updates int) float64 {
	ps := make([]Particle, 1000)
	for i := range ps {
		f := float64(i)
		ps[i] = Particle{X: f * 0.01, Y: 1 + f*0.02, VX: 1 + f*0.001, VY: 0.5}
	}
	dt := 0.01
	for s := 0; s < updates/len(ps); s++ {
		for i := range ps {
			p := &ps[i]
			p.VY -= 9.81 * dt
			p.X += p.VX * dt
			p.Y += p.VY * dt
			if p.Y < 0 {
				p.Y = -p.Y
				p.VY = -p.VY * 0.9
			}
		}
	}
	sum := 0.0
	for _, p := range ps {
		sum += p.X + p.Y
	}
	return sum
}

// WordStats counts n made-up words in a map[string]int, builds keys with
// string concatenation and strconv, and sums over the map (in an order that
// does not matter).
func WordStats(n int) int {
	words := []string{"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"}
	counts := map[string]int{}
	var sb strings.Builder
	for i := 0; i < n; i++ {
		w := words[(i*7+i/3)%len(words)]
		key := w + strconv.Itoa(i%100)
		counts[key]++
		if i%1000 == 0 {
			sb.WriteString(strings.ToUpper(w[:2]))
		}
	}
	total := 0
	for k, v := range counts {
		total += len(k) * v
		if strings.HasPrefix(k, "e") {
			total += v
		}
	}
	return total + len(sb.String()) + len(counts)
}

// Matmul multiplies two n x n matrices held as [][]float64 with the triple
// loop and returns a weighted sum of the product.
func Matmul(n int) float64 {
	a := make([][]float64, n)
	b := make([][]float64, n)
	c := make([][]float64, n)
	for i := 0; i < n; i++ {
		a[i] = make([]float64, n)
		b[i] = make([]float64, n)
		c[i] = make([]float64, n)
		for j := 0; j < n; j++ {
			a[i][j] = float64((i*n+j)%7) * 0.5
			b[i][j] = float64((i+2*j)%11) - 5
		}
	}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			s := 0.0
			for k := 0; k < n; k++ {
				s += a[i][k] * b[k][j]
			}
			c[i][j] = s
		}
	}
	sum := 0.0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			sum += c[i][j] * float64((i+j)%3)
		}
	}
	return sum
}

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

// Closures makes a closure every iteration and calls through a composition
// of closures and one that updates a captured variable.
func Closures(n int) int {
	counter := 0
	inc := func(d int) { counter += d }
	add := func(k int) func(int) int { return func(x int) int { return x + k } }
	mul := func(k int) func(int) int { return func(x int) int { return x * k % 1000003 } }
	h := compose(add(3), mul(7))
	acc := 1
	for i := 0; i < n; i++ {
		f := add(i % 10)
		acc = h(f(acc))
		inc(acc & 1)
	}
	return acc*7 + counter
}

// Native runs the native version of a program at its size and prints what
// its interpreted twin prints.
func (p *Program) Native(w io.Writer) { p.NativeN(w, p.N) }

// NativeN is Native at size n.
func (p *Program) NativeN(w io.Writer, n int) { fmt.Fprintln(w, p.native(n)) }
