package main

import (
	"errors"
	"fmt"
)

func main() {
	err := fmt.Errorf("loading config: %w", errors.New("file missing"))
	fmt.Println("about to fail")
	panic(err)
}

// Output:
// about to fail
// Error:
// panic: loading config: file missing
