package main

import (
	"fmt"
	"math"
	"slices"
	"sort"
)

type Celsius float64

func (c *Celsius) Warm(d float64) { *c += Celsius(d) }
func (c Celsius) String() string  { return fmt.Sprintf("%.1fC", float64(c)) }

type counter int

func (c *counter) inc() { *c++ }

func main() {
	// Two slices of one backing array alias.
	base := make([]int, 5, 10)
	a, b := base[1:3], base[2:5]
	a[1] = 42
	fmt.Println(base, a, b, len(b), cap(b))

	// Append within capacity shares; growth does not.
	c := append(a, 7)
	fmt.Println(base, c, len(c), cap(c))
	d := append(base[:5:5], 8)
	d[0] = -1
	fmt.Println(base[0], d, len(d), cap(d))
	var grow []float64
	for i := 0; i < 20; i++ {
		grow = append(grow, float64(i)/2)
	}
	fmt.Println(len(grow), cap(grow), grow[19])
	var bs []bool
	for i := 0; i < 9; i++ {
		bs = append(bs, i%3 == 0)
	}
	fmt.Println(bs, len(bs), cap(bs))
	bs = append(bs, bs...)
	fmt.Println(len(bs), cap(bs))

	// Overlapping copy.
	o := []int{1, 2, 3, 4, 5, 6}
	n := copy(o[1:], o)
	fmt.Println(n, o)
	n = copy(o, o[2:])
	fmt.Println(n, o)

	// Pointers to elements.
	fs := []float64{1.5, 2.5, 3.5}
	p := &fs[1]
	*p *= 2
	q := &fs[1]
	fmt.Println(fs, *p, p == q, p == &fs[0])
	fs = append(fs, 9)
	*p = 100 // p points into the old array
	fmt.Println(fs[1], *p)
	temps := []Celsius{20, 30}
	temps[0].Warm(1.5)
	pt := &temps[1]
	pt.Warm(-2)
	fmt.Println(temps, temps[0], *pt)
	cs := make([]counter, 3)
	cs[2].inc()
	cs[2].inc()
	(&cs[0]).inc()
	fmt.Println(cs)

	// Small integer kinds wrap in elements.
	i8 := []int8{127, -128}
	i8[0]++
	i8[1]--
	u16 := []uint16{65535}
	u16[0] += 2
	u32 := make([]uint32, 1)
	u32[0]--
	fmt.Println(i8, u16, u32)

	// NaN and infinities in float slices.
	nan := []float64{math.NaN(), math.Inf(1), -0.0, 1}
	fmt.Println(nan, nan[0] == nan[0], slices.Contains(nan, math.NaN()))
	sort.Float64s(nan)
	fmt.Println(nan)

	// Sorting and the slices package.
	xs := []int{5, 2, 8, 1, 9, 3}
	sort.Ints(xs)
	fmt.Println(xs, sort.SearchInts(xs, 8))
	ys := []int{3, 1, 2}
	sort.Slice(ys, func(i, j int) bool { return ys[i] > ys[j] })
	fmt.Println(ys)
	zs := []float64{2.5, -1, 3}
	slices.Sort(zs)
	fmt.Println(zs, slices.Index(zs, 3), slices.Max(zs))
	ws := slices.Clone(xs)
	ws[0] = 99
	slices.Reverse(ws)
	fmt.Println(xs, ws, slices.Equal(xs, ws))
	slices.SortFunc(ws, func(a, b int) int { return a - b })
	fmt.Println(ws)

	// Range over packed slices.
	sum := 0
	for i, v := range xs {
		sum += i * v
	}
	for i := range bs {
		if bs[i] {
			sum++
		}
	}
	fmt.Println(sum)

	// Printing.
	fmt.Printf("%v %d %x %5.2f %t %#v %#v\n", xs, xs, u16, fs, bs[:3], fs[:2], []bool{true})
	var nilInts []int
	fmt.Printf("%v %#v %v %v\n", nilInts, nilInts, nilInts == nil, len(nilInts[:0]))
	fmt.Println([]uint{1, 2}, []uintptr{3}, []int64{-4}, temps)

	// Clear, min/max, multi-dimensional.
	clear(xs)
	fmt.Println(xs)
	grid := make([][]bool, 2)
	for i := range grid {
		grid[i] = make([]bool, 3)
	}
	grid[1][2] = true
	fmt.Println(grid)
}

// Output:
// [0 0 42 0 0] [0 42] [42 0 0] 3 8
// [0 0 42 7 0] [0 42 7] 3 9
// 0 [-1 0 42 7 0 8] 6 10
// 20 32 9.5
// [true false false true false false true false false] 9 16
// 18 32
// 5 [1 1 2 3 4 5]
// 4 [2 3 4 5 4 5]
// [1.5 5 3.5] 5 true false
// 5 100
// [21.5C 28.0C] 21.5C 28.0C
// [1 0 2]
// [-128 127] [1] [4294967295]
// [NaN +Inf 0 1] false false
// [NaN 0 1 +Inf]
// [1 2 3 5 8 9] 4
// [3 2 1]
// [-1 2.5 3] 2 3
// [1 2 3 5 8 9] [9 8 5 3 2 99] false
// [2 3 5 8 9 99]
// 106
// [1 2 3 5 8 9] [1 2 3 5 8 9] [1] [ 1.50  5.00  3.50  9.00] [true false false] []float64{1.5, 5} []bool{true}
// [] []int(nil) true 0
// [1 2] [3] [-4] [21.5C 28.0C]
// [0 0 0 0 0 0]
// [[false false false] [false false true]]
