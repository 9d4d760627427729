package stdlib

import (
	"cmp"
	"go/types"
	"math"
	"slices"
	"strings"

	"github.com/adrepl/adrepl/interp"
)

// Package slices: interpreted generic code, except
// sorting: Sort, SortFunc and SortStableFunc run the host's slices
// functions on the interpreted slice's []Value (calling back into
// interpreted comparison functions), so that results, including the order
// of equal elements, are exactly Go's.

const slicesSrc = `package slices

import (
	"cmp"
	"iter"
)

// Host sorting helpers: x is a []E as any, cmp a func(E, E) int as any.
func sortOrdered(x any)
func sortFunc(x any, cmp any)
func sortStableFunc(x any, cmp any)

func Sort[S ~[]E, E cmp.Ordered](x S) {
	sortOrdered(any([]E(x)))
}

func SortFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sortFunc(any([]E(x)), any(cmp))
}

func SortStableFunc[S ~[]E, E any](x S, cmp func(a, b E) int) {
	sortStableFunc(any([]E(x)), any(cmp))
}

func IsSorted[S ~[]E, E cmp.Ordered](x S) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp.Less(x[i], x[i-1]) {
			return false
		}
	}
	return true
}

func IsSortedFunc[S ~[]E, E any](x S, cmp func(a, b E) int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if cmp(x[i], x[i-1]) < 0 {
			return false
		}
	}
	return true
}

func BinarySearch[S ~[]E, E cmp.Ordered](x S, target E) (int, bool) {
	n := len(x)
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp.Less(x[h], target) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && (x[i] == target || (x[i] != x[i] && target != target))
}

func BinarySearchFunc[S ~[]E, E, T any](x S, target T, cmp func(E, T) int) (int, bool) {
	n := len(x)
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp(x[h], target) < 0 {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && cmp(x[i], target) == 0
}

func Min[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Min: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		m = min(m, x[i])
	}
	return m
}

func MinFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MinFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) < 0 {
			m = x[i]
		}
	}
	return m
}

func Max[S ~[]E, E cmp.Ordered](x S) E {
	if len(x) < 1 {
		panic("slices.Max: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		m = max(m, x[i])
	}
	return m
}

func MaxFunc[S ~[]E, E any](x S, cmp func(a, b E) int) E {
	if len(x) < 1 {
		panic("slices.MaxFunc: empty list")
	}
	m := x[0]
	for i := 1; i < len(x); i++ {
		if cmp(x[i], m) > 0 {
			m = x[i]
		}
	}
	return m
}

func Equal[S ~[]E, E comparable](s1, s2 S) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i := range s1 {
		if s1[i] != s2[i] {
			return false
		}
	}
	return true
}

func EqualFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, eq func(E1, E2) bool) bool {
	if len(s1) != len(s2) {
		return false
	}
	for i, v1 := range s1 {
		if !eq(v1, s2[i]) {
			return false
		}
	}
	return true
}

func Compare[S ~[]E, E cmp.Ordered](s1, s2 S) int {
	for i, v1 := range s1 {
		if i >= len(s2) {
			return +1
		}
		if c := cmp.Compare(v1, s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

func CompareFunc[S1 ~[]E1, S2 ~[]E2, E1, E2 any](s1 S1, s2 S2, cmp func(E1, E2) int) int {
	for i, v1 := range s1 {
		if i >= len(s2) {
			return +1
		}
		if c := cmp(v1, s2[i]); c != 0 {
			return c
		}
	}
	if len(s1) < len(s2) {
		return -1
	}
	return 0
}

func Index[S ~[]E, E comparable](s S, v E) int {
	for i := range s {
		if v == s[i] {
			return i
		}
	}
	return -1
}

func IndexFunc[S ~[]E, E any](s S, f func(E) bool) int {
	for i := range s {
		if f(s[i]) {
			return i
		}
	}
	return -1
}

func Contains[S ~[]E, E comparable](s S, v E) bool {
	return Index(s, v) >= 0
}

func ContainsFunc[S ~[]E, E any](s S, f func(E) bool) bool {
	return IndexFunc(s, f) >= 0
}

func Insert[S ~[]E, E any](s S, i int, v ...E) S {
	_ = s[i:] // bounds check
	m := len(v)
	if m == 0 {
		return s
	}
	n := len(s)
	if i == n {
		return append(s, v...)
	}
	if n+m > cap(s) {
		// Grow by append, so the capacity is the one append gives (Go's
		// slices.Insert grows the same way: 5+1 elements get room for 10).
		r := append(s[:i], make(S, n+m-i)...)
		copy(r[i:], v)
		copy(r[i+m:], s[i:])
		return r
	}
	// Room in place: v may share s's array, so it is copied first.
	v = append(S(nil), v...)
	s = s[:n+m]
	copy(s[i+m:], s[i:n])
	copy(s[i:], v)
	return s
}

func Delete[S ~[]E, E any](s S, i, j int) S {
	_ = s[i:j:len(s)] // bounds check
	if i == j {
		return s
	}
	oldlen := len(s)
	s = append(s[:i], s[j:]...)
	clear(s[len(s):oldlen])
	return s
}

func DeleteFunc[S ~[]E, E any](s S, del func(E) bool) S {
	i := IndexFunc(s, del)
	if i == -1 {
		return s
	}
	for j := i + 1; j < len(s); j++ {
		if v := s[j]; !del(v) {
			s[i] = v
			i++
		}
	}
	clear(s[i:])
	return s[:i]
}

func Replace[S ~[]E, E any](s S, i, j int, v ...E) S {
	_ = s[i:j]
	tail := Clone(s[j:])
	r := append(s[:i], v...)
	r = append(r, tail...)
	if len(r) < len(s) {
		clear(s[len(r):])
	}
	return r
}

func Clone[S ~[]E, E any](s S) S {
	if s == nil {
		return nil
	}
	return append(S([]E{}), s...)
}

func Compact[S ~[]E, E comparable](s S) S {
	if len(s) < 2 {
		return s
	}
	i := 1
	for k := 1; k < len(s); k++ {
		if s[k] != s[k-1] {
			if i != k {
				s[i] = s[k]
			}
			i++
		}
	}
	clear(s[i:])
	return s[:i]
}

func CompactFunc[S ~[]E, E any](s S, eq func(E, E) bool) S {
	if len(s) < 2 {
		return s
	}
	i := 1
	for k := 1; k < len(s); k++ {
		if !eq(s[k], s[k-1]) {
			if i != k {
				s[i] = s[k]
			}
			i++
		}
	}
	clear(s[i:])
	return s[:i]
}

func Grow[S ~[]E, E any](s S, n int) S {
	if n < 0 {
		panic("cannot be negative")
	}
	if n -= cap(s) - len(s); n > 0 {
		s = append(s[:cap(s)], make([]E, n)...)[:len(s)]
	}
	return s
}

func Clip[S ~[]E, E any](s S) S {
	return s[:len(s):len(s)]
}

func Reverse[S ~[]E, E any](s S) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

func Concat[S ~[]E, E any](slices ...S) S {
	size := 0
	for _, s := range slices {
		size += len(s)
		if size < 0 {
			panic("len out of range")
		}
	}
	newslice := Grow[S](nil, size)
	for _, s := range slices {
		newslice = append(newslice, s...)
	}
	return newslice
}

func Repeat[S ~[]E, E any](x S, count int) S {
	if count < 0 {
		panic("cannot be negative")
	}
	newslice := make(S, 0, len(x)*count)
	for i := 0; i < count; i++ {
		newslice = append(newslice, x...)
	}
	return newslice
}

func All[Slice ~[]E, E any](s Slice) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i, v := range s {
			if !yield(i, v) {
				return
			}
		}
	}
}

func Backward[Slice ~[]E, E any](s Slice) iter.Seq2[int, E] {
	return func(yield func(int, E) bool) {
		for i := len(s) - 1; i >= 0; i-- {
			if !yield(i, s[i]) {
				return
			}
		}
	}
}

func Values[Slice ~[]E, E any](s Slice) iter.Seq[E] {
	return func(yield func(E) bool) {
		for _, v := range s {
			if !yield(v) {
				return
			}
		}
	}
}

func AppendSeq[Slice ~[]E, E any](s Slice, seq iter.Seq[E]) Slice {
	for v := range seq {
		s = append(s, v)
	}
	return s
}

func Collect[E any](seq iter.Seq[E]) []E {
	return AppendSeq([]E(nil), seq)
}

func Sorted[E cmp.Ordered](seq iter.Seq[E]) []E {
	s := Collect(seq)
	Sort(s)
	return s
}

func SortedFunc[E any](seq iter.Seq[E], cmp func(E, E) int) []E {
	s := Collect(seq)
	SortFunc(s, cmp)
	return s
}

func SortedStableFunc[E any](seq iter.Seq[E], cmp func(E, E) int) []E {
	s := Collect(seq)
	SortStableFunc(s, cmp)
	return s
}

func Chunk[Slice ~[]E, E any](s Slice, n int) iter.Seq[Slice] {
	if n < 1 {
		panic("cannot be less than 1")
	}
	return func(yield func(Slice) bool) {
		for i := 0; i < len(s); i += n {
			end := min(n, len(s[i:]))
			if !yield(s[i : i+end : i+end]) {
				return
			}
		}
	}
}
`

