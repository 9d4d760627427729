package main

// Promoted methods through embedded pointers and values, called and taken
// as method values, and on a nil pointer.

import "fmt"

type Base struct{ N int }

func (b *Base) Inc()    { b.N++ }
func (b Base) Get() int { return b.N }

type Mid struct{ Base }
type Top struct {
	*Mid
	Name string
}

func main() {
	t := &Top{Mid: &Mid{}, Name: "t"}
	t.Inc()
	t.Base.Inc()
	f := t.Inc
	f()
	fmt.Println(t.Get(), t.N)
	var nt *Top
	defer func() { fmt.Println("recovered:", recover()) }()
	nt.Inc()
}

// Output:
// 3 3
// recovered: runtime error: invalid memory address or nil pointer dereference
