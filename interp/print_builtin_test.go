package interp_test

import (
	"bytes"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// TestPrintBuiltin checks what the print and println builtins write to
// standard error against what `go run` (Go 1.26) writes for the same program:
// the runtime's shortest float format, slices as [len/cap]addr, and a
// multi-valued call spread over the arguments. The corpus compares only
// standard output, so this lives here.
func TestPrintBuiltin(t *testing.T) {
	const src = `package main

import "math"

func f() (int, string)        { return -42, "x" }
func g() (float64, float64)   { return 1, 2 }
func h() ([]int, int)         { return []int{1}, 2 }
func m() (map[int]int, int)   { return map[int]int{1: 1, 2: 2}, 1 }

func main() {
	println(math.Copysign(0, -1), 1.5, complex(5, 6), float32(0.1), complex64(complex(0.1, 2)))
	println(1e21, 1e-7, math.Inf(-1), math.NaN(), uint8(200), int8(-3), true)
	var s []int
	var p *int
	var e any
	println(s, p, e, nil == s)
	print(f())
	println(f())
	println(complex(g()))
	println(len(append(h())), min(g()), max(g()))
	mm, _ := m()
	delete(m())
	println(len(mm))
}
`
	// From go run with Go 1.26.8.
	const want = `-0 1.5 (5+6i) 0.1 (0.1+2i)
1e+21 1e-07 -Inf NaN 200 -3 true
[0/0]0x0 0x0 (0x0,0x0) true
-42x-42 x
(1+2i)
2 1 2
2
`
	var stdout, stderr bytes.Buffer
	in := interp.New(interp.Options{Stdout: &stdout, Stderr: &stderr, Packages: stdlib.Packages()})
	if err := in.RunFile("p.go", src); err != nil {
		t.Fatal(err)
	}
	if stderr.String() != want || stdout.Len() != 0 {
		t.Errorf("stderr:\n%s\nwant:\n%s\nstdout: %q", stderr.String(), want, stdout.String())
	}
}
