package main

import "fmt"

func pair() (int, int) { return 1, 2 }

func main() {
	x := pair()
	fmt.Println(x)
}

// Error:
// typeerr_assignment_mismatch.go:8:7: assignment mismatch: 1 variable but pair returns 2 values
