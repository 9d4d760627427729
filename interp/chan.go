package interp

import (
	"go/ast"
	"go/types"
)

// Chan is an interpreted channel (a channel Value's R; nil R is the nil
// channel). Its buffer is a ring of Values; goroutines blocked on it wait
// in FIFO queues of sudogs and are woken through the scheduler (sched.go),
// so deadlock detection sees every wait. A hand-over to a waiting receiver
// is direct, as in Go.
type Chan struct {
	buf    []Value // the ring, len(buf) is the capacity
	head   int
	n      int
	closed bool
	recvq  []*sudog
	sendq  []*sudog
	zero   func() Value // the element's zero value, for receives from a closed channel
}

// sudog is a goroutine waiting in a channel's queue: one per blocked send
// or receive, one per channel case of a blocked select.
type sudog struct {
	g      *g
	c      *Chan
	v      Value // the value sent, or received
	ok     bool  // a receive got a value (false: the channel was closed)
	closed bool  // a sender woken by close: it panics
	send   bool
	sel    int // the select case, -1 for a plain operation
}

func (c *Chan) push(v Value) {
	c.buf[(c.head+c.n)%len(c.buf)] = v
	c.n++
}

func (c *Chan) pop() Value {
	v := c.buf[c.head]
	c.buf[c.head] = Value{}
	c.head = (c.head + 1) % len(c.buf)
	c.n--
	return v
}

// waiter removes and returns the first sudog of q whose goroutine has not
// been woken already (a select waits on several queues at once). A sudog
// it removes loses its channel, so that its goroutine's unqueue does not
// look for it: with thousands of goroutines blocked on one channel, each
// wake-up would otherwise scan the whole queue.
func waiter(q *[]*sudog) *sudog {
	for len(*q) > 0 {
		sg := (*q)[0]
		(*q)[0] = nil
		sg.c = nil
		if len(*q) == 1 {
			// Keep the array: a queue that empties and refills (every
			// hand-over of a ping-pong) then never reallocates.
			*q = (*q)[:0]
		} else {
			*q = (*q)[1:]
		}
		if sg.g.fired == nil {
			return sg
		}
	}
	return nil
}

// hasWaiter reports whether q holds a goroutine that can be woken.
func hasWaiter(q []*sudog) bool {
	for _, sg := range q {
		if sg.g.fired == nil {
			return true
		}
	}
	return false
}

// dequeue removes sg from c's queues (its goroutine woke by another case).
func (c *Chan) dequeue(sg *sudog) {
	q := &c.recvq
	if sg.send {
		q = &c.sendq
	}
	for i, x := range *q {
		if x == sg {
			*q = append((*q)[:i], (*q)[i+1:]...)
			return
		}
	}
}

// enqueue makes the running goroutine wait on c; the caller parks.
func (in *Interp) enqueue(c *Chan, send bool, v Value, sel int) *sudog {
	me := in.curG()
	var sg *sudog
	if n := len(me.freeSudogs); n > 0 {
		sg = me.freeSudogs[n-1]
		me.freeSudogs = me.freeSudogs[:n-1]
	} else {
		sg = new(sudog)
	}
	*sg = sudog{g: me, c: c, v: v, send: send, sel: sel}
	me.sudogs = append(me.sudogs, sg)
	if send {
		c.sendq = append(c.sendq, sg)
	} else {
		c.recvq = append(c.recvq, sg)
	}
	return sg
}

// wakeWith hands sg's goroutine the baton-to-be: it runs next.
func (in *Interp) wakeWith(sg *sudog) {
	sg.g.fired = sg
	in.ready(sg.g)
}

// chanSend is ch <- v.
func (in *Interp) chanSend(c *Chan, v Value) {
	if c == nil {
		in.curG().fired = nil
		in.park("chan send (nil chan)") // forever
	}
	if c.closed {
		in.runtimePanic("send on closed channel")
	}
	if r := waiter(&c.recvq); r != nil {
		r.v, r.ok = v, true
		in.wakeWith(r)
		return
	}
	if c.n < len(c.buf) {
		c.push(v)
		return
	}
	in.curG().fired = nil
	sg := in.enqueue(c, true, v, -1)
	in.park("chan send")
	if sg.closed {
		in.runtimePanic("send on closed channel")
	}
}

// chanRecv is <-ch, with comma-ok's ok.
func (in *Interp) chanRecv(c *Chan) (Value, bool) {
	if c == nil {
		in.curG().fired = nil
		in.park("chan receive (nil chan)") // forever
	}
	if v, ok, done := in.tryRecv(c); done {
		return v, ok
	}
	in.curG().fired = nil
	sg := in.enqueue(c, false, Value{}, -1)
	in.park("chan receive")
	return sg.v, sg.ok
}

