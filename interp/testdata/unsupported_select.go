package main

import "fmt"

func main() {
	select {}
	fmt.Println("unreachable")
}

// Error:
// not supported yet
