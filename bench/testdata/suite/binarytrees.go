// Binary trees: allocate complete trees of pointers, walk them to count
// their nodes, and throw them away; one long-lived tree survives the
// whole run.
package main

import "fmt"

var size = 14

type node struct{ left, right *node }

func build(d int) *node {
	if d == 0 {
		return &node{}
	}
	return &node{build(d - 1), build(d - 1)}
}

func (n *node) count() int {
	if n.left == nil {
		return 1
	}
	return 1 + n.left.count() + n.right.count()
}

func main() {
	maxDepth := size
	stretch := build(maxDepth + 1)
	fmt.Printf("stretch tree of depth %d\t check: %d\n", maxDepth+1, stretch.count())
	long := build(maxDepth)
	for d := 4; d <= maxDepth; d += 2 {
		iters := 1 << (maxDepth - d + 4)
		check := 0
		for i := 0; i < iters; i++ {
			check += build(d).count()
		}
		fmt.Printf("%d\t trees of depth %d\t check: %d\n", iters, d, check)
	}
	fmt.Printf("long lived tree of depth %d\t check: %d\n", maxDepth, long.count())
}
