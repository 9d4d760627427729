package main

import (
	"errors"
	"fmt"
	"strings"
)

var numerals = []struct {
	v int
	s string
}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}

func toRoman(n int) (string, error) {
	if n <= 0 || n >= 4000 {
		return "", errors.New("out of range")
	}
	var b strings.Builder
	for _, p := range numerals {
		for n >= p.v {
			b.WriteString(p.s)
			n -= p.v
		}
	}
	return b.String(), nil
}

func fromRoman(s string) int {
	val := map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
	total := 0
	for i := 0; i < len(s); i++ {
		v := val[s[i]]
		if i+1 < len(s) && val[s[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	return total
}

func main() {
	for _, n := range []int{1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999, 0} {
		r, err := toRoman(n)
		if err != nil {
			fmt.Println(n, err)
			continue
		}
		fmt.Println(n, r, fromRoman(r) == n)
	}
}

// Output:
// 1 I true
// 4 IV true
// 9 IX true
// 14 XIV true
// 40 XL true
// 90 XC true
// 400 CD true
// 1994 MCMXCIV true
// 2024 MMXXIV true
// 3999 MMMCMXCIX true
// 0 out of range
