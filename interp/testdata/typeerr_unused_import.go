package main

import (
	"fmt"
	"strings"
)

func main() {
	fmt.Println("hi")
}

// Error:
// typeerr_unused_import.go:5:2: "strings" imported and not used
