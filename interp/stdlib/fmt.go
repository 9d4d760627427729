package stdlib

import (
	"fmt"
	"io"

	"github.com/adrepl/adrepl/interp"
)

// Package fmt: printing with Go-exact formatting (format.go) and Errorf with
// %w wrapping. Fprint* accept any value with a Write([]byte) (int, error)
// method (a *strings.Builder, say); os.Stdout is not available, so there is
// no io.Writer type to name: the parameter is the equivalent interface
// literal, to which every io.Writer is assignable.

const fmtSrc = `package fmt

import (
	"errors"
)

// Stringer is implemented by any value with a String method, which fmt
// uses to print the value with %v and %s.
type Stringer interface {
	String() string
}

// GoStringer is implemented by values with a GoString method, used by %#v.
type GoStringer interface {
	GoString() string
}

// State is the printer state passed to custom formatters.
type State interface {
	Write(b []byte) (n int, err error)
	Width() (wid int, ok bool)
	Precision() (prec int, ok bool)
	Flag(c int) bool
}

// Formatter is implemented by values with a custom formatter.
type Formatter interface {
	Format(f State, verb rune)
}

func Print(a ...any) (n int, err error)
func Println(a ...any) (n int, err error)
func Printf(format string, a ...any) (n int, err error)
func Sprint(a ...any) string
func Sprintln(a ...any) string
func Sprintf(format string, a ...any) string
func Errorf(format string, a ...any) error

func Sscan(str string, a ...any) (n int, err error)
func Sscanln(str string, a ...any) (n int, err error)
func Sscanf(str string, format string, a ...any) (n int, err error)

// Scan, Scanln and Scanf read the user's console input: the terminal in
// the REPL and adrepl run, Jupyter's input box in a notebook (stdin.go).
func Scan(a ...any) (n int, err error)
func Scanln(a ...any) (n int, err error)
func Scanf(format string, a ...any) (n int, err error)

var eof = errors.New("EOF")

func Append(b []byte, a ...any) []byte {
	return append(b, Sprint(a...)...)
}

func Appendln(b []byte, a ...any) []byte {
	return append(b, Sprintln(a...)...)
}

func Appendf(b []byte, format string, a ...any) []byte {
	return append(b, Sprintf(format, a...)...)
}

func Fprint(w interface{ Write(p []byte) (n int, err error) }, a ...any) (n int, err error) {
	return w.Write([]byte(Sprint(a...)))
}

func Fprintln(w interface{ Write(p []byte) (n int, err error) }, a ...any) (n int, err error) {
	return w.Write([]byte(Sprintln(a...)))
}

func Fprintf(w interface{ Write(p []byte) (n int, err error) }, format string, a ...any) (n int, err error) {
	return w.Write([]byte(Sprintf(format, a...)))
}

type wrapError struct {
	msg string
	err error
}

func (e *wrapError) Error() string { return e.msg }

func (e *wrapError) Unwrap() error { return e.err }

type wrapErrors struct {
	msg  string
	errs []error
}

func (e *wrapErrors) Error() string { return e.msg }

func (e *wrapErrors) Unwrap() []error { return e.errs }

func newWrapError(msg string, err error) error { return &wrapError{msg, err} }

func newWrapErrors(msg string, errs []error) error { return &wrapErrors{msg, errs} }

func newError(msg string) error { return errors.New(msg) }

// state is the State passed to Format methods.
type state struct {
	buf           []byte
	wid, prec     int
	widOK, precOK bool
	flags         string
}

func (s *state) Write(b []byte) (n int, err error) {
	s.buf = append(s.buf, b...)
	return len(b), nil
}

func (s *state) WriteString(str string) (n int, err error) {
	s.buf = append(s.buf, str...)
	return len(str), nil
}

func (s *state) Width() (wid int, ok bool) { return s.wid, s.widOK }

func (s *state) Precision() (prec int, ok bool) { return s.prec, s.precOK }

func (s *state) Flag(c int) bool {
	for i := 0; i < len(s.flags); i++ {
		if int(s.flags[i]) == c {
			return true
		}
	}
	return false
}

func newState(wid, prec int, widOK, precOK bool, flags string) State {
	return &state{wid: wid, prec: prec, widOK: widOK, precOK: precOK, flags: flags}
}

func stateText(s State) string { return string(s.(*state).buf) }

// appendInt is strconv.AppendInt(b, int64(n), 10) for FormatString's
// width and precision: fmt imports neither strconv nor unicode/utf8, whose
// sources a first use of fmt would otherwise type-check and compile too
// (about a tenth of a first cell's CPU in the browser playground).
func appendInt(b []byte, n int) []byte {
	if n < 0 {
		b = append(b, '-')
	}
	var d [20]byte
	i := len(d)
	for {
		i--
		r := n % 10
		if r < 0 {
			r = -r
		}
		d[i] = byte('0' + r)
		n /= 10
		if n == 0 {
			break
		}
	}
	return append(b, d[i:]...)
}

// FormatString returns the directive (such as "%+8.2f") that state and verb represent.
func FormatString(state State, verb rune) string {
	b := []byte{'%'}
	for _, c := range " +-#0" {
		if state.Flag(int(c)) {
			b = append(b, byte(c))
		}
	}
	if w, ok := state.Width(); ok {
		b = appendInt(b, w)
	}
	if p, ok := state.Precision(); ok {
		b = append(b, '.')
		b = appendInt(b, p)
	}
	b = append(b, string(verb)...)
	return string(b)
}
`

