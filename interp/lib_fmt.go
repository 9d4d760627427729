package interp

import (
	"fmt"
	"go/types"
	"io"
	"reflect"
	goruntime "runtime"
	"slices"
)

// Package fmt: printing with Go-exact formatting (format.go) and Errorf with
// %w wrapping. Fprint* accept any value with a Write([]byte) (int, error)
// method (a *strings.Builder, say); os.Stdout is not available, so there is
// no io.Writer type to name: the parameter is the equivalent interface
// literal, to which every io.Writer is assignable.

const fmtSrc = `package fmt

import (
	"errors"
	"strconv"
	"unicode/utf8"
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

// FormatString returns the directive (such as "%+8.2f") that state and verb represent.
func FormatString(state State, verb rune) string {
	b := []byte{'%'}
	for _, c := range " +-#0" {
		if state.Flag(int(c)) {
			b = append(b, byte(c))
		}
	}
	if w, ok := state.Width(); ok {
		b = strconv.AppendInt(b, int64(w), 10)
	}
	if p, ok := state.Precision(); ok {
		b = append(b, '.')
		b = strconv.AppendInt(b, int64(p), 10)
	}
	b = utf8.AppendRune(b, verb)
	return string(b)
}
`

func init() {
	RegisterLibrary(&Library{
		Path: "fmt",
		Src:  fmtSrc,
		Host: map[string]*HostFunc{
			"Print": {Call: func(c *Call) {
				fmtWrite(c, c.In.Sprint(c.Args[0].Elems()))
			}},
			"Println": {Call: func(c *Call) {
				fmtWrite(c, c.In.Sprintln(c.Args[0].Elems()))
			}},
			"Printf": {Call: func(c *Call) {
				fmtWrite(c, c.In.Sprintf(c.Args[0].String(), c.Args[1].Elems()))
			}},
			"Sprint": {Call: func(c *Call) {
				c.Results[0] = MakeString(c.In.Sprint(c.Args[0].Elems()))
			}},
			"Sprintln": {Call: func(c *Call) {
				c.Results[0] = MakeString(c.In.Sprintln(c.Args[0].Elems()))
			}},
			"Sprintf": {Call: func(c *Call) {
				c.Results[0] = MakeString(c.In.Sprintf(c.Args[0].String(), c.Args[1].Elems()))
			}},
			"Errorf": {Call: func(c *Call) {
				c.Results[0] = c.In.Errorf(c.Args[0].String(), c.Args[1].Elems())
			}},
			"Scan": {Call: func(c *Call) {
				stdinScan(c, c.Args[0].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscan(r, a...) })
			}},
			"Scanln": {Call: func(c *Call) {
				stdinScan(c, c.Args[0].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscanln(r, a...) })
			}},
			"Scanf": {Call: func(c *Call) {
				stdinScan(c, c.Args[1].Elems(), func(r io.Reader, a []any) (int, error) { return fmt.Fscanf(r, c.Args[0].String(), a...) })
			}},
			"Sscan": {Call: func(c *Call) {
				fmtScan(c, c.Args[1].Elems(), func(a []any) (int, error) { return fmt.Sscan(c.Args[0].String(), a...) })
			}},
			"Sscanln": {Call: func(c *Call) {
				fmtScan(c, c.Args[1].Elems(), func(a []any) (int, error) { return fmt.Sscanln(c.Args[0].String(), a...) })
			}},
			"Sscanf": {Call: func(c *Call) {
				fmtScan(c, c.Args[2].Elems(), func(a []any) (int, error) {
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

func fmtWrite(c *Call, s string) {
	n, err := c.In.Stdout().Write([]byte(s))
	c.Results[0] = MakeInt(int64(n))
	if err != nil {
		c.Results[1] = c.In.NewError(err.Error())
	} else {
		c.Results[1] = Value{}
	}
}

// fmtScan runs a host scanning function on host pointers standing for the
// interpreted pointer arguments (to basic types), then stores the scanned
// values back.
func fmtScan(c *Call, args []Value, scan func([]any) (int, error)) {
	in := c.In
	host := make([]any, len(args))
	type target struct {
		p *Value
		b *types.Basic
		h reflect.Value
	}
	targets := make([]target, len(args))
	for i, a := range args {
		x := a.Iface()
		if x == nil {
			host[i] = nil
			continue
		}
		var b *types.Basic
		pt, ok := x.T.T.Underlying().(*types.Pointer)
		if !ok {
			c.Results[0] = MakeInt(0)
			c.Results[1] = in.NewError("type not a pointer: " + typeString(x.T.T))
			return
		}
		b, _ = pt.Elem().Underlying().(*types.Basic)
		hv := scalarHostType(b)
		if hv == nil || x.V.Ptr() == nil {
			// Not a pointer to a basic type: let the host report it, naming the type as Go does.
			c.Results[0] = MakeInt(0)
			c.Results[1] = in.NewError("can't scan type: " + typeString(x.T.T))
			return
		}
		p := x.V.Ptr()
		h := reflect.New(reflect.TypeOf(hv))
		h.Elem().Set(reflect.ValueOf(hostScalar(*p, b)))
		host[i] = h.Interface()
		targets[i] = target{p, b, h}
	}
	n, err := scan(host)
	for _, t := range targets {
		if t.p == nil {
			continue
		}
		e := t.h.Elem()
		switch {
		case t.b.Info()&types.IsString != 0:
			*t.p = MakeString(e.String())
		case t.b.Info()&types.IsBoolean != 0:
			*t.p = MakeBool(e.Bool())
		case t.b.Info()&types.IsFloat != 0:
			*t.p = MakeFloat(e.Float())
		case t.b.Info()&types.IsComplex != 0:
			*t.p = MakeComplex(e.Complex())
		case t.b.Info()&types.IsUnsigned != 0:
			*t.p = MakeUint(e.Uint())
		default:
			*t.p = MakeInt(e.Int())
		}
	}
	c.Results[0] = MakeInt(int64(n))
	if err != nil {
		c.Results[1] = in.NewError(err.Error())
	} else {
		c.Results[1] = Value{}
	}
}

// scalarHostType returns a zero host value of basic type b, or nil.
func scalarHostType(b *types.Basic) any {
	if b == nil || b.Kind() == types.UnsafePointer {
		return nil
	}
	return hostScalar(Value{}, b)
}

// Errorf implements fmt.Errorf: the message as Sprintf formats it (with %w
// accepted as %v for errors), wrapping the %w operands as Go does.
func (in *Interp) Errorf(format string, args []Value) Value {
	p := &printer{in: in, wrapErrs: true}
	p.doPrintf(format, args)
	s := p.text()
	switch len(p.wrapped) {
	case 0:
		return in.CallFunc(in.LibFunc("fmt", "newError"), MakeString(s))[0]
	case 1:
		var err Value
		if x := args[p.wrapped[0]].Iface(); x != nil && p.isErrorType(x.T.T) {
			err = args[p.wrapped[0]]
		}
		return in.CallFunc(in.LibFunc("fmt", "newWrapError"), MakeString(s), err)[0]
	}
	if p.reordered {
		slices.Sort(p.wrapped)
	}
	var errs []Value
	for i, n := range p.wrapped {
		if i > 0 && p.wrapped[i-1] == n {
			continue
		}
		if x := args[n].Iface(); x != nil && p.isErrorType(x.T.T) {
			errs = append(errs, args[n])
		}
	}
	return in.CallFunc(in.LibFunc("fmt", "newWrapErrors"), MakeString(s), Value{R: errs})[0]
}

// ---- helpers shared by the lib_*.go files ----

// valueStrings converts an interpreted []string.
func valueStrings(v Value) []string {
	es := v.Elems()
	if es == nil {
		return nil
	}
	s := make([]string, len(es))
	for i, e := range es {
		s[i] = e.String()
	}
	return s
}

// stringValues converts a host []string to an interpreted one.
func stringValues(s []string) Value {
	if s == nil {
		return Value{}
	}
	es := make([]Value, len(s))
	for i, x := range s {
		es[i] = MakeString(x)
	}
	return Value{R: es}
}

func byteValues(b []byte) Value {
	if b == nil {
		return Value{}
	}
	es := make([]Value, len(b))
	for i, x := range b {
		es[i] = MakeUint(uint64(x))
	}
	return Value{R: es}
}

func valueRunes(v Value) []rune {
	es := v.Elems()
	if es == nil {
		return nil
	}
	r := make([]rune, len(es))
	for i, e := range es {
		r[i] = rune(e.N)
	}
	return r
}

func runeValues(r []rune) Value {
	if r == nil {
		return Value{}
	}
	es := make([]Value, len(r))
	for i, x := range r {
		es[i] = MakeInt(int64(x))
	}
	return Value{R: es}
}

func valueInts(v Value) []int {
	es := v.Elems()
	if es == nil {
		return nil
	}
	s := make([]int, len(es))
	for i, e := range es {
		s[i] = int(e.Int())
	}
	return s
}

func intValues(s []int) Value {
	if s == nil {
		return Value{}
	}
	es := make([]Value, len(s))
	for i, x := range s {
		es[i] = MakeInt(int64(x))
	}
	return Value{R: es}
}

// runePred wraps an interpreted func(rune) bool.
func runePred(in *Interp, f Value) func(rune) bool {
	return func(r rune) bool { return in.CallFunc(f, MakeInt(int64(r)))[0].Bool() }
}

// runeMapping wraps an interpreted func(rune) rune.
func runeMapping(in *Interp, f Value) func(rune) rune {
	return func(r rune) rune { return rune(in.CallFunc(f, MakeInt(int64(r)))[0].Int()) }
}

// hostPanics, deferred in a host function, turns a panic of the host
// library (strings.Repeat's "negative Repeat count", rand's "invalid
// argument to Intn") into the same interpreted panic.
func hostPanics(c *Call) {
	if c.In.unwinding {
		return
	}
	r := recover()
	if r == nil {
		return
	}
	switch r := r.(type) {
	case *fatal:
		c.In.unwinding = true
		panic(r)
	case *goPanic:
		panic(r)
	case string:
		c.PanicString(r)
	case goruntime.Error:
		panic(r)
	case error:
		panic(&goPanic{val: c.In.NewError(r.Error())})
	default:
		c.PanicString(fmt.Sprint(r))
	}
}
