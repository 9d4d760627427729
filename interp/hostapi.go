package interp

import (
	"fmt"
	"go/types"
	"math"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"weak"
)

// Host-side helpers for library implementations: the binding kit that
// package interp/stdlib and the ad bindings (lib_ad*.go) build on, with
// Library, HostFunc and Call (lib.go).

// CallMethod calls the method name on a value of dynamic type t, as an
// interface method call would. ok is false when t has no such method in its
// method set.
func (in *Interp) CallMethod(recv Value, t *RType, name string, args ...Value) (res []Value, ok bool) {
	fn := in.methodOf(t, name)
	if fn == nil {
		return nil, false
	}
	return in.CallFunc(Value{R: &Closure{Fn: fn}}, append([]Value{recv}, args...)...), true
}

// HasMethod reports whether t's method set has name.
func (in *Interp) HasMethod(t *RType, name string) bool { return in.methodOf(t, name) != nil }

// LibFunc returns the package-level function name of library pkgPath as a
// func value (compiling it on first use).
func (in *Interp) LibFunc(pkgPath, name string) Value { return in.libFunc(pkgPath, name) }

// NewError returns an interpreted error value with the given message, of the
// same type errors.New returns.
func (in *Interp) NewError(msg string) Value {
	return in.CallFunc(in.libFunc("errors", "New"), MakeString(msg))[0]
}

// Box makes an interface value holding v of type t. When t is itself an
// interface type, v already is an interface value and is returned as is.
func Box(v Value, t *RType) Value {
	if types.IsInterface(t.T) {
		return v
	}
	return Value{R: &Iface{T: t, V: v}}
}

// NewHandle wraps a host object (a *rand.Rand, say) for library source,
// which keeps the result in an unexported field of type *int; Handle gives
// the object back. The field points to the object itself, so that it lives
// exactly as long as the interpreted value holding it: a program that makes
// a million generators one after another does not keep a million (handles
// were integers into a table that kept every object for the session). The
// session lists its handles weakly, for the checkpointing of random
// generators (saveRand).
func (in *Interp) NewHandle(obj any) Value {
	box := &Value{R: obj}
	if len(in.handles) == cap(in.handles) {
		in.pruneHandles()
	}
	in.handles = append(in.handles, weak.Make(box))
	return Value{R: box}
}

// pruneHandles forgets the handles no interpreted value holds any more;
// NewHandle calls it when the list is full, so the list stays within twice
// the handles alive.
func (in *Interp) pruneHandles() {
	live := in.handles[:0]
	for _, w := range in.handles {
		if w.Value() != nil {
			live = append(live, w)
		}
	}
	clear(in.handles[len(live):])
	in.handles = live
}

// Handle returns the host object of a handle from NewHandle (nil for the
// zero value of the field).
func (in *Interp) Handle(h Value) any {
	if b, ok := h.R.(*Value); ok && b != nil {
		return b.R
	}
	return nil
}

// liveHandles calls f with the host object of every handle alive.
func (in *Interp) liveHandles(f func(any)) {
	for _, w := range in.handles {
		if b := w.Value(); b != nil {
			f(b.R)
		}
	}
}

// ---- the binding kit: what host functions of a Library may use ----

// RuntimePanic raises a Go run-time error as an interpreted panic whose
// value is a runtime.Error with message msg ("runtime error: ..." for the
// messages Go prefixes so).
func (c *Call) RuntimePanic(msg string) { c.In.runtimePanic(msg) }

// RefuseTracked stops with a run-time error (msg, at the call) when an
// argument is a float being differentiated: for host functions whose
// result would silently carry no derivative (cmplx.Rect builds a complex
// number, and complex arithmetic is not recorded).
func (c *Call) RefuseTracked(msg string) {
	for _, a := range c.Args {
		if a.X != 0 && c.In.liveMark(a) {
			c.In.runtimePanic(msg)
		}
	}
}

// CatchHostPanic, deferred by a host function, turns a panic of the host
// library it calls (strings.Repeat's "negative Repeat count", rand's
// "invalid argument to Intn") into the same interpreted panic: a string
// stays a string, an error becomes an error value, a runtime.Error stays
// a run-time error. The interpreter's own stops (interrupts, memory) pass.
// It must be deferred directly: defer c.CatchHostPanic().
func (c *Call) CatchHostPanic() {
	// A call running aside (runAside) must not touch the interpreter's
	// state: the evaluation may be unwinding on its own goroutine.
	if c.aside == nil && c.In.unwinding {
		return
	}
	r := recover()
	if r == nil {
		return
	}
	switch r := r.(type) {
	case asideAbandoned:
		panic(r)
	case *fatal:
		if c.aside == nil {
			c.In.unwinding = true
		}
		panic(r)
	case *goPanic:
		panic(r)
	case string:
		c.PanicString(r)
	case goruntime.Error:
		panic(r)
	case error:
		panic(&goPanic{val: c.In.NewError(r.Error())})
	default:
		c.PanicString(fmt.Sprint(r))
	}
}

