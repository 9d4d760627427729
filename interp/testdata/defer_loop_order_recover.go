package main

import "fmt"

func step(i int) (out string) {
	defer func() {
		if r := recover(); r != nil {
			out = fmt.Sprintf("step %d recovered %v", i, r)
		}
	}()
	if i%3 == 0 {
		var m map[int]int
		m[i] = i
	}
	return fmt.Sprintf("step %d ok", i)
}

func main() {
	for i := 1; i <= 6; i++ {
		fmt.Println(step(i))
	}
	func() {
		for i := 0; i < 3; i++ {
			defer func(n int) {
				fmt.Println("defer", n, recover())
			}(i)
		}
		panic("loop")
	}()
	fmt.Println("done")
}

// Output:
// step 1 ok
// step 2 ok
// step 3 recovered assignment to entry in nil map
// step 4 ok
// step 5 ok
// step 6 recovered assignment to entry in nil map
// defer 2 loop
// defer 1 <nil>
// defer 0 <nil>
// done
