package stdlib

import "github.com/adrepl/adrepl/interp"

// Package iter: Seq and Seq2 (Pull is not available: it needs coroutines).

const iterSrc = `package iter

// Seq is an iterator over sequences of single values.
type Seq[V any] func(yield func(V) bool)

// Seq2 is an iterator over sequences of pairs of values.
type Seq2[K, V any] func(yield func(K, V) bool)
`

func addIter(add func(*interp.Library)) {
	add(&interp.Library{Path: "iter", Src: iterSrc, Doc: map[string]string{
		"Seq":  "Seq[V] is an iterator over single values: func(yield func(V) bool).",
		"Seq2": "Seq2[K, V] is an iterator over pairs: func(yield func(K, V) bool).",
	}})
}
