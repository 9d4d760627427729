package stdlib

import (
	"bytes"
	"strconv"

	"github.com/adrepl/adrepl/interp"
)

// Package bytes: the functions whose results are fresh slices are bound to
// the host's (bytes_gen.go, and Repeat and Replace here, charged before they
// allocate). Those whose results alias the argument (Trim..., Cut...,
// Split..., Fields...) and Buffer are interpreted, written in the source
// below: a []byte is a slice of Values in the interpreter, so only
// interpreted code keeps Go's aliasing (a result is part of the argument;
// Buffer.Bytes is the buffer) and Go's capacities (Buffer grows as Go's does,
// through append's exact growth). WriteTo, ReadFrom and Reader need package
// io, which adrepl does not provide.

const bytesSrc = `package bytes

import (
	"errors"
	"iter"
	"unicode"
	"unicode/utf8"
)

// MinRead is the minimum slice size passed to a Read call by Buffer.ReadFrom.
const MinRead = 512

// ErrTooLarge is passed to panic if memory cannot be allocated to store data in a buffer.
var ErrTooLarge = errors.New("bytes.Buffer: too large")

var errEOF = errors.New("EOF")

var errNegativeRead = errors.New("bytes.Buffer: reader returned negative count from Read")

// A Buffer is a variable-sized buffer of bytes with Read and Write methods.
// The zero value for Buffer is an empty buffer ready to use.
type Buffer struct {
	buf      []byte
	off      int // reads are at buf[off:], writes at buf[len(buf):]
	lastRead int // the size of the last rune read (-1 after any other read, 0 after no read)
}

func NewBuffer(buf []byte) *Buffer { return &Buffer{buf: buf} }

func NewBufferString(s string) *Buffer { return &Buffer{buf: []byte(s)} }

func (b *Buffer) Bytes() []byte { return b.buf[b.off:] }

func (b *Buffer) AvailableBuffer() []byte { return b.buf[len(b.buf):] }

func (b *Buffer) String() string {
	if b == nil {
		return "<nil>"
	}
	return string(b.buf[b.off:])
}

func (b *Buffer) Len() int { return len(b.buf) - b.off }

func (b *Buffer) Cap() int { return cap(b.buf) }

func (b *Buffer) Available() int { return cap(b.buf) - len(b.buf) }

func (b *Buffer) Truncate(n int) {
	if n == 0 {
		b.Reset()
		return
	}
	b.lastRead = 0
	if n < 0 || n > b.Len() {
		panic("bytes.Buffer: truncation out of range")
	}
	b.buf = b.buf[:b.off+n]
}

func (b *Buffer) Reset() {
	b.buf = b.buf[:0]
	b.off = 0
	b.lastRead = 0
}

// grow makes room for n more bytes and returns where they go: in place
// when the capacity allows, by sliding the unread part down when that frees
// enough, else in a new array of at least twice the capacity; a first small
// buffer has room for 64 bytes.
func (b *Buffer) grow(n int) int {
	m := b.Len()
	if m == 0 && b.off != 0 {
		b.Reset()
	}
	if l := len(b.buf); n <= cap(b.buf)-l {
		b.buf = b.buf[:l+n]
		return l
	}
	if b.buf == nil && n <= 64 {
		b.buf = make([]byte, n, 64)
		return 0
	}
	c := cap(b.buf)
	if n <= c/2-m {
		copy(b.buf, b.buf[b.off:])
	} else if c > int(^uint(0)>>1)-c-n {
		panic(ErrTooLarge)
	} else {
		want := m + b.off + n
		if want < 2*c {
			want = 2 * c
		}
		nb := append([]byte(nil), make([]byte, want)...)
		b.buf = nb[:copy(nb, b.buf[b.off:])]
	}
	b.off = 0
	b.buf = b.buf[:m+n]
	return m
}

// room is grow for writes, which first try the capacity there is.
func (b *Buffer) room(n int) int {
	if l := len(b.buf); n <= cap(b.buf)-l {
		b.buf = b.buf[:l+n]
		return l
	}
	return b.grow(n)
}

func (b *Buffer) Grow(n int) {
	if n < 0 {
		panic("bytes.Buffer.Grow: negative count")
	}
	m := b.grow(n)
	b.buf = b.buf[:m]
}

func (b *Buffer) Write(p []byte) (n int, err error) {
	b.lastRead = 0
	m := b.room(len(p))
	return copy(b.buf[m:], p), nil
}

func (b *Buffer) WriteString(s string) (n int, err error) {
	b.lastRead = 0
	m := b.room(len(s))
	return copy(b.buf[m:], s), nil
}

func (b *Buffer) WriteByte(c byte) error {
	b.lastRead = 0
	m := b.room(1)
	b.buf[m] = c
	return nil
}

func (b *Buffer) WriteRune(r rune) (n int, err error) {
	if uint32(r) < utf8.RuneSelf {
		b.WriteByte(byte(r))
		return 1, nil
	}
	b.lastRead = 0
	m := b.room(utf8.UTFMax)
	b.buf = utf8.AppendRune(b.buf[:m], r)
	return len(b.buf) - m, nil
}

func (b *Buffer) Read(p []byte) (n int, err error) {
	b.lastRead = 0
	if len(b.buf) <= b.off {
		b.Reset()
		if len(p) == 0 {
			return 0, nil
		}
		return 0, errEOF
	}
	n = copy(p, b.buf[b.off:])
	b.off += n
	if n > 0 {
		b.lastRead = -1
	}
	return n, nil
}

func (b *Buffer) Next(n int) []byte {
	b.lastRead = 0
	m := b.Len()
	if n > m {
		n = m
	}
	data := b.buf[b.off : b.off+n]
	b.off += n
	if n > 0 {
		b.lastRead = -1
	}
	return data
}

func (b *Buffer) ReadByte() (byte, error) {
	if len(b.buf) <= b.off {
		b.Reset()
		return 0, errEOF
	}
	c := b.buf[b.off]
	b.off++
	b.lastRead = -1
	return c, nil
}

func (b *Buffer) ReadRune() (r rune, size int, err error) {
	if len(b.buf) <= b.off {
		b.Reset()
		return 0, 0, errEOF
	}
	r, n := utf8.DecodeRune(b.buf[b.off:])
	b.off += n
	b.lastRead = n
	return r, n, nil
}

func (b *Buffer) UnreadRune() error {
	if b.lastRead <= 0 {
		return errors.New("bytes.Buffer: UnreadRune: previous operation was not a successful ReadRune")
	}
	if b.off >= b.lastRead {
		b.off -= b.lastRead
	}
	b.lastRead = 0
	return nil
}

func (b *Buffer) UnreadByte() error {
	if b.lastRead == 0 {
		return errors.New("bytes.Buffer: UnreadByte: previous operation was not a successful read")
	}
	b.lastRead = 0
	if b.off > 0 {
		b.off--
	}
	return nil
}

func (b *Buffer) readSlice(delim byte) ([]byte, error) {
	var err error
	end := len(b.buf)
	if i := IndexByte(b.buf[b.off:], delim); i >= 0 {
		end = b.off + i + 1
	} else {
		err = errEOF
	}
	line := b.buf[b.off:end]
	b.off = end
	b.lastRead = -1
	return line, err
}

func (b *Buffer) ReadBytes(delim byte) (line []byte, err error) {
	s, err := b.readSlice(delim)
	return append(line, s...), err
}

func (b *Buffer) ReadString(delim byte) (line string, err error) {
	s, err := b.readSlice(delim)
	return string(s), err
}

func Cut(s, sep []byte) (before, after []byte, found bool) {
	if i := Index(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, nil, false
}

func CutPrefix(s, prefix []byte) (after []byte, found bool) {
	if !HasPrefix(s, prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

func CutSuffix(s, suffix []byte) (before []byte, found bool) {
	if !HasSuffix(s, suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

func TrimPrefix(s, prefix []byte) []byte {
	if HasPrefix(s, prefix) {
		return s[len(prefix):]
	}
	return s
}

func TrimSuffix(s, suffix []byte) []byte {
	if HasSuffix(s, suffix) {
		return s[:len(s)-len(suffix)]
	}
	return s
}

// The trimming functions return nil when they trim from the left and
// nothing is left, as Go's do; trimming from the right leaves s[:0].

func TrimLeftFunc(s []byte, f func(r rune) bool) []byte {
	for len(s) > 0 {
		r, n := utf8.DecodeRune(s)
		if !f(r) {
			return s
		}
		s = s[n:]
	}
	return nil
}

func TrimRightFunc(s []byte, f func(r rune) bool) []byte {
	for len(s) > 0 {
		r, n := utf8.DecodeLastRune(s)
		if !f(r) {
			break
		}
		s = s[:len(s)-n]
	}
	return s
}

func TrimFunc(s []byte, f func(r rune) bool) []byte {
	return TrimRightFunc(TrimLeftFunc(s, f), f)
}

func TrimSpace(s []byte) []byte { return TrimFunc(s, unicode.IsSpace) }

func inCutset(cutset string) func(rune) bool {
	return func(r rune) bool {
		for _, c := range cutset {
			if c == r {
				return true
			}
		}
		return false
	}
}

func Trim(s []byte, cutset string) []byte {
	if len(s) == 0 {
		return nil
	}
	if cutset == "" {
		return s
	}
	return TrimFunc(s, inCutset(cutset))
}

func TrimLeft(s []byte, cutset string) []byte {
	if len(s) == 0 {
		return nil
	}
	if cutset == "" {
		return s
	}
	return TrimLeftFunc(s, inCutset(cutset))
}

func TrimRight(s []byte, cutset string) []byte {
	if len(s) == 0 || cutset == "" {
		return s
	}
	return TrimRightFunc(s, inCutset(cutset))
}

// split cuts s around sep, keeping keep bytes of each separator in the part
// before it; each part but the last has its length as capacity.
func split(s, sep []byte, keep, n int) [][]byte {
	if n == 0 {
		return nil
	}
	if len(sep) == 0 {
		return explode(s, n)
	}
	if n < 0 {
		n = Count(s, sep) + 1
	}
	if n > len(s)+1 {
		n = len(s) + 1
	}
	parts := make([][]byte, n)
	i := 0
	for ; i < n-1; i++ {
		m := Index(s, sep)
		if m < 0 {
			break
		}
		parts[i] = s[: m+keep : m+keep]
		s = s[m+len(sep):]
	}
	parts[i] = s
	return parts[:i+1]
}

// explode cuts s into its UTF-8 sequences, at most n parts (n <= 0: all).
func explode(s []byte, n int) [][]byte {
	if n <= 0 || n > len(s) {
		n = len(s)
	}
	parts := make([][]byte, n)
	k := 0
	for len(s) > 0 {
		if k+1 >= n {
			parts[k] = s
			k++
			break
		}
		_, size := utf8.DecodeRune(s)
		parts[k] = s[0:size:size]
		s = s[size:]
		k++
	}
	return parts[:k]
}

func Split(s, sep []byte) [][]byte { return split(s, sep, 0, -1) }

func SplitN(s, sep []byte, n int) [][]byte { return split(s, sep, 0, n) }

func SplitAfter(s, sep []byte) [][]byte { return split(s, sep, len(sep), -1) }

func SplitAfterN(s, sep []byte, n int) [][]byte { return split(s, sep, len(sep), n) }

func FieldsFunc(s []byte, f func(rune) bool) [][]byte {
	var bounds []int
	start := -1
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRune(s[i:])
		if f(r) {
			if start >= 0 {
				bounds = append(bounds, start, i)
				start = -1
			}
		} else if start < 0 {
			start = i
		}
		i += size
	}
	if start >= 0 {
		bounds = append(bounds, start, len(s))
	}
	fields := make([][]byte, len(bounds)/2)
	for k := range fields {
		i, j := bounds[2*k], bounds[2*k+1]
		fields[k] = s[i:j:j]
	}
	return fields
}

func Fields(s []byte) [][]byte { return FieldsFunc(s, unicode.IsSpace) }

func Join(s [][]byte, sep []byte) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	if len(s) == 1 {
		return append([]byte(nil), s[0]...)
	}
	n := len(sep) * (len(s) - 1)
	for _, v := range s {
		n += len(v)
	}
	b := make([]byte, 0, n)
	b = append(b, s[0]...)
	for _, v := range s[1:] {
		b = append(b, sep...)
		b = append(b, v...)
	}
	return b
}

func seqOf(parts [][]byte) iter.Seq[[]byte] {
	return func(yield func([]byte) bool) {
		for _, p := range parts {
			if !yield(p) {
				return
			}
		}
	}
}

func Lines(s []byte) iter.Seq[[]byte] {
	return func(yield func([]byte) bool) {
		for len(s) > 0 {
			var line []byte
			if i := IndexByte(s, '\n'); i >= 0 {
				line, s = s[:i+1:i+1], s[i+1:]
			} else {
				line, s = s, nil
			}
			if !yield(line) {
				return
			}
		}
	}
}

func SplitSeq(s, sep []byte) iter.Seq[[]byte] { return seqOf(Split(s, sep)) }

func SplitAfterSeq(s, sep []byte) iter.Seq[[]byte] { return seqOf(SplitAfter(s, sep)) }

func FieldsSeq(s []byte) iter.Seq[[]byte] { return seqOf(Fields(s)) }

func FieldsFuncSeq(s []byte, f func(rune) bool) iter.Seq[[]byte] { return seqOf(FieldsFunc(s, f)) }

func Repeat(b []byte, count int) []byte
func Replace(s, old, new []byte, n int) []byte
func ReplaceAll(s, old, new []byte) []byte
`

