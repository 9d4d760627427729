package main

import "fmt"

type T int

func (t T) F() {}

type I interface{ F() }

func try(name string, f func()) {
	defer func() { fmt.Println(name+":", recover()) }()
	f()
}

var (
	t *T
	i I = t
)

func main() {
	// Through the interface, *T's wrapper of the value method panics with
	// Go's panicwrap text; a direct call dereferences nil.
	try("interface", func() { i.F() })
	try("direct", func() { t.F() })
}

// Output:
// interface: value method main.T.F called using nil *T pointer
// direct: runtime error: invalid memory address or nil pointer dereference
