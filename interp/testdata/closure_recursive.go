package main

import "fmt"

func main() {
	var fib func(int) int
	fib = func(n int) int {
		if n < 2 {
			return n
		}
		return fib(n-1) + fib(n-2)
	}
	fmt.Println(fib(20))
	memo := map[int]int{}
	var fibm func(int) int
	fibm = func(n int) int {
		if n < 2 {
			return n
		}
		if v, ok := memo[n]; ok {
			return v
		}
		v := fibm(n-1) + fibm(n-2)
		memo[n] = v
		return v
	}
	fmt.Println(fibm(90))
	var walk func(n, depth int) string
	walk = func(n, depth int) string {
		if n == 0 {
			return fmt.Sprint(depth)
		}
		return walk(n/2, depth+1)
	}
	fmt.Println(walk(1000, 0))
}

// Output:
// 6765
// 2880067194370816120
// 10
