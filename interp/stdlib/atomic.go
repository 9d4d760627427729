package stdlib

import (
	"strings"

	"github.com/adrepl/adrepl/interp"
)

// Package sync/atomic: the functions on *int32, *int64, *uint32, *uint64
// and *uintptr (Add, Load, Store, Swap, CompareAndSwap, And, Or) and the
// typed values (Bool, Int32, Int64, Uint32, Uint64, Uintptr, Value,
// Pointer[T]). Only one interpreted goroutine runs at a time and these
// bodies hold no call or loop, where a goroutine could be preempted, so
// plain loads and stores are atomic. The unsafe.Pointer functions are
// absent, as package unsafe is.

const atomicHead = `package atomic

// noCopy marks the typed values as not to be copied (for vet; nothing checks it here).
type noCopy struct{}

// align64 marks 64-bit values aligned to 8 bytes in Go (its layout is kept for printing).
type align64 struct{}
`

// atomicInt is the functions and the typed value of one integer type,
// written once: NAME is the type's name in the API (Int32, Uint64, ...),
// TYPE the Go type, ALIGN the align64 field of the 64-bit values (Go's
// layout, kept for printing).
const atomicInt = `func AddNAME(addr *TYPE, delta TYPE) (new TYPE) {
	*addr += delta
	return *addr
}

func LoadNAME(addr *TYPE) (val TYPE) { return *addr }

func StoreNAME(addr *TYPE, val TYPE) { *addr = val }

func SwapNAME(addr *TYPE, new TYPE) (old TYPE) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapNAME(addr *TYPE, old, new TYPE) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndNAME(addr *TYPE, mask TYPE) (old TYPE) {
	old = *addr
	*addr &= mask
	return
}

func OrNAME(addr *TYPE, mask TYPE) (old TYPE) {
	old = *addr
	*addr |= mask
	return
}

// A NAME is an atomic TYPE.
type NAME struct {
	_ noCopy
ALIGN	v TYPE
}

func (x *NAME) Load() TYPE { return x.v }
func (x *NAME) Store(val TYPE) { x.v = val }

func (x *NAME) Swap(new TYPE) (old TYPE) {
	old = x.v
	x.v = new
	return
}

func (x *NAME) CompareAndSwap(old, new TYPE) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *NAME) Add(delta TYPE) (new TYPE) {
	x.v += delta
	return x.v
}

func (x *NAME) And(mask TYPE) (old TYPE) {
	old = x.v
	x.v &= mask
	return
}

func (x *NAME) Or(mask TYPE) (old TYPE) {
	old = x.v
	x.v |= mask
	return
}
`

// atomicSrc is the package's source: the integer types expanded from
// atomicInt, then Bool, Pointer and Value.
var atomicSrc = func() string {
	src := atomicHead
	for _, t := range []struct {
		name, typ string
		align     bool
	}{{"Int32", "int32", false}, {"Int64", "int64", true}, {"Uint32", "uint32", false}, {"Uint64", "uint64", true}, {"Uintptr", "uintptr", false}} {
		align := ""
		if t.align {
			align = "\t_ align64\n"
		}
		src += "\n" + strings.NewReplacer("NAME", t.name, "TYPE", t.typ, "ALIGN", align).Replace(atomicInt) + "\n"
	}
	return src + atomicRest
}()

const atomicRest = `// A Bool is an atomic boolean value.
type Bool struct {
	_ noCopy
	v uint32
}

// The bodies call nothing: a call is where a goroutine may be preempted.

func (x *Bool) Load() bool { return x.v != 0 }

func (x *Bool) Store(val bool) {
	x.v = 0
	if val {
		x.v = 1
	}
}

func (x *Bool) Swap(new bool) (old bool) {
	old = x.v != 0
	x.v = 0
	if new {
		x.v = 1
	}
	return
}

func (x *Bool) CompareAndSwap(old, new bool) (swapped bool) {
	if (x.v != 0) != old {
		return false
	}
	x.v = 0
	if new {
		x.v = 1
	}
	return true
}

// A Pointer is an atomic pointer of type *T.
type Pointer[T any] struct {
	_ [0]*T
	_ noCopy
	v *T
}

func (x *Pointer[T]) Load() *T { return x.v }
func (x *Pointer[T]) Store(val *T) { x.v = val }

func (x *Pointer[T]) Swap(new *T) (old *T) {
	old = x.v
	x.v = new
	return
}

func (x *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

// A Value provides an atomic load and store of a consistently typed value.
type Value struct {
	v any
}

// sameType reports whether a and b, both non-nil, have one dynamic type.
func sameType(a, b any) bool

func (v *Value) Load() (val any) { return v.v }

func (v *Value) Store(val any) {
	if val == nil {
		panic("sync/atomic: store of nil value into Value")
	}
	if v.v != nil && !sameType(v.v, val) {
		panic("sync/atomic: store of inconsistently typed value into Value")
	}
	v.v = val
}

func (v *Value) Swap(new any) (old any) {
	if new == nil {
		panic("sync/atomic: swap of nil value into Value")
	}
	if v.v != nil && !sameType(v.v, new) {
		panic("sync/atomic: swap of inconsistently typed value into Value")
	}
	old = v.v
	v.v = new
	return
}

func (v *Value) CompareAndSwap(old, new any) (swapped bool) {
	if new == nil {
		panic("sync/atomic: compare and swap of nil value into Value")
	}
	if old != nil && !sameType(old, new) {
		panic("sync/atomic: compare and swap of inconsistently typed values")
	}
	if v.v == nil {
		if old != nil {
			return false
		}
		v.v = new
		return true
	}
	if !sameType(v.v, new) {
		panic("sync/atomic: compare and swap of inconsistently typed value into Value")
	}
	if v.v != old {
		return false
	}
	v.v = new
	return true
}
`

func addAtomic(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "sync/atomic",
		Src:  atomicSrc,
		Host: map[string]*interp.HostFunc{
			"sameType": {Call: func(c *interp.Call) {
				a, b := c.Args[0].Iface(), c.Args[1].Iface()
				c.Results[0] = interp.MakeBool(a != nil && b != nil && a.T == b.T)
			}},
		},
		Doc: map[string]string{
			"AddInt64":   "AddInt64(addr, delta) adds delta to *addr and returns the new value (also Int32, Uint32, Uint64, Uintptr)",
			"LoadInt64":  "LoadInt64(addr) returns *addr",
			"StoreInt64": "StoreInt64(addr, val) sets *addr",
			"Int64":      "an atomic int64 (Load, Store, Add, Swap, CompareAndSwap, And, Or)",
			"Int32":      "an atomic int32",
			"Uint32":     "an atomic uint32",
			"Uint64":     "an atomic uint64",
			"Uintptr":    "an atomic uintptr",
			"Bool":       "an atomic bool",
			"Pointer":    "an atomic *T (Load, Store, Swap, CompareAndSwap)",
			"Value":      "holds a value of one consistent type (Load, Store, Swap, CompareAndSwap)",
		},
	})
}
