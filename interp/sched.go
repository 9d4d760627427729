package interp

import (
	"fmt"

	"github.com/adrepl/adrepl/ad"
	"go/token"
	"iter"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"time"
)

// The goroutine scheduler (docs/design.md, "Goroutines and channels").
//
// Every interpreted goroutine runs on a host goroutine of its own (its host
// stack is its continuation), but only the one holding the baton runs. The
// others are host coroutines (iter.Pull) suspended in a switch: goroutine 1
// (the cell's host goroutine) drives them, resuming whichever holds the
// baton until it is goroutine 1's turn again; a goroutine that gives the
// baton away hands control back to that driver. A coroutine switch is a
// direct transfer on the same thread, several times cheaper than a channel
// hand-off between host goroutines (no run queue, no waking of another
// thread), and a happens-before edge, so the interpreter needs no lock.
// Exactly one goroutine runs at a time; the interpreter's per-goroutine
// state (frame chain, depth, unwinding, printNest, loopDepth) is saved into
// the g that stops and restored by the g that starts.
//
// The internal API that channels, select, sync and timers build on:
//
//   - in.park(reason) blocks the running goroutine until another one calls
//     in.ready(g) on it (or the program stops). reason is Go's wait reason
//     as tracebacks print it ("chan receive", "sync.Mutex.Lock", "sleep").
//     Before parking, record the goroutine (in.curG()) wherever the waker
//     will find it; park returns when it is readied. It never returns when
//     the program stops meanwhile (interrupt, deadlock, a panic elsewhere):
//     it unwinds as a fatal stop, so code after park needs no such check.
//     A park with nothing left to run and no timer pending is Go's
//     deadlock, reported from there.
//   - in.ready(g) makes a parked goroutine runnable (Go's runnext slot
//     under the go policy: it runs next when the running one yields). It
//     does not yield; call it on a waiting goroutine only, once per park.
//   - in.gosched() yields: the running goroutine goes to the tail of the
//     run queue (runtime.Gosched).
//   - in.addTimer(when, f) schedules f to run at when (the real clock),
//     called by the scheduler on the running goroutine's host stack at a
//     scheduling point: f may call ready or do non-blocking channel work,
//     never park. Timers due at the same instant fire in creation order.
//     in.stopTimer(t) removes a pending timer and reports whether it did.
//     While timers are pending and every goroutine waits, the scheduler
//     sleeps until the earliest, interruptibly; while any is pending, a
//     running goroutine checks them every quantum.
//   - in.sleepUntil(t) is time.Sleep: a timer that readies the goroutine.
//
// All of these run with the baton held (from interpreted code or host
// functions it calls); none may be called from another host goroutine.

type gStatus uint8

const (
	gRunnable gStatus = iota
	gRunning
	gWaiting
	gDead
)

// verdict is what a goroutine is told when it gets the baton.
type verdict uint8

const (
	vRun   verdict = iota // carry on
	vStop                 // unwind and end, silently (the program stopped)
	vFatal                // goroutine 1 only: raise sched.fatal (another goroutine failed)
)

// g is one interpreted goroutine.
type g struct {
	id      int
	status  gStatus
	wait    string    // Go's wait reason while waiting
	start   token.Pos // the go statement; NoPos for goroutine 1
	fn      string    // the function it runs
	creator string    // the function that ran the go statement
	parent  int       // the goroutine that ran it
	entry   func()    // the goroutine's body (nil for goroutine 1)
	noted   bool      // a cell's end note has listed it

	// The goroutine's host coroutine, taken when it first runs (nil for
	// goroutine 1, which is the driver).
	co *hostCo

	// The interpreter's state while the goroutine does not run.
	cur       *frame
	depth     int
	stk       vstack
	unwinding bool
	printNest int
	loopDepth int

	// The tape the goroutine records on: the one of the differentiation
	// its go statement ran in (sched_ad.go), valid while that tape's
	// epoch lasts.
	adTape  *ad.Tape
	adEpoch uint64

	// sudogs are the channel queue entries of a blocked channel operation
	// or select; the one that fired is fired.
	sudogs []*sudog
	fired  *sudog
	// freeSudogs are sudogs of finished operations, reused by the next
	// wait (a blocked operation per message would otherwise allocate).
	// A sudog goes there only once it is in no channel's queue; its
	// results (v, ok, closed) stay readable until the goroutine's next
	// channel operation.
	freeSudogs []*sudog

	// sleepT is the timer of the goroutine's time.Sleep while it sleeps.
	sleepT *timer
}

