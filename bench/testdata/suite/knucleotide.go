// k-nucleotide style counting: a DNA string from a small generator, then
// the frequency of every substring of length 1, 2, 4 and 6 in maps keyed by
// string; the most frequent of each length and a few counts are printed.
package main

import (
	"fmt"
	"sort"
	"strings"
)

var size = 100000

func dna(n int) string {
	var sb strings.Builder
	x := uint32(7)
	for i := 0; i < n; i++ {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		sb.WriteByte("ACGT"[x%4])
	}
	return sb.String()
}

func counts(s string, k int) map[string]int {
	m := map[string]int{}
	for i := 0; i+k <= len(s); i++ {
		m[s[i:i+k]]++
	}
	return m
}

func main() {
	s := dna(size)
	for _, k := range []int{1, 2, 4, 6} {
		m := counts(s, k)
		keys := make([]string, 0, len(m))
		for key := range m {
			keys = append(keys, key)
		}
		sort.Slice(keys, func(i, j int) bool {
			if m[keys[i]] != m[keys[j]] {
				return m[keys[i]] > m[keys[j]]
			}
			return keys[i] < keys[j]
		})
		fmt.Println(k, len(m), keys[0], m[keys[0]])
	}
	m := counts(s, 6)
	fmt.Println(m["GGTACG"], m["ACGTAC"], m["TTTTTT"])
}
