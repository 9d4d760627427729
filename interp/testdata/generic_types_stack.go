package main

import "fmt"

type Stack[T any] struct {
	items []T
}

func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

func (s *Stack[T]) Pop() (T, bool) {
	var zero T
	if len(s.items) == 0 {
		return zero, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

func (s Stack[T]) Len() int { return len(s.items) }

func main() {
	var s Stack[int]
	for i := 0; i < 4; i++ {
		s.Push(i * i)
	}
	fmt.Println(s.Len())
	for {
		v, ok := s.Pop()
		if !ok {
			break
		}
		fmt.Println(v)
	}
	ss := &Stack[string]{}
	ss.Push("a")
	ss.Push("b")
	v, _ := ss.Pop()
	fmt.Println(v, ss.Len())
	_, ok := (&Stack[float64]{}).Pop()
	fmt.Println(ok)
	fmt.Printf("%T %+v\n", s, *ss)
}

// Output:
// 4
// 9
// 4
// 1
// 0
// b 1
// false
// main.Stack[int] {items:[a]}
