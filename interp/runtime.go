package interp

import (
	"fmt"
	"github.com/adrepl/adrepl/ad"
	"go/token"
	"go/types"
	goruntime "runtime"
	"strings"
)

// runtime is the run-time state of an interpreter.
type runtime struct {
	types rtypes
	cur   *frame // innermost running frame
	depth int
	free  []*frame // frame pool (frames that outlive LIFO order: defer, go, host calls)
	stk   vstack   // the running goroutine's call stack (sched.go swaps it)
	// call is a spare Call for callHost: a host call allocated one each
	// time (88 bytes, a fifth of a small string program's allocation).
	// A host call takes it and gives it back when it returns; a call
	// that parks its goroutine, calls back into code that makes host
	// calls, or panics just leaves the others to allocate their own.
	call   *Call
	nan    uint64
	keyIDs map[any]int
	leaves []*Func // the leaf functions compiled (clearLeaves)

	// synthetic types
	stringType, errorType *RType
	anyType               *RType
	// The concrete types of run-time errors, as %T names them in Go:
	// runtime.errorString (nil dereference, division by zero, ...),
	// runtime.boundsError (index and slice bounds), runtime.plainError
	// (messages without the "runtime error: " prefix: nil map writes,
	// closed channels) and *runtime.TypeAssertionError. Each is a
	// runtime.Error; its value holds the message.
	runtimeErrType, boundsErrType, plainErrType, assertErrType *RType
}

// runtimeErrorValue is the value a run-time error with message msg panics
// with, of the concrete type Go would give it.
func (in *Interp) runtimeErrorValue(msg string) Value {
	t := in.rt.runtimeErrType
	switch {
	case strings.HasPrefix(msg, "runtime error: index out of range"), strings.HasPrefix(msg, "runtime error: slice bounds out of range"):
		t = in.rt.boundsErrType
	case strings.HasPrefix(msg, "interface conversion: "):
		t = in.rt.assertErrType
	case !strings.HasPrefix(msg, "runtime error: "):
		t = in.rt.plainErrType
	}
	return Value{R: &Iface{T: t, V: MakeString(msg)}}
}

// isRuntimeErrType reports whether t is one of the run-time errors' types.
func (in *Interp) isRuntimeErrType(t *RType) bool {
	r := in.rt
	return t == r.runtimeErrType || t == r.boundsErrType || t == r.plainErrType || t == r.assertErrType
}

func (r *runtime) nanSeq() uint64 { r.nan++; return r.nan }

func (r *runtime) keyID(k any) int {
	if r.keyIDs == nil {
		r.keyIDs = map[any]int{}
	}
	id, ok := r.keyIDs[k]
	if !ok {
		id = len(r.keyIDs) + 1
		r.keyIDs[k] = id
	}
	return id
}

// frame is the activation record of one interpreted call. Locals live in L by
// slot; variables captured by closures (unless copied, unit.byValue) or whose
// address is taken live in heap cells (*Value) referenced from their slot.
// Frames come from the goroutine's stack (stack.go) or a pool: nothing keeps
// a pointer to a frame after its call returns.
type frame struct {
	L      []Value
	env    []Value
	recv   *Value // bound receiver of a method value call
	fn     *Func
	parent *frame
	pos    token.Pos // position being executed in this frame (for traces)

	defers    []deferred
	panicking *goPanic
	// deferOf is set on the frame of a deferred call: the frame whose
	// defers are running; recover consults it.
	deferOf *frame
	// retPos is where the frame's deferred calls were started from: the
	// return, the closing brace or the panicking statement (runtime.Caller).
	retPos token.Pos

	// A frame of a vstack: its index there, and the stack's level (chunk,
	// top) before it was taken, which popFrame restores.
	idx, ci0, sp0 int32
}

type deferred struct {
	fn  func(fr *frame) // runs the deferred call in the deferring frame
	pos token.Pos
}

