package main

import (
	"fmt"
	"strings"
)

func add(a, b string) string {
	var out []byte
	carry := 0
	for i, j := len(a)-1, len(b)-1; i >= 0 || j >= 0 || carry > 0; i, j = i-1, j-1 {
		s := carry
		if i >= 0 {
			s += int(a[i] - '0')
		}
		if j >= 0 {
			s += int(b[j] - '0')
		}
		out = append(out, byte('0'+s%10))
		carry = s / 10
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return string(out)
}

func mulSmall(a string, m int) string {
	res := "0"
	for i := 0; i < m; i++ {
		res = add(res, a)
	}
	return res
}

func main() {
	fmt.Println(add("999999999999999999999", "1"))
	a, b := "0", "1"
	for i := 0; i < 150; i++ {
		a, b = b, add(a, b)
	}
	fmt.Println(a)
	f := "1"
	for i := 2; i <= 30; i++ {
		f = mulSmall(f, i)
	}
	fmt.Println(f, len(f), strings.Count(f, "0"))
}

// Output:
// 1000000000000000000000
// 9969216677189303386214405760200
// 265252859812191058636308480000000 33 9
