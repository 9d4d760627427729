package stdlib

import (
	"go/types"
	"maps"
	"math/rand"
	randv2 "math/rand/v2"

	"github.com/adrepl/adrepl/interp"
)

// Packages math/rand and math/rand/v2, backed by the host's generators so
// that a seeded generator (rand.New(rand.NewSource(42)), rand.New(rand.NewPCG(1, 2)))
// produces exactly the numbers it produces under go run. The Rand methods
// are Go's own (host) code, so Intn, Perm, Shuffle... consume the source
// exactly as in Go. A user-defined Source works too: the host generator
// calls its interpreted methods.
//
// The top-level functions (rand.Intn, rand.Float64, rand.N...) use a
// per-interpreter generator with a FIXED seed, unlike go run, which seeds
// them randomly: a notebook or test re-run gives the same numbers. For
// math/rand the fixed seed is 1, so the sequence is the one Go produces
// with GODEBUG=randautoseed=0; for math/rand/v2 the generator is
// NewPCG(1, 2). rand.Seed(s) does nothing, as in Go 1.24 and later (use
// rand.New(rand.NewSource(s)) for a chosen seed).

const randSrc = `package rand

// A Source represents a source of uniformly-distributed pseudo-random int64
// values in the range [0, 1<<63).
type Source interface {
	Int63() int64
	Seed(seed int64)
}

// A Source64 is a Source that can also generate uniformly-distributed
// pseudo-random uint64 values.
type Source64 interface {
	Source
	Uint64() uint64
}

type rngSource struct {
	h *int // host handle of a rand.Source
}

func newSourceHandle(seed int64) *int

func (s *rngSource) Int63() int64
func (s *rngSource) Uint64() uint64
func (s *rngSource) Seed(seed int64)

// NewSource returns a new pseudo-random Source seeded with the given value.
func NewSource(seed int64) Source {
	return &rngSource{h: newSourceHandle(seed)}
}

// A Rand is a source of random numbers.
type Rand struct {
	h   *int // host handle of a *rand.Rand
	src Source
}

func newRandHandle(src Source) *int

// New returns a new Rand that uses random values from src.
func New(src Source) *Rand {
	return &Rand{h: newRandHandle(src), src: src}
}

func (r *Rand) Seed(seed int64)
func (r *Rand) Int63() int64
func (r *Rand) Uint32() uint32
func (r *Rand) Uint64() uint64
func (r *Rand) Int31() int32
func (r *Rand) Int() int
func (r *Rand) Int63n(n int64) int64
func (r *Rand) Int31n(n int32) int32
func (r *Rand) Intn(n int) int
func (r *Rand) Float64() float64
func (r *Rand) Float32() float32
func (r *Rand) Perm(n int) []int
func (r *Rand) Shuffle(n int, swap func(i, j int))
func (r *Rand) NormFloat64() float64
func (r *Rand) ExpFloat64() float64

var globalRand = New(NewSource(1))

// Seed does nothing, as in Go 1.24 and later.
func Seed(seed int64) {}

func Int63() int64                      { return globalRand.Int63() }
func Uint32() uint32                    { return globalRand.Uint32() }
func Uint64() uint64                    { return globalRand.Uint64() }
func Int31() int32                      { return globalRand.Int31() }
func Int() int                          { return globalRand.Int() }
func Int63n(n int64) int64              { return globalRand.Int63n(n) }
func Int31n(n int32) int32              { return globalRand.Int31n(n) }
func Intn(n int) int                    { return globalRand.Intn(n) }
func Float64() float64                  { return globalRand.Float64() }
func Float32() float32                  { return globalRand.Float32() }
func Perm(n int) []int                  { return globalRand.Perm(n) }
func Shuffle(n int, swap func(i, j int)) { globalRand.Shuffle(n, swap) }
func NormFloat64() float64              { return globalRand.NormFloat64() }
func ExpFloat64() float64               { return globalRand.ExpFloat64() }
`

