package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

type Stack[T any] []T

func (s *Stack[T]) Push(v T) { *s = append(*s, v) }
func (s *Stack[T]) Pop() (T, error) {
	var zero T
	if len(*s) == 0 {
		return zero, errors.New("stack underflow")
	}
	v := (*s)[len(*s)-1]
	*s = (*s)[:len(*s)-1]
	return v, nil
}
func (s Stack[T]) Peek() T { return s[len(s)-1] }

// rpn evaluates a reverse Polish expression.
func rpn(expr string) (float64, error) {
	var st Stack[float64]
	for _, tok := range strings.Fields(expr) {
		switch tok {
		case "+", "-", "*", "/":
			b, err := st.Pop()
			if err != nil {
				return 0, err
			}
			a, err := st.Pop()
			if err != nil {
				return 0, err
			}
			switch tok {
			case "+":
				st.Push(a + b)
			case "-":
				st.Push(a - b)
			case "*":
				st.Push(a * b)
			case "/":
				st.Push(a / b)
			}
		default:
			v, err := strconv.ParseFloat(tok, 64)
			if err != nil {
				return 0, fmt.Errorf("bad token %q: %w", tok, err)
			}
			st.Push(v)
		}
	}
	if len(st) != 1 {
		return 0, fmt.Errorf("%d values left", len(st))
	}
	return st.Peek(), nil
}

func main() {
	for _, e := range []string{"3 4 + 2 *", "5 1 2 + 4 * + 3 -", "1 +", "2 x *", "1 2", "1 0 /"} {
		v, err := rpn(e)
		fmt.Println(v, err)
	}
	var bs Stack[[]byte]
	bs.Push([]byte("hi"))
	fmt.Println(len(bs), string(bs.Peek()))
}

// Output:
// 14 <nil>
// 14 <nil>
// 0 stack underflow
// 0 bad token "x": strconv.ParseFloat: parsing "x": invalid syntax
// 0 2 values left
// +Inf <nil>
// 1 hi
