package main

import "fmt"

func sieve(n int) []int {
	composite := make([]bool, n+1)
	var primes []int
	for i := 2; i <= n; i++ {
		if composite[i] {
			continue
		}
		primes = append(primes, i)
		for j := i * i; j <= n; j += i {
			composite[j] = true
		}
	}
	return primes
}

func main() {
	p := sieve(100)
	fmt.Println(p)
	fmt.Println(len(sieve(100000)))
	big := sieve(1000000)
	fmt.Println(len(big), big[len(big)-1])
}

// Output:
// [2 3 5 7 11 13 17 19 23 29 31 37 41 43 47 53 59 61 67 71 73 79 83 89 97]
// 9592
// 78498 999983
