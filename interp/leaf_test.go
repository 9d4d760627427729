package interp_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
)

// TestLeafPanicStack: a leaf function (a body of one return whose
// expression calls nothing, run without a frame of the stack) that panics
// is in the panic's stack as an ordinary call is, at its expression, and
// its caller at the call; a recovered panic leaves the stack whole.
func TestLeafPanicStack(t *testing.T) {
	src := `package main

func main() {
	s := []int{1, 2, 3}
	d := 0
	at := func(i int) int { return s[i] + 1 }
	q := func(x int) int { return x / d }
	n := 0
	for i := 0; i < 10; i++ {
		func() {
			defer func() { recover() }()
			n += q(i)
		}()
	}
	n += at(2)
	n += at(n)
}
`
	in := newCorpusInterp(interp.Options{})
	err := in.RunFile("leaf.go", src)
	var e *interp.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v, want an *interp.Error", err)
	}
	if !strings.Contains(e.Msg, "index out of range [4] with length 3") {
		t.Errorf("message %q", e.Msg)
	}
	if len(e.Stack) != 2 || e.Stack[0].Func != "main.main.func1" || e.Stack[1].Func != "main.main" {
		t.Fatalf("want the stack main.main.func1, main.main:\n%v", err)
	}
	if p := e.Stack[0].Pos; p.Line != 6 || p.Column != 34 {
		t.Errorf("leaf frame at %v, want leaf.go:6:34", p)
	}
	if p := e.Stack[1].Pos; p.Line != 16 || p.Column != 9 {
		t.Errorf("caller at %v, want leaf.go:16:9", p)
	}
}

// TestLeafCallsPanicStack: leaves whose expression calls (compose's
// closure) are in a panic's stack at their call of the next function.
func TestLeafCallsPanicStack(t *testing.T) {
	src := `package main

func compose(f, g func(int) int) func(int) int {
	return func(x int) int { return g(f(x)) }
}

func main() {
	s := []int{1, 2, 3}
	at := func(i int) int { return s[i] }
	inc := func(x int) int { return x + 1 }
	k := compose(compose(inc, at), inc)
	println(k(0))
	println(k(5))
}
`
	in := newCorpusInterp(interp.Options{})
	err := in.RunFile("leaf.go", src)
	var e *interp.Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v, want an *interp.Error", err)
	}
	want := []string{"main.main.func1 leaf.go:9:34", "main.compose.func1 leaf.go:4:35", "main.compose.func1 leaf.go:4:37", "main.main leaf.go:13:11"}
	var got []string
	for _, f := range e.Stack {
		got = append(got, fmt.Sprintf("%s %s:%d:%d", f.Func, f.Pos.Filename, f.Pos.Line, f.Pos.Column))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("stack:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
