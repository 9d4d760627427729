package main

import (
	"cmp"
	"fmt"
	"math/rand"
)

func quicksort[T cmp.Ordered](s []T) {
	if len(s) < 2 {
		return
	}
	p := s[len(s)/2]
	i, j := 0, len(s)-1
	for i <= j {
		for s[i] < p {
			i++
		}
		for s[j] > p {
			j--
		}
		if i <= j {
			s[i], s[j] = s[j], s[i]
			i++
			j--
		}
	}
	quicksort(s[:j+1])
	quicksort(s[i:])
}

func mergeSort[T any](s []T, less func(a, b T) bool) []T {
	if len(s) <= 1 {
		return s
	}
	m := len(s) / 2
	l, r := mergeSort(s[:m], less), mergeSort(s[m:], less)
	out := make([]T, 0, len(s))
	for len(l) > 0 && len(r) > 0 {
		if less(r[0], l[0]) {
			out, r = append(out, r[0]), r[1:]
		} else {
			out, l = append(out, l[0]), l[1:]
		}
	}
	return append(append(out, l...), r...)
}

func main() {
	rng := rand.New(rand.NewSource(1))
	xs := make([]int, 20)
	for i := range xs {
		xs[i] = rng.Intn(100)
	}
	fmt.Println(xs)
	ys := mergeSort(xs, func(a, b int) bool { return a < b })
	quicksort(xs)
	fmt.Println(xs)
	fmt.Println(ys)
	ss := []string{"kiwi", "fig", "apple", "date"}
	quicksort(ss)
	fmt.Println(ss)
	fs := []float64{3.5, -1, 2.25, 0}
	quicksort(fs)
	fmt.Println(fs)
}

// Output:
// [81 87 47 59 81 18 25 40 56 0 94 11 62 89 28 74 11 45 37 6]
// [0 6 11 11 18 25 28 37 40 45 47 56 59 62 74 81 81 87 89 94]
// [0 6 11 11 18 25 28 37 40 45 47 56 59 62 74 81 81 87 89 94]
// [apple date fig kiwi]
// [-1 0 2.25 3.5]
