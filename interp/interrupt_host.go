package interp

import (
	"slices"
	"strings"
)

// Library calls that run long on big inputs (strings.ToUpper of a
// gigabyte, strconv with a huge precision) must still answer an interrupt
// within 100 ms. The host's strings and strconv functions are pure, so a
// call with big arguments runs on a goroutine of its own while the
// evaluation waits for it or for an interrupt; an interrupted call is
// abandoned (its result is dropped when it ends, the memory governor bounds
// what it may allocate). Small calls, method calls on host objects
// (Builder.Grow mutates the builder) and calls with a func argument (which
// runs interpreted code, and that must stay on the evaluation's goroutine)
// run inline as before.

// asideBytes is the input size from which a call is worth a goroutine: a
// megabyte takes a millisecond or so for the slowest strings function.
const asideBytes = 1 << 20

// asidePackages are the packages whose package-level host functions are
// pure and may run aside.
var asidePackages = map[string]bool{"strings": true, "strconv": true, "unicode/utf8": true}

// offloadBigCalls wraps the package-level host functions of l (of a pure
// package) so that big calls run aside.
func offloadBigCalls(l *Library) {
	if !asidePackages[l.Path] {
		return
	}
	for name, h := range l.Host {
		if h.Call == nil || strings.Contains(name, ".") {
			continue
		}
		call, count := h.Call, countArgs[name]
		h.Call = func(c *Call) {
			if !bigCall(c.Args, count) {
				call(c)
				return
			}
			c.In.runAside(c, call)
		}
	}
}

// countArgs gives, for the functions whose work grows with an integer
// argument, that argument's index: a repeat count, a precision.
var countArgs = map[string]int{"Repeat": 1, "FormatFloat": 2, "AppendFloat": 3}

// bigCall reports whether args are big enough (long strings, long string
// slices, a big count, the argument count if > 0) and hold no function
// value.
func bigCall(args []Value, count int) bool {
	big := count > 0 && count < len(args) && args[count].Int() >= asideBytes
	for _, a := range args {
		switch r := a.R.(type) {
		case string:
			big = big || len(r) >= asideBytes
		case []Value:
			big = big || len(r) >= asideBytes/16
		case *Closure:
			return false
		}
	}
	return big
}

// runAside runs call(c) on another goroutine and waits for it or for an
// interrupt. A panic of the call (a negative Repeat count) is raised again
// here, on the evaluation's goroutine.
//
// The call's goroutine never touches the interpreter's state: its memory
// charges come here as requests (asideLink) and are made on the
// evaluation's goroutine, which may stop the cell; once the evaluation has
// gone (interrupted, out of memory), the abandoned call's next charge ends
// it instead. Without this, an abandoned call charged the governor while
// the next cell reset it (a data race).
func (in *Interp) runAside(c *Call, call func(*Call)) {
	link := &asideLink{req: make(chan asideReq), ok: make(chan struct{}), quit: make(chan struct{})}
	defer close(link.quit)
	aside := &Call{In: in, Args: slices.Clone(c.Args), Results: make([]Value, len(c.Results)), TypeArgs: c.TypeArgs, aside: link}
	done := make(chan any, 1)
	go func() {
		var r any = asideDone{}
		defer func() {
			if p := recover(); p != nil {
				r = p
			}
			done <- r
		}()
		call(aside)
	}()
	for {
		select {
		case r := <-done:
			if _, ok := r.(asideDone); !ok {
				panic(r)
			}
			copy(c.Results, aside.Results)
			return
		case q := <-link.req:
			if q.refuse {
				in.memoryError(q.n, q.what)
			}
			in.charge(q.n, q.what) // may stop the cell: quit tells the call
			link.ok <- struct{}{}
		case <-in.wake:
			in.pollHost() // an interrupt stops the evaluation here
		}
	}
}

type asideDone struct{}

// asideLink carries the memory charges of a call running aside to the
// evaluation's goroutine.
type asideLink struct {
	req  chan asideReq
	ok   chan struct{}
	quit chan struct{} // closed when the evaluation stops waiting
}

type asideReq struct {
	n      int64
	what   string
	refuse bool // RefuseMemory rather than Charge
}

// asideAbandoned ends a call whose evaluation has gone.
type asideAbandoned struct{}

// charge asks the evaluation's goroutine to charge n bytes and waits for
// its answer.
func (l *asideLink) charge(q asideReq) {
	if q.n < chargeMin && !q.refuse {
		return
	}
	select {
	case l.req <- q:
	case <-l.quit:
		panic(asideAbandoned{})
	}
	select {
	case <-l.ok:
	case <-l.quit:
		panic(asideAbandoned{})
	}
}

// waitHost waits until done is closed or an interrupt stops the evaluation
// (ad.Tape.Wait: a big MatMul computed on another goroutine).
func (in *Interp) waitHost(done <-chan struct{}) {
	for {
		select {
		case <-done:
			return
		case <-in.wake:
			in.pollHost()
		}
	}
}
