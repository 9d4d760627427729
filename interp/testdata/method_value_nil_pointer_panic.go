package main

import "fmt"

type T struct{ n int }

func (t T) Get() int   { return t.n }
func (t *T) PGet() int { return 7 }

func main() {
	var p *T
	pf := p.PGet // fine: pointer receiver, nil is a valid receiver
	fmt.Println(pf())
	f := p.Get // the receiver is dereferenced when the method value is evaluated
	fmt.Println("unreachable", f())
}

// Output:
// 7
// Error:
// panic: runtime error: invalid memory address or nil pointer dereference
