package interp

import (
	"fmt"
	"go/token"
)

// Per-session caps on what goroutines and timers may pile up. Each live
// goroutine holds a host goroutine and its stack, each pending timer a heap
// entry that every scheduling point looks at; a storm left running (a go
// statement or a time.AfterFunc per iteration, tickers made in a loop)
// would otherwise exhaust the session's memory or make every switch slow.
// The caps are far above what a teaching program uses and low enough that
// interrupting a session at the cap stays fast (stopping 100k goroutines
// takes a fraction of a second). Reaching one is a positioned run-time
// error that ends the cell, as running out of memory does.
// (Variables for the tests.)
var (
	maxGoroutines = 100_000 // live goroutines, goroutine 1 included
	maxTimers     = 100_000 // pending timers: sleeps, time.After, Timers, Tickers, AfterFuncs
)

// capGoroutines refuses a go statement (at pos) that would pass
// maxGoroutines. A goroutine a timer starts (time.AfterFunc) is refused at
// the AfterFunc call when no interpreted frame runs (the scheduler fired the
// timer between two goroutines).
func (in *Interp) capGoroutines(s *sched, pos token.Pos) {
	if len(s.all) >= maxGoroutines {
		in.fatalAtPos(pos, fmt.Sprintf("too many goroutines: %d are running or waiting, the most one adrepl session allows; end some (a WaitGroup, a worker pool) or :stop those of earlier cells", len(s.all)))
	}
}

// fatalAtPos is fatalAt, positioned at pos when no interpreted frame has a
// position.
func (in *Interp) fatalAtPos(pos token.Pos, msg string) {
	e := in.errorHere(msg)
	if !e.Pos.IsValid() && pos.IsValid() {
		e = in.errorAt(pos, msg, Panic)
		e.Exit = 2
	}
	in.ad.tape = nil
	panic(&fatal{e})
}

// capTimers refuses a timer that would pass maxTimers.
func (in *Interp) capTimers(s *sched) {
	if len(s.timers) >= maxTimers {
		in.fatalAt(fmt.Sprintf("too many pending timers: %d sleeps, timers, tickers and AfterFuncs wait, the most one adrepl session allows; Stop the tickers and timers no longer needed", len(s.timers)))
	}
}

// clearTimers drops every pending timer of the session, those armed by
// earlier cells included (time.AfterFunc, Tickers): an interrupt, a fatal
// stop, :stop and :reset leave no timer behind to fire in a later cell or
// to keep the scheduler waiting instead of reporting a deadlock. Call it
// with no goroutine but goroutine 1 left.
func (in *Interp) clearTimers() {
	s := in.sched
	if s == nil {
		return
	}
	for _, t := range s.timers {
		t.idx = -1
	}
	clear(s.timers)
	s.timers = s.timers[:0]
	for _, gp := range s.all {
		gp.sleepT = nil
	}
	in.timersOf = nil
	in.preempt = true // so that updatePreempt recomputes the flag
	in.updatePreempt()
}

// posHere is the position of the innermost interpreted frame that has one
// in the user's code (a library's frames have positions of their own file
// set, as errorHere knows).
func (in *Interp) posHere() token.Pos {
	for f := in.rt.cur; f != nil; f = f.parent {
		if f.pos.IsValid() && in.fset.Position(f.pos).Line > 0 {
			return f.pos
		}
	}
	return token.NoPos
}
