package stdlib

import (
	"github.com/adrepl/adrepl/interp"
)

// Package sync: Mutex, RWMutex, WaitGroup, Once (and OnceFunc, OnceValue,
// OnceValues), Cond, Map and Pool. Only one interpreted goroutine runs at
// a time, so the primitives need no atomics: their blocking methods are
// host functions that decide and park in one step (interp.Call.Block, on
// the goroutine scheduler), so that a deadlock is detected and reported
// with Go's wait reasons ("goroutine 1 [sync.Mutex.Lock]"). The waiters of
// a primitive queue under the address of its sema field. A woken waiter is
// handed the lock directly (first come, first served), which Go's
// starvation mode also does.

const syncSrc = `package sync

import "sync/atomic"

// noCopy marks values not to be copied after first use (for vet).
type noCopy struct{}

// A Locker represents an object that can be locked and unlocked.
type Locker interface {
	Lock()
	Unlock()
}

// A Mutex is a mutual exclusion lock; its zero value is unlocked. Its
// layout is Go's, so that it prints as Go's does.
type Mutex struct {
	_  noCopy
	mu imutex
}

type imutex struct {
	state int32 // 1 while locked
	sema  uint32
}

func (m *Mutex) Lock()
func (m *Mutex) TryLock() bool
func (m *Mutex) Unlock()

// A RWMutex is a reader/writer mutual exclusion lock. A blocked Lock call
// keeps new readers out.
type RWMutex struct {
	w           Mutex        // held by the writer
	writerSem   uint32       // where Lock calls wait
	readerSem   uint32       // where RLock calls wait
	readerCount atomic.Int32 // readers holding it
	readerWait  atomic.Int32 // Lock calls waiting
}

func (rw *RWMutex) RLock()
func (rw *RWMutex) TryRLock() bool
func (rw *RWMutex) RUnlock()
func (rw *RWMutex) Lock()
func (rw *RWMutex) TryLock() bool
func (rw *RWMutex) Unlock()

// RLocker returns a Locker whose Lock and Unlock call rw.RLock and rw.RUnlock.
func (rw *RWMutex) RLocker() Locker { return (*rlocker)(rw) }

type rlocker RWMutex

func (r *rlocker) Lock()   { (*RWMutex)(r).RLock() }
func (r *rlocker) Unlock() { (*RWMutex)(r).RUnlock() }

// A WaitGroup waits for a collection of goroutines to finish.
type WaitGroup struct {
	noCopy noCopy
	state  atomic.Uint64 // the counter in the high 32 bits, as Go's
	sema   uint32
}

func (wg *WaitGroup) Add(delta int)
func (wg *WaitGroup) Done() { wg.Add(-1) }
func (wg *WaitGroup) Wait()

// Go calls f in a new goroutine and adds that task to the WaitGroup.
func (wg *WaitGroup) Go(f func()) {
	wg.Add(1)
	go func() {
		defer wg.Done()
		f()
	}()
}

// Once is an object that will perform exactly one action.
type Once struct {
	_    noCopy
	done atomic.Uint32
	m    Mutex
}

func (o *Once) Do(f func()) {
	if o.done.Load() != 0 {
		return
	}
	o.m.Lock()
	defer o.m.Unlock()
	if o.done.Load() == 0 {
		defer o.done.Store(1)
		f()
	}
}

// OnceFunc returns a function that invokes f only once; a panic of f
// panics again on every call.
func OnceFunc(f func()) func() {
	var once Once
	var valid bool
	var p any
	g := func() {
		defer func() {
			p = recover()
			if !valid {
				panic(p)
			}
		}()
		f()
		f = nil
		valid = true
	}
	return func() {
		once.Do(g)
		if !valid {
			panic(p)
		}
	}
}

// OnceValue returns a function that invokes f only once and returns its value.
func OnceValue[T any](f func() T) func() T {
	var once Once
	var valid bool
	var p any
	var result T
	g := func() {
		defer func() {
			p = recover()
			if !valid {
				panic(p)
			}
		}()
		result = f()
		f = nil
		valid = true
	}
	return func() T {
		once.Do(g)
		if !valid {
			panic(p)
		}
		return result
	}
}

// OnceValues returns a function that invokes f only once and returns its values.
func OnceValues[T1, T2 any](f func() (T1, T2)) func() (T1, T2) {
	var once Once
	var valid bool
	var p any
	var r1 T1
	var r2 T2
	g := func() {
		defer func() {
			p = recover()
			if !valid {
				panic(p)
			}
		}()
		r1, r2 = f()
		f = nil
		valid = true
	}
	return func() (T1, T2) {
		once.Do(g)
		if !valid {
			panic(p)
		}
		return r1, r2
	}
}

// Cond is a condition variable: goroutines wait for or announce an event.
type Cond struct {
	L      Locker
	ticket int64 // the next waiter's ticket
	notify int64 // the next ticket to wake
	sema   uint32
}

// NewCond returns a new Cond with Locker l.
func NewCond(l Locker) *Cond { return &Cond{L: l} }

// Wait unlocks c.L, waits for Signal or Broadcast, and locks c.L again.
func (c *Cond) Wait() {
	t := c.add()
	c.L.Unlock()
	c.wait(t)
	c.L.Lock()
}

func (c *Cond) add() int64
func (c *Cond) wait(t int64)
func (c *Cond) Signal()
func (c *Cond) Broadcast()

// Map is a map safe for use by several goroutines.
type Map struct {
	mu Mutex
	m  map[any]any
}

func (m *Map) Load(key any) (value any, ok bool) {
	m.mu.Lock()
	value, ok = m.m[key]
	m.mu.Unlock()
	return
}

func (m *Map) Store(key, value any) { m.Swap(key, value) }

func (m *Map) Swap(key, value any) (previous any, loaded bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[any]any{}
	}
	previous, loaded = m.m[key]
	m.m[key] = value
	return
}

func (m *Map) LoadOrStore(key, value any) (actual any, loaded bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := m.m[key]; ok {
		return v, true
	}
	if m.m == nil {
		m.m = map[any]any{}
	}
	m.m[key] = value
	return value, false
}

func (m *Map) LoadAndDelete(key any) (value any, loaded bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	value, loaded = m.m[key]
	delete(m.m, key)
	return
}

func (m *Map) Delete(key any) { m.LoadAndDelete(key) }

func (m *Map) CompareAndSwap(key, old, new any) (swapped bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := m.m[key]; ok && v == old {
		m.m[key] = new
		return true
	}
	return false
}

func (m *Map) CompareAndDelete(key, old any) (deleted bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := m.m[key]; ok && v == old {
		delete(m.m, key)
		return true
	}
	return false
}

// Range calls f for each key and value present in the map, until f
// returns false. f may change the map: Range does not hold its lock.
func (m *Map) Range(f func(key, value any) bool) {
	m.mu.Lock()
	keys := make([]any, 0, len(m.m))
	for k := range m.m {
		keys = append(keys, k)
	}
	m.mu.Unlock()
	for _, k := range keys {
		v, ok := m.Load(k)
		if ok && !f(k, v) {
			break
		}
	}
}

func (m *Map) Clear() {
	m.mu.Lock()
	clear(m.m)
	m.mu.Unlock()
}

// A Pool is a set of temporary objects that may be individually saved and retrieved.
type Pool struct {
	items []any
	New   func() any
}

func (p *Pool) Put(x any) {
	if x != nil {
		p.items = append(p.items, x)
	}
}

func (p *Pool) Get() any {
	if n := len(p.items); n > 0 {
		x := p.items[n-1]
		p.items[n-1] = nil
		p.items = p.items[:n-1]
		return x
	}
	if p.New != nil {
		return p.New()
	}
	return nil
}
`

