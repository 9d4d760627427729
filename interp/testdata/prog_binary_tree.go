package main

import "fmt"

type Tree struct {
	Left, Right *Tree
	Key         string
	Count       int
}

func (t *Tree) Insert(k string) *Tree {
	if t == nil {
		return &Tree{Key: k, Count: 1}
	}
	switch {
	case k < t.Key:
		t.Left = t.Left.Insert(k)
	case k > t.Key:
		t.Right = t.Right.Insert(k)
	default:
		t.Count++
	}
	return t
}

func (t *Tree) Height() int {
	if t == nil {
		return 0
	}
	return 1 + max(t.Left.Height(), t.Right.Height())
}

func (t *Tree) InOrder(visit func(*Tree)) {
	if t == nil {
		return
	}
	t.Left.InOrder(visit)
	visit(t)
	t.Right.InOrder(visit)
}

func (t *Tree) Find(k string) (*Tree, int) {
	depth := 0
	for t != nil {
		depth++
		if k == t.Key {
			return t, depth
		}
		if k < t.Key {
			t = t.Left
		} else {
			t = t.Right
		}
	}
	return nil, depth
}

func main() {
	var root *Tree
	for _, w := range []string{"m", "c", "x", "a", "e", "m", "z", "c", "m"} {
		root = root.Insert(w)
	}
	root.InOrder(func(n *Tree) { fmt.Printf("%s:%d ", n.Key, n.Count) })
	fmt.Println("|")
	fmt.Println(root.Height())
	n, d := root.Find("e")
	fmt.Println(n.Key, d)
	n, d = root.Find("q")
	fmt.Println(n == nil, d)
}

// Output:
// a:1 c:2 e:1 m:3 x:1 z:1 |
// 3
// e 3
// true 2
