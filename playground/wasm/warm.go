//go:build js && wasm

package main

import (
	"io"
	"sync"
	"time"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// warmCell is what the warm-up runs: what most first cells use (fmt,
// math, a gradient through a loop, a tape table and a chart). The
// libraries' type-checks are shared by every session of the process, and
// the browser compiles a function of the module on its first call: both
// are then done before the reader presses Run.
const warmCell = `f := func(x float64) float64 {
	h := x
	for i := 0; i < 3; i++ {
		h = math.Tanh(2*h) * math.Sin(h)
	}
	return h
}
_ = fmt.Sprintf("%.3f %v", ad.Derivative(f)(0.5), ad.Grad(f)(0.5))
ad.Plot("h")
`

var warmOnce sync.Once

// warm runs warmCell in a throwaway session, whose output goes nowhere:
// the reader's session, its names and its last tape, are not touched.
// It yields like a cell, so a Run or an Interrupt is received meanwhile.
func (s *session) warm() {
	defer s.warmDone()
	defer func() { recover() }() // a failed warm-up only costs the time it took
	s.yielded = time.Now()
	w := interp.New(interp.Options{
		Stdout:      io.Discard,
		Stderr:      io.Discard,
		Packages:    stdlib.Packages(),
		PictureText: pictures.Text,
		Display:     func(d interp.Display) { render(&d) },
		Result: func(r interp.Result) {
			if r.Display != nil {
				render(r.Display)
			}
		},
		Yield:  s.yield,
		Memory: 1 << 28,
	})
	if w.Eval("warm", warmCell) == nil {
		w.Eval("warm2", "ad.TapeTable(0)")
	}
}

// warmDone lets the runs waiting for the warm-up start.
func (s *session) warmDone() {
	warmOnce.Do(func() {
		close(s.warmed)
		if s.warming {
			post(map[string]any{"type": "warmed"})
		}
	})
}