// Func is compiled code of one function (or one instantiation of a generic
// function, or one method).
type Func struct {
	Name     string
	Pos      token.Pos
	nslots   int
	nparams  int // receiver + parameters (variadic packed)
	nres     int
	resBoxed []int // result slots (absolute) that live in cells
	body     func(fr *frame) ctl
	hasDefer bool
	end      token.Pos // the closing brace, where deferred calls run when the body ends
	host     *HostFunc
	sig      *types.Signature
	// compile, when non-nil, compiles the body on first call (lazily, so that
	// recursive and mutually recursive functions compile once).
	compile func()
	// targs are the type arguments of a generic host function.
	targs []*RType
	// isNil marks the stand-in for calling a nil func value.
	isNil bool
	// plain: compiled, interpreted, without defers or boxed results, so
	// that a call only runs body (invoke's plain path).
	plain bool
	// bound, on the Func of a method value's Closure, is the method: the
	// receiver is the closure's Env[0] (boundClosure).
	bound   *Func
	boundFn *Func // the Func of this method's method values
	// leaf, when non-nil, computes the result of a leaf function (leaf.go)
	// on leafFr, whose first slots hold the arguments, as leafMode says.
	// leafPos is its statement.
	leaf     expr
	leafFr   *frame
	leafMode uint8
	leafPos  token.Pos
	// leafLit, on a pure leaf whose statement is `return func...`, is that
	// literal's Func; refill, on a literal's Func with captures, stores
	// the captures it would copy from fr into the environment of a
	// closure of it being made again (closure_reuse.go).
	leafLit *Func
	refill  func(fr *frame, env []Value)
	// refillSlot, when not 0, is 1 + the slot of the one scalar capture
	// refill copies (runLit does it in place).
	refillSlot int
	// leafSt is the statement of a leaf without results, which leaf
	// wraps: a call statement runs it directly (leafCallStmt).
	leafSt stmt
}

// goPanic is an interpreted panic travelling up the host stack.
type goPanic struct {
	val        Value // interface value (R is *Iface or nil)
	runtime    bool  // a run-time error (index out of range, ...)
	pos        token.Pos
	stack      []Frame
	recovered  bool
	repanicked bool     // the value of a recovered panic, panicked again
	prev       *goPanic // panic that was in progress when this one started
}

// markRepanic notes that p re-raises the value of a panic recovered by an
// enclosing deferred call, which Go reports as "[recovered, repanicked]".
func (in *Interp) markRepanic(p *goPanic) {
	for f := in.rt.cur; f != nil; f = f.parent {
		if d := f.deferOf; d != nil && d.panicking != nil && d.panicking.recovered {
			if old := d.panicking.val.Iface(); old != nil && p.val.Iface() == old {
				p.repanicked = true
				p.runtime = d.panicking.runtime
			}
			return
		}
	}
}

// fatal is an unrecoverable stop: interrupt, step budget, stack overflow.
type fatal struct {
	err *Error
}

// die raises the fatal stop e. Neither an interpreted recover nor the
// interpreter's own deferred recovers can stop it (see Interp.unwinding):
// only the evaluation's top level turns it into the cell's error.
func (in *Interp) die(e *Error) {
	in.unwinding = true
	panic(&fatal{e})
}

func (in *Interp) typeOfString() *RType { return in.rt.stringType }

// runtimePanic raises a Go run-time error ("runtime error: ..." for the
// messages Go prefixes so) as an interpreted panic.
func (in *Interp) runtimePanic(msg string) {
	panic(in.newRuntimePanic(msg))
}

func (in *Interp) newRuntimePanic(msg string) *goPanic {
	p := &goPanic{val: in.runtimeErrorValue(msg), runtime: true}
	in.capture(p)
	return p
}

// capture records the interpreted stack at the panic site.
func (in *Interp) capture(p *goPanic) {
	// Host functions (library code) have no position of their own: the
	// panic is reported where the interpreted code called them.
	// Interpreted library source (ad.Dropout, ad.SGD.Step) has positions
	// without lines: report the user's call instead.
	for f := in.rt.cur; f != nil; f = f.parent {
		if f.pos.IsValid() && in.fset.Position(f.pos).Line > 0 {
			p.pos = f.pos
			break
		}
	}
	for f, n := in.rt.cur, 0; f != nil && n < 12; f, n = f.parent, n+1 {
		pos := f.pos
		for q := f; !pos.IsValid() && q.parent != nil; q = q.parent {
			pos = q.parent.pos
		}
		p.stack = append(p.stack, Frame{Func: f.fn.Name, Pos: in.fset.Position(pos)})
	}
}

