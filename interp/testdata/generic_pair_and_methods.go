package main

import (
	"fmt"
	"sort"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func (p Pair[K, V]) String() string { return fmt.Sprintf("%v=%v", p.Key, p.Val) }

func MakePair[K comparable, V any](k K, v V) Pair[K, V] { return Pair[K, V]{k, v} }

func SortedPairs[V any](m map[string]V) []Pair[string, V] {
	var out []Pair[string, V]
	for k, v := range m {
		out = append(out, Pair[string, V]{k, v})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

func main() {
	p := MakePair("x", 1.5)
	fmt.Println(p)
	fmt.Printf("%T\n", p)
	fmt.Println(SortedPairs(map[string]int{"b": 2, "a": 1, "c": 3}))
	q := Pair[int, []string]{1, []string{"z"}}
	fmt.Println(q.String())
}

// Output:
// x=1.5
// main.Pair[string,float64]
// [a=1 b=2 c=3]
// 1=[z]
