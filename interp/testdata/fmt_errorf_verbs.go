package main

import (
	"errors"
	"fmt"
)

type Code int

func (c Code) String() string { return fmt.Sprintf("C%03d", int(c)) }

func main() {
	base := errors.New("disk full")
	e := fmt.Errorf("write %q (%d bytes, code %v): %w", "log.txt", 512, Code(7), base)
	fmt.Println(e)
	fmt.Println(errors.Unwrap(e) == base)
	e2 := fmt.Errorf("%w", nil)
	fmt.Println(e2)
	e3 := fmt.Errorf("plain %s", "text")
	fmt.Println(e3, errors.Unwrap(e3) == nil)
	fmt.Printf("%v|%+v|%s\n", e3, e3, e3)
}

// Output:
// write "log.txt" (512 bytes, code C007): disk full
// true
// %!w(<nil>)
// plain text true
// plain text|plain text|plain text