// toPanic converts anything recovered from the host stack into an
// interpreted panic, or re-panics for fatal stops and genuine host bugs.
func (in *Interp) toPanic(r any) *goPanic {
	switch r := r.(type) {
	case *goPanic:
		return r
	case *fatal:
		in.unwinding = true
		panic(r)
	case *ad.ShapeError:
		return in.tensorPanic(r)
	case *ad.LimitError:
		loop := "the long loop"
		lt := in.ad.tape
		if lt == nil {
			lt = in.ad.last // the differentiation's deferred end has moved it there
		}
		if l := in.limitLoop(lt); l != "" {
			loop = l
		}
		e := in.errorAt(token.Pos(r.Pos), fmt.Sprintf("tape limit reached: %d entries recorded (about %s); mark %s with //ad:checkpoint, or raise the limit (:memory limit SIZE)", r.Limit, adBytes(r.Limit), loop), Panic)
		in.ad.tape = nil
		in.die(e)
	case *ad.ByteLimitError:
		loop := "the long loop"
		lt := in.ad.tape
		if lt == nil {
			lt = in.ad.last
		}
		if l := in.limitLoop(lt); l != "" {
			loop = l
		}
		e := in.errorAt(token.Pos(r.Pos), fmt.Sprintf("tape limit reached: %d entries recorded (limit %s for entries, adjoints and marks); mark %s with //ad:checkpoint, or raise the limit (:memory limit SIZE)", r.Entries, byteSize(r.MaxBytes), loop), Panic)
		in.ad.tape = nil
		in.die(e)
	case *ad.AnomalyError:
		what := "value"
		if r.Adjoint {
			what = "adjoint"
		}
		e := in.errorAt(token.Pos(r.Pos), fmt.Sprintf("ad anomaly: the %s of %s became %v here (first NaN/Inf)", what, r.Op, r.Value), Panic)
		in.ad.tape = nil
		in.die(e)
	case goruntime.Error:
		msg := r.Error()
		if strings.HasPrefix(msg, "runtime error: ") {
			return in.newRuntimePanic(msg)
		}
		// Host type assertions failing inside the interpreter are our bugs.
		panic(r)
	case error:
		if r == ad.ErrReleased || r == ad.ErrNestedTensor {
			return in.newRuntimePanic(r.Error())
		}
	case string:
		// A library implementation panicked as the Go package does
		// (strconv.FormatInt with base 99): the program panics with it.
		p := &goPanic{val: Value{R: &Iface{T: in.rt.stringType, V: MakeString(r)}}}
		in.capture(p)
		return p
	}
	panic(r)
}

// getFrame takes a frame for fn from the pool.
func (in *Interp) getFrame(fn *Func) *frame {
	if fn.compile != nil {
		fn.compile()
	}
	rt := in.rt
	var fr *frame
	if n := len(rt.free); n > 0 {
		fr = rt.free[n-1]
		rt.free = rt.free[:n-1]
		if cap(fr.L) >= fn.nslots {
			fr.L = fr.L[:fn.nslots]
		} else {
			fr.L = make([]Value, fn.nslots)
		}
	} else {
		fr = &frame{L: make([]Value, fn.nslots)}
	}
	fr.fn = fn
	return fr
}

// putFrame returns a finished frame to the pool.
func (in *Interp) putFrame(fr *frame) {
	clear(fr.L)
	fr.pos = token.NoPos
	fr.env = nil
	fr.recv = nil
	fr.parent = nil
	fr.defers = fr.defers[:0]
	fr.panicking = nil
	fr.deferOf = nil
	in.rt.free = append(in.rt.free, fr)
}

// invoke runs fr (parameters already stored) to completion. On return the
// results are in fr.L[fn.nparams:fn.nparams+fn.nres]. It runs a plain
// function too (its extra tests are a few predictable branches); the
// hottest call paths (callIntArg, directCall's calls of func variables and
// methods) have its path for a plain function written out, which saves a
// call per call: keep them in step with it.
func (in *Interp) invoke(fr *frame) {
	fn := fr.fn
	if fn.compile != nil {
		fn.compile()
	}
	rt := in.rt
	if fr.parent != rt.cur {
		fr.parent = rt.cur // (a frame of the stack has its parent already when called from the same place)
	}
	rt.cur = fr
	rt.depth++
	if rt.depth > in.opts.MaxDepth || in.pollFlag.Load() != 0 {
		in.enterSlow(fr)
	}
	if fn.host != nil {
		in.callHost(fr)
	} else if fn.hasDefer {
		in.runWithDefers(fr)
	} else {
		fn.body(fr)
	}
	if fn.resBoxed != nil {
		for _, s := range fn.resBoxed {
			fr.L[s] = *fr.L[s].R.(*Value)
		}
	}
	rt.depth--
	rt.cur = fr.parent
}

// enterSlow is the rare work at a call: an interrupt or other poll
// (recursion without loops must be interruptible too) and the depth limit.
func (in *Interp) enterSlow(fr *frame) {
	if in.pollFlag.Load() != 0 {
		in.poll()
	}
	if jsStack && in.rt.depth&(jsStackEvery-1) == 0 {
		unwindJSStack() // stack_js.go: js/wasm only, a constant false elsewhere
	}
	rt := in.rt
	if rt.depth > in.opts.MaxDepth {
		rt.depth = 0
		e := &Error{Kind: Panic, Exit: 2, Msg: fmt.Sprintf("stack overflow: call depth exceeds %d (runaway recursion?)", in.opts.MaxDepth)}
		if fr.parent != nil && fr.parent.pos.IsValid() {
			e = in.errorAt(fr.parent.pos, e.Msg, Panic)
			e.Exit = 2
			e.Stack = []Frame{{Func: fr.fn.Name, Pos: in.fset.Position(fr.parent.pos)}}
		}
		in.die(e)
	}
}

