package main

import "fmt"

// goto to a labelled loop runs the whole loop again (its init included);
// a goto inside a closure or a range-over-func body stays there; an empty
// labelled statement at the end of a block is a target too.
func seq(n int) func(func(int) bool) {
	return func(yield func(int) bool) {
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

func main() {
	rounds := 0
L:
	for i := 0; i < 3; i++ {
		fmt.Print(i, " ")
		if i == 1 && rounds < 2 {
			rounds++
			goto L
		}
	}
	fmt.Println("rounds", rounds)

	f := func(n int) (s int) {
	top:
		if n == 0 {
			goto done
		}
		s += n
		n--
		goto top
	done:
		return
	}
	fmt.Println(f(10))

	total := 0
	for v := range seq(10) {
		if v == 4 {
			goto out
		}
		total += v
	}
out:
	fmt.Println("total", total)

	{
		k := 0
	inc:
		k++
		if k < 3 {
			goto inc
		}
		fmt.Println("k", k)
		goto end
	end:
	}
	fmt.Println("end")
}

// Output:
// 0 1 0 1 0 1 2 rounds 2
// 55
// total 6
// k 3
// end
