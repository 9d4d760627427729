package main

import "fmt"

func main() {
	var odds []int
	for i := 0; i < 20; i++ {
		if i%2 == 0 {
			continue
		}
		if i > 13 {
			break
		}
		odds = append(odds, i)
	}
	fmt.Println(odds)
	i := 0
	for {
		i++
		if i == 3 {
			continue
		}
		if i > 5 {
			break
		}
		fmt.Print(i)
	}
	fmt.Println()
	// break inside switch inside for breaks the switch only
	for j := 0; j < 3; j++ {
		switch j {
		case 1:
			break
		default:
			fmt.Println("j", j)
		}
	}
}

// Output:
// [1 3 5 7 9 11 13]
// 1245
// j 0
// j 2
