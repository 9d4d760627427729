// Recursion over slices: a merge sort that slices its input and allocates
// its merges, a recursive sum of halves, and the subsets of a small set
// with a given sum found by backtracking.
package main

import "fmt"

var size = 100000

func mergeSort(xs []int) []int {
	if len(xs) <= 1 {
		return xs
	}
	m := len(xs) / 2
	a, b := mergeSort(xs[:m]), mergeSort(xs[m:])
	out := make([]int, 0, len(xs))
	for len(a) > 0 && len(b) > 0 {
		if a[0] <= b[0] {
			out, a = append(out, a[0]), a[1:]
		} else {
			out, b = append(out, b[0]), b[1:]
		}
	}
	return append(append(out, a...), b...)
}

func sumHalves(xs []int) int {
	switch len(xs) {
	case 0:
		return 0
	case 1:
		return xs[0]
	}
	return sumHalves(xs[:len(xs)/2]) + sumHalves(xs[len(xs)/2:])
}

func subsets(xs []int, target int, chosen []int) int {
	if target == 0 {
		return 1
	}
	if len(xs) == 0 || target < 0 {
		return 0
	}
	return subsets(xs[1:], target-xs[0], append(chosen, xs[0])) + subsets(xs[1:], target, chosen)
}

func main() {
	xs := make([]int, size)
	v := 1
	for i := range xs {
		v = v * 48271 % 2147483647
		xs[i] = v % 1000
	}
	s := mergeSort(xs)
	ok := true
	for i := 1; i < len(s); i++ {
		if s[i-1] > s[i] {
			ok = false
		}
	}
	set := make([]int, 20)
	for i := range set {
		set[i] = i*3%17 + 1
	}
	fmt.Println(ok, s[0], s[len(s)/2], s[len(s)-1], sumHalves(xs), subsets(set, 40, nil))
}
