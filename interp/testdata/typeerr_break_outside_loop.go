package main

import "fmt"

func main() {
	fmt.Println("start")
	break
}

// Error:
// typeerr_break_outside_loop.go:7:2: break not in for, switch, or select statement
