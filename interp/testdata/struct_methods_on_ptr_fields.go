package main

import "fmt"

type Node struct {
	Val  int
	Next *Node
}

func main() {
	var head *Node
	for i := 3; i > 0; i-- {
		head = &Node{i, head}
	}
	for n := head; n != nil; n = n.Next {
		fmt.Print(n.Val, ";")
	}
	fmt.Println()
	head.Next.Val = 20
	fmt.Println(head.Val, head.Next.Val, head.Next.Next.Val, head.Next.Next.Next == nil)
	fmt.Printf("%+v\n", *head.Next.Next)
}

// Output:
// 1;2;3;
// 1 20 3 true
// {Val:3 Next:<nil>}
