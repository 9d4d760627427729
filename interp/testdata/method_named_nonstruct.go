package main

import (
	"fmt"
	"strings"
)

type Celsius float64

func (c Celsius) F() float64 { return float64(c)*9/5 + 32 }

type IntList []int

func (l IntList) Sum() (s int) {
	for _, v := range l {
		s += v
	}
	return
}

func (l *IntList) Push(v int) { *l = append(*l, v) }

type Set map[string]bool

func (s Set) Add(k string)      { s[k] = true }
func (s Set) Has(k string) bool { return s[k] }

type Upper string

func (u Upper) String() string { return strings.ToUpper(string(u)) }

type Op func(int) int

func (o Op) Twice(x int) int { return o(o(x)) }

func main() {
	fmt.Println(Celsius(100).F())
	var l IntList
	l.Push(1)
	l.Push(2)
	fmt.Println(l.Sum(), l)
	s := Set{}
	s.Add("x")
	fmt.Println(s.Has("x"), s.Has("y"))
	fmt.Println(Upper("shout"))
	fmt.Println(Op(func(x int) int { return x * 3 }).Twice(2))
}

// Output:
// 212
// 3 [1 2]
// true false
// SHOUT
// 18
