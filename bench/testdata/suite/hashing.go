// Byte-buffer hashing: fill a buffer from a xorshift generator, then hash
// it with FNV-1a and with a rolling Adler-32 style sum, pass after pass,
// mutating one byte between passes.
package main

import "fmt"

var size = 65536

func fnv(b []byte) uint32 {
	h := uint32(2166136261)
	for _, c := range b {
		h ^= uint32(c)
		h *= 16777619
	}
	return h
}

func adler(b []byte) uint32 {
	a, s := uint32(1), uint32(0)
	for i := 0; i < len(b); i++ {
		a = (a + uint32(b[i])) % 65521
		s = (s + a) % 65521
	}
	return s<<16 | a
}

func main() {
	buf := make([]byte, size)
	x := uint64(88172645463325252)
	for i := range buf {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		buf[i] = byte(x)
	}
	var acc uint32
	for pass := 0; pass < 20; pass++ {
		acc ^= fnv(buf) + adler(buf)
		buf[pass*997%len(buf)]++
	}
	fmt.Println(acc, fnv(buf), adler(buf))
}
