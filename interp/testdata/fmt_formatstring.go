package main

import "fmt"

// FS prints the directive that fmt passed it, through fmt.FormatString.
type FS struct{}

func (FS) Format(f fmt.State, verb rune) { f.Write([]byte(fmt.FormatString(f, verb))) }

func main() {
	fmt.Printf("%v|%d|%0d|%.0f|%7.3f\n", FS{}, FS{}, FS{}, FS{}, FS{})
	fmt.Printf("%123d|%.1000x|%+ #-0s\n", FS{}, FS{}, FS{})
	fmt.Printf("%*d|%*d|%.*f\n", 10, FS{}, -4, FS{}, 12, FS{})
	fmt.Printf("%ä|%世|%8.2é\n", FS{}, FS{}, FS{})
	fmt.Println(fmt.Sprintf("%-20.9q", FS{}) == "%-20.9q")
}

// Output:
// %v|%d|%0d|%.0f|%7.3f
// %123d|%.1000x|% +-#0s
// %10d|%-4d|%.12f
// %ä|%世|%8.2é
// true