// sched is the scheduler's state. It exists from the first goroutine,
// channel wait or timer of a session on; sessions that never use them
// pay nothing.
type sched struct {
	cur, main *g
	all       map[int]*g // live goroutines by id
	runq      []*g       // FIFO; head at runq[0]
	runnext   *g         // the go policy's next-to-run slot
	nextID    int
	random    bool // the random policy
	seed      int64
	rng       *rand.Rand
	timers    timerHeap
	timerSeq  uint64
	fatal     *Error  // a fatal stop of another goroutine, for goroutine 1 to raise
	verdict   verdict // what the goroutine that gets the baton is told
	idle      []*hostCo
}

// hostCo is a host coroutine that runs interpreted goroutines: resume
// runs it until its goroutine gives the baton away or ends; yield, called
// on its own stack, returns control to the driver. When its goroutine
// ends it waits in sched.idle for the next goroutine to start: its stack,
// grown by the interpreter's calls, is then reused instead of a new one
// growing again (a go statement per item is a common pattern).
type hostCo struct {
	resume func() (struct{}, bool)
	stop   func()
	yield  func(struct{}) bool
	gp     *g
}

// maxIdle bounds the idle host coroutines kept for reuse.
const maxIdle = 64

// quantum is how many polls (loop back-edges, calls) a goroutine runs
// before it hands over while others are runnable: steps, never wall time,
// so that a schedule depends on the program and the policy only.
const quantum = 10000

// goroutineBytes is what the memory governor charges for each go
// statement, before the host goroutine exists.
const goroutineBytes = 8 << 10

// sch returns the session's scheduler, creating it (with goroutine 1 as
// the running one) on first use.
func (in *Interp) sch() *sched {
	if in.sched == nil {
		m := &g{id: 1, status: gRunning}
		s := &sched{cur: m, main: m, all: map[int]*g{1: m}, nextID: 2}
		s.seed = in.schedSeed
		s.random = in.schedRandom
		s.rng = rand.New(rand.NewPCG(uint64(s.seed), 0x5eed))
		in.sched = s
		in.setQuantum(in.newQuantum())
	}
	return in.sched
}

// curG is the running goroutine.
func (in *Interp) curG() *g { return in.sch().cur }

func (in *Interp) saveG(gp *g) {
	gp.cur, gp.depth, gp.unwinding, gp.stk = in.rt.cur, in.rt.depth, in.unwinding, in.rt.stk
	gp.printNest, gp.loopDepth = in.printNest, in.loopDepth
	// Always the epoch of now: the tape may be the same object as before
	// but a later differentiation on it (adBegin reuses the spare tape), and
	// a stale epoch would make liveTape drop it (issue 26: every other
	// gradient of an alternating loop was 0).
	gp.adTape, gp.adEpoch = in.ad.tape, in.tapeEpoch[in.ad.tape]
}

func (in *Interp) restoreG(gp *g) {
	in.rt.cur, in.rt.depth, in.unwinding, in.rt.stk = gp.cur, gp.depth, gp.unwinding, gp.stk
	in.printNest, in.loopDepth = gp.printNest, gp.loopDepth
	gp.cur, gp.stk = nil, vstack{}
	in.ad.tape = in.liveTape(gp) // sched_ad.go
}

// spawn creates a runnable goroutine that will run entry; it does not
// yield (go f() returns at once, as Go's does).
func (in *Interp) spawn(entry func(), name string, pos token.Pos) *g {
	s := in.sch()
	in.capGoroutines(s, pos) // sched_caps.go
	in.chargeCount(1, goroutineBytes, "a goroutine's stack")
	creator := "main.main"
	if f := in.rt.cur; f != nil && f.fn != nil {
		creator = f.fn.Name
	}
	gp := &g{id: s.nextID, status: gWaiting, start: pos, fn: name, creator: creator, parent: s.cur.id, entry: entry}
	gp.adTape, gp.adEpoch = in.ad.tape, in.tapeEpoch[in.ad.tape]
	s.nextID++
	s.all[gp.id] = gp
	in.ready(gp)
	return gp
}

