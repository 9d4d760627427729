// Package interp runs a subset of Go eagerly, with every float64 that depends
// on a differentiated input recorded on an automatic-differentiation tape
// (package ad). It is the engine behind the adrepl REPL, `adrepl run` and the
// Jupyter kernel; they differ only in how they show results.
//
// # The machine, phase by phase
//
// A cell (a REPL input, a notebook cell, or a whole file) goes through four
// phases, each in its own files:
//
//   - Chunk and parse (eval.go): the Go scanner splits a cell into runs of
//     package-level declarations and runs of statements; a statement run is
//     parsed as the body of a synthetic function. Line directives keep every
//     position relative to the text the user typed.
//   - Type-check (eval.go, session.go): go/types checks each chunk as
//     package main, its scope seeded with what earlier cells declared.
//     Packages come from Library values (lib.go): Go source with real
//     signatures, so calls are checked exactly as the compiler would. A
//     session imports only those of Options.Packages (the standard ones are
//     package interp/stdlib's) and ad and display; that is the sandbox.
//     Host bindings build on the kit in lib.go and hostapi.go (Call,
//     HostFunc, charging, panics, callbacks into interpreted code), with
//     Sleep (sleep.go), Scan (stdin.go) and FormatError (errorf.go).
//   - Compile (compile.go, expr.go, ops.go, stmt.go, control.go, call.go,
//     funcs.go, methods.go, composite.go, generic.go): the typed syntax
//     tree becomes Go closures over one Value type (value.go). The tree is
//     not walked again at run time. Generic code is monomorphised.
//   - Run (runtime.go): closures execute on pooled frames; panics, defers,
//     interrupts, the call-depth bound and the step budget live here.
//
// # Where differentiation happens
//
// A float64 Value carries a tape mark in Value.X. The arithmetic closures
// and the math fast paths test the mark and, only when it is set, call the
// hooks in adhooks.go, which append entries to the session's tape. Loops
// record iteration and loop-carried-variable marks (loops.go) so that
// gradient norms per iteration can be read after a reverse sweep. Package ad
// as interpreted code sees it (Grad, JVP, tensors, ...) is assembled from
// lib_ad.go and the lib_ad_*.go parts.
//
// # Errors
//
// Every failure is an *Error with a position, the source line and a caret:
// type errors before anything runs, run-time panics with Go's message and an
// interpreted stack, and "not supported yet" for constructs outside the
// subset. Host panics never escape Eval or RunFile.
//
// docs/design.md records the decisions the rest of adrepl builds on.
package interp
