package main

import (
	"fmt"
	"sort"
)

type reverse struct {
	sort.Interface
}

func (r reverse) Less(i, j int) bool { return r.Interface.Less(j, i) }

type Logger interface{ Log(string) string }

type prefixLogger struct{ p string }

func (l prefixLogger) Log(s string) string { return l.p + s }

type Service struct {
	Logger
	name string
}

func main() {
	s := []int{3, 1, 2}
	sort.Sort(reverse{sort.IntSlice(s)})
	fmt.Println(s)
	svc := Service{prefixLogger{"[svc] "}, "x"}
	fmt.Println(svc.Log("started"))
	var l Logger = svc
	fmt.Println(l.Log("via interface"))
	empty := Service{}
	defer func() { fmt.Println("recovered:", recover()) }()
	empty.Log("boom")
}

// Output:
// [3 2 1]
// [svc] started
// [svc] via interface
// recovered: runtime error: invalid memory address or nil pointer dereference
