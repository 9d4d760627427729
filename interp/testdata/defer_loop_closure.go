package main

import "fmt"

func process(items []string) (log []string) {
	for _, it := range items {
		defer func() { log = append(log, "cleanup "+it) }()
	}
	log = append(log, "processing")
	return log
}

func main() {
	for _, l := range process([]string{"a", "b", "c"}) {
		fmt.Println(l)
	}
	total := 0
	func() {
		for i := 1; i <= 3; i++ {
			defer func(n int) { total += n * i }(i)
		}
	}()
	fmt.Println(total)
}

// Output:
// processing
// cleanup c
// cleanup b
// cleanup a
// 14
