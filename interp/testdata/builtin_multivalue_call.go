package main

import "fmt"

func pair() (float64, float64) { return 3, 4 }
func grow() ([]int, int)       { return []int{1, 2}, 3 }
func slices2() ([]int, []int)  { return make([]int, 2), []int{7, 8, 9} }
func entry() (map[string]int, string) {
	return map[string]int{"a": 1, "b": 2}, "a"
}

func main() {
	fmt.Println(complex(pair()))
	fmt.Println(append(grow()))
	d, s := slices2()
	_ = s
	fmt.Println(copy(slices2()), d)
	m, _ := entry()
	delete(entry())
	fmt.Println(len(m))
	fmt.Println(min(pair()), max(pair()))
	deferred()
}

func deferred() {
	m := map[string]int{"a": 1}
	defer fmt.Println("after delete:", m)
	defer delete(entryOf(m))
	defer fmt.Println(complex(pair()))
}

func entryOf(m map[string]int) (map[string]int, string) { return m, "a" }

// Output:
// (3+4i)
// [1 2 3]
// 2 [0 0]
// 2
// 3 4
// (3+4i)
// after delete: map[]
