package main

import "fmt"

type P struct{ x, y int }

func (p *P) X() int        { return p.x }
func (p P) Sum() int       { return p.x + p.y }
func (p *P) Div(d int) int { return p.x / d }
func (p *P) Set(v int)     { p.x = v }

type List struct{ items []int }

func (l *List) At(i int) int { return l.items[i] }

func main() {
	p := &P{6, 2}
	p.Set(12)
	fmt.Println(p.X(), p.Sum(), p.Div(p.y), P{1, 2}.Sum())
	l := &List{[]int{1, 2, 3}}
	total := 0
	for i := 0; i < 3; i++ {
		total += l.At(i) * p.X()
	}
	fmt.Println(total)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(p.Div(0))
	}()
	var q *P
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(q.X())
	}()
	fmt.Println(l.At(3))
}

// Output:
// 12 14 6 3
// 72
// recovered: runtime error: integer divide by zero
// recovered: runtime error: invalid memory address or nil pointer dereference
// Error:
// panic: runtime error: index out of range [3] with length 3
