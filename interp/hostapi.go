package interp

import "go/types"

// Host-side helpers for library implementations (lib_*.go, format.go).

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

// NewHandle stores a host object (a *rand.Rand, say) in the interpreter and
// returns an integer handle that library source keeps in an unexported int
// field; Handle gives the object back. Handles live as long as the session.
func (in *Interp) NewHandle(obj any) int64 {
	in.handles = append(in.handles, obj)
	return int64(len(in.handles))
}

// Handle returns the host object of a handle from NewHandle (nil for 0).
func (in *Interp) Handle(h int64) any {
	if h <= 0 || int(h) > len(in.handles) {
		return nil
	}
	return in.handles[h-1]
}
