package main

import "fmt"

type counter int

func (c *counter) inc()          { *c++ }
func (c counter) get() int       { return int(c) }
func (c *counter) add(n int) int { *c += counter(n); return int(*c) }

type F float64

func (f *F) scale(k float64) { *f *= F(k) }

func main() {
	cs := make([]counter, 3)
	f := cs[1].inc
	f()
	f()
	g := cs[1].get
	cs[1].inc()
	fmt.Println(cs, g(), cs[1].get())
	defer fmt.Println("deferred", cs)
	defer cs[2].inc()
	h := (*counter).add
	fmt.Println(h(&cs[0], 5), cs)
	done := make(chan bool)
	go func() { cs[0].inc(); done <- true }()
	<-done
	fs := []F{1, 2}
	fs[1].scale(2.5)
	p := &fs[0]
	p.scale(3)
	var arr [2]counter
	arr[1].inc()
	pa := &arr
	pa[0].inc()
	fmt.Println(fs, *p, arr)
	type S struct{ xs []int }
	s := S{xs: []int{1, 2}}
	s.xs[0]++
	sp := &s
	sp.xs[1] *= 10
	fmt.Println(s)
}

// Output:
// [0 3 0] 2 3
// 5 [5 3 0]
// [3 5] 3 [1 1]
// {[2 20]}
// deferred [6 3 1]