func addSlices(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "slices",
		Src:  slicesSrc,
		Host: map[string]*interp.HostFunc{
			"sortOrdered": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				b, _ := x.T.T.Underlying().(*types.Slice).Elem().Underlying().(*types.Basic)
				sortOrderedSlice(c.In, x.V, b)
			}},
			"sortFunc": {Call: func(c *interp.Call) {
				_, cmp := sortCmp(c)
				c.Args[0].Iface().V.EditElems(func(es []interp.Value) { slices.SortFunc(es, cmp) })
			}},
			"sortStableFunc": {Call: func(c *interp.Call) {
				_, cmp := sortCmp(c)
				c.Args[0].Iface().V.EditElems(func(es []interp.Value) { slices.SortStableFunc(es, cmp) })
			}},
		},
		Doc: map[string]string{
			"Sort":           "Sort(x) sorts a slice of ordered values in increasing order.",
			"SortFunc":       "SortFunc(x, cmp) sorts x by cmp(a, b), negative when a < b (not stable).",
			"SortStableFunc": "SortStableFunc(x, cmp) sorts x by cmp, keeping equal elements in order.",
			"IsSorted":       "IsSorted(x) reports whether x is sorted in increasing order.",
			"BinarySearch":   "BinarySearch(x, target) finds target in sorted x: its position and whether it is there.",
			"Contains":       "Contains(s, v) reports whether v is in s.",
			"ContainsFunc":   "ContainsFunc(s, f) reports whether some element satisfies f.",
			"Index":          "Index(s, v) is the index of the first v in s, or -1.",
			"IndexFunc":      "IndexFunc(s, f) is the index of the first element satisfying f, or -1.",
			"Reverse":        "Reverse(s) reverses the elements of s in place.",
			"Max":            "Max(x) is the largest element of x (panics if x is empty).",
			"Min":            "Min(x) is the smallest element of x (panics if x is empty).",
			"Equal":          "Equal(s1, s2) reports whether s1 and s2 have the same length and elements.",
			"Insert":         "Insert(s, i, v...) inserts the values at index i and returns the new slice.",
			"Delete":         "Delete(s, i, j) removes s[i:j] and returns the new slice.",
			"DeleteFunc":     "DeleteFunc(s, del) removes the elements satisfying del.",
			"Clone":          "Clone(s) is a copy of s.",
			"Compact":        "Compact(s) replaces runs of equal elements by one copy.",
			"Repeat":         "Repeat(x, n) is x repeated n times.",
			"Concat":         "Concat(slices...) is the slices appended together.",
			"All":            "All(s) iterates over index, value pairs of s.",
			"Values":         "Values(s) iterates over the elements of s.",
			"Backward":       "Backward(s) iterates over index, value pairs from the end.",
			"Collect":        "Collect(seq) gathers the values of an iterator into a new slice.",
			"Sorted":         "Sorted(seq) collects the values of seq into a new sorted slice.",
		},
	})
}

