package main

import "fmt"

func main() {
	s := []int{1, 2, 3}
	// the range expression is evaluated once: appending does not extend the loop
	for i, v := range s {
		if i == 0 {
			s = append(s, 100)
		}
		fmt.Println(i, v)
	}
	fmt.Println(s)
	// but writes to the shared backing array are seen
	t := []int{1, 2, 3}
	for i, v := range t {
		if i == 0 {
			t[2] = 30
		}
		fmt.Println(i, v)
	}
	// v is a copy
	type P struct{ X int }
	ps := []P{{1}, {2}}
	for _, p := range ps {
		p.X *= 10
	}
	fmt.Println(ps)
	for i := range ps {
		ps[i].X *= 10
	}
	fmt.Println(ps)
}

// Output:
// 0 1
// 1 2
// 2 3
// [1 2 3 100]
// 0 1
// 1 2
// 2 30
// [{1} {2}]
// [{10} {20}]
