package main

import "fmt"

func main() {
	var c chan int
	select {
	case v := <-c:
		fmt.Println(v)
	default:
		fmt.Println("no value")
	}
}

// Output:
// no value
