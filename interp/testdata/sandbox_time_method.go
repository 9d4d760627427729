package main

import (
	"fmt"
	"time"
)

// time.Time has a GobEncode method in Go; adrepl's time lacks it, and must
// say so rather than report the user's valid code as a type error.
func main() {
	var t time.Time
	b, err := t.GobEncode()
	fmt.Println(len(b), err)
}

// Error:
// adrepl provides part of package time: method time.Time.GobEncode is not available in adrepl
