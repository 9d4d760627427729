package kernel

import (
	"errors"
	"fmt"
	"sync/atomic"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// What one cell prints and displays is bounded: the kernel keeps it in
// buffers, turns it into JSON (a control byte becomes six: \u0001) and
// queues it for every subscriber, so 128 MiB of prints or one 128 MiB
// display.HTML would need gigabytes. Each cell may send MaxOutput bytes of
// output (DefaultMaxOutput unless configured); past that its prints return
// errOutputCap, as a write to a full device would in Go, its displays are
// replaced by a one-line note, and when it ends a note on stderr says how
// much was not shown. Nothing is dropped without saying so. What is kept is
// charged to the session's memory budget at its JSON size before it is
// buffered, so a budget smaller than the cap still stops the cell with the
// governor's positioned error.

// DefaultMaxOutput is the default cap on one cell's output.
const DefaultMaxOutput = 32 << 20

var errOutputCap = errors.New("the cell's output passed the kernel's output cap (adrepl kernel --max-output)")

// outputBudget is one cell's allowance.
type outputBudget struct {
	max     int64
	used    atomic.Int64
	dropped atomic.Int64 // printed bytes not shown
	hidden  atomic.Int64 // displays not shown
}

// take reserves n bytes; false when they do not fit. A zero max is the
// default.
func (b *outputBudget) take(n int64) bool {
	if b.used.Add(n) > b.limit() {
		b.used.Add(-n)
		return false
	}
	return true
}

func (b *outputBudget) limit() int64 {
	if b.max <= 0 {
		return DefaultMaxOutput
	}
	return b.max
}

// jsonSize is what p takes once escaped in a JSON string: control bytes
// take six, quotes, backslashes and HTML's <, >, & (which encoding/json
// escapes) take two or six, invalid UTF-8 three (U+FFFD).
func jsonSize[T string | []byte](p T) int64 {
	n := int64(0)
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c < 0x20 || c == '<' || c == '>' || c == '&':
			n += 6
			i++
		case c == '"' || c == '\\':
			n += 2
			i++
		case c < utf8.RuneSelf:
			n++
			i++
		default:
			r, w := decodeRune(p[i:])
			if r == utf8.RuneError && w == 1 {
				n += 3
			} else if r == '\u2028' || r == '\u2029' {
				n += 6
			} else {
				n += int64(w)
			}
			i += w
		}
	}
	return n
}

// bundleSize is the JSON size of a MIME bundle's strings.
func bundleSize(data map[string]any) int64 {
	n := int64(0)
	for k, v := range data {
		n += int64(len(k)) + 8
		switch v := v.(type) {
		case string:
			n += jsonSize(v)
		case []byte:
			n += jsonSize(v)
		default:
			n += 64
		}
	}
	return n
}

// capDisplay returns data, or a note in its place when it does not fit
// the cell's allowance.
func (ex *execution) capDisplay(data map[string]any, what string) map[string]any {
	n := bundleSize(data)
	if ex.out.take(n) {
		return data
	}
	ex.out.hidden.Add(1)
	return map[string]any{"text/plain": fmt.Sprintf("adrepl: this %s (%s as JSON) is not shown: the cell's output would pass %s (adrepl kernel --max-output SIZE)",
		what, sizeText(n), sizeText(ex.out.limit()))}
}

// capNote is the note published at the end of a cell whose output passed
// the cap, or "".
func (ex *execution) capNote() string {
	d := ex.out.dropped.Load()
	if d == 0 {
		return ""
	}
	return fmt.Sprintf("adrepl: %s of this cell's output was not shown: a cell may send %s (adrepl kernel --max-output SIZE)\n",
		sizeText(d), sizeText(ex.out.limit()))
}

func sizeText(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

func decodeRune[T string | []byte](p T) (rune, int) {
	switch p := any(p).(type) {
	case string:
		return utf8.DecodeRuneInString(p)
	case []byte:
		return utf8.DecodeRune(p)
	}
	return utf8.RuneError, 1
}

// maxTableRows is the most rows a tape table shows in a notebook: a
// table of every entry of a 2M-entry tape (ad.TapeTable(0)) would need
// gigabytes as text, SVG and HTML. Past it the table keeps its first and
// last rows and says how many it elides, as ad.TapeTable(N) does.
const maxTableRows = 2000

// capTableRows bounds a tape picture's rows to maxTableRows.
func capTableRows(d *interp.Display) {
	if p, ok := d.Data.(interp.TapePicture); ok && (p.Rows <= 0 || p.Rows > maxTableRows) {
		p.Rows = maxTableRows
		d.Data = p
	}
}
