package interp

import "go/types"

// closureOf compiles the evaluation of a function literal: a Closure whose
// environment holds, for each captured variable, a copy made now when the
// escape analysis found it may be copied (unit.byValue: the copy is read
// in place, fr.env[i]), else Value{R: its heap cell}. The Closure and its
// environment are one allocation for the common small environments, and a
// copy of a scalar (no pointer word) is stored without a write barrier.
func (c *compiler) closureOf(fn *Func, capList []*types.Var) expr {
	c.lastLit = fn
	if len(capList) == 0 {
		cl := &Closure{Fn: fn}
		return func(*frame) Value { return Value{R: cl} }
	}
	// Each captured variable: a value to copy (from a frame slot, or
	// else read as the enclosing function reads it), or a cell to share.
	vals := make([]expr, len(capList))
	cells := make([]func(fr *frame) *Value, len(capList))
	slots := make([]int, len(capList))
	scalar := make([]bool, len(capList))
	for i, v := range capList {
		slots[i] = -1
		if c.u.byValue[v] {
			scalar[i] = scalarType(c.typ(v.Type()))
			if kind, slot, _ := c.lookupVar(v); kind == varLocal {
				slots[i] = slot
			} else {
				vals[i] = c.loadVar(v)
			}
			continue
		}
		cells[i] = c.cellOf(v)
	}
	// get is the environment's entry i.
	get := func(fr *frame, i int) Value {
		if slots[i] >= 0 {
			return fr.L[slots[i]]
		}
		if vals[i] != nil {
			return vals[i](fr)
		}
		return Value{R: cells[i](fr)}
	}
	// refill stores the captures into the environment of a closure of fn
	// made before (closure_reuse.go): each is computed before any is
	// stored, in case one is read from that environment.
	switch len(capList) {
	case 1:
		sc := scalar[0]
		if s0 := slots[0]; s0 >= 0 && sc {
			fn.refill = func(fr *frame, env []Value) {
				env[0].N, env[0].X = fr.L[s0].N, fr.L[s0].X
			}
			fn.refillSlot = s0 + 1
			break
		}
		fn.refill = func(fr *frame, env []Value) {
			v := get(fr, 0)
			if sc {
				env[0].N, env[0].X = v.N, v.X
			} else {
				env[0] = v
			}
		}
	case 2:
		fn.refill = func(fr *frame, env []Value) {
			v0, v1 := get(fr, 0), get(fr, 1)
			env[0], env[1] = v0, v1
		}
	}
	switch len(capList) {
	case 1:
		if s0 := slots[0]; s0 >= 0 && scalar[0] {
			// func(x int) int { return x + k } with k a local int.
			return func(fr *frame) Value {
				o := &struct {
					cl  Closure
					env [1]Value
				}{}
				v := &fr.L[s0]
				o.env[0].N, o.env[0].X = v.N, v.X
				o.cl.Fn, o.cl.Env = fn, o.env[:]
				return Value{R: &o.cl}
			}
		}
		return func(fr *frame) Value {
			o := &struct {
				cl  Closure
				env [1]Value
			}{}
			o.env[0] = get(fr, 0)
			o.cl.Fn, o.cl.Env = fn, o.env[:]
			return Value{R: &o.cl}
		}
	case 2:
		return func(fr *frame) Value {
			o := &struct {
				cl  Closure
				env [2]Value
			}{}
			o.env[0], o.env[1] = get(fr, 0), get(fr, 1)
			o.cl.Fn, o.cl.Env = fn, o.env[:]
			return Value{R: &o.cl}
		}
	}
	n := len(capList)
	return func(fr *frame) Value {
		env := make([]Value, n)
		for i := range env {
			env[i] = get(fr, i)
		}
		return Value{R: &Closure{Fn: fn, Env: env}}
	}
}

// boundClosure is the method value of method m with receiver r: its Func
// stands for m with the receiver (Func.bound), which is the environment's
// only entry, so that the value is one allocation of the size of a
// one-capture closure.
func boundClosure(m *Func, r Value) *Closure {
	b := m.boundFn
	if b == nil {
		b = &Func{Name: m.Name, Pos: m.Pos, bound: m}
		m.boundFn = b
	}
	o := &struct {
		cl  Closure
		env [1]Value
	}{}
	o.env[0] = r
	o.cl.Fn, o.cl.Env = b, o.env[:]
	return &o.cl
}

// closureFrame takes a frame of the stack for a call of cl and returns it
// with the slots for the arguments: after the receiver for a method value.
func (in *Interp) closureFrame(cl *Closure) (*frame, []Value) {
	if b := cl.Fn.bound; b != nil {
		cf := in.stackFrame(b)
		cf.L[0] = cl.Env[0]
		return cf, cf.L[1:]
	}
	cf := in.stackFrameEnv(cl.Fn, cl.Env)
	return cf, cf.L
}
