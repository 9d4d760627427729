package main

import (
	"fmt"
	"sort"
)

func boom(n int) int {
	if n == 0 {
		panic(fmt.Sprint("boom"))
	}
	return boom(n-1) + 1
}

func guarded(n int) (r int) {
	defer func() {
		if recover() != nil {
			r = -n
		}
	}()
	return boom(n)
}

type S struct{ n int }

func (s S) String() string { return fmt.Sprint("S", boom(s.n)) }

func main() {
	// Recovered panics abandon frames of the stack; the level comes back
	// each time, whatever called the recovering function.
	t := 0
	for i := 0; i < 20000; i++ {
		t += guarded(i % 5)
	}
	fmt.Println(t)
	xs := []int{5, 3, 9, 1, 7}
	calls := 0
	for k := 0; k < 2000; k++ {
		sort.Slice(xs, func(i, j int) bool {
			calls++
			return guarded(3) < 0 && xs[i] < xs[j]
		})
	}
	fmt.Println(xs, calls > 0)
	for i := 0; i < 3; i++ {
		fmt.Println(S{2})
	}
	fmt.Println(guarded(50), boomSafe())
}

func boomSafe() (s string) {
	defer func() { s = fmt.Sprint(recover()) }()
	boom(10)
	return "unreachable"
}

// Output:
// -40000
// [1 3 5 7 9] true
// %!v(PANIC=String method: boom)
// %!v(PANIC=String method: boom)
// %!v(PANIC=String method: boom)
// -50 boom
