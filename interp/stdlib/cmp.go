package stdlib

import "github.com/adrepl/adrepl/interp"

// Package cmp: interpreted generic code, as in Go.

const cmpSrc = `package cmp

// Ordered is a constraint for types supporting the operators < <= >= >.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64 |
		~string
}

func isNaN[T Ordered](x T) bool {
	return x != x
}

// Less reports whether x < y, a NaN being less than any non-NaN.
func Less[T Ordered](x, y T) bool {
	return (isNaN(x) && !isNaN(y)) || x < y
}

// Compare returns -1, 0 or +1 as x < y, x == y or x > y (NaN is the least).
func Compare[T Ordered](x, y T) int {
	xNaN := isNaN(x)
	yNaN := isNaN(y)
	if xNaN {
		if yNaN {
			return 0
		}
		return -1
	}
	if yNaN {
		return +1
	}
	if x < y {
		return -1
	}
	if x > y {
		return +1
	}
	return 0
}

// Or returns the first of its arguments that is not the zero value.
func Or[T comparable](vals ...T) T {
	var zero T
	for _, v := range vals {
		if v != zero {
			return v
		}
	}
	return zero
}
`

func addCmp(add func(*interp.Library)) {
	add(&interp.Library{Path: "cmp", Src: cmpSrc, Doc: map[string]string{
		"Ordered": "Ordered is the constraint of types with < <= >= >: integers, floats and strings.",
		"Compare": "Compare(x, y) is -1, 0 or +1 as x < y, x == y, x > y; NaN sorts first.",
		"Less":    "Less(x, y) reports x < y, with NaN less than every other value.",
		"Or":      "Or(vals...) returns the first argument that is not the zero value.",
	}})
}
