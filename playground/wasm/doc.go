//go:build js && wasm

// Command wasm is adrepl's interpreter for the browser playground: built
// with GOOS=js GOARCH=wasm, it runs in a Web Worker (the playground's
// worker.js) and speaks to it with messages.
//
// The worker calls the functions this module sets on the global object:
// adreplRun(src) runs a cell (Go code, and colon commands one a line),
// adreplInterrupt() stops the running one, and adreplWarm() starts the
// warm-up. Every output goes back with postMessage: {type:
// "stdout"|"stderr", text}, {type: "html", html} for a picture, {type:
// "error", text, file, line, col}, {type: "done", ok}, and {type: "ready"}
// and {type: "warmed"} for the start.
//
// While the page waits for its first Run, the module warms up
// (warm.go): a throwaway session type-checks fmt, math and ad, takes a
// gradient and draws a tape table and a chart, so that the reader's first
// Run does not pay for them (and for the browser's compiling of that code
// on first use). A Run that arrives meanwhile starts when the warm-up ends.
//
// A cell runs on a goroutine of its own, so the call from JavaScript
// returns at once. WebAssembly has one thread: while the cell loops, no
// message reaches the worker unless Go gives the event loop a turn, which
// interp.Options.Yield does every few milliseconds (a 1 ms sleep, during
// which the worker's onmessage may call adreplInterrupt).
//
// Printed text is batched (main.go's out): a message per Println froze
// the page under a print loop. The session's memory budget is 3/8 of what
// worker.js found the browser gives a module (adreplMemoryMax).
//
//	main.go   the session: the functions the worker calls, cells and colon commands, output as messages
//	warm.go   the warm-up of an idle page: a throwaway session runs what first cells use
package main
