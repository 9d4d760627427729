package main

import "fmt"

func add(m map[string]int, k string) { m[k] = len(k) }

func main() {
	m := map[string]int{}
	m2 := m
	add(m2, "hello")
	fmt.Println(m)
	m3 := map[string]int{}
	for k, v := range m {
		m3[k] = v
	}
	m3["x"] = 1
	fmt.Println(len(m), len(m3))
	type S struct{ M map[string]int }
	s1 := S{M: map[string]int{}}
	s2 := s1
	s2.M["shared"] = 1
	fmt.Println(s1.M)
}

// Output:
// map[hello:5]
// 1 2
// map[shared:1]
