package stdlib

import "github.com/adrepl/adrepl/interp"

// Package sync/atomic: the functions on *int32, *int64, *uint32, *uint64
// and *uintptr (Add, Load, Store, Swap, CompareAndSwap, And, Or) and the
// typed values (Bool, Int32, Int64, Uint32, Uint64, Uintptr, Value,
// Pointer[T]). Only one interpreted goroutine runs at a time and these
// bodies hold no call or loop, where a goroutine could be preempted, so
// plain loads and stores are atomic. The unsafe.Pointer functions are
// absent, as package unsafe is.

const atomicSrc = `package atomic

// noCopy marks the typed values as not to be copied (for vet; nothing checks it here).
type noCopy struct{}

// align64 marks 64-bit values aligned to 8 bytes in Go (its layout is kept for printing).
type align64 struct{}

func AddInt32(addr *int32, delta int32) (new int32) {
	*addr += delta
	return *addr
}

func LoadInt32(addr *int32) (val int32) { return *addr }

func StoreInt32(addr *int32, val int32) { *addr = val }

func SwapInt32(addr *int32, new int32) (old int32) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapInt32(addr *int32, old, new int32) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndInt32(addr *int32, mask int32) (old int32) {
	old = *addr
	*addr &= mask
	return
}

func OrInt32(addr *int32, mask int32) (old int32) {
	old = *addr
	*addr |= mask
	return
}

// A Int32 is an atomic int32.
type Int32 struct {
	_ noCopy
	v int32
}

func (x *Int32) Load() int32 { return x.v }
func (x *Int32) Store(val int32) { x.v = val }

func (x *Int32) Swap(new int32) (old int32) {
	old = x.v
	x.v = new
	return
}

func (x *Int32) CompareAndSwap(old, new int32) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *Int32) Add(delta int32) (new int32) {
	x.v += delta
	return x.v
}

func (x *Int32) And(mask int32) (old int32) {
	old = x.v
	x.v &= mask
	return
}

func (x *Int32) Or(mask int32) (old int32) {
	old = x.v
	x.v |= mask
	return
}


func AddInt64(addr *int64, delta int64) (new int64) {
	*addr += delta
	return *addr
}

func LoadInt64(addr *int64) (val int64) { return *addr }

func StoreInt64(addr *int64, val int64) { *addr = val }

func SwapInt64(addr *int64, new int64) (old int64) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapInt64(addr *int64, old, new int64) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndInt64(addr *int64, mask int64) (old int64) {
	old = *addr
	*addr &= mask
	return
}

func OrInt64(addr *int64, mask int64) (old int64) {
	old = *addr
	*addr |= mask
	return
}

// A Int64 is an atomic int64.
type Int64 struct {
	_ noCopy
	_ align64
	v int64
}

func (x *Int64) Load() int64 { return x.v }
func (x *Int64) Store(val int64) { x.v = val }

func (x *Int64) Swap(new int64) (old int64) {
	old = x.v
	x.v = new
	return
}

func (x *Int64) CompareAndSwap(old, new int64) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *Int64) Add(delta int64) (new int64) {
	x.v += delta
	return x.v
}

func (x *Int64) And(mask int64) (old int64) {
	old = x.v
	x.v &= mask
	return
}

func (x *Int64) Or(mask int64) (old int64) {
	old = x.v
	x.v |= mask
	return
}


func AddUint32(addr *uint32, delta uint32) (new uint32) {
	*addr += delta
	return *addr
}

func LoadUint32(addr *uint32) (val uint32) { return *addr }

func StoreUint32(addr *uint32, val uint32) { *addr = val }

func SwapUint32(addr *uint32, new uint32) (old uint32) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUint32(addr *uint32, old, new uint32) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUint32(addr *uint32, mask uint32) (old uint32) {
	old = *addr
	*addr &= mask
	return
}

func OrUint32(addr *uint32, mask uint32) (old uint32) {
	old = *addr
	*addr |= mask
	return
}

// A Uint32 is an atomic uint32.
type Uint32 struct {
	_ noCopy
	v uint32
}

func (x *Uint32) Load() uint32 { return x.v }
func (x *Uint32) Store(val uint32) { x.v = val }

func (x *Uint32) Swap(new uint32) (old uint32) {
	old = x.v
	x.v = new
	return
}

func (x *Uint32) CompareAndSwap(old, new uint32) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *Uint32) Add(delta uint32) (new uint32) {
	x.v += delta
	return x.v
}

func (x *Uint32) And(mask uint32) (old uint32) {
	old = x.v
	x.v &= mask
	return
}

func (x *Uint32) Or(mask uint32) (old uint32) {
	old = x.v
	x.v |= mask
	return
}


func AddUint64(addr *uint64, delta uint64) (new uint64) {
	*addr += delta
	return *addr
}

func LoadUint64(addr *uint64) (val uint64) { return *addr }

func StoreUint64(addr *uint64, val uint64) { *addr = val }

func SwapUint64(addr *uint64, new uint64) (old uint64) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUint64(addr *uint64, old, new uint64) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUint64(addr *uint64, mask uint64) (old uint64) {
	old = *addr
	*addr &= mask
	return
}

func OrUint64(addr *uint64, mask uint64) (old uint64) {
	old = *addr
	*addr |= mask
	return
}

// A Uint64 is an atomic uint64.
type Uint64 struct {
	_ noCopy
	_ align64
	v uint64
}

func (x *Uint64) Load() uint64 { return x.v }
func (x *Uint64) Store(val uint64) { x.v = val }

func (x *Uint64) Swap(new uint64) (old uint64) {
	old = x.v
	x.v = new
	return
}

func (x *Uint64) CompareAndSwap(old, new uint64) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *Uint64) Add(delta uint64) (new uint64) {
	x.v += delta
	return x.v
}

func (x *Uint64) And(mask uint64) (old uint64) {
	old = x.v
	x.v &= mask
	return
}

func (x *Uint64) Or(mask uint64) (old uint64) {
	old = x.v
	x.v |= mask
	return
}


func AddUintptr(addr *uintptr, delta uintptr) (new uintptr) {
	*addr += delta
	return *addr
}

func LoadUintptr(addr *uintptr) (val uintptr) { return *addr }

func StoreUintptr(addr *uintptr, val uintptr) { *addr = val }

func SwapUintptr(addr *uintptr, new uintptr) (old uintptr) {
	old = *addr
	*addr = new
	return
}

func CompareAndSwapUintptr(addr *uintptr, old, new uintptr) (swapped bool) {
	if *addr == old {
		*addr = new
		return true
	}
	return false
}

func AndUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	old = *addr
	*addr &= mask
	return
}

func OrUintptr(addr *uintptr, mask uintptr) (old uintptr) {
	old = *addr
	*addr |= mask
	return
}

// A Uintptr is an atomic uintptr.
type Uintptr struct {
	_ noCopy
	v uintptr
}

func (x *Uintptr) Load() uintptr { return x.v }
func (x *Uintptr) Store(val uintptr) { x.v = val }

func (x *Uintptr) Swap(new uintptr) (old uintptr) {
	old = x.v
	x.v = new
	return
}

func (x *Uintptr) CompareAndSwap(old, new uintptr) (swapped bool) {
	if x.v == old {
		x.v = new
		return true
	}
	return false
}

func (x *Uintptr) Add(delta uintptr) (new uintptr) {
	x.v += delta
	return x.v
}

func (x *Uintptr) And(mask uintptr) (old uintptr) {
	old = x.v
	x.v &= mask
	return
}

func (x *Uintptr) Or(mask uintptr) (old uintptr) {
	old = x.v
	x.v |= mask
	return
}

// A Bool is an atomic boolean value.
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
