package stdlib

import (
	"strings"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// What every host binding may allocate, declared binding by binding, so
// that no library call allocates unseen by the memory governor (issue 32:
// strings.NewReplacer, SplitN, time.Format with a long zone, Quote doubling,
// rand.Perm ended in Go's fatal out-of-memory). Each binding is one of:
//
//   - scalar: its results are numbers or booleans (or nothing); what it
//     allocates does not grow with its input.
//   - small(why): its results are strings or pointers of a bounded size
//     (a formatted integer, a substring of an argument, one generator).
//   - rule(size): it may allocate in proportion to its input, and size is
//     an upper bound computed from the arguments, which guard charges
//     before the host function runs. Generated bindings (the *_gen.go
//     files, which are never edited) are charged this way.
//   - guarded(where): the binding charges itself, exactly, where named.
//
// TestAllocRules fails when a binding is missing from the table, when an
// entry names no binding, and when a binding declared scalar has a result
// that is not a number or a boolean.
type allocRule struct {
	kind allocKind
	why  string                     // small and guarded: the reason or the place
	size func(c *interp.Call) int64 // rule: an upper bound in bytes
}

type allocKind int

const (
	allocScalar allocKind = iota
	allocSmall
	allocCharged
	allocGuarded
)

var scalar = allocRule{kind: allocScalar}

func small(why string) allocRule     { return allocRule{kind: allocSmall, why: why} }
func guarded(where string) allocRule { return allocRule{kind: allocGuarded, why: where} }
func rule(size func(c *interp.Call) int64) allocRule {
	return allocRule{kind: allocCharged, size: size}
}

// strArg bounds a string result by k times the length of string argument i.
func strArg(i int, k int64) func(c *interp.Call) int64 {
	return func(c *interp.Call) int64 { return k * int64(len(c.Args[i].String())) }
}

// bytesArg bounds a []byte or []rune result, whose elements are Values,
// by k times the length of []byte argument i.
func bytesArg(i int, k int64) func(c *interp.Call) int64 {
	return func(c *interp.Call) int64 { return k * int64(c.Args[i].Len()) * interp.ValueSize }
}

// validUTF8Size bounds ToValidUTF8: every run of invalid bytes (at most one
// per two bytes) becomes the replacement.
func validUTF8Size(isBytes bool) func(c *interp.Call) int64 {
	return func(c *interp.Call) int64 {
		var n, r int64
		if isBytes {
			n, r = int64(c.Args[0].Len()), int64(c.Args[1].Len())
		} else {
			s := c.Args[0].String()
			if utf8.ValidString(s) {
				return int64(len(s))
			}
			n, r = int64(len(s)), int64(len(c.Args[1].String()))
		}
		size := n + (n/2+1)*r
		if isBytes {
			size *= interp.ValueSize
		}
		return size
	}
}

// partSize is what one string of a []string result takes: its header in
// the host slice and its Value.
const partSize = 16 + interp.ValueSize

// partsOf bounds a []string of the non-empty fields of string argument i:
// at most one per two bytes.
func partsOf(i int) func(c *interp.Call) int64 {
	return func(c *interp.Call) int64 { return (int64(len(c.Args[i].String()))/2 + 1) * partSize }
}

// splitSize bounds SplitN, SplitAfterN (n is argument nArg) and SplitAfter
// (nArg < 0): the parts are as many as the separator's matches plus one
// (a rune each for an empty separator), and at most n, a Value each. With
// a separator, Go makes its slice of min(n, len(s)+1) strings before
// splitting: a huge n on a long string costs 16 bytes a byte of s.
func splitSize(nArg int) func(c *interp.Call) int64 {
	return func(c *interp.Call) int64 {
		s, sep := c.Args[0].String(), c.Args[1].String()
		if int64(len(s)+1)*partSize < interp.ChargeMin {
			return 0
		}
		k := int64(utf8.RuneCountInString(s))
		if sep != "" {
			k = int64(strings.Count(s, sep)) + 1
		}
		host := k
		if nArg >= 0 {
			if n := c.Args[nArg].Int(); n >= 0 {
				k = min(k, n)
				host = k
				if sep != "" {
					host = min(n, int64(len(s))+1)
				}
			}
		}
		return host*16 + k*interp.ValueSize
	}
}

// replacerSize bounds what NewReplacer builds: its generic form keeps a
// trie with a lookup table per node, a few hundred bytes per byte of the
// old strings.
func replacerSize(c *interp.Call) int64 {
	var n int64
	for _, e := range c.Args[0].Elems() {
		n += int64(len(e.String()))
	}
	return n*256 + int64(len(c.Args[0].Elems()))*partSize
}

// timeFormatSize bounds Time.Format and Time.String: each element of the
// layout (at most one per byte) prints at most the zone's name or 40
// bytes (a month or day name, a number, an offset).
func timeFormatSize(c *interp.Call) int64 {
	zone, _ := hostTime(c.Args[0]).Zone()
	layout := int64(len("2006-01-02 15:04:05.999999999 -0700 MST m=+0.000000000"))
	if len(c.Args) > 1 {
		layout = int64(len(c.Args[1].String()))
	}
	return (layout + 1) * (int64(len(zone)) + 40)
}

// guardBindings charges, before each call, the bindings of l charged by a
// rule. It runs once per library, when the packages are built.
func guardBindings(l *interp.Library) {
	for name, h := range l.Host {
		r, ok := allocRules[l.Path+"."+name]
		if !ok || r.kind != allocCharged || h.Call == nil {
			continue
		}
		call, size, what := h.Call, r.size, l.Path+"."+name
		if i := strings.LastIndex(what, "/"); i >= 0 {
			what = what[i+1:] // rand.Perm, not math/rand.Perm
		}
		h.Call = func(c *interp.Call) {
			if n := size(c); n >= interp.ChargeMin {
				c.Charge(n, what)
			}
			call(c)
		}
	}
}

// allocRules classifies every host binding, keyed by import path and the
// Host key ("strings.Builder.Grow").
var allocRules = map[string]allocRule{
	// bytes
	"bytes.Clone":         rule(bytesArg(0, 1)),
	"bytes.Compare":       scalar,
	"bytes.Contains":      scalar,
	"bytes.ContainsAny":   scalar,
	"bytes.ContainsFunc":  scalar,
	"bytes.ContainsRune":  scalar,
	"bytes.Count":         scalar,
	"bytes.Equal":         scalar,
	"bytes.EqualFold":     scalar,
	"bytes.HasPrefix":     scalar,
	"bytes.HasSuffix":     scalar,
	"bytes.Index":         scalar,
	"bytes.IndexAny":      scalar,
	"bytes.IndexByte":     scalar,
	"bytes.IndexFunc":     scalar,
	"bytes.IndexRune":     scalar,
	"bytes.LastIndex":     scalar,
	"bytes.LastIndexAny":  scalar,
	"bytes.LastIndexByte": scalar,
	"bytes.LastIndexFunc": scalar,
	"bytes.Map":           rule(bytesArg(1, 4)),
	"bytes.Repeat":        guarded("bytes.go: ChargeCount before Repeat"),
	"bytes.Replace":       guarded("bytes.go: bytesReplaceCharge"),
	"bytes.ReplaceAll":    guarded("bytes.go: bytesReplaceCharge"),
	"bytes.Runes":         rule(bytesArg(0, 1)),
	"bytes.Title":         rule(bytesArg(0, 2)),
	"bytes.ToLower":       rule(bytesArg(0, 2)),
	"bytes.ToTitle":       rule(bytesArg(0, 2)),
	"bytes.ToUpper":       rule(bytesArg(0, 2)),
	"bytes.ToValidUTF8":   rule(validUTF8Size(true)),
	// errors
	"errors.assignTo":      scalar,
	"errors.checkAsTarget": scalar,
	"errors.comparable":    scalar,
	// fmt
	"fmt.Errorf":   guarded("interp/format.go: the printer charges its chunks and its text"),
	"fmt.Print":    guarded("interp/format.go, and front ends charge what they keep (ChargeOutput)"),
	"fmt.Printf":   guarded("interp/format.go, and front ends charge what they keep (ChargeOutput)"),
	"fmt.Println":  guarded("interp/format.go, and front ends charge what they keep (ChargeOutput)"),
	"fmt.Scan":     small("tokens of stdin, which the front end reads in lines"),
	"fmt.Scanf":    small("tokens of stdin, which the front end reads in lines"),
	"fmt.Scanln":   small("tokens of stdin, which the front end reads in lines"),
	"fmt.Sprint":   guarded("interp/format.go: the printer charges its chunks and its text"),
	"fmt.Sprintf":  guarded("interp/format.go: the printer charges its chunks and its text"),
	"fmt.Sprintln": guarded("interp/format.go: the printer charges its chunks and its text"),
	"fmt.Sscan":    small("tokens of the argument: substrings"),
	"fmt.Sscanf":   small("tokens of the argument: substrings"),
	"fmt.Sscanln":  small("tokens of the argument: substrings"),
	// math
	"math.Abs":             scalar,
	"math.Acos":            scalar,
	"math.Acosh":           scalar,
	"math.Asin":            scalar,
	"math.Asinh":           scalar,
	"math.Atan":            scalar,
	"math.Atan2":           scalar,
	"math.Atanh":           scalar,
	"math.Cbrt":            scalar,
	"math.Ceil":            scalar,
	"math.Copysign":        scalar,
	"math.Cos":             scalar,
	"math.Cosh":            scalar,
	"math.Dim":             scalar,
	"math.Erf":             scalar,
	"math.Erfc":            scalar,
	"math.Erfcinv":         scalar,
	"math.Erfinv":          scalar,
	"math.Exp":             scalar,
	"math.Exp2":            scalar,
	"math.Expm1":           scalar,
	"math.FMA":             scalar,
	"math.Float32bits":     scalar,
	"math.Float32frombits": scalar,
	"math.Float64bits":     scalar,
	"math.Float64frombits": scalar,
	"math.Floor":           scalar,
	"math.Frexp":           scalar,
	"math.Gamma":           scalar,
	"math.Hypot":           scalar,
	"math.Ilogb":           scalar,
	"math.Inf":             scalar,
	"math.IsInf":           scalar,
	"math.IsNaN":           scalar,
	"math.J0":              scalar,
	"math.J1":              scalar,
	"math.Jn":              scalar,
	"math.Ldexp":           scalar,
	"math.Lgamma":          scalar,
	"math.Log":             scalar,
	"math.Log10":           scalar,
	"math.Log1p":           scalar,
	"math.Log2":            scalar,
	"math.Logb":            scalar,
	"math.Max":             scalar,
	"math.Min":             scalar,
	"math.Mod":             scalar,
	"math.Modf":            scalar,
	"math.NaN":             scalar,
	"math.Nextafter":       scalar,
	"math.Nextafter32":     scalar,
	"math.Pow":             scalar,
	"math.Pow10":           scalar,
	"math.Remainder":       scalar,
	"math.Round":           scalar,
	"math.RoundToEven":     scalar,
	"math.Signbit":         scalar,
	"math.Sin":             scalar,
	"math.Sincos":          scalar,
	"math.Sinh":            scalar,
	"math.Sqrt":            scalar,
	"math.Tan":             scalar,
	"math.Tanh":            scalar,
	"math.Trunc":           scalar,
	"math.Y0":              scalar,
	"math.Y1":              scalar,
	"math.Yn":              scalar,
	// math/bits
	"math/bits.Add":             scalar,
	"math/bits.Add32":           scalar,
	"math/bits.Add64":           scalar,
	"math/bits.Div":             scalar,
	"math/bits.Div32":           scalar,
	"math/bits.Div64":           scalar,
	"math/bits.LeadingZeros":    scalar,
	"math/bits.LeadingZeros16":  scalar,
	"math/bits.LeadingZeros32":  scalar,
	"math/bits.LeadingZeros64":  scalar,
	"math/bits.LeadingZeros8":   scalar,
	"math/bits.Len":             scalar,
	"math/bits.Len16":           scalar,
	"math/bits.Len32":           scalar,
	"math/bits.Len64":           scalar,
	"math/bits.Len8":            scalar,
	"math/bits.Mul":             scalar,
	"math/bits.Mul32":           scalar,
	"math/bits.Mul64":           scalar,
	"math/bits.OnesCount":       scalar,
	"math/bits.OnesCount16":     scalar,
	"math/bits.OnesCount32":     scalar,
	"math/bits.OnesCount64":     scalar,
	"math/bits.OnesCount8":      scalar,
	"math/bits.Rem":             scalar,
	"math/bits.Rem32":           scalar,
	"math/bits.Rem64":           scalar,
	"math/bits.Reverse":         scalar,
	"math/bits.Reverse16":       scalar,
	"math/bits.Reverse32":       scalar,
	"math/bits.Reverse64":       scalar,
	"math/bits.Reverse8":        scalar,
	"math/bits.ReverseBytes":    scalar,
	"math/bits.ReverseBytes16":  scalar,
	"math/bits.ReverseBytes32":  scalar,
	"math/bits.ReverseBytes64":  scalar,
	"math/bits.RotateLeft":      scalar,
	"math/bits.RotateLeft16":    scalar,
	"math/bits.RotateLeft32":    scalar,
	"math/bits.RotateLeft64":    scalar,
	"math/bits.RotateLeft8":     scalar,
	"math/bits.Sub":             scalar,
	"math/bits.Sub32":           scalar,
	"math/bits.Sub64":           scalar,
	"math/bits.TrailingZeros":   scalar,
	"math/bits.TrailingZeros16": scalar,
	"math/bits.TrailingZeros32": scalar,
	"math/bits.TrailingZeros64": scalar,
	"math/bits.TrailingZeros8":  scalar,
	// math/cmplx
	"math/cmplx.Abs":   scalar,
	"math/cmplx.Acos":  scalar,
	"math/cmplx.Acosh": scalar,
	"math/cmplx.Asin":  scalar,
	"math/cmplx.Asinh": scalar,
	"math/cmplx.Atan":  scalar,
	"math/cmplx.Atanh": scalar,
	"math/cmplx.Conj":  scalar,
	"math/cmplx.Cos":   scalar,
	"math/cmplx.Cosh":  scalar,
	"math/cmplx.Cot":   scalar,
	"math/cmplx.Exp":   scalar,
	"math/cmplx.Inf":   scalar,
	"math/cmplx.IsInf": scalar,
	"math/cmplx.IsNaN": scalar,
	"math/cmplx.Log":   scalar,
	"math/cmplx.Log10": scalar,
	"math/cmplx.NaN":   scalar,
	"math/cmplx.Phase": scalar,
	"math/cmplx.Polar": scalar,
	"math/cmplx.Pow":   scalar,
	"math/cmplx.Rect":  scalar,
	"math/cmplx.Sin":   scalar,
	"math/cmplx.Sinh":  scalar,
	"math/cmplx.Sqrt":  scalar,
	"math/cmplx.Tan":   scalar,
	"math/cmplx.Tanh":  scalar,
	// math/rand
	"math/rand.Rand.ExpFloat64":  scalar,
	"math/rand.Rand.Float32":     scalar,
	"math/rand.Rand.Float64":     scalar,
	"math/rand.Rand.Int":         scalar,
	"math/rand.Rand.Int31":       scalar,
	"math/rand.Rand.Int31n":      scalar,
	"math/rand.Rand.Int63":       scalar,
	"math/rand.Rand.Int63n":      scalar,
	"math/rand.Rand.Intn":        scalar,
	"math/rand.Rand.NormFloat64": scalar,
	"math/rand.Rand.Perm":        guarded("rand.go: ChargeCount, and perm polls interrupts"),
	"math/rand.Rand.Seed":        scalar,
	"math/rand.Rand.Shuffle":     scalar,
	"math/rand.Rand.Uint32":      scalar,
	"math/rand.Rand.Uint64":      scalar,
	"math/rand.newRandHandle":    small("one generator"),
	"math/rand.newSourceHandle":  small("one generator"),
	"math/rand.rngSource.Int63":  scalar,
	"math/rand.rngSource.Seed":   scalar,
	"math/rand.rngSource.Uint64": scalar,
	// math/rand/v2
	"math/rand/v2.ChaCha8.Uint64":   scalar,
	"math/rand/v2.PCG.Seed":         scalar,
	"math/rand/v2.PCG.Uint64":       scalar,
	"math/rand/v2.Rand.ExpFloat64":  scalar,
	"math/rand/v2.Rand.Float32":     scalar,
	"math/rand/v2.Rand.Float64":     scalar,
	"math/rand/v2.Rand.Int":         scalar,
	"math/rand/v2.Rand.Int32":       scalar,
	"math/rand/v2.Rand.Int32N":      scalar,
	"math/rand/v2.Rand.Int64":       scalar,
	"math/rand/v2.Rand.Int64N":      scalar,
	"math/rand/v2.Rand.IntN":        scalar,
	"math/rand/v2.Rand.NormFloat64": scalar,
	"math/rand/v2.Rand.Perm":        guarded("rand.go: ChargeCount, and perm polls interrupts"),
	"math/rand/v2.Rand.Shuffle":     scalar,
	"math/rand/v2.Rand.Uint":        scalar,
	"math/rand/v2.Rand.Uint32":      scalar,
	"math/rand/v2.Rand.Uint32N":     scalar,
	"math/rand/v2.Rand.Uint64":      scalar,
	"math/rand/v2.Rand.Uint64N":     scalar,
	"math/rand/v2.Rand.UintN":       scalar,
	"math/rand/v2.newChaCha8Handle": small("one generator"),
	"math/rand/v2.newPCGHandle":     small("one generator"),
	"math/rand/v2.newRandHandle":    small("one generator"),
	// runtime
	"runtime.Caller":       small("a file name"),
	"runtime.GC":           scalar,
	"runtime.Gosched":      scalar,
	"runtime.NumCPU":       scalar,
	"runtime.NumGoroutine": scalar,
	"runtime.Version":      small("a constant"),
	// slices
	"slices.sortFunc":       scalar,
	"slices.sortOrdered":    scalar,
	"slices.sortStableFunc": scalar,
	// sort
	"sort.lenOf":      scalar,
	"sort.sortData":   scalar,
	"sort.sortSlice":  scalar,
	"sort.sortValues": scalar,
	// strconv
	"strconv.CanBackquote":       scalar,
	"strconv.FormatBool":         small("at most 5 bytes"),
	"strconv.FormatComplex":      guarded("strconv.go: precCharge"),
	"strconv.FormatFloat":        guarded("strconv.go: precCharge"),
	"strconv.FormatInt":          small("at most 65 bytes"),
	"strconv.FormatUint":         small("at most 65 bytes"),
	"strconv.IsGraphic":          scalar,
	"strconv.IsPrint":            scalar,
	"strconv.Itoa":               small("at most 20 bytes"),
	"strconv.Quote":              rule(strArg(0, 4)),
	"strconv.QuoteRune":          small("at most 12 bytes"),
	"strconv.QuoteRuneToASCII":   small("at most 12 bytes"),
	"strconv.QuoteRuneToGraphic": small("at most 12 bytes"),
	"strconv.QuoteToASCII":       rule(strArg(0, 4)),
	"strconv.QuoteToGraphic":     rule(strArg(0, 4)),
	"strconv.atoi":               rule(strArg(0, 1)),
	"strconv.parseBool":          rule(strArg(0, 1)),
	"strconv.parseComplex":       rule(strArg(0, 1)),
	"strconv.parseFloat":         rule(strArg(0, 1)),
	"strconv.parseInt":           rule(strArg(0, 1)),
	"strconv.parseUint":          rule(strArg(0, 1)),
	"strconv.quotedPrefix":       rule(strArg(0, 1)),
	"strconv.unquote":            rule(strArg(0, 1)),
	"strconv.unquoteChar":        small("a rune and a substring"),
	// strings
	"strings.Builder.Cap":         scalar,
	"strings.Builder.Grow":        guarded("strings.go: builderCharge"),
	"strings.Builder.Len":         scalar,
	"strings.Builder.Reset":       scalar,
	"strings.Builder.String":      small("the builder's own bytes, no copy"),
	"strings.Builder.Write":       guarded("strings.go: builderCharge"),
	"strings.Builder.WriteByte":   guarded("strings.go: builderCharge"),
	"strings.Builder.WriteRune":   guarded("strings.go: builderCharge"),
	"strings.Builder.WriteString": guarded("strings.go: builderCharge"),
	"strings.Clone":               rule(strArg(0, 1)),
	"strings.Compare":             scalar,
	"strings.Contains":            scalar,
	"strings.ContainsAny":         scalar,
	"strings.ContainsFunc":        scalar,
	"strings.ContainsRune":        scalar,
	"strings.Count":               scalar,
	"strings.Cut":                 small("substrings of s, no copy"),
	"strings.CutPrefix":           small("substrings of s, no copy"),
	"strings.CutSuffix":           small("substrings of s, no copy"),
	"strings.EqualFold":           scalar,
	"strings.Fields":              guarded("strings.go: splitCharge"),
	"strings.FieldsFunc":          rule(partsOf(0)),
	"strings.HasPrefix":           scalar,
	"strings.HasSuffix":           scalar,
	"strings.Index":               scalar,
	"strings.IndexAny":            scalar,
	"strings.IndexByte":           scalar,
	"strings.IndexFunc":           scalar,
	"strings.IndexRune":           scalar,
	"strings.Join":                guarded("strings.go: the sum of the parts"),
	"strings.LastIndex":           scalar,
	"strings.LastIndexAny":        scalar,
	"strings.LastIndexByte":       scalar,
	"strings.LastIndexFunc":       scalar,
	"strings.Map":                 rule(strArg(1, 4)),
	"strings.NewReplacer":         rule(replacerSize),
	"strings.Repeat":              guarded("strings.go: ChargeCount before Repeat"),
	"strings.Replace":             guarded("strings.go: replaceCharge"),
	"strings.ReplaceAll":          guarded("strings.go: replaceCharge"),
	"strings.Replacer.Replace":    guarded("strings.go: replacerCharge, the largest expansion of its pairs"),
	"strings.Split":               guarded("strings.go: splitCharge"),
	"strings.SplitAfter":          rule(splitSize(-1)),
	"strings.SplitAfterN":         rule(splitSize(2)),
	"strings.SplitN":              rule(splitSize(2)),
	"strings.Title":               rule(strArg(0, 2)),
	"strings.ToLower":             rule(strArg(0, 2)),
	"strings.ToTitle":             rule(strArg(0, 2)),
	"strings.ToUpper":             rule(strArg(0, 2)),
	"strings.ToValidUTF8":         rule(validUTF8Size(false)),
	"strings.Trim":                small("substrings of s, no copy"),
	"strings.TrimFunc":            small("substrings of s, no copy"),
	"strings.TrimLeft":            small("substrings of s, no copy"),
	"strings.TrimLeftFunc":        small("substrings of s, no copy"),
	"strings.TrimPrefix":          small("substrings of s, no copy"),
	"strings.TrimRight":           small("substrings of s, no copy"),
	"strings.TrimRightFunc":       small("substrings of s, no copy"),
	"strings.TrimSpace":           small("substrings of s, no copy"),
	"strings.TrimSuffix":          small("substrings of s, no copy"),
	// sync
	"sync.Cond.Broadcast":   scalar,
	"sync.Cond.Signal":      scalar,
	"sync.Cond.add":         scalar,
	"sync.Cond.wait":        scalar,
	"sync.Mutex.Lock":       scalar,
	"sync.Mutex.TryLock":    scalar,
	"sync.Mutex.Unlock":     scalar,
	"sync.RWMutex.Lock":     scalar,
	"sync.RWMutex.RLock":    scalar,
	"sync.RWMutex.RUnlock":  scalar,
	"sync.RWMutex.TryLock":  scalar,
	"sync.RWMutex.TryRLock": scalar,
	"sync.RWMutex.Unlock":   scalar,
	"sync.WaitGroup.Add":    scalar,
	"sync.WaitGroup.Wait":   scalar,
	// sync/atomic
	"sync/atomic.sameType": scalar,
	// time
	"time.Duration.Round":    scalar,
	"time.Duration.String":   small("at most 25 bytes"),
	"time.Duration.Truncate": scalar,
	"time.Month.String":      small("a name"),
	"time.Sleep":             scalar,
	"time.Time.AddDate":      scalar,
	"time.Time.Clock":        scalar,
	"time.Time.Date":         scalar,
	"time.Time.Day":          scalar,
	"time.Time.Format":       rule(timeFormatSize),
	"time.Time.Hour":         scalar,
	"time.Time.ISOWeek":      scalar,
	"time.Time.Minute":       scalar,
	"time.Time.Month":        scalar,
	"time.Time.Round":        scalar,
	"time.Time.Second":       scalar,
	"time.Time.String":       rule(timeFormatSize),
	"time.Time.Truncate":     scalar,
	"time.Time.Weekday":      scalar,
	"time.Time.Year":         scalar,
	"time.Time.YearDay":      scalar,
	"time.Time.Zone":         small("the zone's own name, no copy"),
	"time.Weekday.String":    small("a name"),
	"time.date":              scalar,
	"time.now":               scalar,
	"time.parse":             rule(strArg(1, 1)),
	"time.parseDuration":     rule(strArg(0, 1)),
	"time.startTimer":        scalar,
	"time.stopTimer":         scalar,
	// unicode
	"unicode.IsControl":  scalar,
	"unicode.IsDigit":    scalar,
	"unicode.IsGraphic":  scalar,
	"unicode.IsLetter":   scalar,
	"unicode.IsLower":    scalar,
	"unicode.IsMark":     scalar,
	"unicode.IsNumber":   scalar,
	"unicode.IsPrint":    scalar,
	"unicode.IsPunct":    scalar,
	"unicode.IsSpace":    scalar,
	"unicode.IsSymbol":   scalar,
	"unicode.IsTitle":    scalar,
	"unicode.IsUpper":    scalar,
	"unicode.SimpleFold": scalar,
	"unicode.To":         scalar,
	"unicode.ToLower":    scalar,
	"unicode.ToTitle":    scalar,
	"unicode.ToUpper":    scalar,
	"unicode.inTable":    scalar,
	// unicode/utf8
	"unicode/utf8.DecodeLastRune":         scalar,
	"unicode/utf8.DecodeLastRuneInString": scalar,
	"unicode/utf8.DecodeRune":             scalar,
	"unicode/utf8.DecodeRuneInString":     scalar,
	"unicode/utf8.EncodeRune":             scalar,
	"unicode/utf8.FullRune":               scalar,
	"unicode/utf8.FullRuneInString":       scalar,
	"unicode/utf8.RuneCount":              scalar,
	"unicode/utf8.RuneCountInString":      scalar,
	"unicode/utf8.RuneLen":                scalar,
	"unicode/utf8.RuneStart":              scalar,
	"unicode/utf8.Valid":                  scalar,
	"unicode/utf8.ValidRune":              scalar,
	"unicode/utf8.ValidString":            scalar,
}
