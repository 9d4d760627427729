//go:build !js

package interp

// Elsewhere than js/wasm a Go goroutine's stack is all Go's, and it grows:
// enterSlow's check of stack_js.go is compiled out.
const (
	jsStack      = false
	jsStackEvery = 128
)

func unwindJSStack() {}