const randv2Src = `package rand

// A Source is a source of uniformly-distributed pseudo-random uint64 values.
type Source interface {
	Uint64() uint64
}

// A PCG is a PCG generator with 128 bits of internal state.
type PCG struct {
	h *int // host handle of a *rand.PCG
}

func newPCGHandle(seed1, seed2 uint64) *int

// NewPCG returns a new PCG seeded with the given values.
func NewPCG(seed1, seed2 uint64) *PCG {
	return &PCG{h: newPCGHandle(seed1, seed2)}
}

func (p *PCG) Uint64() uint64
func (p *PCG) Seed(seed1, seed2 uint64)

// ChaCha8 is a ChaCha8-based cryptographically strong random number generator.
type ChaCha8 struct {
	h *int // host handle of a *rand.ChaCha8
}

func newChaCha8Handle(seed [32]byte) *int

// NewChaCha8 returns a new ChaCha8 seeded with the given seed.
func NewChaCha8(seed [32]byte) *ChaCha8 {
	return &ChaCha8{h: newChaCha8Handle(seed)}
}

func (c *ChaCha8) Uint64() uint64

// A Rand is a source of random numbers.
type Rand struct {
	h   *int // host handle of a *rand.Rand
	src Source
}

func newRandHandle(src Source) *int

// New returns a new Rand that uses random values from src.
func New(src Source) *Rand {
	return &Rand{h: newRandHandle(src), src: src}
}

func (r *Rand) Int64() int64
func (r *Rand) Uint32() uint32
func (r *Rand) Uint64() uint64
func (r *Rand) Int32() int32
func (r *Rand) Int() int
func (r *Rand) Uint() uint
func (r *Rand) Int64N(n int64) int64
func (r *Rand) Uint64N(n uint64) uint64
func (r *Rand) Int32N(n int32) int32
func (r *Rand) Uint32N(n uint32) uint32
func (r *Rand) IntN(n int) int
func (r *Rand) UintN(n uint) uint
func (r *Rand) Float64() float64
func (r *Rand) Float32() float32
func (r *Rand) Perm(n int) []int
func (r *Rand) Shuffle(n int, swap func(i, j int))
func (r *Rand) NormFloat64() float64
func (r *Rand) ExpFloat64() float64

var globalRand = New(NewPCG(1, 2))

func Int64() int64                      { return globalRand.Int64() }
func Uint32() uint32                    { return globalRand.Uint32() }
func Uint64() uint64                    { return globalRand.Uint64() }
func Int32() int32                      { return globalRand.Int32() }
func Int() int                          { return globalRand.Int() }
func Uint() uint                        { return globalRand.Uint() }
func Int64N(n int64) int64              { return globalRand.Int64N(n) }
func Uint64N(n uint64) uint64           { return globalRand.Uint64N(n) }
func Int32N(n int32) int32              { return globalRand.Int32N(n) }
func Uint32N(n uint32) uint32           { return globalRand.Uint32N(n) }
func IntN(n int) int                    { return globalRand.IntN(n) }
func UintN(n uint) uint                 { return globalRand.UintN(n) }
func Float64() float64                  { return globalRand.Float64() }
func Float32() float32                  { return globalRand.Float32() }
func Perm(n int) []int                  { return globalRand.Perm(n) }
func Shuffle(n int, swap func(i, j int)) { globalRand.Shuffle(n, swap) }
func NormFloat64() float64              { return globalRand.NormFloat64() }
func ExpFloat64() float64               { return globalRand.ExpFloat64() }

type intType interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// N returns a pseudo-random number in the half-open interval [0,n).
func N[Int intType](n Int) Int {
	if n <= 0 {
		panic("invalid argument to N")
	}
	return Int(globalRand.Uint64N(uint64(n)))
}
`

// handleOf returns the host object of the handle in field 0 of the struct
// the pointer argument i points to.
func handleOf(c *interp.Call, i int) any {
	fs := derefArg(c, i).Elems()
	h := c.In.Handle(fs[0])
	if h == nil {
		// A zero value (var r rand.Rand): Go would dereference a nil source.
		c.RuntimePanic("runtime error: invalid memory address or nil pointer dereference")
	}
	return h
}

