package stdlib

import "github.com/adrepl/adrepl/interp"

// Package runtime, reduced to what interpreted programs may use harmlessly:
// the run-time error types that recover() can return.

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
`,
		Doc: map[string]string{
			"Error":         "the interface of run-time panic errors (index out of range, nil map writes, ...)",
			"PanicNilError": "the error that panic(nil) raises",
		},
	})
}
