package main

import "fmt"

func main() {
	s := "abc"
	i := 3
	fmt.Println(s[:i])
	fmt.Println(s[i])
}

// Output:
// abc
// Error:
// panic: runtime error: index out of range [3] with length 3