// isLibType reports whether t is *pkgPath.name.
func isLibPtr(t *interp.RType, pkgPath, name string) bool {
	p, ok := t.T.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkgPath && n.Obj().Name() == name
}

// interpSource is a host rand.Source calling an interpreted Source.
type interpSource struct {
	in *interp.Interp
	v  interp.Value
	t  *interp.RType
}

func (s *interpSource) Int63() int64 {
	r, _ := s.in.CallMethod(s.v, s.t, "Int63")
	return r[0].Int()
}

func (s *interpSource) Seed(seed int64) { s.in.CallMethod(s.v, s.t, "Seed", interp.MakeInt(seed)) }

type interpSource64 struct{ interpSource }

func (s *interpSource64) Uint64() uint64 {
	r, _ := s.in.CallMethod(s.v, s.t, "Uint64")
	return r[0].N
}

// interpSourceV2 is a host math/rand/v2 Source calling an interpreted one.
type interpSourceV2 struct {
	in *interp.Interp
	v  interp.Value
	t  *interp.RType
}

func (s *interpSourceV2) Uint64() uint64 {
	r, _ := s.in.CallMethod(s.v, s.t, "Uint64")
	return r[0].N
}

func addRand(add func(*interp.Library)) {
	rnd := func(c *interp.Call) *rand.Rand { return handleOf(c, 0).(*rand.Rand) }
	host := map[string]*interp.HostFunc{
		"newSourceHandle": {Call: func(c *interp.Call) {
			c.Results[0] = c.In.NewHandle(rand.NewSource(c.Args[0].Int()))
		}},
		"rngSource.Int63": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeInt(handleOf(c, 0).(rand.Source).Int63())
		}},
		"rngSource.Uint64": {Call: func(c *interp.Call) {
			c.Results[0] = interp.MakeUint(handleOf(c, 0).(rand.Source64).Uint64())
		}},
		"rngSource.Seed": {Call: func(c *interp.Call) {
			handleOf(c, 0).(rand.Source).Seed(c.Args[1].Int())
		}},
		"newRandHandle": {Call: func(c *interp.Call) {
			x := c.Args[0].Iface()
			if x == nil {
				c.RuntimePanic("runtime error: invalid memory address or nil pointer dereference")
			}
			var src rand.Source
			if isLibPtr(x.T, "math/rand", "rngSource") {
				src = c.In.Handle(x.V.Ptr().Elems()[0]).(rand.Source)
			} else if c.In.HasMethod(x.T, "Uint64") {
				src = &interpSource64{interpSource{c.In, x.V, x.T}}
			} else {
				src = &interpSource{c.In, x.V, x.T}
			}
			c.Results[0] = c.In.NewHandle(rand.New(src))
		}},
		"Rand.Seed":   {Call: func(c *interp.Call) { rnd(c).Seed(c.Args[1].Int()) }},
		"Rand.Int63":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(rnd(c).Int63()) }},
		"Rand.Uint32": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(uint64(rnd(c).Uint32())) }},
		"Rand.Uint64": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(rnd(c).Uint64()) }},
		"Rand.Int31":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(rnd(c).Int31())) }},
		"Rand.Int":    {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(rnd(c).Int())) }},
		"Rand.Int63n": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(rnd(c).Int63n(c.Args[1].Int()))
		}},
		"Rand.Int31n": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(int64(rnd(c).Int31n(int32(c.Args[1].Int()))))
		}},
		"Rand.Intn": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(int64(rnd(c).Intn(int(c.Args[1].Int()))))
		}},
	}
	maps.Copy(host, sharedRandMethods(func(c *interp.Call) drawer { return rnd(c) }))
	doc := map[string]string{
		"Intn":        "Intn(n) is a random int in [0, n) (fixed-seed generator in adrepl).",
		"Float64":     "Float64() is a random float64 in [0.0, 1.0).",
		"Perm":        "Perm(n) is a random permutation of 0..n-1.",
		"Shuffle":     "Shuffle(n, swap) shuffles n elements with swap(i, j).",
		"NormFloat64": "NormFloat64() is a normally distributed float64 (mean 0, stddev 1).",
		"ExpFloat64":  "ExpFloat64() is an exponentially distributed float64 (rate 1).",
		"New":         "New(src) makes a generator from a Source: rand.New(rand.NewSource(seed)).",
		"NewSource":   "NewSource(seed) makes a seeded Source for New.",
		"Seed":        "Seed does nothing (as in Go 1.24+); use rand.New(rand.NewSource(seed)).",
		"Int":         "Int() is a random non-negative int.",
		"Int63":       "Int63() is a random non-negative int64.",
		"Rand":        "Rand is a random number generator; its methods mirror the top-level functions.",
	}
	countDraws(host)
	add(&interp.Library{Path: "math/rand", Src: randSrc, Host: host, Doc: doc})

	rnd2 := func(c *interp.Call) *randv2.Rand { return handleOf(c, 0).(*randv2.Rand) }
	host2 := map[string]*interp.HostFunc{
		"newPCGHandle": {Call: func(c *interp.Call) {
			c.Results[0] = c.In.NewHandle(randv2.NewPCG(c.Args[0].N, c.Args[1].N))
		}},
		"PCG.Uint64": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(handleOf(c, 0).(*randv2.PCG).Uint64()) }},
		"PCG.Seed":   {Call: func(c *interp.Call) { handleOf(c, 0).(*randv2.PCG).Seed(c.Args[1].N, c.Args[2].N) }},
		"newChaCha8Handle": {Call: func(c *interp.Call) {
			var seed [32]byte
			for i, e := range c.Args[0].Elems() {
				seed[i] = byte(e.N)
			}
			c.Results[0] = c.In.NewHandle(randv2.NewChaCha8(seed))
		}},
		"ChaCha8.Uint64": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(handleOf(c, 0).(*randv2.ChaCha8).Uint64()) }},
		"newRandHandle": {Call: func(c *interp.Call) {
			x := c.Args[0].Iface()
			if x == nil {
				c.RuntimePanic("runtime error: invalid memory address or nil pointer dereference")
			}
			var src randv2.Source
			switch {
			case isLibPtr(x.T, "math/rand/v2", "PCG"), isLibPtr(x.T, "math/rand/v2", "ChaCha8"):
				src = c.In.Handle(x.V.Ptr().Elems()[0]).(randv2.Source)
			default:
				src = &interpSourceV2{c.In, x.V, x.T}
			}
			c.Results[0] = c.In.NewHandle(randv2.New(src))
		}},
		"Rand.Int64":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(rnd2(c).Int64()) }},
		"Rand.Uint32": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(uint64(rnd2(c).Uint32())) }},
		"Rand.Uint64": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(rnd2(c).Uint64()) }},
		"Rand.Int32":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(rnd2(c).Int32())) }},
		"Rand.Int":    {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(rnd2(c).Int())) }},
		"Rand.Uint":   {Call: func(c *interp.Call) { c.Results[0] = interp.MakeUint(uint64(rnd2(c).Uint())) }},
		"Rand.Int64N": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(rnd2(c).Int64N(c.Args[1].Int()))
		}},
		"Rand.Uint64N": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeUint(rnd2(c).Uint64N(c.Args[1].N))
		}},
		"Rand.Int32N": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(int64(rnd2(c).Int32N(int32(c.Args[1].Int()))))
		}},
		"Rand.Uint32N": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeUint(uint64(rnd2(c).Uint32N(uint32(c.Args[1].N))))
		}},
		"Rand.IntN": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeInt(int64(rnd2(c).IntN(int(c.Args[1].Int()))))
		}},
		"Rand.UintN": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			c.Results[0] = interp.MakeUint(uint64(rnd2(c).UintN(uint(c.Args[1].N))))
		}},
	}
	maps.Copy(host2, sharedRandMethods(func(c *interp.Call) drawer { return rnd2(c) }))
	doc2 := map[string]string{
		"IntN":    "IntN(n) is a random int in [0, n) (fixed-seed generator in adrepl).",
		"N":       "N(n) is a random value in [0, n) of n's integer type (a time.Duration too).",
		"Float64": "Float64() is a random float64 in [0.0, 1.0).",
		"Perm":    "Perm(n) is a random permutation of 0..n-1.",
		"Shuffle": "Shuffle(n, swap) shuffles n elements with swap(i, j).",
		"New":     "New(src) makes a generator from a Source: rand.New(rand.NewPCG(seed1, seed2)).",
		"NewPCG":  "NewPCG(seed1, seed2) makes a seeded PCG Source.",
	}
	countDraws(host2)
	add(&interp.Library{Path: "math/rand/v2", Src: randv2Src, Host: host2, Doc: doc2})
}

