package main

import "fmt"

func main() {
outer:
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			if j == 2 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			fmt.Println(i, j)
		}
	}
	// find first pair summing to target
	nums := []int{3, 8, 1, 9, 4}
	target := 13
	found := false
search:
	for a := range nums {
		for b := a + 1; b < len(nums); b++ {
			if nums[a]+nums[b] == target {
				fmt.Println("pair", nums[a], nums[b])
				found = true
				break search
			}
		}
	}
	fmt.Println(found)
loop:
	for i := 0; ; i++ {
		switch {
		case i == 5:
			break loop
		case i%2 == 0:
			continue loop
		}
		fmt.Println("odd", i)
	}
}

// Output:
// 0 0
// 0 1
// 1 0
// 1 1
// 2 0
// 2 1
// pair 9 4
// true
// odd 1
// odd 3
