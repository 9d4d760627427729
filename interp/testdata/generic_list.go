package main

import "fmt"

type List[T any] struct {
	head *node[T]
	size int
}

type node[T any] struct {
	val  T
	next *node[T]
}

func (l *List[T]) PushFront(v T) {
	l.head = &node[T]{v, l.head}
	l.size++
}

func (l *List[T]) All() func(yield func(T) bool) {
	return func(yield func(T) bool) {
		for n := l.head; n != nil; n = n.next {
			if !yield(n.val) {
				return
			}
		}
	}
}

func (l *List[T]) Reverse() {
	var prev *node[T]
	for cur := l.head; cur != nil; {
		next := cur.next
		cur.next = prev
		prev, cur = cur, next
	}
	l.head = prev
}

func main() {
	var l List[string]
	for _, s := range []string{"c", "b", "a"} {
		l.PushFront(s)
	}
	for v := range l.All() {
		fmt.Print(v)
	}
	fmt.Println(l.size)
	l.Reverse()
	for v := range l.All() {
		fmt.Print(v)
	}
	fmt.Println()
}

// Output:
// abc3
// cba
