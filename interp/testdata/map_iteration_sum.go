package main

import "fmt"

func main() {
	m := map[string]int{}
	for i := 0; i < 100; i++ {
		m[fmt.Sprintf("k%d", i)] = i
	}
	sum, n := 0, 0
	for k, v := range m {
		if k[0] != 'k' {
			panic("bad key")
		}
		sum += v
		n++
	}
	fmt.Println(sum, n, len(m))
	// deleting during iteration is allowed
	for k := range m {
		if m[k]%2 == 1 {
			delete(m, k)
		}
	}
	fmt.Println(len(m))
	clear(m)
	fmt.Println(len(m), m)
}

// Output:
// 4950 100 100
// 50
// 0 map[]