func addBytes(add func(*interp.Library)) {
	host := map[string]*interp.HostFunc{
		"Repeat": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			n, k := int64(len(c.Args[0].Elems())), c.Args[1].Int()
			if k > 0 && n > 0 && n*k/k == n && n*k > 1<<31 {
				c.PanicOutOfMemory("bytes.Repeat would make a slice of " + strconv.FormatInt(n*k, 10) + " bytes")
			}
			if k > 0 {
				c.ChargeCount(n, k*interp.ValueSize, "bytes.Repeat")
			}
			c.Results[0] = byteValues(bytes.Repeat(valueBytes(c.Args[0]), int(k)))
		}},
		"Replace": {Call: func(c *interp.Call) {
			bytesReplaceCharge(c, c.Args[3].Int())
			c.Results[0] = byteValues(bytes.Replace(valueBytes(c.Args[0]), valueBytes(c.Args[1]), valueBytes(c.Args[2]), int(c.Args[3].Int())))
		}},
		"ReplaceAll": {Call: func(c *interp.Call) {
			bytesReplaceCharge(c, -1)
			c.Results[0] = byteValues(bytes.ReplaceAll(valueBytes(c.Args[0]), valueBytes(c.Args[1]), valueBytes(c.Args[2])))
		}},
	}
	for k, v := range bytesGenHost {
		host[k] = v
	}
	add(&interp.Library{
		Path: "bytes",
		Src:  bytesSrc + bytesGenSrc,
		Host: host,
		Doc: map[string]string{
			"Buffer":    "Buffer is a growable buffer of bytes: Write, WriteString, WriteByte, WriteRune, then String or Bytes; reads consume it.",
			"Contains":  "Contains(b, sub) reports whether sub is within b.",
			"Equal":     "Equal(a, b) reports whether a and b hold the same bytes (nil equals empty).",
			"Fields":    "Fields(s) splits s around runs of white space; the parts share s's array.",
			"Split":     "Split(s, sep) cuts s around each sep; the parts share s's array.",
			"TrimSpace": "TrimSpace(s) is s without leading and trailing white space, a part of s.",
		},
	})
}

// bytesReplaceCharge charges the result of Replace (one Value per byte)
// before it is made.
func bytesReplaceCharge(c *interp.Call, n int64) {
	s, old, new := valueBytes(c.Args[0]), valueBytes(c.Args[1]), valueBytes(c.Args[2])
	k := int64(len(s)) + 1 // matches of "": one per rune and one more, at most
	if len(old) > 0 {
		k = int64(bytes.Count(s, old))
	}
	if n >= 0 && n < k {
		k = n
	}
	extra := int64(len(new) - len(old))
	if extra < 0 {
		extra = 0
	}
	c.Charge((int64(len(s))+k*extra)*interp.ValueSize, "bytes.Replace")
}