// ready makes the waiting goroutine gp runnable.
func (in *Interp) ready(gp *g) {
	s := in.sched
	gp.status = gRunnable
	gp.wait = ""
	if s.random || in.inTimer > 0 {
		// Timers due together wake their goroutines in their order.
		s.runq = append(s.runq, gp)
	} else {
		if s.runnext != nil {
			s.runq = append(s.runq, s.runnext)
		}
		s.runnext = gp
	}
	in.updatePreempt()
}

// park blocks the running goroutine until ready is called on it.
func (in *Interp) park(reason string) {
	if in.noSwitch() {
		where := "an //ad:checkpoint loop or an ad.FixedPoint iteration"
		if in.inTimer > 0 {
			where = "a timer's function"
		}
		in.fatalAt("a goroutine switch (" + reason + ") inside " + where + " is not supported yet")
	}
	s := in.sch()
	me := s.cur
	me.status = gWaiting
	me.wait = reason
	in.reschedule(me)
}

// gosched yields to the other runnable goroutines (runtime.Gosched).
func (in *Interp) gosched() {
	if in.sched == nil {
		return
	}
	s := in.sched
	if in.noSwitch() {
		return // the loop runs whole, as a host call would
	}
	in.fireTimers()
	if s.runnext == nil && len(s.runq) == 0 {
		return
	}
	me := s.cur
	me.status = gRunnable
	s.runq = append(s.runq, me)
	in.reschedule(me)
}

// reschedule runs the next goroutine while me (waiting or queued) waits
// for the baton; it returns when me runs again.
func (in *Interp) reschedule(me *g) {
	s := in.sched
	next := in.pick()
	if next == me {
		me.status = gRunning
		s.cur = me
		in.updatePreempt()
		return
	}
	in.saveG(me)
	in.handOff(next, vRun)
	in.await(me)
}

// handOff gives the baton to next with verdict v; next runs once the
// running goroutine transfers control (await, or the end of its host
// coroutine).
func (in *Interp) handOff(next *g, v verdict) {
	s := in.sched
	s.cur = next
	next.status = gRunning
	s.verdict = v
}

// await transfers control to the baton's holder and returns when me holds
// it again: goroutine 1 drives the others until then, any other goroutine
// returns control to goroutine 1's drive.
func (in *Interp) await(me *g) {
	s := in.sched
	if me == s.main {
		in.drive()
	} else {
		me.co.yield(struct{}{})
	}
	v := s.verdict
	in.restoreG(me)
	in.unqueue(me)
	switch v {
	case vStop:
		in.unwinding = true
		panic(&fatal{errStopped})
	case vFatal:
		s := in.sched
		e := s.fatal
		s.fatal = nil
		in.die(e)
	}
	in.setQuantum(in.newQuantum())
	in.updatePreempt()
}

// drive runs goroutine 1's host goroutine as the driver of the others:
// it resumes the baton's holder until the baton comes back to goroutine 1.
func (in *Interp) drive() {
	s := in.sched
	done := false
	defer func() {
		if !done {
			// A host panic out of a coroutine (a bug in adrepl): goroutine
			// 1 unwinds with it and must be the running one.
			s.cur = s.main
			s.main.status = gRunning
		}
	}()
	for s.cur != s.main {
		in.run(s.cur)
	}
	done = true
}

// run resumes gp's host coroutine, taken on its first run, until it gives
// the baton away or ends.
func (in *Interp) run(gp *g) {
	co := gp.co
	if co == nil {
		s := in.sched
		if n := len(s.idle); n > 0 {
			co = s.idle[n-1]
			s.idle[n-1] = nil
			s.idle = s.idle[:n-1]
		} else {
			co = in.newHostCo()
		}
		co.gp = gp
		gp.co = co
	}
	co.resume()
}

// newHostCo makes a host coroutine: it runs its goroutine to the end,
// then waits idle for another (or ends when it is released).
func (in *Interp) newHostCo() *hostCo {
	co := new(hostCo)
	co.resume, co.stop = iter.Pull(func(yield func(struct{}) bool) {
		co.yield = yield
		for {
			in.goroutineMain(co.gp)
			// The baton is handed on (or the goroutine was stopped).
			s := in.sched
			co.gp.co, co.gp = nil, nil
			if len(s.idle) >= maxIdle {
				return
			}
			s.idle = append(s.idle, co)
			if !yield(struct{}{}) {
				return // released
			}
		}
	})
	return co
}

