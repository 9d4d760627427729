package main

import "fmt"

func main() {
	var m map[string]int
	fmt.Println(m == nil, len(m), m["x"])
	v, ok := m["x"]
	fmt.Println(v, ok)
	delete(m, "x")
	for k := range m {
		fmt.Println(k)
	}
	fmt.Println(m)
	fmt.Printf("%v %#v\n", m, m)
}

// Output:
// true 0 0
// 0 false
// map[]
// map[] map[string]int(nil)