// drawer is what math/rand's and math/rand/v2's generators have in common.
type drawer interface {
	Float64() float64
	Float32() float32
	NormFloat64() float64
	ExpFloat64() float64
	Perm(n int) []int
	Shuffle(n int, swap func(i, j int))
}

// sharedRandMethods binds the Rand methods both packages declare alike.
func sharedRandMethods(rnd func(c *interp.Call) drawer) map[string]*interp.HostFunc {
	return map[string]*interp.HostFunc{
		"Rand.Float64":     {Call: func(c *interp.Call) { c.Results[0] = interp.MakeFloat(rnd(c).Float64()) }},
		"Rand.Float32":     {Call: func(c *interp.Call) { c.Results[0] = interp.MakeFloat(float64(rnd(c).Float32())) }},
		"Rand.NormFloat64": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeFloat(rnd(c).NormFloat64()) }},
		"Rand.ExpFloat64":  {Call: func(c *interp.Call) { c.Results[0] = interp.MakeFloat(rnd(c).ExpFloat64()) }},
		"Rand.Perm": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			n := c.Args[1].Int()
			if n < 0 {
				c.Results[0] = intValues(rnd(c).Perm(int(n))) // Go's own panic
				return
			}
			c.ChargeCount(n, 8+interp.ValueSize, "rand.Perm")
			c.Results[0] = intValues(perm(c, rnd(c), int(n)))
		}},
		"Rand.Shuffle": {Call: func(c *interp.Call) {
			defer c.CatchHostPanic()
			in, swap := c.In, c.Args[2]
			rnd(c).Shuffle(int(c.Args[1].Int()), func(i, j int) {
				in.CallFunc(swap, interp.MakeInt(int64(i)), interp.MakeInt(int64(j)))
			})
		}},
	}
}