// tryRecv receives from c if that need not block.
func (in *Interp) tryRecv(c *Chan) (v Value, ok, done bool) {
	if s := waiter(&c.sendq); s != nil {
		if c.n > 0 {
			// A full buffer: take its head, the sender's value goes last.
			v = c.pop()
			c.push(s.v)
		} else {
			v = s.v
		}
		in.wakeWith(s)
		return v, true, true
	}
	if c.n > 0 {
		return c.pop(), true, true
	}
	if c.closed {
		return c.zero(), false, true
	}
	return Value{}, false, false
}

// chanClose is close(ch).
func (in *Interp) chanClose(c *Chan) {
	if c == nil {
		in.runtimePanic("close of nil channel")
	}
	if c.closed {
		in.runtimePanic("close of closed channel")
	}
	c.closed = true
	var woken []*sudog
	for r := waiter(&c.recvq); r != nil; r = waiter(&c.recvq) {
		r.v, r.ok = c.zero(), false
		r.g.fired = r
		woken = append(woken, r)
	}
	for s := waiter(&c.sendq); s != nil; s = waiter(&c.sendq) {
		s.closed = true
		s.g.fired = s
		woken = append(woken, s)
	}
	// Go readies them from a stack: the first waiter ends up running first.
	for i := len(woken) - 1; i >= 0; i-- {
		in.ready(woken[i].g)
	}
}

func chanOf(v Value) *Chan { c, _ := v.R.(*Chan); return c }

// ---- compiling ----

// makeChan compiles make(chan T[, n]).
func (c *compiler) makeChan(e *ast.CallExpr, t types.Type, u *types.Chan) expr {
	in := c.in
	pos := e.Lparen
	zero := c.zeroOf(u.Elem())
	var size expr
	if len(e.Args) > 1 {
		size = c.expr(e.Args[1])
	}
	what := "make(" + typeString(t) + ", "
	return func(fr *frame) Value {
		n := int64(0)
		if size != nil {
			n = size(fr).Int()
			if n < 0 || n > maxSliceElems {
				fr.pos = pos
				in.runtimePanic("makechan: size out of range")
			}
		}
		ch := &Chan{zero: zero}
		if n > 0 {
			in.chargeAt(fr, pos, n*valueSize, what+fmtInt(n)+")")
			ch.buf = make([]Value, n)
		}
		return Value{R: ch}
	}
}

// sendStmt compiles ch <- v.
func (c *compiler) sendStmt(s *ast.SendStmt) stmt {
	in := c.in
	ch := c.expr(s.Chan)
	v := c.exprTo(s.Value, c.typeOf(s.Chan).Underlying().(*types.Chan).Elem())
	pos := s.Arrow
	return func(fr *frame) ctl {
		cv := chanOf(ch(fr))
		x := v(fr)
		fr.pos = pos
		in.chanSend(cv, x)
		return ctlNext
	}
}

// recvExpr compiles <-ch.
func (c *compiler) recvExpr(e *ast.UnaryExpr) expr {
	in := c.in
	ch := c.expr(e.X)
	pos := e.OpPos
	return func(fr *frame) Value {
		cv := chanOf(ch(fr))
		fr.pos = pos
		v, _ := in.chanRecv(cv)
		return v
	}
}

// recvOk compiles v, ok := <-ch's right-hand side.
func (c *compiler) recvOk(e *ast.UnaryExpr) func(fr *frame) (Value, bool) {
	in := c.in
	ch := c.expr(e.X)
	pos := e.OpPos
	return func(fr *frame) (Value, bool) {
		cv := chanOf(ch(fr))
		fr.pos = pos
		return in.chanRecv(cv)
	}
}

// closeCall compiles close(ch).
func (c *compiler) closeCall(e *ast.CallExpr) expr {
	in := c.in
	ch := c.expr(e.Args[0])
	pos := e.Lparen
	return func(fr *frame) Value {
		cv := chanOf(ch(fr))
		fr.pos = pos
		in.chanClose(cv)
		return Value{}
	}
}

// chanLenCap compiles len(ch) and cap(ch).
func chanLenCap(x expr, isCap bool) expr {
	if isCap {
		return func(fr *frame) Value {
			if cv := chanOf(x(fr)); cv != nil {
				return MakeInt(int64(len(cv.buf)))
			}
			return Value{}
		}
	}
	return func(fr *frame) Value {
		if cv := chanOf(x(fr)); cv != nil {
			return MakeInt(int64(cv.n))
		}
		return Value{}
	}
}

// rangeChan compiles for v := range ch: receive until the channel is
// closed and drained.
func (c *compiler) rangeChan(s *ast.RangeStmt, x expr, setK func(*frame, Value), run func(fr *frame) (bool, ctl)) stmt {
	in := c.in
	pos := s.X.Pos()
	return func(fr *frame) ctl {
		cv := chanOf(x(fr))
		for {
			fr.pos = pos
			v, ok := in.chanRecv(cv)
			if !ok {
				return ctlNext
			}
			if setK != nil {
				setK(fr, v)
			}
			if stop, out := run(fr); stop {
				return out
			}
		}
	}
}
