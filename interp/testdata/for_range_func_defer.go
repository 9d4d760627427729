package main

import "fmt"

func seq(yield func(int) bool) {
	defer fmt.Println("iterator cleanup")
	for i := 0; i < 3; i++ {
		if !yield(i) {
			return
		}
	}
}

func body() {
	defer fmt.Println("body deferred")
	for i := range seq {
		defer fmt.Println("deferred in loop", i)
		if i == 1 {
			break
		}
	}
	fmt.Println("after loop")
}

func main() {
	body()
	for k, v := range func(yield func(string, int) bool) {
		_ = yield("x", 1) && yield("y", 2)
	} {
		fmt.Println(k, v)
	}
}

// Output:
// iterator cleanup
// after loop
// deferred in loop 1
// deferred in loop 0
// body deferred
// x 1
// y 2
