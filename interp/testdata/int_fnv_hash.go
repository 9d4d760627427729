package main

import "fmt"

func fnv1a32(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= 16777619
	}
	return h
}

func fnv1a64(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

func djb2(s string) uint32 {
	var h uint32 = 5381
	for _, c := range []byte(s) {
		h = h<<5 + h + uint32(c)
	}
	return h
}

func main() {
	for _, s := range []string{"", "a", "hello world", "The quick brown fox"} {
		fmt.Println(fnv1a32(s), fnv1a64(s), djb2(s))
	}
	// linear congruential generator with 32-bit wraparound
	var x uint32 = 1
	for i := 0; i < 5; i++ {
		x = x*1664525 + 1013904223
		fmt.Print(x, " ")
	}
	fmt.Println("|")
	var y int32 = 1
	for i := 0; i < 40; i++ {
		y = y*31 + 7
	}
	fmt.Println(y)
}

// Output:
// 2166136261 14695981039346656037 5381
// 3826002220 12638187200555641996 177670
// 3582672807 8618312879776256743 894552257
// 2924308450 2554721226862139266 2546203896
// 1015568748 1586005467 2165703038 3027450565 217083232 |
// 619162753
