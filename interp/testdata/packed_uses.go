package main

import (
	"fmt"
	"math/rand"
	"slices"
	"sort"
	"strconv"
	"strings"
)

type Grid struct {
	cells []bool
	w     int
}

type Vec []float64

func (v Vec) Dot(u Vec) (s float64) {
	for i := range v {
		s += v[i] * u[i]
	}
	return
}

func Map[T, U any](s []T, f func(T) U) []U {
	out := make([]U, 0, len(s))
	for _, x := range s {
		out = append(out, f(x))
	}
	return out
}

func Sum[T int | float64 | uint8](xs ...T) (s T) {
	for _, x := range xs {
		s += x
	}
	return
}

var global = []int{3, 1, 2}

func main() {
	g := &Grid{cells: make([]bool, 6), w: 3}
	g.cells[4] = true
	g.cells[1] = !g.cells[4]
	fmt.Println(g.cells, *g)
	m := map[string][]int{"a": {1, 2}}
	m["a"][1] += 40
	m["a"] = append(m["a"], 3)
	fmt.Println(m)
	global[0]++
	global = append(global[:1], global[2:]...)
	fmt.Println(global)
	v := Vec{1, 2, 3}
	fmt.Println(v.Dot(Vec{4, 5, 6}), Map(v, func(x float64) int { return int(x * 10) }))
	fmt.Println(Sum(1, 2, 3), Sum(1.5, 2), Sum[uint8](200, 100), Sum[int]())
	var x any = []int{1, 2}
	y := x.([]int)
	y[0] = 5
	fmt.Println(x, y, fmt.Sprintf("%T %v", x, x))
	is := sort.IntSlice{5, 1, 4}
	sort.Sort(is)
	fmt.Println(is, sort.IsSorted(is))
	r := rand.New(rand.NewSource(1))
	p := r.Perm(5)
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	fmt.Println(len(p), slices.Max(p))
	ns := []int{3, 3, 1, 2, 2}
	ns = slices.Compact(ns)
	ns = slices.Insert(ns, 1, 9, 8)
	ns = slices.Delete(ns, 0, 1)
	fmt.Println(ns, slices.IndexFunc(ns, func(n int) bool { return n < 3 }))
	strs := Map([]int{1, 2}, strconv.Itoa)
	fmt.Println(strings.Join(strs, "+"))
	ch := make(chan []float64, 1)
	ch <- []float64{1.5}
	got := <-ch
	got[0] *= 2
	fmt.Println(got)
	done := make(chan bool)
	counts := make([]int64, 4)
	for w := 0; w < 4; w++ {
		go func(w int) {
			for i := 0; i < 100; i++ {
				counts[w] += int64(i)
			}
			done <- true
		}(w)
	}
	for i := 0; i < 4; i++ {
		<-done
	}
	fmt.Println(counts)
	mat := [][]int{{1, 2}, {3, 4}}
	for i := range mat {
		for j := range mat[i] {
			mat[i][j] *= mat[j][i]
		}
	}
	fmt.Println(mat)
	var ps []*float64
	fl := []float64{1, 2}
	for i := range fl {
		ps = append(ps, &fl[i])
	}
	*ps[0] += 10
	fmt.Println(fl, *ps[1], ps[0] == &fl[0])
	sh := []uint16{1, 2}
	sh[1] <<= 15
	sh[0] -= 2
	fmt.Println(sh)
	var sc []int
	fmt.Println(sc == nil, len(sc), cap(sc), sc[:0] == nil)
	sc = make([]int, 0)
	fmt.Println(sc == nil, fmt.Sprintf("%#v", sc))
	var n1, n2 int
	vals := []int{0, 0}
	fmt.Sscan("7 8", &vals[0], &n1)
	fmt.Sscanf("9", "%d", &vals[1])
	fmt.Println(vals, n1, n2)
}

// Output:
// [false false false false true false] {[false false false false true false] 3}
// map[a:[1 42 3]]
// [4 2]
// 32 [10 20 30]
// 6 3.5 44 0
// [5 2] [5 2] []int [5 2]
// [1 4 5] true
// 5 4
// [9 8 1 2] 2
// 1+2
// [3]
// [4950 4950 4950 4950]
// [[1 6] [18 16]]
// [11 2] 2 true
// [65535 0]
// true 0 0 true
// false []int{}
// [7 9] 8 0
