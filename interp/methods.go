package interp

import "go/types"

// methodOf returns the function that implements method name for values of
// dynamic type t, taking the receiver exactly as an interface holds it.
// Promoted methods and value methods called through pointers get a thunk
// that walks the embedding path and adjusts the receiver. Results are cached.
func (in *Interp) methodOf(t *RType, name string) *Func {
	if fn, ok := t.methods[name]; ok {
		return fn
	}
	if t.methods == nil {
		t.methods = map[string]*Func{}
	}
	fn := in.buildMethod(t, name)
	t.methods[name] = fn
	return fn
}

func (in *Interp) buildMethod(t *RType, name string) *Func {
	if t.host != nil {
		if fn := t.host[name]; fn != nil {
			return fn
		}
	}
	if it, ok := t.T.Underlying().(*types.Interface); ok {
		// A receiver of interface type: dispatch on its dynamic type.
		var m *types.Func
		for i := 0; i < it.NumMethods(); i++ {
			if it.Method(i).Name() == name {
				m = it.Method(i)
			}
		}
		if m == nil {
			return nil
		}
		msig := m.Type().(*types.Signature)
		thunk := &Func{Name: t.Name + "." + name, nparams: msig.Params().Len() + 1, nres: msig.Results().Len()}
		thunk.nslots = thunk.nparams + thunk.nres
		thunk.host = &HostFunc{Call: func(call *Call) {
			iv := call.Args[0].Iface()
			if iv == nil {
				in.nilDeref()
			}
			res := in.CallFunc(Value{R: &Closure{Fn: in.methodOf(iv.T, name)}}, append([]Value{iv.V}, call.Args[1:]...)...)
			copy(call.Results, res)
		}}
		return thunk
	}
	ms := types.NewMethodSet(t.T)
	var sel *types.Selection
	for i := 0; i < ms.Len(); i++ {
		if ms.At(i).Obj().Name() == name {
			sel = ms.At(i)
			break
		}
	}
	if sel == nil {
		return nil
	}
	obj := sel.Obj().(*types.Func)
	c := &compiler{in: in}
	index := sel.Index()
	path := index[:len(index)-1]
	msig := obj.Type().(*types.Signature)
	_, ptrRecv := msig.Recv().Type().(*types.Pointer)
	_, isPtr := t.T.Underlying().(*types.Pointer)
	if len(path) == 0 && ptrRecv == isPtr {
		return c.funcFor(obj, nil)
	}
	// Walk the path at run time.
	steps := c.fieldSteps(t.T, path)
	last := t.T
	for _, i := range path {
		if p, ok := last.Underlying().(*types.Pointer); ok {
			last = p.Elem()
		}
		last = last.Underlying().(*types.Struct).Field(i).Type()
	}
	_, lastPtr := last.Underlying().(*types.Pointer)
	var target *Func
	lastIface := types.IsInterface(last)
	if !lastIface {
		target = c.funcFor(obj, nil)
	}
	cp := copyFunc(msig.Recv().Type())
	thunk := &Func{Name: funcName(obj), nparams: msig.Params().Len() + 1, nres: msig.Results().Len()}
	thunk.nslots = thunk.nparams + thunk.nres
	thunk.host = &HostFunc{Call: func(call *Call) {
		v := call.Args[0]
		var addr *Value
		if isPtr {
			addr = v.Ptr()
		}
		for _, s := range steps {
			if s.deref {
				p := v.Ptr()
				if p == nil {
					in.nilDeref()
				}
				v = *p
			}
			addr = &v.R.([]Value)[s.index]
			v = *addr
		}
		var recv Value
		switch {
		case lastIface:
			iv := v.Iface()
			if iv == nil {
				in.nilDeref()
			}
			m := in.methodOf(iv.T, name)
			res := in.CallFunc(Value{R: &Closure{Fn: m}}, append([]Value{iv.V}, call.Args[1:]...)...)
			copy(call.Results, res)
			return
		case ptrRecv && !lastPtr:
			recv = Value{R: addr}
		case !ptrRecv && lastPtr, !ptrRecv && isPtr && len(steps) == 0:
			if v.R != nil {
				recv = derefPtr(v)
				break
			}
			p := v.Ptr()
			if p == nil && len(steps) == 0 {
				// Go's wrapper of a value method in *T's method set.
				in.plainPanic("value method " + funcName(obj) + " called using nil *" + recvTypeName(msig.Recv().Type()) + " pointer")
			}
			if p == nil {
				in.nilDeref()
			}
			recv = *p
		default:
			recv = v
		}
		if cp != nil && !ptrRecv {
			recv = cp(recv)
		}
		res := in.CallFunc(Value{R: &Closure{Fn: target}}, append([]Value{recv}, call.Args[1:]...)...)
		copy(call.Results, res)
	}}
	return thunk
}
