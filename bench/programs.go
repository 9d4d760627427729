package bench

import (
	"strconv"
	"strings"
)

// Program is one benchmark program: its native version is Native (native.go)
// and its interpreted version is Src, a package main file that is also valid
// Go, so that the whole-process runs (procs.go) build it with go build and
// run it with adrepl run and yaegi run unchanged.
type Program struct {
	Name  string // as in the table: "float loop", "fib(30)", ...
	Key   string // benchmark sub-name
	N     int    // the size Src runs
	Scale []int  // sizes of the scaling table (nil: not scaled)
	Src   string // the program at size N
	tmpl  string // Src with the size written as SIZE

	native func(n int) any // the native version at size n (native.go), what it prints
}

// Source is the program at size n.
func (p *Program) Source(n int) string {
	return strings.Replace(p.tmpl, "SIZE", strconv.Itoa(n), 1)
}

func program(name, key, tmpl string, native func(int) any, n int, scale ...int) *Program {
	p := &Program{Name: name, Key: key, N: n, Scale: scale, tmpl: tmpl, native: native}
	p.Src = p.Source(n)
	return p
}

// Programs are the benchmarked programs, in table order: the first three
// are the original ones, the rest complete the suite of issue 17.
var Programs = []*Program{
	program("float loop", "FloatLoop", floatSrc, func(n int) any { return FloatLoop(n) }, 1_000_000, 100_000, 1_000_000, 10_000_000),
	program("fib(30)", "Fib", fibSrc, func(n int) any { return Fib(n) }, 30, 20, 25, 30),
	program("sort", "Sort", sortSrc, func(n int) any { return SortChecksum(n, 3000) }, 200_000),
	program("sieve", "Sieve", sieveSrc, func(n int) any { return Sieve(n) }, 5_000_000, 100_000, 1_000_000, 10_000_000),
	program("particles", "Particles", particlesSrc, func(n int) any { return Particles(n) }, 1_000_000, 100_000, 1_000_000, 10_000_000),
	program("maps/strings", "MapsStrings", mapsSrc, func(n int) any { return WordStats(n) }, 300_000, 100_000, 1_000_000),
	program("matmul", "Matmul", matmulSrc, func(n int) any { return Matmul(n) }, 200, 50, 100, 200),
	program("closures", "Closures", closuresSrc, func(n int) any { return Closures(n) }, 1_000_000, 100_000, 1_000_000, 10_000_000),
}

func init() { Programs = append(Programs, concurrencyPrograms...) }

// ProgramByKey is the program of that Key, or nil.
func ProgramByKey(key string) *Program {
	for _, p := range Programs {
		if strings.EqualFold(p.Key, key) {
			return p
		}
	}
	return nil
}

const floatSrc = `package main

import (
	"fmt"
	"math"
)

func floatLoop(n int) float64 {
	w, b := 0.5, 0.1
	x, y := 0.3, 0.0
	for i := 0; i < n; i++ {
		x = math.Sin(x*w + b)
		y += x
	}
	return y
}

func main() {
	fmt.Println(floatLoop(SIZE))
}
`

const fibSrc = `package main

import "fmt"

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func main() {
	fmt.Println(fib(SIZE))
}
`

const sortSrc = `package main

import (
	"fmt"
	"sort"
)

func sortChecksum(nBig, nSmall int) int {
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

func main() {
	fmt.Println(sortChecksum(SIZE, 3000))
}
`

const sieveSrc = `package main

import "fmt"

func sieve(n int) int {
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

func main() {
	fmt.Println(sieve(SIZE))
}
`

const particlesSrc = `package main

import "fmt"

type Particle struct {
	X, Y, VX, VY float64
}

func particles(updates int) float64 {
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

func main() {
	fmt.Println(particles(SIZE))
}
`

const mapsSrc = `package main

import (
	"fmt"
	"strconv"
	"strings"
)

func wordStats(n int) int {
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

func main() {
	fmt.Println(wordStats(SIZE))
}
`

const matmulSrc = `package main

import "fmt"

func matmul(n int) float64 {
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

func main() {
	fmt.Println(matmul(SIZE))
}
`

const closuresSrc = `package main

import "fmt"

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func closures(n int) int {
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

func main() {
	fmt.Println(closures(SIZE))
}
`
