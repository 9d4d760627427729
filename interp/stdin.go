package interp

import (
	"errors"
	"go/types"
	"io"
	"reflect"
)

// The sandbox reads no file and no process stdin of its own: fmt.Scan and
// friends read the user's console input through Options.Stdin, which the
// front end provides (the REPL's terminal, the notebook's input box). The
// lines go through one reader for the whole session, so that what a Scan
// leaves on a line is there for the next one. Like os.Stdin it is a plain
// io.Reader, no io.RuneScanner: fmt then reads it rune by rune and drops
// the one rune it reads ahead, exactly as go run's programs do (the
// newline after "bob" read by Scan(&name) is not seen by the next Scanln).

// ErrInterrupted is what Options.Stdin returns when an interrupt ended the
// wait for input: the program stops as at any interrupt.
var ErrInterrupted = errors.New("interrupted")

// stdinSource turns Options.Stdin's lines into a byte stream.
type stdinSource struct {
	in  *Interp
	buf []byte
	err error // the last error of Options.Stdin
}

func (s *stdinSource) Read(p []byte) (int, error) {
	if len(s.buf) == 0 {
		line, err := s.in.opts.Stdin()
		if err != nil {
			s.err = err
			return 0, err
		}
		s.buf = append(append(s.buf[:0], line...), '\n')
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// ScanStdin is fmt.Scan, Scanln and Scanf: scan (fmt.Fscan, say) reads
// the session's standard input (Options.Stdin) into host pointers standing
// for args, the interpreted pointer arguments, as Scan does; the front
// end's errors become an interrupt or a run-time error.
func (c *Call) ScanStdin(args []Value, scan func(io.Reader, []any) (int, error)) {
	in := c.In
	if in.opts.Stdin == nil {
		c.Scan(args, func([]any) (int, error) { return 0, io.EOF })
		return
	}
	if in.stdin == nil {
		in.stdin = &stdinSource{in: in}
	}
	src := in.stdin
	src.err = nil
	c.Scan(args, func(a []any) (int, error) { return scan(struct{ io.Reader }{src}, a) })
	switch err := src.err; {
	case err == nil || err == io.EOF:
	case errors.Is(err, ErrInterrupted):
		in.stdin = nil // a fresh reader: the cut line is gone
		in.Interrupt()
		in.poll()
	default:
		in.stdin = nil
		c.PanicString(err.Error())
	}
}

// Scan runs a host scanning function (fmt.Sscan, say) on host pointers
// standing for args, the interpreted pointer arguments (to basic types),
// then stores the scanned values back and sets the results (n, err) as
// fmt's Scan functions return them.
func (c *Call) Scan(args []Value, scan func([]any) (int, error)) {
	in := c.In
	host := make([]any, len(args))
	type target struct {
		p Value
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
		if hv == nil || x.V.R == nil {
			// Not a pointer to a basic type: let the host report it, naming the type as Go does.
			c.Results[0] = MakeInt(0)
			c.Results[1] = in.NewError("can't scan type: " + typeString(x.T.T))
			return
		}
		p := x.V
		h := reflect.New(reflect.TypeOf(hv))
		h.Elem().Set(reflect.ValueOf(hostScalar(derefPtr(p), b)))
		host[i] = h.Interface()
		targets[i] = target{p, b, h}
	}
	n, err := scan(host)
	for _, t := range targets {
		if t.p.R == nil {
			continue
		}
		e := t.h.Elem()
		switch {
		case t.b.Info()&types.IsString != 0:
			storePtr(t.p, MakeString(e.String()))
		case t.b.Info()&types.IsBoolean != 0:
			storePtr(t.p, MakeBool(e.Bool()))
		case t.b.Info()&types.IsFloat != 0:
			storePtr(t.p, MakeFloat(e.Float()))
		case t.b.Info()&types.IsComplex != 0:
			storePtr(t.p, MakeComplex(e.Complex()))
		case t.b.Info()&types.IsUnsigned != 0:
			storePtr(t.p, MakeUint(e.Uint()))
		default:
			storePtr(t.p, MakeInt(e.Int()))
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
