package main

import (
	"fmt"
	"strings"
)

type Node struct {
	Val  int
	Next *Node
}

type LinkedList struct {
	Head *Node
	Len  int
}

func (l *LinkedList) Append(v int) {
	n := &Node{Val: v}
	l.Len++
	if l.Head == nil {
		l.Head = n
		return
	}
	cur := l.Head
	for cur.Next != nil {
		cur = cur.Next
	}
	cur.Next = n
}

func (l *LinkedList) Remove(v int) bool {
	for p := &l.Head; *p != nil; p = &(*p).Next {
		if (*p).Val == v {
			*p = (*p).Next
			l.Len--
			return true
		}
	}
	return false
}

func (l *LinkedList) Reverse() {
	var prev *Node
	cur := l.Head
	for cur != nil {
		cur.Next, prev, cur = prev, cur, cur.Next
	}
	l.Head = prev
}

func (l *LinkedList) String() string {
	var parts []string
	for n := l.Head; n != nil; n = n.Next {
		parts = append(parts, fmt.Sprint(n.Val))
	}
	return "[" + strings.Join(parts, " -> ") + "]"
}

func main() {
	l := &LinkedList{}
	for i := 1; i <= 5; i++ {
		l.Append(i * 10)
	}
	fmt.Println(l, l.Len)
	fmt.Println(l.Remove(30), l.Remove(99), l.Remove(10))
	fmt.Println(l, l.Len)
	l.Reverse()
	fmt.Println(l)
	var empty LinkedList
	empty.Reverse()
	fmt.Println(&empty)
}

// Output:
// [10 -> 20 -> 30 -> 40 -> 50] 5
// true false true
// [20 -> 40 -> 50] 3
// [50 -> 40 -> 20]
// []
