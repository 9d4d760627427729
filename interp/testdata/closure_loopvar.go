package main

import "fmt"

func main() {
	var fs []func() int
	for i := 0; i < 3; i++ {
		fs = append(fs, func() int { return i * i })
	}
	for _, f := range fs {
		fmt.Println(f())
	}
	var gs []func() string
	for _, s := range []string{"a", "b", "c"} {
		gs = append(gs, func() string { return s })
	}
	for _, g := range gs {
		fmt.Print(g())
	}
	fmt.Println()
	// the loop variable is per-iteration, but modifications inside the body
	// carry over to the next iteration's copy
	var hs []func() int
	for i := 0; i < 6; i++ {
		hs = append(hs, func() int { return i })
		i++
	}
	for _, h := range hs {
		fmt.Println(h())
	}
}

// Output:
// 0
// 1
// 4
// abc
// 1
// 3
// 5
