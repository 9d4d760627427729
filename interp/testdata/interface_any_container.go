package main

import "fmt"

func main() {
	vals := []any{1, "two", 3.0, []int{4}, map[string]int{"five": 5}, nil, true, 'x', struct{ A int }{6}}
	for i, v := range vals {
		fmt.Printf("%d: %v (%T)\n", i, v, v)
	}
	m := map[string]any{"n": 1, "s": "x", "l": []any{1, "a"}}
	fmt.Println(m)
	sum := 0
	for _, v := range vals {
		if n, ok := v.(int); ok {
			sum += n
		}
	}
	fmt.Println(sum)
}

// Output:
// 0: 1 (int)
// 1: two (string)
// 2: 3 (float64)
// 3: [4] ([]int)
// 4: map[five:5] (map[string]int)
// 5: <nil> (<nil>)
// 6: true (bool)
// 7: 120 (int32)
// 8: {6} (struct { A int })
// map[l:[1 a] n:1 s:x]
// 1