// ValueSize is what one interpreted Value takes in memory, for charging
// host results made of many Values.
const ValueSize = valueSize

// ChargeMin is the size below which Charge does not count: a host
// function may skip computing an exact charge below it.
const ChargeMin = chargeMin

// Charge accounts for an allocation of n bytes that the host function is
// about to make (what names it in the error), stopping the cell when it
// would exceed the session's memory budget. Charge before allocating.
func (c *Call) Charge(n int64, what string) {
	if c.aside != nil {
		c.aside.charge(asideReq{n: n, what: what})
		return
	}
	c.In.charge(n, what)
}

// ChargeCount charges count items of size bytes each, without overflow.
func (c *Call) ChargeCount(count, size int64, what string) {
	if c.aside == nil {
		c.In.chargeCount(count, size, what)
		return
	}
	if count <= 0 || size <= 0 {
		return
	}
	if count > math.MaxInt64/size {
		c.RefuseMemory(math.MaxInt64, what)
	}
	c.Charge(count*size, what)
}

// RefuseMemory stops the cell as the memory budget does: what needs n
// bytes, more than any budget allows. Like Go's own out-of-memory, the
// program cannot recover it.
func (c *Call) RefuseMemory(n int64, what string) {
	if c.aside != nil {
		c.aside.charge(asideReq{n: n, what: what, refuse: true})
		return
	}
	c.In.memoryError(n, what)
}

// PanicOutOfMemory raises Go's run-time error for an allocation the host
// cannot make at all ("runtime error: out of memory: " + msg).
func (c *Call) PanicOutOfMemory(msg string) { panic(outOfMemory(msg)) }

// NoteRandomDraw tells the interpreter that a host random generator may
// have moved, so that checkpointed loops save generator states again
// (ckpt_run.go). Every host function of a random package calls it.
func (c *Call) NoteRandomDraw() { c.In.randCalls++ }

// PollInterrupt stops the program if an interrupt is pending: host code
// that may run long on big values (sorting a big slice) calls it now and
// then. It costs one atomic load when none is.
func (in *Interp) PollInterrupt() { in.pollHost() }

// Method returns the method name of values of dynamic type t as a func
// value taking the receiver first, or the zero Value if t has none.
func (in *Interp) Method(t *RType, name string) Value {
	fn := in.methodOf(t, name)
	if fn == nil {
		return Value{}
	}
	return Value{R: &Closure{Fn: fn}}
}

// ImplementsError reports whether a value of the non-interface type t is
// an error, as fmt decides it (t or *t has an Error() string method).
func (in *Interp) ImplementsError(t types.Type) bool {
	return (&printer{in: in}).isErrorType(t)
}

// Store assigns v, a value of type t, to *dst as Go's assignment does:
// arrays and structs are copied element by element into *dst's storage.
func Store(dst *Value, v Value, t types.Type) {
	if isAggregate(t) {
		copyIntoV(*dst, v, t)
		return
	}
	*dst = v
}

// CopyFunc returns the function that copies a value of type t as an
// assignment does (arrays and structs), or nil when a Value of t can be
// shared as it is.
func CopyFunc(t types.Type) func(Value) Value { return copyFunc(t) }

// TypeString is the name of t as Go's %T prints it: "main.T",
// "[]interface {}", "map[string]int".
func TypeString(t types.Type) string { return typeString(t) }

// HostInt is the int64 of an interpreted signed integer of basic type b.
func HostInt(v Value, b *types.Basic) int64 { return hostInt(v, b) }

// HostUint is the uint64 of an interpreted unsigned integer of basic type b.
func HostUint(v Value, b *types.Basic) uint64 { return hostUint(v, b) }

// Caller is runtime.Caller for interpreted code: the function and position
// skip calls above the interpreted code that called the host function
// running now (skip 0: that code itself). The position is that of the
// statement being executed in the frame; a frame running its deferred calls
// is where they started (its return, closing brace or panic). File names of
// line directives are as gc reports them: not joined to the file's
// directory, "??" when empty. ok is false past the outermost frame.
func (in *Interp) Caller(skip int) (f Frame, ok bool) {
	if in.rt.cur == nil {
		return Frame{}, false
	}
	child, fr := in.rt.cur, in.rt.cur.parent
	for ; fr != nil && skip > 0; skip-- {
		child, fr = fr, fr.parent
	}
	if fr == nil {
		return Frame{}, false
	}
	pos := fr.pos
	if child.deferOf == fr {
		pos = fr.retPos
	}
	p := in.fset.Position(pos)
	if raw := in.fset.PositionFor(pos, false); raw.Filename != p.Filename {
		// go/scanner joins a relative name in a line directive to the
		// directory of the file; gc keeps it as written.
		if dir := filepath.Dir(raw.Filename); dir != "." && strings.HasPrefix(p.Filename, dir+string(filepath.Separator)) {
			p.Filename = p.Filename[len(dir)+1:]
		}
		if p.Filename == "" {
			p.Filename = "??"
		}
	}
	return Frame{Func: fr.fn.Name, Pos: p}, true
}
