package interp

import (
	"bytes"
	"testing"
)

// TestLeafBusyReleased: a panic through a calling leaf (runLeafCalls, which
// restores the leaf's mode only when it returns) leaves no leaf busy once
// recovered, nor after a cell that failed, so that later calls run on the
// leaf's frame again.
func TestLeafBusyReleased(t *testing.T) {
	src := `package main

func pick(n int, r func(int) int) int {
	if n == 3 {
		panic("three")
	}
	if n <= 0 {
		return 0
	}
	return n + r(n-1)
}

var rec func(int) int

func try(n int) (v int) {
	defer func() { recover() }()
	return rec(n)
}

func main() {
	rec = func(n int) int { return pick(n, rec) }
	if try(5) != 0 || try(2) != 3 {
		panic("wrong")
	}
}
`
	var out bytes.Buffer
	in := New(Options{Stdout: &out, Stderr: &out})
	if err := in.RunFile("busy.go", src); err != nil {
		t.Fatal(err)
	}
	busy := func() int {
		n := 0
		for _, fn := range in.rt.leaves {
			if fn.leafMode == leafBusy {
				n++
			}
		}
		return n
	}
	if n := busy(); n != 0 {
		t.Errorf("%d leaves busy after recovered panics", n)
	}
	if err := in.Eval("cell", "rec(5)"); err == nil {
		t.Fatal("rec(5) did not fail")
	}
	if n := busy(); n != 0 {
		t.Errorf("%d leaves busy after a cell that panicked", n)
	}
}
