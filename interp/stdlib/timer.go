package stdlib

import (
	"time"

	"github.com/adrepl/adrepl/interp"
)

// Package time's timers and tickers, on the goroutine scheduler's clock
// (the one Sleep uses): After, AfterFunc, NewTimer, NewTicker, Tick. A
// timer's state lives on the host (interp.Call.TimerStart), keyed by the
// address of the Timer's key field. Go 1.23's semantics hold: the channel
// has a one-value buffer that Stop and Reset empty, so that no stale tick
// is received after them, and Stop reports true for a fired timer whose
// value nobody received. Unlike Go's, len and cap of C are 1 and 0/1, not
// always 0.

const timerSrc = `
// The Timer type represents a single event: at expiry the current time is
// sent on C, unless the Timer was made by AfterFunc.
type Timer struct {
	C   <-chan Time
	c   chan Time
	f   func()
	key int
}

func startTimer(key *int, c chan Time, f func(), d, period Duration, loc *Location)
func stopTimer(key *int, c chan Time) bool

// NewTimer creates a Timer that sends the current time on its channel after d.
func NewTimer(d Duration) *Timer {
	c := make(chan Time, 1)
	t := &Timer{C: c, c: c}
	startTimer(&t.key, c, nil, d, 0, Local)
	return t
}

// After waits for d and then sends the current time on the returned channel.
func After(d Duration) <-chan Time { return NewTimer(d).C }

// AfterFunc waits for d and then calls f in its own goroutine.
func AfterFunc(d Duration, f func()) *Timer {
	t := &Timer{f: f}
	startTimer(&t.key, nil, f, d, 0, Local)
	return t
}

// Stop prevents the Timer from firing; it reports whether it did.
func (t *Timer) Stop() bool {
	if t.c == nil && t.f == nil {
		panic("time: Stop called on uninitialized Timer")
	}
	return stopTimer(&t.key, t.c)
}

// Reset changes the timer to expire after d; it reports whether the timer
// had been active.
func (t *Timer) Reset(d Duration) bool {
	if t.c == nil && t.f == nil {
		panic("time: Reset called on uninitialized Timer")
	}
	active := stopTimer(&t.key, t.c)
	startTimer(&t.key, t.c, t.f, d, 0, Local)
	return active
}

// A Ticker holds a channel that delivers ticks of a clock at intervals.
type Ticker struct {
	C   <-chan Time
	c   chan Time
	key int
}

// NewTicker returns a Ticker that sends the time on its channel every d.
func NewTicker(d Duration) *Ticker {
	if d <= 0 {
		panic("non-positive interval for NewTicker")
	}
	c := make(chan Time, 1)
	t := &Ticker{C: c, c: c}
	startTimer(&t.key, c, nil, d, d, Local)
	return t
}

// Tick is NewTicker(d).C, or nil for d <= 0.
func Tick(d Duration) <-chan Time {
	if d <= 0 {
		return nil
	}
	return NewTicker(d).C
}

// Stop turns off the ticker: no more ticks are sent.
func (t *Ticker) Stop() {
	if t.c != nil {
		stopTimer(&t.key, t.c)
	}
}

// Reset stops the ticker and resets its period to d.
func (t *Ticker) Reset(d Duration) {
	if d <= 0 {
		panic("non-positive interval for Ticker.Reset")
	}
	if t.c == nil {
		panic("time: Reset called on uninitialized Ticker")
	}
	stopTimer(&t.key, t.c)
	startTimer(&t.key, t.c, nil, d, d, Local)
}
`

func addTimerHost(host map[string]*interp.HostFunc) {
	host["startTimer"] = &interp.HostFunc{Call: func(c *interp.Call) {
		a := c.Args
		loc := a[5]
		mk := func(now time.Time) interp.Value { return timeValue(now, loc) }
		c.TimerStart(a[0].Ptr(), a[1], a[2], time.Duration(a[3].Int()), time.Duration(a[4].Int()), mk)
	}}
	host["stopTimer"] = &interp.HostFunc{Call: func(c *interp.Call) {
		active := c.TimerStop(c.Args[0].Ptr())
		drained := c.ChanDrain(c.Args[1])
		c.Results[0] = interp.MakeBool(active || drained)
	}}
}
