package main

import "fmt"

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("got", r)
			defer func() {
				panic(fmt.Sprint("third after ", r))
			}()
		}
	}()
	panic("first")
}

// Output:
// got first
// Error:
// panic: first [recovered]
