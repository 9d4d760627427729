package main

import (
	"fmt"
	"unsafe"
)

func main() {
	x := 1
	fmt.Println(unsafe.Sizeof(x))
}

// Error:
// not available in adrepl
