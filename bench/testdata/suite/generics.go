// Generic containers: a binary min-heap and a stack, both generic over an
// ordered element type, used for a heap sort of ints and of strings and for
// a bracket matcher; Map and Reduce over slices.
package main

import (
	"cmp"
	"fmt"
	"strconv"
)

var size = 50000

type heap[T cmp.Ordered] struct{ xs []T }

func (h *heap[T]) push(x T) {
	h.xs = append(h.xs, x)
	i := len(h.xs) - 1
	for i > 0 {
		p := (i - 1) / 2
		if h.xs[p] <= h.xs[i] {
			break
		}
		h.xs[p], h.xs[i] = h.xs[i], h.xs[p]
		i = p
	}
}

func (h *heap[T]) pop() T {
	top := h.xs[0]
	n := len(h.xs) - 1
	h.xs[0] = h.xs[n]
	h.xs = h.xs[:n]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && h.xs[l] < h.xs[m] {
			m = l
		}
		if r < n && h.xs[r] < h.xs[m] {
			m = r
		}
		if m == i {
			return top
		}
		h.xs[i], h.xs[m] = h.xs[m], h.xs[i]
		i = m
	}
}

type stack[T any] struct{ xs []T }

func (s *stack[T]) push(x T) { s.xs = append(s.xs, x) }
func (s *stack[T]) pop() (T, bool) {
	var zero T
	if len(s.xs) == 0 {
		return zero, false
	}
	x := s.xs[len(s.xs)-1]
	s.xs = s.xs[:len(s.xs)-1]
	return x, true
}

func mapSlice[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func reduce[T, A any](xs []T, a A, f func(A, T) A) A {
	for _, x := range xs {
		a = f(a, x)
	}
	return a
}

func heapSort[T cmp.Ordered](xs []T) []T {
	h := &heap[T]{}
	for _, x := range xs {
		h.push(x)
	}
	out := make([]T, 0, len(xs))
	for len(h.xs) > 0 {
		out = append(out, h.pop())
	}
	return out
}

func balanced(s string) bool {
	var st stack[byte]
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[':
			st.push(c)
		case ')', ']':
			o, ok := st.pop()
			if !ok || (c == ')') != (o == '(') {
				return false
			}
		}
	}
	return len(st.xs) == 0
}

func main() {
	ints := make([]int, size)
	x := 12345
	for i := range ints {
		x = (x*1103515245 + 12345) % 2147483648
		ints[i] = x % 100000
	}
	sorted := heapSort(ints)
	strs := heapSort(mapSlice(ints[:size/5], strconv.Itoa))
	sum := reduce(sorted, 0, func(a, v int) int { return (a*31 + v) % 1000003 })
	good := 0
	for i := 0; i < size/10; i++ {
		if balanced(strconv.FormatInt(int64(i), 2) + "([])"[i%4:]) {
			good++
		}
	}
	fmt.Println(sorted[0], sorted[len(sorted)-1], sum, strs[0], strs[len(strs)-1], good)
}