func addFmt(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "fmt",
		Src:  fmtSrc,
		Host: map[string]*interp.HostFunc{
			"Print": {Call: func(c *interp.Call) {
				fmtWrite(c, c.In.Sprint(c.Args[0].Elems()))
			}},
			"Println": {Call: func(c *interp.Call) {
				fmtWrite(c, c.In.Sprintln(c.Args[0].Elems()))
			}},
			"Printf": {Call: func(c *interp.Call) {
				fmtWrite(c, c.In.Sprintf(c.Args[0].String(), c.Args[1].Elems()))
			}},
			"Sprint": {Call: func(c *interp.Call) {
				c.Results[0] = interp.MakeString(c.In.Sprint(c.Args[0].Elems()))
			}},
			"Sprintln": {Call: func(c *interp.Call) {
				c.Results[0] = interp.MakeString(c.In.Sprintln(c.Args[0].Elems()))
			}},
			"Sprintf": {Call: func(c *interp.Call) {
				c.Results[0] = interp.MakeString(c.In.Sprintf(c.Args[0].String(), c.Args[1].Elems()))
			}},
			"Errorf": {Call: func(c *interp.Call) {
				c.Results[0] = errorf(c.In, c.Args[0].String(), c.Args[1].Elems())
			}},
			"Scan": {Call: func(c *interp.Call) {
				c.ScanStdin(c.Args[0].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscan(r, a...) })
			}},
			"Scanln": {Call: func(c *interp.Call) {
				c.ScanStdin(c.Args[0].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscanln(r, a...) })
			}},
			"Scanf": {Call: func(c *interp.Call) {
				c.ScanStdin(c.Args[1].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscanf(r, c.Args[0].String(), a...) })
			}},
			"Sscan": {Call: func(c *interp.Call) {
				c.Scan(c.Args[1].Elems(), func(a []any) (int, error) { return fmt.Sscan(c.Args[0].String(), a...) })
			}},
			"Sscanln": {Call: func(c *interp.Call) {
				c.Scan(c.Args[1].Elems(), func(a []any) (int, error) { return fmt.Sscanln(c.Args[0].String(), a...) })
			}},
			"Sscanf": {Call: func(c *interp.Call) {
				c.Scan(c.Args[2].Elems(), func(a []any) (int, error) {
					return fmt.Sscanf(c.Args[0].String(), c.Args[1].String(), a...)
				})
			}},
		},
		Doc: map[string]string{
			"Println":    "Println(a...) prints its operands separated by spaces, then a newline.",
			"Print":      "Print(a...) prints its operands, with spaces between operands that are not strings.",
			"Printf":     "Printf(format, a...) prints according to a format such as \"%d %s\\n\".",
			"Sprint":     "Sprint(a...) formats like Print and returns the string.",
			"Sprintln":   "Sprintln(a...) formats like Println and returns the string.",
			"Sprintf":    "Sprintf(format, a...) formats like Printf and returns the string.",
			"Errorf":     "Errorf(format, a...) returns an error with the formatted message; %w wraps an error.",
			"Fprintf":    "Fprintf(w, format, a...) formats like Printf and writes to w (a *strings.Builder, say).",
			"Fprintln":   "Fprintln(w, a...) formats like Println and writes to w.",
			"Fprint":     "Fprint(w, a...) formats like Print and writes to w.",
			"Stringer":   "Stringer is a type with a String() string method, which fmt uses to print it.",
			"Appendf":    "Appendf(b, format, a...) appends the formatted text to b.",
			"GoStringer": "GoStringer is a type with a GoString() string method, used by %#v.",
		},
	})
}

func fmtWrite(c *interp.Call, s string) {
	n, err := c.In.Stdout().Write([]byte(s))
	c.Results[0] = interp.MakeInt(int64(n))
	if err != nil {
		c.Results[1] = c.In.NewError(err.Error())
	} else {
		c.Results[1] = interp.Value{}
	}
}

// errorf is fmt.Errorf: an error with the message Sprintf formats (%w
// accepted as %v for errors), wrapping the %w operands as Go does.
func errorf(in *interp.Interp, format string, args []interp.Value) interp.Value {
	msg, errs, verbs := in.FormatError(format, args)
	switch verbs {
	case 0:
		return in.CallFunc(in.LibFunc("fmt", "newError"), interp.MakeString(msg))[0]
	case 1:
		var err interp.Value
		if len(errs) == 1 {
			err = errs[0]
		}
		return in.CallFunc(in.LibFunc("fmt", "newWrapError"), interp.MakeString(msg), err)[0]
	}
	return in.CallFunc(in.LibFunc("fmt", "newWrapErrors"), interp.MakeString(msg), interp.Value{R: errs})[0]
}
