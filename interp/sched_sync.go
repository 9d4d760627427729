package interp

import (
	"go/token"
	"time"
)

// Host support for package sync and time's timers (interp/stdlib), built
// on the scheduler's park/ready (sched.go). A blocking primitive keeps its
// waiters in a queue keyed by the address of one of its fields (as Go's
// runtime keys semaphores by address), so that the interpreted struct
// needs no host object and a zero value works. The host functions decide
// and park in one step: with the baton held nothing runs in between, so
// no wake-up can be lost.

// syncQueues are the session's wait queues by key.
type syncQueues struct {
	q   map[*Value][]*syncWaiter
	cur map[*g]*syncWaiter // the wait each goroutine is in
}

// syncWaiter is a goroutine blocked on a key; tag is the primitive's own
// (a Cond's ticket).
type syncWaiter struct {
	g      *g
	tag    int64
	reason string
}

func (in *Interp) syncs() *syncQueues {
	if in.syncq == nil {
		in.syncq = &syncQueues{q: map[*Value][]*syncWaiter{}, cur: map[*g]*syncWaiter{}}
	}
	return in.syncq
}

// live reports whether w still waits: a goroutine stopped meanwhile (or
// goroutine 1 after a fatal stop) has left the wait without being woken.
func (sq *syncQueues) live(w *syncWaiter) bool {
	return sq.cur[w.g] == w && w.g.status == gWaiting && w.g.wait == w.reason
}

// Block parks the running goroutine in key's queue with Go's wait reason
// ("sync.Mutex.Lock") until Wake or WakeAll picks it. Like park, it never
// returns when the program stops meanwhile.
func (c *Call) Block(key *Value, tag int64, reason string) {
	in := c.In
	sq := in.syncs()
	me := in.curG()
	w := &syncWaiter{g: me, tag: tag, reason: reason}
	sq.q[key] = append(sq.q[key], w)
	sq.cur[me] = w
	me.fired = nil
	in.park(reason)
}

// Wake readies the first goroutine waiting on key whose tag satisfies
// match (nil: any) and reports whether there was one. The woken one runs
// when the running one yields.
func (c *Call) Wake(key *Value, match func(tag int64) bool) bool {
	in := c.In
	sq := in.syncq
	if sq == nil {
		return false
	}
	ws := sq.q[key]
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		if !sq.live(w) {
			ws = append(ws[:i], ws[i+1:]...)
			i--
			continue
		}
		if match != nil && !match(w.tag) {
			continue
		}
		ws = append(ws[:i], ws[i+1:]...)
		sq.put(key, ws)
		delete(sq.cur, w.g)
		in.ready(w.g)
		return true
	}
	sq.put(key, ws)
	return false
}

// WakeAll readies every goroutine waiting on key, first come first, and
// returns how many.
func (c *Call) WakeAll(key *Value) int {
	n := 0
	for c.Wake(key, nil) {
		n++
	}
	return n
}

// Waiting reports how many goroutines wait on key.
func (c *Call) Waiting(key *Value) int {
	sq := c.In.syncq
	if sq == nil {
		return 0
	}
	n := 0
	for _, w := range sq.q[key] {
		if sq.live(w) {
			n++
		}
	}
	return n
}

func (sq *syncQueues) put(key *Value, ws []*syncWaiter) {
	if len(ws) == 0 {
		delete(sq.q, key)
		return
	}
	sq.q[key] = ws
}

// Fatal ends the program with Go's unrecoverable "fatal error: msg"
// (sync's "unlock of unlocked mutex"), positioned at the interpreted call.
func (c *Call) Fatal(msg string) {
	in := c.In
	e := &Error{Kind: Panic, Exit: 2, Msg: "fatal error: " + msg}
	if f, ok := in.Caller(0); ok && f.Pos.IsValid() {
		e.Pos = f.Pos
		e.Line = in.sourceLine(e.Pos.Filename, e.Pos.Line)
	}
	in.die(e)
}

// ---- timers of package time ----

// hostTimer is a timer of package time: at when it sends now to ch
// without blocking (a full buffer drops the tick, as Go's tickers do), or
// starts fn in a goroutine of its own (AfterFunc); with period > 0 it
// fires again every period.
type hostTimer struct {
	t      *timer
	ch     *Chan
	fn     Value
	period time.Duration
	mk     func(time.Time) Value
	pos    token.Pos // where it was started: AfterFunc's goroutines are refused there at the cap
}

// TimerStart (re)arms the timer whose state lives at key: after d it sends
// mk(now) on ch (a channel Value) or, when ch is nil, runs the func value
// fn in a new goroutine; period > 0 repeats it. A timer armed already is
// stopped first.
func (c *Call) TimerStart(key *Value, ch, fn Value, d, period time.Duration, mk func(time.Time) Value) {
	in := c.In
	c.TimerStop(key)
	ht := &hostTimer{ch: chanOf(ch), fn: fn, period: period, mk: mk}
	ht.pos = in.posHere()
	if in.timersOf == nil {
		in.timersOf = map[*Value]*hostTimer{}
	}
	in.timersOf[key] = ht
	in.armTimer(key, ht, time.Now().Add(max(d, 0)))
}

func (in *Interp) armTimer(key *Value, ht *hostTimer, when time.Time) {
	ht.t = in.addTimer(when, func() {
		now := time.Now()
		if ht.period > 0 {
			in.armTimer(key, ht, when.Add(ht.period*time.Duration(1+now.Sub(when)/ht.period)))
		} else {
			delete(in.timersOf, key)
		}
		if ht.ch != nil {
			in.trySend(ht.ch, ht.mk(now))
			return
		}
		in.spawn(func() { in.CallFunc(ht.fn) }, "time.goFunc", ht.pos)
	})
}

// TimerStop disarms the timer at key and reports whether it was armed.
func (c *Call) TimerStop(key *Value) bool {
	in := c.In
	ht := in.timersOf[key]
	if ht == nil {
		return false
	}
	delete(in.timersOf, key)
	return in.stopTimer(ht.t)
}

// trySend is a send on c that does not block: it hands v to a waiting
// receiver or buffers it, and drops it when neither can take it.
func (in *Interp) trySend(c *Chan, v Value) bool {
	if c == nil || c.closed {
		return false
	}
	if r := waiter(&c.recvq); r != nil {
		r.v, r.ok = v, true
		in.wakeWith(r)
		return true
	}
	if c.n < len(c.buf) {
		c.push(v)
		return true
	}
	return false
}

// ChanDrain empties the buffer of the channel ch and reports whether it
// held a value (a timer's Stop and Reset leave no stale tick behind).
func (c *Call) ChanDrain(ch Value) bool {
	cp := chanOf(ch)
	if cp == nil || cp.n == 0 {
		return false
	}
	for cp.n > 0 {
		cp.pop()
	}
	return true
}
