//go:build js

package interp

import goruntime "runtime"

// On js/wasm, Go's calls are WebAssembly calls, so a Go goroutine's frames
// are also frames of the browser's own call stack (about 1 MB in a
// worker), which nothing grows: an interpreted recursion about 2,000 deep
// (each interpreted call is several host frames) ended the worker with
// JavaScript's "Maximum call stack size exceeded", far below MaxDepth.
// Go's stack in linear memory does grow, and every goroutine switch
// unwinds the browser's stack completely (Go resumes the goroutine from
// its own stack, one frame at a time as they return). So every
// jsStackEvery call levels a call yields: the browser's stack then holds at
// most that many interpreted calls' frames, wherever the recursion goes up
// and down, and the depth bound is MaxDepth's, with its positioned error,
// as in the REPL.
//
// The check runs in enterSlow, which the playground reaches at every call
// (its Options.Yield keeps the poll flag set), so the hot call paths are
// the same as everywhere else.
const jsStack = true

// jsStackEvery is a power of two: 128 calls of a recursion through a
// String method (fmt's frames between each two interpreted calls) still
// fit in the browser's stack with room to spare.
const jsStackEvery = 128

// unwindJSStack yields the host goroutine: the scheduler's switch (even
// back to the same goroutine, when no other is runnable) empties the
// browser's call stack. It does not return to JavaScript's event loop:
// the cell goes on at once.
func unwindJSStack() { goruntime.Gosched() }
