package main

import "fmt"

// goto out of nested loops, out of a switch, and to the end of a function.
func find(grid [][]int, want int) (int, int) {
	r, c := -1, -1
	for i, row := range grid {
		for j, v := range row {
			switch {
			case v == want:
				r, c = i, j
				goto found
			case v < 0:
				goto bad
			}
		}
	}
	fmt.Println("not found:", want)
	return r, c
bad:
	fmt.Println("negative cell while looking for", want)
	return -2, -2
found:
	fmt.Println("found", want)
	return r, c
}

func classify(n int) string {
	var s string
	switch {
	case n < 0:
		s = "negative"
		goto end
	case n == 0:
		s = "zero"
		goto end
	}
	s = "positive"
	if n > 100 {
		s += ", big"
	}
end:
	return s
}

func count() (k int) {
	defer func() { k *= 10 }()
L:
	for i := 0; ; i++ {
		if i == 3 {
			goto out
		}
		k++
		continue L
	}
out:
	return
}

func main() {
	grid := [][]int{{1, 2, 3}, {4, 5, 6}, {7, -1, 9}}
	fmt.Println(find(grid, 5))
	fmt.Println(find(grid, 8))
	fmt.Println(find(grid[:2], 8))
	for _, n := range []int{-3, 0, 7, 1000} {
		fmt.Println(n, classify(n))
	}
	fmt.Println(count())
}

// Output:
// found 5
// 1 1
// negative cell while looking for 8
// -2 -2
// not found: 8
// -1 -1
// -3 negative
// 0 zero
// 7 positive
// 1000 positive, big
// 30
