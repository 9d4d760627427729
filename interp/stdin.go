package interp

import (
	"errors"
	"io"
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

// stdinScan runs a scan of standard input on the session's reader and
// turns the front end's errors into an interrupt or a run-time error.
func stdinScan(c *Call, args []Value, scan func(io.Reader, []any) (int, error)) {
	in := c.In
	if in.opts.Stdin == nil {
		fmtScan(c, args, func([]any) (int, error) { return 0, io.EOF })
		return
	}
	if in.stdin == nil {
		in.stdin = &stdinSource{in: in}
	}
	src := in.stdin
	src.err = nil
	fmtScan(c, args, func(a []any) (int, error) { return scan(struct{ io.Reader }{src}, a) })
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