// releaseIdle ends the idle host coroutines (at the end of a cell: a
// session that is dropped keeps no host goroutine).
func (in *Interp) releaseIdle() {
	s := in.sched
	if s == nil {
		return
	}
	for i, co := range s.idle {
		s.idle[i] = nil
		co.stop()
	}
	s.idle = s.idle[:0]
}

// errStopped is the fatal stop a goroutine unwinds with when the program
// stops it; it never reaches a user.
var errStopped = &Error{Kind: Interrupted, Msg: "goroutine stopped"}

// pick removes and returns the next goroutine to run, firing timers and
// sleeping until the earliest when nothing is runnable. With nothing
// runnable and no timer pending, the program is deadlocked: pick raises
// Go's fatal error in the running goroutine.
func (in *Interp) pick() *g {
	s := in.sched
	for {
		in.fireTimers()
		if n := len(s.runq); s.runnext != nil || n > 0 {
			var next *g
			switch {
			case s.random:
				i := s.rng.IntN(n)
				next = s.runq[i]
				s.runq = slices.Delete(s.runq, i, i+1)
			case s.runnext != nil:
				next, s.runnext = s.runnext, nil
			default:
				next = s.runq[0]
				s.runq[0] = nil
				s.runq = s.runq[1:]
			}
			return next
		}
		if len(s.timers) == 0 {
			in.die(in.deadlockError())
		}
		in.sleepForTimer(s.timers[0].when)
	}
}

// sleepForTimer sleeps until when or an interrupt, which stops the
// program from here.
func (in *Interp) sleepForTimer(when time.Time) {
	d := time.Until(when)
	if d <= 0 {
		return
	}
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		if in.interrupted.Load() {
			in.pollNow() // stops the program
		}
		select {
		case <-t.C:
			return
		case <-in.wake: // maybe a token poll already consumed: look again
		}
	}
}

// goroutineMain is the host coroutine of gp.
func (in *Interp) goroutineMain(gp *g) {
	if in.sched.verdict != vRun {
		return
	}
	in.restoreG(gp)
	in.rt.cur, in.rt.depth, in.unwinding, in.printNest, in.loopDepth = nil, 0, false, 0, 0
	in.rt.stk = vstack{} // a stack of its own, made on its first call
	in.ad.tape = in.liveTape(gp)
	in.setQuantum(in.newQuantum())
	in.updatePreempt()
	defer in.goroutineExit(gp)
	gp.entry()
}

// goroutineExit ends gp's host coroutine: a normal end hands the baton
// on; a stop just returns to the driver; an unrecovered panic or a fatal
// stop becomes the program's end, raised by goroutine 1.
func (in *Interp) goroutineExit(gp *g) {
	r := recover()
	s := in.sched
	if f, ok := r.(*fatal); ok && f.err == errStopped {
		return
	}
	gp.status = gDead
	delete(s.all, gp.id)
	in.dropTimersOf(gp)
	if r != nil {
		s.fatal = in.goroutineError(gp, r)
		in.unwinding = false
		in.handOff(s.main, vFatal)
		return
	}
	var next *g
	if e := in.catchFatal(func() { next = in.pick() }); e != nil {
		s.fatal = e
		in.handOff(s.main, vFatal)
		return
	}
	in.handOff(next, vRun)
}

// catchFatal runs f and returns the error of a fatal stop it raised.
func (in *Interp) catchFatal(f func()) (err *Error) {
	defer func() {
		if r := recover(); r != nil {
			fe, ok := r.(*fatal)
			if !ok {
				panic(r)
			}
			in.unwinding = false
			err = fe.err
		}
	}()
	f()
	return nil
}

// goroutineError is what ends the program when goroutine gp fails with r.
func (in *Interp) goroutineError(gp *g, r any) (e *Error) {
	if fe, ok := r.(*fatal); ok {
		return fe.err
	}
	var p *goPanic
	if fe := in.catchFatal(func() { p = in.toPanic(r) }); fe != nil {
		return fe
	}
	e = in.describePanic(p)
	if e.Kind == Panic {
		e.Goroutine = &GoroutineTrace{ID: gp.id, State: "running", CreatedBy: in.createdBy(gp)}
	}
	return e
}

