package main

import (
	"fmt"
	"strings"
)

func kind(s string) string {
	switch strings.ToLower(s) {
	case "y", "yes", "true":
		return "affirmative"
	case "n", "no", "false":
		return "negative"
	case "":
		return "empty"
	}
	return "unknown"
}

func main() {
	for _, s := range []string{"YES", "n", "", "maybe"} {
		fmt.Println(kind(s))
	}
	c := 'é'
	switch {
	case c < 128:
		fmt.Println("ascii")
	case c < 0x800:
		fmt.Println("2 bytes")
	default:
		fmt.Println("more")
	}
}

// Output:
// affirmative
// negative
// empty
// unknown
// 2 bytes
