package stdlib

import (
	"go/types"
	"sort"

	"github.com/adrepl/adrepl/interp"
)

// Package sort. Sorting runs on the host: sort.Slice and SliceStable call
// the host's sort.Slice/SliceStable on the interpreted slice's []Value with
// a less function calling back into interpreted code, and Sort/Stable the
// host's sort.Sort/Stable with an Interface whose methods are the
// interpreted ones. The host algorithms are Go's, so the results, including
// the order of equal elements, are exactly those of go run. Ints, Float64s
// and Strings sort host values directly.

const sortSrc = `package sort

// An implementation of Interface can be sorted by the routines in this package.
type Interface interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

func sortSlice(x any, less func(i, j int) bool, stable bool)
func sortData(data Interface, stable bool)
func sortValues(x any)

func Sort(data Interface)   { sortData(data, false) }
func Stable(data Interface) { sortData(data, true) }

func Slice(x any, less func(i, j int) bool)       { sortSlice(x, less, false) }
func SliceStable(x any, less func(i, j int) bool) { sortSlice(x, less, true) }

func SliceIsSorted(x any, less func(i, j int) bool) bool {
	n := lenOf(x)
	for i := n - 1; i > 0; i-- {
		if less(i, i-1) {
			return false
		}
	}
	return true
}

func lenOf(x any) int

func IsSorted(data Interface) bool {
	n := data.Len()
	for i := n - 1; i > 0; i-- {
		if data.Less(i, i-1) {
			return false
		}
	}
	return true
}

type reverse struct {
	Interface
}

func (r reverse) Less(i, j int) bool {
	return r.Interface.Less(j, i)
}

// Reverse returns the reverse order for data.
func Reverse(data Interface) Interface {
	return &reverse{data}
}

func Ints(x []int)         { sortValues(x) }
func Float64s(x []float64) { sortValues(x) }
func Strings(x []string)   { sortValues(x) }

func IntsAreSorted(x []int) bool {
	for i := len(x) - 1; i > 0; i-- {
		if x[i] < x[i-1] {
			return false
		}
	}
	return true
}

func Float64sAreSorted(x []float64) bool {
	for i := len(x) - 1; i > 0; i-- {
		if x[i] < x[i-1] || (isNaN(x[i]) && !isNaN(x[i-1])) {
			return false
		}
	}
	return true
}

func StringsAreSorted(x []string) bool {
	for i := len(x) - 1; i > 0; i-- {
		if x[i] < x[i-1] {
			return false
		}
	}
	return true
}

func isNaN(f float64) bool { return f != f }

func Search(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

func Find(n int, cmp func(int) int) (i int, found bool) {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if cmp(h) > 0 {
			i = h + 1
		} else {
			j = h
		}
	}
	return i, i < n && cmp(i) == 0
}

func SearchInts(a []int, x int) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchFloat64s(a []float64, x float64) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

func SearchStrings(a []string, x string) int {
	return Search(len(a), func(i int) bool { return a[i] >= x })
}

// IntSlice attaches the methods of Interface to []int, sorting in increasing order.
type IntSlice []int

func (x IntSlice) Len() int           { return len(x) }
func (x IntSlice) Less(i, j int) bool { return x[i] < x[j] }
func (x IntSlice) Swap(i, j int)      { x[i], x[j] = x[j], x[i] }
func (x IntSlice) Sort()              { sortValues([]int(x)) }
func (p IntSlice) Search(x int) int   { return SearchInts(p, x) }

// Float64Slice implements Interface for a []float64, sorting in increasing order,
// with not-a-number (NaN) values ordered before other values.
type Float64Slice []float64

func (x Float64Slice) Len() int { return len(x) }
func (x Float64Slice) Less(i, j int) bool {
	return x[i] < x[j] || (isNaN(x[i]) && !isNaN(x[j]))
}
func (x Float64Slice) Swap(i, j int)        { x[i], x[j] = x[j], x[i] }
func (x Float64Slice) Sort()                { sortValues([]float64(x)) }
func (p Float64Slice) Search(x float64) int { return SearchFloat64s(p, x) }

// StringSlice attaches the methods of Interface to []string, sorting in increasing order.
type StringSlice []string

func (x StringSlice) Len() int              { return len(x) }
func (x StringSlice) Less(i, j int) bool    { return x[i] < x[j] }
func (x StringSlice) Swap(i, j int)         { x[i], x[j] = x[j], x[i] }
func (x StringSlice) Sort()                 { sortValues([]string(x)) }
func (p StringSlice) Search(x string) int   { return SearchStrings(p, x) }
`

// sortIface adapts an interpreted sort.Interface value to the host's.
type sortIface struct {
	in              *interp.Interp
	recv            interp.Value
	len, less, swap interp.Value
}

func (s *sortIface) Len() int { return int(s.in.CallFunc(s.len, s.recv)[0].Int()) }
func (s *sortIface) Less(i, j int) bool {
	return s.in.CallFunc(s.less, s.recv, interp.MakeInt(int64(i)), interp.MakeInt(int64(j)))[0].Bool()
}
func (s *sortIface) Swap(i, j int) {
	s.in.CallFunc(s.swap, s.recv, interp.MakeInt(int64(i)), interp.MakeInt(int64(j)))
}

