package main

import "fmt"

func divs(a, b int) (q, r int) {
	defer func() {
		if e := recover(); e != nil {
			fmt.Println("recovered:", e)
		}
	}()
	q = (a + 1) / (b - 1)
	r = (a * 3) % (b - 1)
	return
}

func main() {
	// Trees of locals and constants, each operator and operand kind.
	i, j, n := 7, -3, 100
	fmt.Println(i*i%13, (i+j)*(i-j), n/(i+j), n%(j-1), -(i * j), ^(i + j))
	fmt.Println(i*j/2, i*j%2, (i*j)/-2, (i*j)%-2, (i*j)/-1, (i*j)%-1)
	fmt.Println((i<<3)+j, (j<<2)>>1, (i*j)>>1, (i+0)&^5, 3*(i+j), 100-(i*j))
	// Small types wrap inside trees.
	var a, b int8 = 100, 27
	fmt.Println(a+b+1, a*b, -(a + b + 1), (a+b)/-1, a<<1+b, ^(a + b))
	var u, v uint8 = 200, 100
	fmt.Println(u+v, u*v, u-v-v-v, ^(u + v), (u+v)>>1, (u*2)<<1, u/(v-99), u%(v+1))
	var w uint32 = 1 << 31
	fmt.Println(w*2+1, w+w, (w<<1)|3, -w)
	var m int8 = -128
	fmt.Println(m/-1, m%-1, (m+0)/(b-28), (m+0)%(b-28))
	var x uint64 = 1 << 63
	fmt.Println(x/3+1, x%7, x>>1+x>>2, x+x)
	// Unsigned and signed comparisons of subexpressions.
	fmt.Println(u+v < u, u*2 > v, x+x == 0, i*j < 0, (i*j) > -22, i+j >= n/25, i-j != 10)
	s, t := 0, 0
	for k := 0; k < n && k*k < 2000; k++ {
		s += k * k % 7
		t -= k & 3
		if !(k%3 == 0) || k > 40 {
			t += 2
		}
	}
	fmt.Println(s, t)
	p := 1
	for k := 1; k <= 10; k++ {
		p *= k + 1
		p ^= k << 2
		p |= k % 2
		p &= 1<<40 - 1
	}
	fmt.Println(p)
	fmt.Println(divs(5, 3))
	fmt.Println(divs(5, 1))
}

// Output:
// 10 40 25 0 21 -5
// -10 -1 10 -1 21 0
// 53 -6 -11 2 12 121
// -128 -116 -128 -127 -29 -128
// 44 32 156 211 22 32 200 99
// 1 0 3 2147483648
// -128 0 -128 0
// 3074457345618258603 1 6917529027641081856 0
// true true true true true true false
// 89 -4
// 196471717
// 3 1
// recovered: runtime error: integer divide by zero
// 0 0
