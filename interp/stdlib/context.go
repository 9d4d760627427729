package stdlib

import "github.com/adrepl/adrepl/interp"

// Package context, as interpreted Go source on channels, sync.Mutex and
// time.AfterFunc: Background, TODO, WithCancel, WithCancelCause,
// WithDeadline, WithDeadlineCause, WithTimeout, WithTimeoutCause,
// WithValue, WithoutCancel, AfterFunc and Cause, with Go's error texts and
// String forms. A canceled context closes its Done channel, which wakes
// every goroutine waiting on it through the scheduler. Children register
// with their nearest cancelable ancestor; a parent of a foreign Context
// type is watched by a goroutine, as in Go.

const contextSrc = `package context

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// A Context carries a deadline, a cancellation signal, and other values.
type Context interface {
	Deadline() (deadline time.Time, ok bool)
	Done() <-chan struct{}
	Err() error
	Value(key any) any
}

// Canceled is the error returned by Context.Err when the context is canceled.
var Canceled = errors.New("context canceled")

// DeadlineExceeded is the error returned by Context.Err when the deadline passes.
var DeadlineExceeded error = deadlineExceededError{}

type deadlineExceededError struct{}

func (deadlineExceededError) Error() string   { return "context deadline exceeded" }
func (deadlineExceededError) Timeout() bool   { return true }
func (deadlineExceededError) Temporary() bool { return true }

type emptyCtx struct{}

func (emptyCtx) Deadline() (deadline time.Time, ok bool) { return }
func (emptyCtx) Done() <-chan struct{}                   { return nil }
func (emptyCtx) Err() error                              { return nil }
func (emptyCtx) Value(key any) any                       { return nil }

type backgroundCtx struct{ emptyCtx }

func (backgroundCtx) String() string { return "context.Background" }

type todoCtx struct{ emptyCtx }

func (todoCtx) String() string { return "context.TODO" }

// Background returns a non-nil, empty Context that is never canceled.
func Background() Context { return backgroundCtx{} }

// TODO returns a non-nil, empty Context, for code that has no context yet.
func TODO() Context { return todoCtx{} }

// A CancelFunc tells an operation to abandon its work.
type CancelFunc func()

// A CancelCauseFunc cancels with a cause (Canceled when nil).
type CancelCauseFunc func(cause error)

// cancelCtxKey is the key a cancelCtx answers Value with itself.
var cancelCtxKey int

type canceler interface {
	cancel(removeFromParent bool, err, cause error)
	Done() <-chan struct{}
}

type cancelCtx struct {
	Context
	mu       sync.Mutex
	done     chan struct{}
	children map[canceler]struct{}
	err      error
	cause    error
	parentCC *cancelCtx
	stop     func() bool // stops watching a foreign parent
	name     string      // the String suffix
}

func (c *cancelCtx) Value(key any) any {
	if key == &cancelCtxKey {
		return c
	}
	return value(c.Context, key)
}

func (c *cancelCtx) Done() <-chan struct{} { return c.done }

func (c *cancelCtx) Err() error {
	c.mu.Lock()
	err := c.err
	c.mu.Unlock()
	return err
}

func (c *cancelCtx) String() string { return contextName(c.Context) + c.name }

func newCancelCtx(parent Context, name string) *cancelCtx {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	c := &cancelCtx{Context: parent, done: make(chan struct{}), name: name}
	c.propagateCancel(parent, c)
	return c
}

// propagateCancel arranges for child to be canceled when parent is.
func (c *cancelCtx) propagateCancel(parent Context, child canceler) {
	done := parent.Done()
	if done == nil {
		return // parent is never canceled
	}
	select {
	case <-done:
		child.cancel(false, parent.Err(), Cause(parent))
		return
	default:
	}
	if p, ok := parentCancelCtx(parent); ok {
		p.mu.Lock()
		if p.err != nil {
			p.mu.Unlock()
			child.cancel(false, p.err, p.cause)
			return
		}
		if p.children == nil {
			p.children = map[canceler]struct{}{}
		}
		p.children[child] = struct{}{}
		p.mu.Unlock()
		c.parentCC = p
		return
	}
	go func() {
		select {
		case <-done:
			child.cancel(false, parent.Err(), Cause(parent))
		case <-child.Done():
		}
	}()
}

// parentCancelCtx returns the cancelCtx whose Done channel parent's is.
func parentCancelCtx(parent Context) (*cancelCtx, bool) {
	done := parent.Done()
	if done == nil {
		return nil, false
	}
	p, ok := parent.Value(&cancelCtxKey).(*cancelCtx)
	if !ok || p.done != done {
		return nil, false
	}
	return p, true
}

func (c *cancelCtx) cancel(removeFromParent bool, err, cause error) {
	if cause == nil {
		cause = err
	}
	c.mu.Lock()
	if c.err != nil {
		c.mu.Unlock()
		return
	}
	c.err = err
	c.cause = cause
	close(c.done)
	children := c.children
	c.children = nil
	c.mu.Unlock()
	for child := range children {
		child.cancel(false, err, cause)
	}
	if removeFromParent && c.parentCC != nil {
		p := c.parentCC
		p.mu.Lock()
		delete(p.children, c)
		p.mu.Unlock()
	}
}

// WithCancel returns a copy of parent with a new Done channel, closed when
// cancel is called or parent's is.
func WithCancel(parent Context) (ctx Context, cancel CancelFunc) {
	c := newCancelCtx(parent, ".WithCancel")
	return c, func() { c.cancel(true, Canceled, nil) }
}

// WithCancelCause is WithCancel with a cause, which Cause reports.
func WithCancelCause(parent Context) (ctx Context, cancel CancelCauseFunc) {
	c := newCancelCtx(parent, ".WithCancel")
	return c, func(cause error) { c.cancel(true, Canceled, cause) }
}

// Cause returns why c was canceled: the cause given to a CancelCauseFunc,
// else c.Err().
func Cause(c Context) error {
	if cc, ok := c.Value(&cancelCtxKey).(*cancelCtx); ok {
		cc.mu.Lock()
		cause := cc.cause
		cc.mu.Unlock()
		return cause
	}
	return c.Err()
}

type timerCtx struct {
	*cancelCtx
	timer    *time.Timer
	deadline time.Time
}

func (c *timerCtx) Deadline() (deadline time.Time, ok bool) { return c.deadline, true }

func (c *timerCtx) String() string {
	return contextName(c.cancelCtx.Context) + ".WithDeadline(" + c.deadline.String() + " [" + time.Until(c.deadline).String() + "])"
}

func (c *timerCtx) cancel(removeFromParent bool, err, cause error) {
	c.cancelCtx.cancel(removeFromParent, err, cause)
	c.cancelCtx.mu.Lock()
	if c.timer != nil {
		c.timer.Stop()
		c.timer = nil
	}
	c.cancelCtx.mu.Unlock()
}

// WithDeadline returns a copy of parent that is canceled at d at the latest.
func WithDeadline(parent Context, d time.Time) (Context, CancelFunc) {
	return WithDeadlineCause(parent, d, nil)
}

// WithDeadlineCause is WithDeadline with the cause Cause reports when the
// deadline passes.
func WithDeadlineCause(parent Context, d time.Time, cause error) (Context, CancelFunc) {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	if cur, ok := parent.Deadline(); ok && cur.Before(d) {
		return WithCancel(parent) // the parent's deadline comes first
	}
	c := &timerCtx{cancelCtx: &cancelCtx{Context: parent, done: make(chan struct{})}, deadline: d}
	c.cancelCtx.propagateCancel(parent, c)
	dur := time.Until(d)
	if dur <= 0 {
		c.cancel(true, DeadlineExceeded, cause)
		return c, func() { c.cancel(false, Canceled, nil) }
	}
	c.cancelCtx.mu.Lock()
	if c.cancelCtx.err == nil {
		c.timer = time.AfterFunc(dur, func() { c.cancel(true, DeadlineExceeded, cause) })
	}
	c.cancelCtx.mu.Unlock()
	return c, func() { c.cancel(true, Canceled, nil) }
}

// WithTimeout is WithDeadline(parent, time.Now().Add(timeout)).
func WithTimeout(parent Context, timeout time.Duration) (Context, CancelFunc) {
	return WithDeadline(parent, time.Now().Add(timeout))
}

// WithTimeoutCause is WithDeadlineCause(parent, time.Now().Add(timeout), cause).
func WithTimeoutCause(parent Context, timeout time.Duration, cause error) (Context, CancelFunc) {
	return WithDeadlineCause(parent, time.Now().Add(timeout), cause)
}

// WithValue returns a copy of parent in which key is associated with val.
func WithValue(parent Context, key, val any) Context {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	if key == nil {
		panic("nil key")
	}
	return &valueCtx{parent, key, val}
}

type valueCtx struct {
	Context
	key, val any
}

func (c *valueCtx) Value(key any) any {
	if c.key == key {
		return c.val
	}
	return value(c.Context, key)
}

func (c *valueCtx) String() string {
	return contextName(c.Context) + ".WithValue(" + stringify(c.key) + ", " + stringify(c.val) + ")"
}

func value(c Context, key any) any { return c.Value(key) }

type stringer interface{ String() string }

func stringify(v any) string {
	switch s := v.(type) {
	case stringer:
		return s.String()
	case string:
		return s
	case nil:
		return "<nil>"
	}
	return fmt.Sprintf("%T", v)
}

func contextName(c Context) string {
	if s, ok := c.(stringer); ok {
		return s.String()
	}
	return fmt.Sprintf("%T", c)
}

// WithoutCancel returns a copy of parent that is not canceled when parent is.
func WithoutCancel(parent Context) Context {
	if parent == nil {
		panic("cannot create context from nil parent")
	}
	return withoutCancelCtx{parent}
}

type withoutCancelCtx struct{ c Context }

func (withoutCancelCtx) Deadline() (deadline time.Time, ok bool) { return }
func (withoutCancelCtx) Done() <-chan struct{}                   { return nil }
func (withoutCancelCtx) Err() error                              { return nil }
func (c withoutCancelCtx) Value(key any) any {
	if key == &cancelCtxKey {
		return nil
	}
	return c.c.Value(key)
}
func (c withoutCancelCtx) String() string { return contextName(c.c) + ".WithoutCancel" }

// AfterFunc arranges to call f in its own goroutine after ctx is canceled;
// stop stops that and reports whether it did.
func AfterFunc(ctx Context, f func()) (stop func() bool) {
	a := &afterFuncCtx{f: f}
	a.Context = ctx
	a.done = make(chan struct{})
	a.propagateCancel(ctx, a)
	return func() bool {
		stopped := false
		a.once.Do(func() { stopped = true })
		if stopped {
			a.cancel(true, Canceled, nil)
		}
		return stopped
	}
}

type afterFuncCtx struct {
	cancelCtx
	once sync.Once
	f    func()
}

func (a *afterFuncCtx) cancel(removeFromParent bool, err, cause error) {
	a.cancelCtx.cancel(false, err, cause)
	if removeFromParent && a.parentCC != nil {
		p := a.parentCC
		p.mu.Lock()
		delete(p.children, a)
		p.mu.Unlock()
	}
	a.once.Do(func() { go a.f() })
}
`

func addContext(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "context",
		Src:  contextSrc,
		Doc: map[string]string{
			"Context":          "carries a deadline, a cancellation signal (Done, Err) and values across goroutines",
			"Background":       "Background() is the empty root Context",
			"TODO":             "TODO() is an empty Context for code that has none yet",
			"WithCancel":       "WithCancel(parent) returns a child Context and the func that cancels it",
			"WithCancelCause":  "WithCancelCause(parent) is WithCancel whose cancel takes a cause (see Cause)",
			"WithDeadline":     "WithDeadline(parent, t) is canceled at t at the latest",
			"WithTimeout":      "WithTimeout(parent, d) is canceled after d at the latest",
			"WithValue":        "WithValue(parent, key, val) carries val under key",
			"WithoutCancel":    "WithoutCancel(parent) keeps parent's values but is never canceled",
			"AfterFunc":        "AfterFunc(ctx, f) runs f in a goroutine once ctx is canceled",
			"Cause":            "Cause(ctx) is why ctx was canceled",
			"Canceled":         "the error of a canceled Context",
			"DeadlineExceeded": "the error of a Context whose deadline passed",
		},
	})
}
