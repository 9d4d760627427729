package main

import "fmt"

type Stream chan int

func drain(r <-chan int) (sum int) {
	for v := range r {
		sum += v
	}
	return
}

func fill(w chan<- int, n int) {
	for i := 1; i <= n; i++ {
		w <- i
	}
	close(w)
}

func main() {
	ch := make(chan int, 10)
	var r <-chan int = ch
	var w chan<- int = ch
	fmt.Printf("%T %T %T\n", ch, r, w)
	fill(w, 4)
	fmt.Println(drain(r))
	s := make(Stream, 1)
	fmt.Printf("%T %d\n", s, cap(s))
	a, b := make(chan int), make(chan int)
	fmt.Println(a == a, a == b, a != nil)
	m := map[chan int]string{a: "a", b: "b"}
	fmt.Println(m[a], m[b], len(m))
	var x any = a
	y, ok := x.(chan int)
	fmt.Println(ok, y == a)
	_, ok = x.(<-chan int)
	fmt.Println(ok)
	switch x.(type) {
	case chan string:
		fmt.Println("chan string")
	case chan int:
		fmt.Println("chan int")
	}
	cc := make(chan chan int, 1)
	inner := make(chan int, 1)
	cc <- inner
	inner <- 42
	fmt.Println(<-<-cc)
	fmt.Printf("%T\n", cc)
	var ro <-chan <-chan int
	fmt.Printf("%T %v\n", ro, ro == nil)
	var nilc chan int
	fmt.Println(nilc)
	fmt.Printf("%v %T\n", nilc, nilc)
	fs := make(chan func() int, 1)
	fs <- func() int { return 7 }
	fmt.Println((<-fs)())
}

// Output:
// chan int <-chan int chan<- int
// 10
// main.Stream 1
// true false true
// a b 2
// true true
// false
// chan int
// 42
// chan chan int
// <-chan <-chan int true
// <nil>
// <nil> chan int
// 7
