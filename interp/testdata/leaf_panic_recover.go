package main

import (
	"errors"
	"fmt"
)

type T struct{ v int }

func div(a, b int) int { return a / b }

func safe(f func() int) (r int, err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("recovered: %v", e)
		}
	}()
	return f(), nil
}

func main() {
	d := 0
	q := func(x int) int { return x / d }
	s := []int{1, 2, 3}
	at := func(i int) int { return s[i] }
	var p *T
	pv := func() int { return p.v }
	sh := func(x, n int) int { return x << n }
	var m map[[2]any]int
	mk := func(k any) int { return m[[2]any{k, 1}] }
	_ = mk
	total := 0
	for i := 0; i < 4; i++ {
		r, err := safe(func() int { return q(i) })
		fmt.Println(r, err)
		r, err = safe(func() int { return at(i + 1) })
		fmt.Println(r, err)
		total += at(i % 3)
	}
	_, err := safe(pv)
	fmt.Println(err)
	_, err = safe(func() int { return sh(1, -1) })
	fmt.Println(err)
	_, err = safe(func() int { return div(1, d) })
	fmt.Println(err)
	var re interface{ RuntimeError() }
	_, err = safe(func() int { return at(9) })
	fmt.Println(errors.As(err, &re), total)
	d = 2
	fmt.Println(q(9), div(9, d))
	// the stack is still whole after the recovered panics
	acc := 0
	for i := 0; i < 1000; i++ {
		acc += at(i % 3)
	}
	fmt.Println(acc)
	fmt.Println(at(7))
}

// Output:
// 0 recovered: runtime error: integer divide by zero
// 2 <nil>
// 0 recovered: runtime error: integer divide by zero
// 3 <nil>
// 0 recovered: runtime error: integer divide by zero
// 0 recovered: runtime error: index out of range [3] with length 3
// 0 recovered: runtime error: integer divide by zero
// 0 recovered: runtime error: index out of range [4] with length 3
// recovered: runtime error: invalid memory address or nil pointer dereference
// recovered: runtime error: negative shift amount
// recovered: runtime error: integer divide by zero
// false 7
// 4 4
// 1999
// Error:
// panic: runtime error: index out of range [7] with length 3
