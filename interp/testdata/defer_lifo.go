package main

import "fmt"

func main() {
	for i := 0; i < 4; i++ {
		defer fmt.Println("deferred", i)
	}
	fmt.Println("body done")
	func() {
		defer fmt.Println("inner 1")
		defer fmt.Println("inner 2")
		fmt.Println("inner body")
	}()
	fmt.Println("after inner")
}

// Output:
// body done
// inner body
// inner 2
// inner 1
// after inner
// deferred 3
// deferred 2
// deferred 1
// deferred 0
