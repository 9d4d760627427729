package main

import "fmt"

type Tree struct {
	Left, Right *Tree
	Val         int
}

func (t *Tree) Sum() int {
	if t == nil {
		return 0
	}
	return t.Val + t.Left.Sum() + t.Right.Sum()
}

func (t *Tree) String() string {
	if t == nil {
		return "()"
	}
	return fmt.Sprintf("(%v %d %v)", t.Left, t.Val, t.Right)
}

func main() {
	var t *Tree
	fmt.Println(t.Sum())
	t = &Tree{&Tree{nil, nil, 1}, &Tree{&Tree{nil, nil, 3}, nil, 4}, 2}
	fmt.Println(t.Sum())
	fmt.Println(t)
}

// Output:
// 0
// 10
// ((() 1 ()) 2 ((() 3 ()) 4 ()))
