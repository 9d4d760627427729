package commands

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// The commands' text in the terminal fits Width columns: what they print
// (much of it written by interp: :memory's report, :gradnorm's verdicts,
// :sched's schedule) and the errors they return pass through Wrap, which
// breaks a longer line at spaces, never inside a word. A notebook's
// output area wraps lines to its own width, so the kernel's text is left
// as it is. Errors of the user's code (*interp.Error, positioned) are the
// interpreter's to format and are not touched either.

// Wrap breaks the lines of s that are wider than width at spaces. A
// continuation line starts under the text it continues: under the value
// of a "name   value" line (after its first run of two or more spaces, when
// that is in the first half of the line), else two columns right of the
// line's indentation. A word wider than the room left stays whole, and one
// too wide even for a continuation line is not moved to one.
func Wrap(s string, width int) string {
	if !tooWide(s, width) {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = wrapLine(l, width)
	}
	return strings.Join(lines, "\n")
}

func tooWide(s string, width int) bool {
	for l := range strings.SplitSeq(s, "\n") {
		if len(l) > width && utf8.RuneCountInString(l) > width {
			return true
		}
	}
	return false
}

// wrapLine wraps one line (no newline in it).
func wrapLine(l string, width int) string {
	if utf8.RuneCountInString(l) <= width {
		return l
	}
	text := strings.TrimLeft(l, " ")
	indent := len(l) - len(text)
	hang := indent + 2
	if i := strings.Index(text, "  "); i > 0 {
		j := i + strings.IndexFunc(text[i:], func(r rune) bool { return r != ' ' })
		if j > i && indent+utf8.RuneCountInString(text[:j]) <= width/2 {
			hang = indent + utf8.RuneCountInString(text[:j])
		}
	}
	if hang > width/2 {
		hang = 2
	}
	var b strings.Builder
	b.WriteString(l[:indent])
	col := indent
	first := true // the first word of the current output line
	for len(text) > 0 {
		// The next token: the spaces before a word, and the word.
		sp := len(text) - len(strings.TrimLeft(text, " "))
		rest := text[sp:]
		end := strings.IndexByte(rest, ' ')
		if end < 0 {
			end = len(rest)
		}
		word := rest[:end]
		text = rest[end:]
		if word == "" {
			break // trailing spaces
		}
		n := utf8.RuneCountInString(word)
		switch {
		case first:
			b.WriteString(strings.Repeat(" ", sp))
			col += sp
		case col+sp+n > width && hang+n <= width:
			// (A word too wide for any line stays where it is: breaking
			// before it would only add a line.)
			b.WriteString("\n" + strings.Repeat(" ", hang))
			col = hang
		default:
			b.WriteString(strings.Repeat(" ", sp))
			col += sp
		}
		b.WriteString(word)
		col += n
		first = false
	}
	return b.String()
}

// lineWrapper is an io.Writer that passes whole lines through Wrap; the
// last, unfinished line is held until Flush.
type lineWrapper struct {
	w     io.Writer
	width int
	buf   []byte
}

func (lw *lineWrapper) Write(p []byte) (int, error) {
	lw.buf = append(lw.buf, p...)
	if i := bytes.LastIndexByte(lw.buf, '\n'); i >= 0 {
		done := lw.buf[:i+1]
		_, err := io.WriteString(lw.w, Wrap(string(done), lw.width))
		lw.buf = append(lw.buf[:0], lw.buf[i+1:]...)
		if err != nil {
			return len(p), err
		}
	}
	return len(p), nil
}

// Flush writes the unfinished line.
func (lw *lineWrapper) Flush() {
	if len(lw.buf) > 0 {
		io.WriteString(lw.w, Wrap(string(lw.buf), lw.width))
		lw.buf = lw.buf[:0]
	}
}

// wrapHost is a Host whose Out and Err wrap at Width.
type wrapHost struct {
	Host
	out, err *lineWrapper
}

func newWrapHost(h Host) *wrapHost {
	return &wrapHost{Host: h, out: &lineWrapper{w: h.Out(), width: Width}, err: &lineWrapper{w: h.Err(), width: Width}}
}

func (h *wrapHost) Out() io.Writer { return h.out }
func (h *wrapHost) Err() io.Writer { return h.err }

// flush writes what is left of both streams.
func (h *wrapHost) flush() {
	h.out.Flush()
	h.err.Flush()
}

// wrappedError is a command's error with its text wrapped; errors.Is and
// errors.As still see the error itself.
type wrappedError struct {
	err  error
	text string
}

func (e *wrappedError) Error() string { return e.text }
func (e *wrappedError) Unwrap() error { return e.err }

// wrapError wraps err's text unless it is the user's code's own error.
func wrapError(err error) error {
	var ie *interp.Error
	if err == nil || errors.As(err, &ie) {
		return err
	}
	if text := err.Error(); tooWide(text, Width) {
		return &wrappedError{err, Wrap(text, Width)}
	}
	return err
}