func (in *Interp) createdBy(gp *g) string {
	if !gp.start.IsValid() {
		return ""
	}
	return fmt.Sprintf("created by %s in goroutine %d\n\t\t%s", gp.creator, gp.parent, posString(in.fset.Position(gp.start)))
}

// setQuantum starts a new quantum of q polls; any quick part of the old
// one is dropped.
func (in *Interp) setQuantum(q int) {
	in.quantum = q
	in.pollQuick = 0
}

// newQuantum is the steps a goroutine runs before preemption.
func (in *Interp) newQuantum() int {
	if s := in.sched; s != nil && s.random {
		return 1 + s.rng.IntN(2*quantum)
	}
	return quantum
}

// updatePreempt makes polls count the quantum down while another goroutine
// is runnable or a timer is pending, and stops the extra polls otherwise.
func (in *Interp) updatePreempt() {
	s := in.sched
	p := s.runnext != nil || len(s.runq) > 0 || len(s.timers) > 0
	if p == in.preempt {
		return
	}
	in.preempt = p
	if p {
		if in.pollFlag.Load() == 0 {
			in.pollFlag.Store(1)
		}
		return
	}
	// When preemption ends the flag stays set: the next poll finds no
	// reason to poll and clears it (pollSlow). A ping-pong turns preemption
	// on and off at every message, often with no poll in between; its
	// atomic stores (each a locked instruction) halve. The quick part of
	// the quantum goes back into it, so that the polls made until the flag
	// is cleared do not count: the quantum's next period ends at the same
	// poll as when the flag was cleared at once.
	in.quantum += in.pollQuick
	in.pollQuick = 0
}

// noSwitch reports whether the running goroutine is in a stretch that
// other goroutines must not interleave with: an //ad:checkpoint loop (its
// steps are re-run with output and tape state swapped), ad.FixedPoint's
// unrecorded iterations (its capture check reads shared state), or a
// timer's f (it runs inside the scheduler).
func (in *Interp) noSwitch() bool {
	return in.ad.ckDepth > 0 || in.ad.fpOuter != nil || in.inTimer > 0
}

// preemptTick is poll's part for preemption.
func (in *Interp) preemptTick() {
	if in.quantum--; in.quantum > 0 {
		return
	}
	in.setQuantum(in.newQuantum())
	in.gosched()
}

// unqueue removes the channel queue entries me left when it woke.
func (in *Interp) unqueue(me *g) {
	for _, sg := range me.sudogs {
		if sg.c != nil {
			sg.c.dequeue(sg)
		}
		if len(me.freeSudogs) < 16 {
			me.freeSudogs = append(me.freeSudogs, sg)
		}
	}
	clear(me.sudogs)
	me.sudogs = me.sudogs[:0]
}

// stopOthers ends every goroutine but the running one (a fatal stop, the
// end of main, :stop): each unwinds its host stack without running
// interpreted defers, as when a Go program exits. It returns how many
// it ended. It runs on goroutine 1's host goroutine, the driver.
func (in *Interp) stopOthers() int {
	s := in.sched
	if s == nil {
		return 0
	}
	me := s.cur
	in.saveG(me)
	n := 0
	for _, gp := range s.sorted() {
		if gp == me {
			continue
		}
		n++
		gp.status = gDead
		delete(s.all, gp.id)
		in.dropTimersOf(gp)
		for _, sg := range gp.sudogs {
			if sg.c != nil {
				sg.c.dequeue(sg)
			}
		}
		gp.sudogs = nil
		if gp.co != nil {
			s.cur = gp
			gp.unwinding = true
			s.verdict = vStop
			gp.co.resume()
		}
	}
	s.cur = me
	s.runq = nil
	s.runnext = nil
	in.restoreG(me)
	in.preempt = true // so that updatePreempt recomputes the flag
	in.updatePreempt()
	return n
}

// sorted lists the live goroutines by id.
func (s *sched) sorted() []*g {
	gs := make([]*g, 0, len(s.all))
	for _, gp := range s.all {
		gs = append(gs, gp)
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].id < gs[j].id })
	return gs
}

