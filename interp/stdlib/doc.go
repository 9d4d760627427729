// Package stdlib holds the standard Go packages that interpreted code may
// import: what Packages returns is the whole sandbox beside ad and display,
// which package interp provides itself. Front ends pass it to the
// interpreter: interp.New(interp.Options{Packages: stdlib.Packages(), ...}).
//
// Each package is a Library (interp/lib.go): its API as Go source, type-checked
// like any package, so calls are checked against the real signatures.
// Functions with bodies in that source are interpreted; bodiless ones are
// bound to host code in the Library's Host table.
//
// # Adding a package binding
//
// Write <name>.go, named after the Go package: the source (a const, the real
// declarations, bodies where interpreting them is right), a function
// add<Name>(add func(*interp.Library)) that builds the Library, and the host
// functions. Add add<Name> to the list in packages.go and the file to the
// map below. Host functions use the binding kit of package interp: Call
// (arguments, results, Panic, RuntimePanic, CatchHostPanic, Charge before
// allocating, Scan), Value and its Make* constructors, and the Interp
// methods for calling back into interpreted code (CallFunc, LibFunc,
// Method). lib_test.go checks that every bodiless declaration has a host
// binding and runs programs whose output is go run's.
//
// # Generated bindings
//
// Functions whose signatures use only basic types (and a few slice and func
// types) are bound by internal/genlib, which writes the *_gen.go files whole:
// run go generate ./interp/stdlib after changing genlib or upgrading Go; never
// edit them. A function that needs more than the plain call (a charge before
// a big allocation, a guard) is listed in genlib's skip list and written by
// hand in <name>.go. internal/genlib's TestGeneratedFilesFresh fails when the
// files are stale.
//
// # Files
//
//   - packages.go: Packages, the list of all libraries.
//   - alloc.go: what every binding may allocate (scalar, small, charged by a
//     rule before the call, or guarded by its own charge); guardBindings.
//   - convert.go: conversions between Values and host slices and functions.
//   - bits.go, bits_gen.go: math/bits.
//   - bytes.go, bytes_gen.go: bytes (Buffer and the aliasing functions interpreted).
//   - cmp.go: cmp (interpreted generic code).
//   - cmplx.go, cmplx_gen.go: math/cmplx.
//   - errors.go: errors (interpreted; As's checks on the host).
//   - fmt.go: fmt (printing through interp's formatting engine, Errorf, Scan).
//   - iter.go: iter's Seq and Seq2.
//   - maps.go: maps (interpreted generic code).
//   - math.go, math_gen.go: math (F64 and F64x2 fast paths).
//   - rand.go: math/rand and math/rand/v2, on the host's generators.
//   - runtime.go: runtime's error types and constants.
//   - slices.go: slices (interpreted, but sorting on the host).
//   - sort.go: sort (host sorting).
//   - strconv.go, strconv_gen.go: strconv.
//   - strings.go, strings_gen.go: strings, Builder and Replacer.
//   - time.go: time (Duration, Time, an interruptible Sleep);
//     timer.go: its timers and tickers, on the goroutine scheduler.
//   - sync.go: sync (Mutex, RWMutex, WaitGroup, Once, Cond, Map, Pool).
//   - atomic.go: sync/atomic (interpreted).
//   - context.go: context (interpreted, on channels).
//   - unicode.go, unicode_gen.go: unicode (range tables by name).
//   - utf8.go, utf8_gen.go: unicode/utf8.
//   - doc.go: this comment and the //go:generate line.
//
// Tests: lib_test.go (sources against host tables and Go's APIs, programs
// against go run's output); alloc_test.go (every binding classified).
package stdlib

//go:generate go run ../../internal/genlib
