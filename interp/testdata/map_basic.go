package main

import "fmt"

func main() {
	m := map[string]int{"a": 1, "b": 2}
	m["c"] = 3
	fmt.Println(m, len(m))
	v, ok := m["b"]
	fmt.Println(v, ok)
	v, ok = m["zz"]
	fmt.Println(v, ok)
	delete(m, "a")
	delete(m, "missing")
	fmt.Println(m, len(m))
	m["b"]++
	m["new"] += 10
	fmt.Println(m)
	if _, found := m["c"]; found {
		fmt.Println("c found")
	}
}

// Output:
// map[a:1 b:2 c:3] 3
// 2 true
// 0 false
// map[b:2 c:3] 2
// map[b:3 c:3 new:10]
// c found
