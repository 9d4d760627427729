package main

import "fmt"

func main() {
	s := "hello"
	s[0] = 'H'
	fmt.Println(s)
}

// Error:
// typeerr_string_index_assign.go:7:2: cannot assign to s[0] (neither addressable nor a map index expression)
