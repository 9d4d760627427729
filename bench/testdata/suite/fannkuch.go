// fannkuch-redux: over every permutation of 1..n (in the order of the
// counting algorithm), flip the prefix whose length is the first element
// until a 1 comes first; the checksum and the most flips are printed. Int
// slices, swaps and nested loops.
package main

import "fmt"

var size = 9

func fannkuch(n int) (int, int) {
	perm1 := make([]int, n)
	for i := range perm1 {
		perm1[i] = i
	}
	perm := make([]int, n)
	count := make([]int, n)
	maxFlips, checksum, sign := 0, 0, 1
	r := n
	for {
		for ; r != 1; r-- {
			count[r-1] = r
		}
		copy(perm, perm1)
		flips := 0
		for k := perm[0]; k != 0; k = perm[0] {
			for i, j := 0, k; i < j; i, j = i+1, j-1 {
				perm[i], perm[j] = perm[j], perm[i]
			}
			flips++
		}
		if flips > maxFlips {
			maxFlips = flips
		}
		checksum += sign * flips
		sign = -sign
		for {
			if r == n {
				return checksum, maxFlips
			}
			p0 := perm1[0]
			for i := 0; i < r; i++ {
				perm1[i] = perm1[i+1]
			}
			perm1[r] = p0
			count[r]--
			if count[r] > 0 {
				break
			}
			r++
		}
	}
}

func main() {
	sum, flips := fannkuch(size)
	fmt.Printf("%d\nPfannkuchen(%d) = %d\n", sum, size, flips)
}