func addSort(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "sort",
		Src:  sortSrc,
		Host: map[string]*interp.HostFunc{
			"sortSlice": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				if x == nil {
					c.PanicString("reflect: call of Swapper on zero Value")
				}
				if _, ok := x.T.T.Underlying().(*types.Slice); !ok {
					c.PanicString("reflect: call of Swapper on " + typeKind(x.T.T) + " Value")
				}
				less, in := c.Args[1], c.In
				f := func(i, j int) bool {
					return in.CallFunc(less, interp.MakeInt(int64(i)), interp.MakeInt(int64(j)))[0].Bool()
				}
				if _, ok := x.V.R.([]interp.Value); !ok && x.V.R != nil {
					// A packed slice: less reads the slice itself, so the
					// swaps must happen there (sort.Sort makes the same
					// calls as sort.Slice).
					s := &packedSorter{v: x.V, less: f}
					if c.Args[2].Bool() {
						sort.Stable(s)
					} else {
						sort.Sort(s)
					}
					return
				}
				es := x.V.Elems()
				if c.Args[2].Bool() {
					sort.SliceStable(es, f)
				} else {
					sort.Slice(es, f)
				}
			}},
			"lenOf": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				if x == nil {
					c.PanicString("reflect: call of reflect.Value.Len on zero Value")
				}
				if _, ok := x.T.T.Underlying().(*types.Slice); !ok {
					c.PanicString("reflect: call of reflect.Value.Len on " + typeKind(x.T.T) + " Value")
				}
				c.Results[0] = interp.MakeInt(int64(x.V.Len()))
			}},
			"sortData": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				if x == nil {
					c.RuntimePanic("runtime error: invalid memory address or nil pointer dereference")
				}
				in := c.In
				s := &sortIface{in: in, recv: x.V}
				for _, m := range []struct {
					name string
					dst  *interp.Value
				}{{"Len", &s.len}, {"Less", &s.less}, {"Swap", &s.swap}} {
					*m.dst = in.Method(x.T, m.name)
				}
				if c.Args[1].Bool() {
					sort.Stable(s)
				} else {
					sort.Sort(s)
				}
			}},
			"sortValues": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				b, _ := x.T.T.Underlying().(*types.Slice).Elem().Underlying().(*types.Basic)
				sortOrderedSlice(c.In, x.V, b)
			}},
		},
		Doc: map[string]string{
			"Ints":          "Ints(x) sorts a []int in increasing order.",
			"Float64s":      "Float64s(x) sorts a []float64 in increasing order (NaNs first).",
			"Strings":       "Strings(x) sorts a []string in increasing order.",
			"Slice":         "Slice(x, less) sorts the slice x by less(i, j) (not stable).",
			"SliceStable":   "SliceStable(x, less) sorts x by less(i, j), keeping equal elements in order.",
			"Sort":          "Sort(data) sorts data, an Interface with Len, Less and Swap (not stable).",
			"Stable":        "Stable(data) sorts data, keeping equal elements in order.",
			"Search":        "Search(n, f) is the smallest i in [0, n) with f(i) true (n if none), for f false then true.",
			"SearchInts":    "SearchInts(a, x) is the index to insert x at in the sorted a.",
			"IntsAreSorted": "IntsAreSorted(x) reports whether x is sorted in increasing order.",
			"Reverse":       "Reverse(data) is data in reverse order: sort.Sort(sort.Reverse(sort.IntSlice(x))).",
			"Interface":     "Interface is what Sort needs: Len() int, Less(i, j int) bool, Swap(i, j int).",
			"IntSlice":      "IntSlice is []int with the methods of Interface.",
			"Float64Slice":  "Float64Slice is []float64 with the methods of Interface.",
			"StringSlice":   "StringSlice is []string with the methods of Interface.",
		},
	})
}

// typeKind is the reflect kind name of t ("int", "struct", "ptr"...), for
// reflect-style panic messages.
func typeKind(t types.Type) string {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return interp.TypeString(types.Typ[u.Kind()])
	case *types.Pointer:
		return "ptr"
	case *types.Struct:
		return "struct"
	case *types.Map:
		return "map"
	case *types.Array:
		return "array"
	case *types.Signature:
		return "func"
	case *types.Interface:
		return "interface"
	case *types.Chan:
		return "chan"
	}
	return "slice"
}

// packedSorter sorts a packed slice in place for sort.Slice.
type packedSorter struct {
	v    interp.Value
	less func(i, j int) bool
}

func (s *packedSorter) Len() int           { return s.v.Len() }
func (s *packedSorter) Less(i, j int) bool { return s.less(i, j) }
func (s *packedSorter) Swap(i, j int) {
	a, b := s.v.Index(i), s.v.Index(j)
	s.v.SetIndex(i, b)
	s.v.SetIndex(j, a)
}
