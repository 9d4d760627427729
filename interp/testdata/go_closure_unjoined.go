package main

import "fmt"

func main() {
	total := 0
	for i := 0; i < 3; i++ {
		go func() { total += i }()
	}
	fmt.Println(total >= 0)
}

// Output:
// true
