package interp

import "go/types"

// closureOf compiles the evaluation of a function literal: a Closure whose
// environment holds, for each captured variable, its heap cell, or for a
// variable the escape analysis found may be copied (unit.byValue), a copy
// made now. The Closure, its environment and the copies are one
// allocation for the common small environments.
func (c *compiler) closureOf(fn *Func, capList []*types.Var) expr {
	if len(capList) == 0 {
		cl := &Closure{Fn: fn}
		return func(*frame) Value { return Value{R: cl} }
	}
	// Each captured variable: a cell to share, or a frame slot to copy.
	cells := make([]func(fr *frame) *Value, len(capList))
	slots := make([]int, len(capList))
	copied := 0
	for i, v := range capList {
		slots[i] = -1
		if c.u.byValue[v] {
			if kind, slot, _ := c.lookupVar(v); kind == varLocal {
				slots[i] = slot
				copied++
				continue
			}
		}
		cells[i] = c.cellOf(v)
	}
	switch {
	case len(capList) == 1 && copied == 1:
		s0 := slots[0]
		return func(fr *frame) Value {
			o := &struct {
				cl  Closure
				env [1]*Value
				v   Value
			}{}
			o.v = fr.L[s0]
			o.env[0] = &o.v
			o.cl.Fn, o.cl.Env = fn, o.env[:]
			return Value{R: &o.cl}
		}
	case len(capList) == 1:
		c0 := cells[0]
		return func(fr *frame) Value {
			o := &struct {
				cl  Closure
				env [1]*Value
			}{}
			o.env[0] = c0(fr)
			o.cl.Fn, o.cl.Env = fn, o.env[:]
			return Value{R: &o.cl}
		}
	case len(capList) == 2 && copied == 0:
		c0, c1 := cells[0], cells[1]
		return func(fr *frame) Value {
			o := &struct {
				cl  Closure
				env [2]*Value
			}{}
			o.env[0], o.env[1] = c0(fr), c1(fr)
			o.cl.Fn, o.cl.Env = fn, o.env[:]
			return Value{R: &o.cl}
		}
	}
	n := len(capList)
	return func(fr *frame) Value {
		env := make([]*Value, n)
		var vals []Value
		if copied > 0 {
			vals = make([]Value, copied)
		}
		k := 0
		for i, f := range cells {
			if f != nil {
				env[i] = f(fr)
				continue
			}
			vals[k] = fr.L[slots[i]]
			env[i] = &vals[k]
			k++
		}
		return Value{R: &Closure{Fn: fn, Env: env}}
	}
}
