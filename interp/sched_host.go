package interp

import "time"

// The scheduler as library host code sees it: package sync's wait queues,
// time's timers and channels made by libraries are built on these (the
// contract is the comment at the top of sched.go). All of them run with the
// baton held: from a host function that interpreted code called, or from a
// timer's f; never from another host goroutine.

// Goroutine is an interpreted goroutine, for wait queues.
type Goroutine struct{ g *g }

// ID is the goroutine's number, as tracebacks print it.
func (g Goroutine) ID() int { return g.g.id }

// CurrentGoroutine is the running goroutine.
func (in *Interp) CurrentGoroutine() Goroutine { return Goroutine{in.curG()} }

// Park blocks the running goroutine until Ready is called on it. reason is
// Go's wait reason ("sync.Mutex.Lock", "sync.WaitGroup.Wait",
// "sync.Cond.Wait"), which deadlock reports and :goroutines print. When
// the program stops meanwhile (interrupt, deadlock, a panic elsewhere),
// Park does not return: the goroutine unwinds as a fatal stop. With no
// goroutine left to run and no timer pending, it reports Go's deadlock.
func (in *Interp) Park(reason string) { in.park(reason) }

// Ready makes a goroutine blocked in Park runnable: it runs when the
// running one yields (Go's runnext under the go policy). Call it once per
// Park.
func (in *Interp) Ready(g Goroutine) { in.ready(g.g) }

// Timer is a pending timer of the scheduler.
type Timer struct {
	in *Interp
	t  *timer
}

// AddTimer runs f once when has passed, at the next scheduling point (a
// goroutine blocking, yielding or ending its quantum, or the scheduler
// waking from its sleep for the earliest timer). f runs on the running
// goroutine's stack and must not block: it may call Ready, ChanTrySend, or
// interpreted code that does not block (a goroutine switch there stops
// the program with a positioned error). Timers due at the same instant
// fire in the order they were added.
func (in *Interp) AddTimer(when time.Time, f func()) *Timer {
	return &Timer{in, in.addTimer(when, f)}
}

// Stop removes the timer if it has not fired and reports whether it did.
func (t *Timer) Stop() bool { return t.in.stopTimer(t.t) }

// MakeChan makes a channel of elem with a buffer of size (>= 0): a Value
// of any channel type whose element type is elem.
func (in *Interp) MakeChan(elem *RType, size int) Value {
	ch := &Chan{zero: elem.zero}
	if size > 0 {
		in.chargeCount(int64(size), valueSize, "a channel's buffer")
		ch.buf = make([]Value, size)
	}
	return Value{R: ch}
}

// ChanSend is ch <- v (it may block).
func (in *Interp) ChanSend(ch, v Value) { in.chanSend(chanOf(ch), v) }

// ChanTrySend sends v if that need not block, as a select with a default
// does, and reports whether it did; a closed channel panics, as Go's does.
func (in *Interp) ChanTrySend(ch, v Value) bool {
	i, _, _ := in.selectGo([]selCase{{c: chanOf(ch), send: true, v: v}}, false)
	return i == 0
}

// ChanRecv is v, ok := <-ch (it may block).
func (in *Interp) ChanRecv(ch Value) (Value, bool) { return in.chanRecv(chanOf(ch)) }

// ChanClose is close(ch).
func (in *Interp) ChanClose(ch Value) { in.chanClose(chanOf(ch)) }
