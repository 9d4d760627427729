package main

import "fmt"

func sum(nums ...int) int {
	t := 0
	for _, n := range nums {
		t += n
	}
	return t
}

func describe(prefix string, vals ...interface{}) string {
	return fmt.Sprintf("%s%d%v", prefix, len(vals), vals)
}

func isNil(xs ...int) bool { return xs == nil }

func mutate(xs ...int) { xs[0] = 99 }

func main() {
	fmt.Println(sum(), sum(1), sum(1, 2, 3))
	nums := []int{4, 5, 6}
	fmt.Println(sum(nums...), sum(nums[1:]...))
	fmt.Println(describe("p"), describe("q", 1, "a", nil))
	fmt.Println(isNil(), isNil(nums...), isNil([]int{}...))
	mutate(nums...)
	fmt.Println(nums)
	mutate(1, 2)
	args := []interface{}{"a", 1}
	fmt.Println(args...)
	fmt.Println(args)
}

// Output:
// 0 1 6
// 15 11
// p0[] q3[1 a <nil>]
// true false false
// [99 5 6]
// a 1
// [a 1]