// countDraws makes every host call of a random package count in
// Interp.randCalls, so that a checkpointed loop can tell whether any
// generator may have moved since its last snapshot (ckpt_run.go) and share
// the saved generator states when none did.
func countDraws(host map[string]*interp.HostFunc) {
	for _, h := range host {
		if f := h.Call; f != nil {
			h.Call = func(c *interp.Call) {
				c.NoteRandomDraw()
				f(c)
			}
		}
	}
}

// perm is r.Perm(n) drawn as Go draws it (math/rand: Intn(i+1) per
// element; math/rand/v2: Shuffle of 0..n-1), so that a seeded program
// prints what go run prints, but answering an interrupt now and then: a
// permutation of 1<<28 takes seconds.
func perm(c *interp.Call, r drawer, n int) []int {
	m := make([]int, n)
	switch r := r.(type) {
	case *rand.Rand:
		for i := 0; i < n; i++ {
			if i&(1<<16-1) == 0 {
				c.In.PollInterrupt()
			}
			j := r.Intn(i + 1)
			m[i] = m[j]
			m[j] = i
		}
	case *randv2.Rand:
		for i := range m {
			m[i] = i
		}
		k := 0
		r.Shuffle(n, func(i, j int) {
			if k++; k&(1<<16-1) == 0 {
				c.In.PollInterrupt()
			}
			m[i], m[j] = m[j], m[i]
		})
	default:
		return r.Perm(n)
	}
	return m
}
