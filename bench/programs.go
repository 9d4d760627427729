package bench

// Program is one benchmark program: its native version is Native (native.go)
// and its interpreted version is Src, a package main file.
type Program struct {
	Name string // as in the table: "float loop", "fib(27)", "sort"
	Key  string // benchmark sub-name
	Src  string
}

// Programs are the benchmarked programs, in table order.
var Programs = []*Program{
	{Name: "float loop", Key: "FloatLoop", Src: floatSrc},
	{Name: "fib(27)", Key: "Fib", Src: fibSrc},
	{Name: "sort", Key: "Sort", Src: sortSrc},
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
	fmt.Println(floatLoop(1_000_000))
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
	fmt.Println(fib(27))
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
	fmt.Println(sortChecksum(200_000, 3000))
}
`
