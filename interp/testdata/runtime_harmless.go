package main

import (
	"fmt"
	"runtime"
)

// runtime's harmless functions: one goroutine, GOMAXPROCS remembered,
// Caller's line numbers for interpreted frames.
func where() int {
	_, _, line, ok := runtime.Caller(1)
	if !ok {
		return -1
	}
	return line
}

func main() {
	runtime.GC()
	fmt.Println(runtime.NumGoroutine(), runtime.NumCPU() > 0)
	runtime.Gosched()
	prev := runtime.GOMAXPROCS(3)
	fmt.Println(prev > 0, runtime.GOMAXPROCS(0), runtime.GOMAXPROCS(-1))
	x := []int{1}
	runtime.KeepAlive(x)
	fmt.Println(where())
	_, file, line, ok := runtime.Caller(0)
	fmt.Println(file != "", line, ok)
	_, _, _, ok = runtime.Caller(50)
	fmt.Println(ok)

	// A deferred call's caller is where the deferred calls ran from: here
	// the closing brace.
	func() {
		defer func() {
			_, _, line, _ := runtime.Caller(1)
			fmt.Println("deferred from line", line)
		}()
		fmt.Println("body")
	}()
}

// Output:
// 1 true
// true 3 3
// 26
// true 27 true
// false
// body
// deferred from line 40