// GoroutineTrace is one goroutine as a Go traceback shows it.
type GoroutineTrace struct {
	ID        int
	State     string  // "running", "runnable" or the wait reason ("chan receive")
	Stack     []Frame // innermost first
	CreatedBy string  // "created by main.main in goroutine 1" and its position
}

func (t *GoroutineTrace) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "goroutine %d [%s]:", t.ID, t.State)
	for _, f := range t.Stack {
		fmt.Fprintf(&b, "\n\t%s\n\t\t%s", f.Func, posString(f.Pos))
	}
	if t.CreatedBy != "" {
		b.WriteString("\n\t" + t.CreatedBy)
	}
	return b.String()
}

// trace describes gp, which is not running unless it is s.cur.
func (in *Interp) trace(gp *g) GoroutineTrace {
	s := in.sched
	t := GoroutineTrace{ID: gp.id, CreatedBy: in.createdBy(gp)}
	cur := gp.cur
	switch {
	case gp == s.cur:
		cur = in.rt.cur
		t.State = "running"
		if gp.status == gWaiting {
			t.State = gp.wait
		}
	case gp.status == gRunnable:
		t.State = "runnable"
	default:
		t.State = gp.wait
	}
	for f, n := cur, 0; f != nil && n < 12; f, n = f.parent, n+1 {
		pos := f.pos
		for q := f; !pos.IsValid() && q.parent != nil; q = q.parent {
			pos = q.parent.pos
		}
		if f.fn.Name == "main.cell" && !pos.IsValid() {
			continue
		}
		t.Stack = append(t.Stack, Frame{Func: f.fn.Name, Pos: in.fset.Position(pos)})
	}
	if len(t.Stack) == 0 && gp.start.IsValid() {
		t.Stack = []Frame{{Func: gp.fn, Pos: in.fset.Position(gp.start)}}
	}
	return t
}

// deadlockError is Go's fatal error for a program whose goroutines all
// wait with nothing left to wake them.
func (in *Interp) deadlockError() *Error {
	s := in.sched
	e := &Error{Kind: Panic, Exit: 2, Msg: "fatal error: all goroutines are asleep - deadlock!"}
	for _, gp := range s.sorted() {
		t := in.trace(gp)
		e.Goroutines = append(e.Goroutines, t)
	}
	// Positioned where goroutine 1 waits, or the first that has a place.
	for _, t := range e.Goroutines {
		if len(t.Stack) > 0 && t.Stack[0].Pos.IsValid() {
			e.Pos = t.Stack[0].Pos
			e.Line = in.sourceLine(e.Pos.Filename, e.Pos.Line)
			break
		}
	}
	return e
}

// GoroutineInfo describes a live goroutine for :goroutines.
type GoroutineInfo struct {
	ID    int
	State string         // "running", "runnable", or Go's wait reason ("chan receive", "sleep")
	Pos   token.Position // where it is (its innermost interpreted frame)
	Start token.Position // its go statement (zero for goroutine 1)
	Stack []Frame        // innermost first
}

// Goroutines lists the session's live goroutines by id. Between cells
// goroutine 1 is the cell's and those left by earlier cells are parked.
func (in *Interp) Goroutines() []GoroutineInfo {
	s := in.sched
	if s == nil {
		return nil
	}
	var out []GoroutineInfo
	for _, gp := range s.sorted() {
		if gp == s.main && !in.running {
			continue // no cell runs: goroutine 1 has nothing to show
		}
		t := in.trace(gp)
		gi := GoroutineInfo{ID: gp.id, State: t.State, Stack: t.Stack}
		if len(t.Stack) > 0 {
			gi.Pos = t.Stack[0].Pos
		}
		if gp.start.IsValid() {
			gi.Start = in.fset.Position(gp.start)
		}
		out = append(out, gi)
	}
	return out
}

// StopGoroutines ends the goroutines that earlier cells left parked and
// returns how many there were (:stop). Call it between cells.
func (in *Interp) StopGoroutines() int {
	if in.sched == nil {
		return 0
	}
	n := in.stopOthers()
	in.releaseIdle()
	in.clearTimers()
	return n
}

