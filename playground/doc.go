// Package playground writes adrepl's browser playground: a static site in
// which the interpreter, compiled to WebAssembly (package playground/wasm),
// runs in a Web Worker, with the visualizer's pictures, share links and
// preset demos. Nothing of the site loads anything from the network; any
// static host serves it (docs/playground.md).
//
//	site.go   Write: the site's files, the wasm module built with the local toolchain (gzipped), wasm_exec.js, ECharts
//	site/     the page (index.html, app.js, demos.js, worker.js, style.css), embedded
package playground
