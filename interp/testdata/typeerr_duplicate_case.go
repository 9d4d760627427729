package main

import "fmt"

func main() {
	switch x := 2; x {
	case 1, 2:
		fmt.Println("small")
	case 2:
		fmt.Println("two")
	}
}

// Error:
// typeerr_duplicate_case.go:9:7: duplicate case 2 (constant of type int) in expression switch
