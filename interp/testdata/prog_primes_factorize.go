package main

import (
	"fmt"
	"strings"
)

func factorize(n uint64) map[uint64]int {
	f := map[uint64]int{}
	for p := uint64(2); p*p <= n; p++ {
		for n%p == 0 {
			f[p]++
			n /= p
		}
	}
	if n > 1 {
		f[n]++
	}
	return f
}

func format(f map[uint64]int) string {
	var parts []string
	for p := uint64(2); len(parts) < len(f); p++ {
		if e, ok := f[p]; ok {
			if e == 1 {
				parts = append(parts, fmt.Sprint(p))
			} else {
				parts = append(parts, fmt.Sprintf("%d^%d", p, e))
			}
		}
	}
	return strings.Join(parts, " * ")
}

func main() {
	for _, n := range []uint64{2, 12, 360, 97, 1001, 65536, 600851475143} {
		fmt.Println(n, "=", format(factorize(n)))
	}
	fmt.Println(factorize(1000000007))
}

// Output:
// 2 = 2
// 12 = 2^2 * 3
// 360 = 2^3 * 3^2 * 5
// 97 = 97
// 1001 = 7 * 11 * 13
// 65536 = 2^16
// 600851475143 = 71 * 839 * 1471 * 6857
// map[1000000007:1]