// fields returns the fields of the struct the receiver pointer points to;
// a nil receiver panics as Go's does.
func fields(c *interp.Call) []interp.Value {
	p := c.Args[0].Ptr()
	if p == nil {
		c.RuntimePanic("invalid memory address or nil pointer dereference")
	}
	return p.Elems()
}

func addSync(add func(*interp.Library)) {
	// The fields the host functions use, by the layouts of syncSrc.
	mutexState := func(m interp.Value) *interp.Value { return &m.Elems()[1].Elems()[0] }
	mutexSema := func(m interp.Value) *interp.Value { return &m.Elems()[1].Elems()[1] }
	atomicV := func(v *interp.Value) *interp.Value { // atomic.Int32's v, or Uint64's
		e := v.Elems()
		return &e[len(e)-1]
	}
	const (
		rwW, rwWriterSem, rwReaderSem, rwReaders, rwWriters = 0, 1, 2, 3, 4
		wgState, wgSema                                     = 1, 2
		cdTicket, cdNotify, cdSema                          = 1, 2, 3
	)
	get := func(v *interp.Value) int64 { return v.Int() }
	put := func(v *interp.Value, n int64) { *v = interp.MakeInt(n) }
	// rwGrant lets the waiting writer in, or else every waiting reader.
	rwGrant := func(c *interp.Call, f []interp.Value) {
		readers, writers, held := atomicV(&f[rwReaders]), atomicV(&f[rwWriters]), mutexState(f[rwW])
		if get(readers) > 0 || get(held) != 0 {
			return
		}
		if get(writers) > 0 && c.Wake(&f[rwWriterSem], nil) {
			put(writers, get(writers)-1)
			put(held, 1)
			return
		}
		if get(writers) == 0 {
			n := c.WakeAll(&f[rwReaderSem])
			put(readers, get(readers)+int64(n))
		}
	}
	host := map[string]*interp.HostFunc{
		"Mutex.Lock": {Call: func(c *interp.Call) {
			fields(c)
			m := *c.Args[0].Ptr()
			if st := mutexState(m); get(st) == 0 {
				put(st, 1)
				return
			}
			c.Block(mutexSema(m), 0, "sync.Mutex.Lock") // Unlock hands the lock over
		}},
		"Mutex.TryLock": {Call: func(c *interp.Call) {
			fields(c)
			st := mutexState(*c.Args[0].Ptr())
			c.Results[0] = interp.MakeBool(get(st) == 0)
			put(st, 1)
		}},
		"Mutex.Unlock": {Call: func(c *interp.Call) {
			fields(c)
			m := *c.Args[0].Ptr()
			if get(mutexState(m)) == 0 {
				c.Fatal("sync: unlock of unlocked mutex")
			}
			if !c.Wake(mutexSema(m), nil) {
				put(mutexState(m), 0)
			}
		}},
		"RWMutex.RLock": {Call: func(c *interp.Call) {
			f := fields(c)
			if get(mutexState(f[rwW])) != 0 || get(atomicV(&f[rwWriters])) > 0 {
				c.Block(&f[rwReaderSem], 0, "sync.RWMutex.RLock") // counted in by rwGrant
				return
			}
			r := atomicV(&f[rwReaders])
			put(r, get(r)+1)
		}},
		"RWMutex.TryRLock": {Call: func(c *interp.Call) {
			f := fields(c)
			ok := get(mutexState(f[rwW])) == 0 && get(atomicV(&f[rwWriters])) == 0
			if ok {
				r := atomicV(&f[rwReaders])
				put(r, get(r)+1)
			}
			c.Results[0] = interp.MakeBool(ok)
		}},
		"RWMutex.RUnlock": {Call: func(c *interp.Call) {
			f := fields(c)
			r := atomicV(&f[rwReaders])
			if get(r) <= 0 {
				c.Fatal("sync: RUnlock of unlocked RWMutex")
			}
			put(r, get(r)-1)
			rwGrant(c, f)
		}},
		"RWMutex.Lock": {Call: func(c *interp.Call) {
			f := fields(c)
			if held := mutexState(f[rwW]); get(held) == 0 && get(atomicV(&f[rwReaders])) == 0 {
				put(held, 1)
				return
			}
			w := atomicV(&f[rwWriters])
			put(w, get(w)+1)
			c.Block(&f[rwWriterSem], 0, "sync.RWMutex.Lock") // rwGrant hands it over
		}},
		"RWMutex.TryLock": {Call: func(c *interp.Call) {
			f := fields(c)
			held := mutexState(f[rwW])
			ok := get(held) == 0 && get(atomicV(&f[rwReaders])) == 0
			if ok {
				put(held, 1)
			}
			c.Results[0] = interp.MakeBool(ok)
		}},
		"RWMutex.Unlock": {Call: func(c *interp.Call) {
			f := fields(c)
			held := mutexState(f[rwW])
			if get(held) == 0 {
				c.Fatal("sync: Unlock of unlocked RWMutex")
			}
			put(held, 0)
			// Readers that waited for this writer go first, as in Go.
			if n := c.WakeAll(&f[rwReaderSem]); n > 0 {
				r := atomicV(&f[rwReaders])
				put(r, get(r)+int64(n))
				return
			}
			rwGrant(c, f)
		}},
		"WaitGroup.Add": {Call: func(c *interp.Call) {
			f := fields(c)
			st := atomicV(&f[wgState])
			n := int32(int64(int32(st.Uint()>>32)) + c.Args[1].Int()) // wraps as Go's counter does
			if n < 0 {
				c.PanicString("sync: negative WaitGroup counter")
			}
			*st = interp.MakeUint(uint64(uint32(n)) << 32)
			if n == 0 {
				c.WakeAll(&f[wgSema])
			}
		}},
		"WaitGroup.Wait": {Call: func(c *interp.Call) {
			f := fields(c)
			if atomicV(&f[wgState]).Uint()>>32 > 0 {
				c.Block(&f[wgSema], 0, "sync.WaitGroup.Wait")
			}
		}},
		"Cond.add": {Call: func(c *interp.Call) {
			f := fields(c)
			t := f[cdTicket].Int()
			f[cdTicket] = interp.MakeInt(t + 1)
			c.Results[0] = interp.MakeInt(t)
		}},
		"Cond.wait": {Call: func(c *interp.Call) {
			f := fields(c)
			if t := c.Args[1].Int(); t >= f[cdNotify].Int() {
				c.Block(&f[cdSema], t, "sync.Cond.Wait")
			}
		}},
		"Cond.Signal": {Call: func(c *interp.Call) {
			f := fields(c)
			t := f[cdNotify].Int()
			if t == f[cdTicket].Int() {
				return // nobody waits
			}
			f[cdNotify] = interp.MakeInt(t + 1)
			c.Wake(&f[cdSema], func(tag int64) bool { return tag == t })
		}},
		"Cond.Broadcast": {Call: func(c *interp.Call) {
			f := fields(c)
			f[cdNotify] = f[cdTicket]
			c.WakeAll(&f[cdSema])
		}},
	}
	add(&interp.Library{
		Path: "sync",
		Src:  syncSrc,
		Host: host,
		Doc: map[string]string{
			"Mutex":      "a mutual exclusion lock (Lock, TryLock, Unlock); the zero value is unlocked",
			"RWMutex":    "a reader/writer lock (RLock, RUnlock, Lock, Unlock, RLocker)",
			"WaitGroup":  "waits for goroutines to finish (Add, Done, Wait, Go)",
			"Once":       "performs one action exactly once (Do)",
			"OnceFunc":   "OnceFunc(f) returns a function that calls f once",
			"OnceValue":  "OnceValue(f) returns a function that calls f once and returns its value",
			"OnceValues": "OnceValues(f) returns a function that calls f once and returns its two values",
			"Cond":       "a condition variable (Wait, Signal, Broadcast)",
			"NewCond":    "NewCond(l) returns a Cond with Locker l",
			"Map":        "a map safe for concurrent use (Load, Store, LoadOrStore, Range, ...)",
			"Pool":       "a set of reusable objects (Get, Put, New)",
			"Locker":     "the interface of Lock and Unlock",
		},
	})
}
