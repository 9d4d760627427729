package main

import (
	"fmt"
	"sort"
)

type result struct {
	job, worker, value int
}

func worker(id int, jobs <-chan int, results chan<- result) {
	for j := range jobs {
		v := 0
		for k := 1; k <= j*1000; k++ {
			v += k % 7
		}
		results <- result{j, id, v}
	}
}

func main() {
	jobs := make(chan int, 100)
	results := make(chan result, 100)
	for w := 1; w <= 4; w++ {
		go worker(w, jobs, results)
	}
	for j := 1; j <= 20; j++ {
		jobs <- j
	}
	close(jobs)
	var all []result
	for a := 1; a <= 20; a++ {
		all = append(all, <-results)
	}
	sort.Slice(all, func(i, j int) bool { return all[i].job < all[j].job })
	sum := 0
	for _, r := range all {
		sum += r.value
		fmt.Println(r.job, r.value)
	}
	fmt.Println("total", sum)
}

// Output:
// 1 3003
// 2 6000
// 3 8998
// 4 11997
// 5 14997
// 6 17998
// 7 21000
// 8 24003
// 9 27000
// 10 29998
// 11 32997
// 12 35997
// 13 38998
// 14 42000
// 15 45003
// 16 48000
// 17 50998
// 18 53997
// 19 56997
// 20 59998
// total 629979
