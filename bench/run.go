package bench

import (
	"bytes"
	"fmt"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// Session is a program loaded into a fresh interpreter by RunFile (parse,
// type-check, compile, and one run of main). Run calls main again, so that
// its time is the run alone: parsing and checking the one-line cell
// "main()" costs microseconds, next to runs of tens of milliseconds.
type Session struct {
	Prog    *Program
	First   string        // output of the first run, by RunFile
	RunFile time.Duration // wall time of that RunFile: parse + check + compile + run
	in      *interp.Interp
	out     bytes.Buffer
	n       int
}

// Load runs p.Src with RunFile in a fresh interpreter.
func Load(p *Program) (*Session, error) { return LoadN(p, p.N) }

// LoadN is Load of the program at size n.
func LoadN(p *Program, n int) (*Session, error) {
	s := &Session{Prog: p}
	s.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &s.out, Stderr: &s.out, Program: true})
	start := time.Now()
	err := s.in.RunFile(p.Key+".go", p.Source(n))
	s.RunFile = time.Since(start)
	s.First = s.out.String()
	if err != nil {
		return nil, fmt.Errorf("%s: RunFile: %v", p.Name, err)
	}
	return s, nil
}

// Run calls main again and returns what it printed.
func (s *Session) Run() (string, error) {
	s.out.Reset()
	s.n++
	if err := s.in.Eval(fmt.Sprintf("run%d", s.n), "main()"); err != nil {
		return "", fmt.Errorf("%s: main(): %v", s.Prog.Name, err)
	}
	return s.out.String(), nil
}

// NativeOutput is what the native version prints.
func (p *Program) NativeOutput() string { return p.NativeOutputN(p.N) }

// NativeOutputN is what the native version prints at size n.
func (p *Program) NativeOutputN(n int) string {
	var b bytes.Buffer
	p.NativeN(&b, n)
	return b.String()
}

// Check compares an interpreted output with the native one.
func (p *Program) Check(native, got string) error {
	if got != native {
		return fmt.Errorf("%s: adrepl printed %q, native Go printed %q", p.Name, got, native)
	}
	return nil
}