// sortOrderedValues sorts interpreted values of the basic type b in place,
// with the host's slices.Sort on host values so that the result (-0 and +0,
// NaNs) is exactly Go's.
func sortOrderedValues(in *interp.Interp, es []interp.Value, b *types.Basic) {
	if len(es) < 2 || b == nil {
		return
	}
	info := b.Info()
	switch {
	case info&types.IsString != 0:
		s := make([]string, len(es))
		for i, e := range es {
			s[i] = e.String()
		}
		sortPolling(in, s, strings.Compare)
		for i, x := range s {
			es[i] = interp.MakeString(x)
		}
	case info&types.IsFloat != 0:
		// Sort the Values themselves (tape marks ride along); pdqsort with
		// cmp.Compare orders exactly as slices.Sort does on float64s.
		sortPolling(in, es, func(a, b interp.Value) int { return cmp.Compare(a.Float(), b.Float()) })
	case info&types.IsUnsigned != 0:
		s := make([]uint64, len(es))
		for i, e := range es {
			s[i] = interp.HostUint(e, b)
		}
		sortPolling(in, s, cmp.Compare[uint64])
		for i, x := range s {
			es[i] = interp.MakeUint(x)
		}
	default:
		s := make([]int64, len(es))
		for i, e := range es {
			s[i] = interp.HostInt(e, b)
		}
		sortPolling(in, s, cmp.Compare[int64])
		for i, x := range s {
			es[i] = interp.MakeInt(x)
		}
	}
}