// SetSchedule chooses the scheduling policy: "go" (FIFO run queue with Go's
// runnext slot, the default) or "random" (the next goroutine, the quantum
// and select's choice drawn from a generator seeded with seed). The same
// policy and seed replay the same interleaving. select's choice among
// ready cases under "go" is drawn from the seed too.
func (in *Interp) SetSchedule(policy string, seed int64) error {
	switch policy {
	case "go", "random":
	default:
		return fmt.Errorf("unknown schedule %q (want go or random)", policy)
	}
	in.schedRandom = policy == "random"
	in.schedSeed = seed
	if s := in.sched; s != nil {
		s.random = in.schedRandom
		s.seed = seed
		s.rng = rand.New(rand.NewPCG(uint64(seed), 0x5eed))
	}
	return nil
}

// Schedule reports the scheduling policy and its seed.
func (in *Interp) Schedule() (policy string, seed int64) {
	if in.schedRandom {
		return "random", in.schedSeed
	}
	return "go", in.schedSeed
}

// numGoroutine is runtime.NumGoroutine.
func (in *Interp) numGoroutine() int {
	if in.sched == nil {
		return 1
	}
	return len(in.sched.all)
}

// settleRounds bounds the yields settle makes at the end of a cell.
const settleRounds = 64

// settle gives the goroutines a cell leaves runnable a bounded chance to
// run before the cell ends, as they would go on running in Go: a worker
// readied by the cell's last receive usually has only its return left and
// should not be reported as still running. A goroutine still runnable after
// settleRounds yields (each up to a quantum of steps) stays parked with the
// blocked ones until a later cell.
func (in *Interp) settle() {
	s := in.sched
	if s == nil || in.program {
		return
	}
	for i := 0; i < settleRounds && (s.runnext != nil || len(s.runq) > 0); i++ {
		in.gosched()
	}
}

// endCell is called when goroutine 1 finishes a cell without error:
// programs (requireMain) stop their other goroutines silently, as Go's
// do when main returns; cells keep them parked, with a note when a
// goroutine is there that no earlier note listed.
func (in *Interp) endCell(program bool) {
	s := in.sched
	defer in.releaseIdle()
	if s == nil || len(s.all) <= 1 {
		return
	}
	if program {
		in.stopOthers()
		return
	}
	fresh := false
	for _, gp := range s.all {
		fresh = fresh || gp != s.main && !gp.noted
		gp.noted = true
	}
	if !fresh {
		return // the note of an earlier cell listed them all
	}
	var parts []string
	for _, gp := range s.sorted() {
		if gp == s.main {
			continue
		}
		t := in.trace(gp)
		where := ""
		if len(t.Stack) > 0 {
			p := t.Stack[0].Pos
			where = fmt.Sprintf("%s:%d ", shortFile(p.Filename), p.Line)
		}
		parts = append(parts, where+t.State)
		if len(parts) == 3 && len(s.all)-1 > 3 {
			parts = append(parts, "...")
			break
		}
	}
	n := len(s.all) - 1
	word := "goroutines"
	if n == 1 {
		word = "goroutine"
	}
	fmt.Fprintf(in.stderr, "adrepl: %d %s still running (%s); :goroutines lists them, :stop ends them\n", n, word, strings.Join(parts, ", "))
}

func shortFile(name string) string {
	if i := strings.LastIndexByte(name, '/'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// endGoroutines ends every goroutine after a fatal stop: the others are
// stopped, goroutine 1 leaves the channel queues and timers it was in.
func (in *Interp) endGoroutines() {
	s := in.sched
	if s == nil {
		return
	}
	in.stopOthers()
	in.releaseIdle()
	in.unqueue(s.main)
	in.dropTimersOf(s.main)
	in.clearTimers()
	s.main.status = gRunning
	s.fatal = nil
}

// NumGoroutine is runtime.NumGoroutine: the session's live goroutines.
func (in *Interp) NumGoroutine() int { return in.numGoroutine() }

// Gosched is runtime.Gosched: the running goroutine yields to the others.
func (in *Interp) Gosched() { in.gosched() }

// goStart is where the running goroutine was started (NoPos for 1).
func (in *Interp) goStart() token.Pos {
	if s := in.sched; s != nil {
		return s.cur.start
	}
	return token.NoPos
}
