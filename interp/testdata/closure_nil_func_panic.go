package main

import "fmt"

type Handler struct {
	OnEvent func(string)
}

func main() {
	h := Handler{}
	fmt.Println("dispatching")
	h.OnEvent("click")
}

// Output:
// dispatching
// Error:
// panic: runtime error: invalid memory address or nil pointer dereference
