package main

import "fmt"

func main() {
	ch := make(chan int, 3)
	fmt.Println(len(ch), cap(ch))
	ch <- 1
	ch <- 2
	ch <- 3
	fmt.Println(len(ch), cap(ch))
	fmt.Println(<-ch)
	ch <- 4
	close(ch)
	for i := 0; i < 5; i++ {
		v, ok := <-ch
		fmt.Println(v, ok, len(ch))
	}
	var s chan string = make(chan string, 1)
	s <- "x"
	close(s)
	a, ok1 := <-s
	b, ok2 := <-s
	fmt.Printf("%q %v %q %v\n", a, ok1, b, ok2)
	var nilc chan int
	fmt.Println(len(nilc), cap(nilc), nilc == nil)
	type pair struct{ a, b int }
	pc := make(chan pair, 2)
	p := pair{1, 2}
	pc <- p
	p.a = 10
	pc <- p
	fmt.Println(<-pc, <-pc)
	arr := make(chan [2]float64, 1)
	x := [2]float64{1.5, 2.5}
	arr <- x
	x[0] = 9
	fmt.Println(<-arr, x)
}

// Output:
// 0 3
// 3 3
// 1
// 2 true 2
// 3 true 1
// 4 true 0
// 0 false 0
// 0 false 0
// "x" true "" false
// 0 0 true
// {1 2} {10 2}
// [1.5 2.5] [9 2.5]