func (in *Interp) runWithDefers(fr *frame) {
	depth := in.rt.depth
	// A frame of the stack may hold what an earlier call at its index
	// left when a fatal stop abandoned it.
	fr.defers = fr.defers[:0]
	fr.panicking = nil
	defer in.runDefers(fr, depth, in.stackLevel())
	if fr.fn.body(fr) == ctlNext && fr.fn.end.IsValid() {
		fr.pos = fr.fn.end
	}
}

// runDefers runs fr's deferred calls in LIFO order, recovering a panic when a
// deferred call asks to.
func (in *Interp) runDefers(fr *frame, depth int, lv stackLevel) {
	if in.unwinding {
		return // a fatal stop: deferred calls do not run, as when Go dies
	}
	if r := recover(); r != nil {
		p := in.toPanic(r)
		if fr.panicking != nil && fr.panicking != p {
			p.prev = fr.panicking
		}
		fr.panicking = p
		in.releaseLeaves(fr)
	}
	in.rt.cur = fr
	in.rt.depth = depth
	in.setLevel(lv) // the frames a panic abandoned above fr
	fr.retPos = fr.pos
	for len(fr.defers) > 0 {
		d := fr.defers[len(fr.defers)-1]
		fr.defers = fr.defers[:len(fr.defers)-1]
		in.runDeferred(fr, d, depth)
	}
	if p := fr.panicking; p != nil && !p.recovered {
		panic(p)
	}
	fr.panicking = nil
}

func (in *Interp) runDeferred(fr *frame, d deferred, depth int) {
	// A panic this call recovers stays on the stack until the call
	// returns: a new panic raised before then prints it first, as
	// "panic: first [recovered]" (unless the new one re-raises its value,
	// "[recovered, repanicked]"). One recovered by an earlier deferred call
	// is over.
	recoveredBefore := fr.panicking != nil && fr.panicking.recovered
	defer func() {
		if in.unwinding {
			return
		}
		if r := recover(); r != nil {
			p := in.toPanic(r)
			if fr.panicking != nil && fr.panicking != p {
				if fr.panicking.recovered && (recoveredBefore || p.repanicked) {
					p.prev = nil
				} else {
					p.prev = fr.panicking
				}
			}
			fr.panicking = p
			in.releaseLeaves(fr)
			in.rt.cur = fr
			in.rt.depth = depth
		}
	}()
	fr.pos = d.pos
	d.fn(fr)
}

// callHost runs a host function with the frame's parameters as arguments.
func (in *Interp) callHost(fr *frame) {
	fn := fr.fn
	h := fn.host
	switch {
	case h.F64 != nil:
		fr.L[1] = MakeFloat(h.F64(fr.L[0].Float()))
	case h.F64x2 != nil:
		fr.L[2] = MakeFloat(h.F64x2(fr.L[0].Float(), fr.L[1].Float()))
	default:
		// No host keeps its Call after it returns (its Args are the
		// frame's slots, reused at once), so one can serve the next.
		c := in.rt.call
		if c == nil {
			c = new(Call)
		} else {
			in.rt.call = nil
		}
		*c = Call{In: in, Args: fr.L[:fn.nparams], Results: fr.L[fn.nparams : fn.nparams+fn.nres], TypeArgs: fn.targs}
		h.Call(c)
		*c = Call{}
		in.rt.call = c
	}
}

// CallFunc calls an interpreted (or library) function value from host code.
func (in *Interp) CallFunc(f Value, args ...Value) []Value {
	cl := f.Func()
	if cl == nil {
		in.runtimePanic("invalid memory address or nil pointer dereference")
	}
	var fr *frame
	if b := cl.Fn.bound; b != nil {
		// A method value: its receiver comes first.
		fr = in.getFrame(b)
		fr.L[0] = cl.Env[0]
		copy(fr.L[1:], args)
	} else {
		fr = in.getFrame(cl.Fn)
		fr.env = cl.Env
		copy(fr.L, args)
	}
	in.invoke(fr)
	res := make([]Value, fr.fn.nres)
	copy(res, fr.L[fr.fn.nparams:])
	in.putFrame(fr)
	return res
}

// Stdout is where interpreted programs print.
func (in *Interp) Stdout() interface{ Write([]byte) (int, error) } { return in.stdout }

// adBytes is what the tape limit counts for entries: each with its adjoint
// (liveEntryBytes), the same figure as :memory's "tape limit", so that the
// stop point (an entry count, never sampled memory) reads the same
// everywhere.
func adBytes(entries int) string {
	return ad.ByteSize(entries * liveEntryBytes)
}
