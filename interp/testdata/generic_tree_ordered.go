package main

import (
	"cmp"
	"fmt"
)

type Tree[T cmp.Ordered] struct {
	root *tnode[T]
}

type tnode[T cmp.Ordered] struct {
	v    T
	l, r *tnode[T]
}

func (t *Tree[T]) Insert(v T) {
	p := &t.root
	for *p != nil {
		if v < (*p).v {
			p = &(*p).l
		} else {
			p = &(*p).r
		}
	}
	*p = &tnode[T]{v: v}
}

func (t *Tree[T]) Walk(f func(T)) { walk(t.root, f) }

func walk[T cmp.Ordered](n *tnode[T], f func(T)) {
	if n == nil {
		return
	}
	walk(n.l, f)
	f(n.v)
	walk(n.r, f)
}

func main() {
	var t Tree[int]
	for _, v := range []int{5, 3, 8, 1, 4, 9, 7} {
		t.Insert(v)
	}
	t.Walk(func(v int) { fmt.Print(v, ",") })
	fmt.Println()
	var ts Tree[string]
	for _, s := range []string{"pear", "apple", "fig"} {
		ts.Insert(s)
	}
	ts.Walk(func(s string) { fmt.Print(s, ";") })
	fmt.Println()
	fmt.Println(cmp.Compare(1, 2), cmp.Compare("b", "a"), min(3, 1, 2), max(2.5, 1))
}

// Output:
// 1,3,4,5,7,8,9,
// apple;fig;pear;
// -1 1 1 2.5
