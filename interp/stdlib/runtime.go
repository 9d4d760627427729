package stdlib

import (
	"runtime"

	"github.com/adrepl/adrepl/interp"
)

// Package runtime, reduced to what interpreted programs may use harmlessly:
// the run-time error types that recover() can return, and the functions
// that read or tune the machine without reaching outside the sandbox.
// NumGoroutine and Gosched ask the session's scheduler. GOMAXPROCS
// is remembered per session and changes nothing on the host; GC runs the
// host's collector, which the memory governor's readings benefit from.

func addRuntime(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "runtime",
		Src: `package runtime

// Error is implemented by the errors of run-time panics.
type Error interface {
	error
	RuntimeError()
}

// PanicNilError is the value of panic(nil) since Go 1.21.
type PanicNilError struct{ _ [0]*PanicNilError }

func (*PanicNilError) Error() string { return "panic called with nil argument" }
func (*PanicNilError) RuntimeError() {}

func newPanicNilError() error { return &PanicNilError{} }

const GOOS = "linux"
const GOARCH = "amd64"
const Compiler = "adrepl"

func GC()
func NumCPU() int
func Version() string
func Caller(skip int) (pc uintptr, file string, line int, ok bool)

func NumGoroutine() int

func Gosched()

func KeepAlive(x any) {}

var maxProcs int

func GOMAXPROCS(n int) int {
	prev := maxProcs
	if prev == 0 {
		prev = NumCPU()
	}
	if n > 0 {
		maxProcs = n
	}
	return prev
}
`,
		Host: map[string]*interp.HostFunc{
			// GC blocks its caller while others run, as Go's does: a
			// goroutine that loops on GC must not hold the baton for
			// a whole quantum of collections.
			"GC":           {Call: func(c *interp.Call) { runtime.GC(); c.In.Gosched() }},
			"NumGoroutine": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(c.In.NumGoroutine())) }},
			"Gosched":      {Call: func(c *interp.Call) { c.In.Gosched() }},
			"NumCPU":       {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(int64(runtime.NumCPU())) }},
			"Version":      {Call: func(c *interp.Call) { c.Results[0] = interp.MakeString(runtime.Version()) }},
			"Caller": {Call: func(c *interp.Call) {
				f, ok := c.In.Caller(int(c.Args[0].Int()))
				if !ok {
					c.Results[0], c.Results[1], c.Results[2], c.Results[3] = interp.Value{}, interp.MakeString(""), interp.MakeInt(0), interp.MakeBool(false)
					return
				}
				// pc: not an address, but non-zero and distinct per depth.
				c.Results[0] = interp.MakeUint(uint64(c.Args[0].Int()) + 1)
				c.Results[1] = interp.MakeString(f.Pos.Filename)
				c.Results[2] = interp.MakeInt(int64(f.Pos.Line))
				c.Results[3] = interp.MakeBool(true)
			}},
		},
		Doc: map[string]string{
			"Error":         "the interface of run-time panic errors (index out of range, nil map writes, ...)",
			"PanicNilError": "the error that panic(nil) raises",
			"Caller":        "Caller(skip) reports the file and line of an interpreted call: 0 is the caller of Caller",
			"NumGoroutine":  "NumGoroutine is the number of live goroutines of the session",
			"Gosched":       "Gosched yields to the other runnable goroutines",
			"GOMAXPROCS":    "GOMAXPROCS(n) sets the value remembered for this session (n > 0) and returns the previous one",
		},
	})
}