// sortOrderedSlice sorts the interpreted slice v of the basic type b in
// place: a packed slice (interp.Word elements) directly, others through
// sortOrderedValues.
func sortOrderedSlice(in *interp.Interp, v interp.Value, b *types.Basic) {
	ws, ok := v.R.([]interp.Word)
	if !ok || b == nil {
		v.EditElems(func(es []interp.Value) { sortOrderedValues(in, es, b) })
		return
	}
	if len(ws) < 2 {
		return
	}
	info := b.Info()
	switch {
	case info&types.IsFloat != 0:
		sortPolling(in, ws, func(x, y interp.Word) int {
			return cmp.Compare(math.Float64frombits(x.N), math.Float64frombits(y.N))
		})
	case info&types.IsUnsigned != 0:
		s := make([]uint64, len(ws))
		for i, w := range ws {
			s[i] = interp.HostUint(interp.Value{N: w.N}, b)
		}
		sortPolling(in, s, cmp.Compare[uint64])
		for i, x := range s {
			ws[i] = interp.Word{N: interp.MakeUint(x).N}
		}
	default:
		s := make([]int64, len(ws))
		for i, w := range ws {
			s[i] = interp.HostInt(interp.Value{N: w.N}, b)
		}
		sortPolling(in, s, cmp.Compare[int64])
		for i, x := range s {
			ws[i] = interp.Word{N: interp.MakeInt(x).N}
		}
	}
}

// sortPolling sorts s with the host's pdqsort, answering interrupts: a big
// sort takes seconds. Short slices take the plain path. Every order of
// equal ints and strings looks the same, and the floats are compared with
// cmp.Compare either way, so the result is slices.Sort's.
func sortPolling[E any](in *interp.Interp, s []E, compare func(a, b E) int) {
	if len(s) < 1<<12 {
		slices.SortFunc(s, compare)
		return
	}
	slices.SortFunc(s, func(a, b E) int {
		in.PollInterrupt()
		return compare(a, b)
	})
}

// sortCmp returns the []Value of the slice argument and a host comparison
// calling the interpreted cmp argument (with copies of array and struct
// elements, which the callee may modify).
func sortCmp(c *interp.Call) ([]interp.Value, func(a, b interp.Value) int) {
	x := c.Args[0].Iface()
	f := c.Args[1].Iface().V
	in := c.In
	es := x.V.Elems()
	cp := interp.CopyFunc(x.T.T.Underlying().(*types.Slice).Elem())
	if cp == nil {
		return es, func(a, b interp.Value) int { return int(in.CallFunc(f, a, b)[0].Int()) }
	}
	return es, func(a, b interp.Value) int { return int(in.CallFunc(f, cp(a), cp(b))[0].Int()) }
}
