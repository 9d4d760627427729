package main

import "fmt"

// A loop written with goto: a backward jump over a declaration makes a new
// variable each time, which the closures can tell.
func main() {
	i := 0
	var fs []func() int
loop:
	x := i * i
	fs = append(fs, func() int { return x })
	i++
	if i < 4 {
		goto loop
	}
	var got []int
	for _, f := range fs {
		got = append(got, f())
	}
	fmt.Println(got)

	n := 0
again:
	n++
	if n%2 == 0 {
		goto skip
	}
	fmt.Println("odd", n)
skip:
	if n < 5 {
		goto again
	}
	fmt.Println("done", n)
}

// Output:
// [0 1 4 9]
// odd 1
// odd 3
// odd 5
// done 5
