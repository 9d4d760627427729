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
//   - Compile (compile.go, expr.go, ops.go, stmt.go, control.go, goto.go,
//     call.go, funcs.go, methods.go, composite.go, generic.go): the typed syntax
//     tree becomes Go closures over one Value type (value.go). The tree is
//     not walked again at run time. Generic code is monomorphised.
//   - Run (runtime.go, stack.go): closures execute on frames of a
//     per-goroutine stack (or pooled ones for deferred and go calls); panics, defers,
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
//
// # Files
//
// The session and its front-end API:
//
//	api.go            Options, Result, Interp, New, Interrupt
//	replapi.go        what the REPL and kernel ask of a session: TypeOf, Env, Complete
//	inspect.go        Inspect: the name under a cursor (Shift-Tab)
//	describe.go       Describe: what :doc shows for a name
//	show.go           a bare expression at the top of a cell: its value and type
//	stdin.go          console input for fmt.Scan, through Options.Stdin
//	display.go        Display: a picture handed to the front end as data
//	display_viz.go    the pictures' payloads and their fallback text (Options.PictureText)
//	session.go        what persists from cell to cell: names, storage, functions
//	bombs.go          sources refused before parsing (go/parser, go/types blow-ups)
//
// Parse, type-check and compile:
//
//	eval.go           Eval, RunFile: a cell's chunks, parsed, type-checked, compiled, run
//	compile.go        the compiler's scopes, types and constants; "not supported yet"
//	expr.go           expressions
//	ops.go            operators on every kind of value
//	fastops.go        integer operations that read the frame directly
//	fastops_gen.go    their closures that read several operands alike (internal/genfastint)
//	fastaccess.go     indexing and fields of locals in one closure (a[i][k], p.F op= ...)
//	plainrun_gen.go   fieldBody.fast's updates of untracked float fields, one switch per update (internal/genplainrun)
//	packed_fast.go    the same for packed slices; locations that may be their elements (lvalueRef)
//	fastloop.go       counted for loops and range over slices with the counter in the loop's closure
//	fastloop_gen.go   their closures per comparison operator and kind of bound (internal/genfastint)
//	fastint.go        fused integer operators: operands read from the frame, constant divisors
//	fastint_gen.go    their closures per operator and operand kinds (internal/genfastint)
//	stmt.go           statements
//	assign_order.go   the two phases of an assignment, in the spec's order
//	control.go        range loops (ints, slices, maps, channels, funcs), switch, type switch
//	goto.go           goto: labels' ids, blocks that resume at a label
//	gostmt.go         go statements: the call's operands now, the call in a new goroutine
//	select.go         select: ready cases chosen from the schedule's generator, or waiting on all
//	call.go           calls, variadic arguments, multiple results
//	call_stmt.go      call statements of func variables that hold leaves, without a frame to give back
//	funcs.go          function declarations and bodies, host-bound bodies
//	closure.go        closures: captured variables in cells or copied by value
//	closure_reuse.go  f := mk(x) / f := func(){...} in a loop refills the dead closure f held (callOnly f)
//	methods.go        methods, method values, interfaces
//	composite.go      composite literals, indexing, maps, slicing, append
//	growslice.go      append's growth, as the gc runtime does it
//	generic.go        generic functions and types, monomorphised
//	rtype.go          run-time type descriptors (%T, interfaces, maps)
//
// Run:
//
//	value.go          Value: the one run-time representation
//	packed.go         packed slices of bool, integers and float64 ([]bool, []Word) and their helpers
//	runtime.go        frames, panics, defers, call depth, the step budget
//	stack.go          the per-goroutine stack of call frames
//	stack_js.go       js/wasm: a deep recursion gives the browser's call stack back every 128 calls
//	stack_other.go    elsewhere: nothing to give back (the constant that turns stack_js.go's hook off)
//	leaf.go           one-statement functions run on a frame their Func owns
//	sched.go          goroutines: the baton, run queue, policies, park/ready, deadlock, traces
//	timers.go         the scheduler's timers (time.Sleep, and the timers of package time)
//	sched_sync.go     wait queues for package sync, Fatal, package time's timers (host API)
//	sched_caps.go     caps on live goroutines and pending timers; timers cleared on a stop
//	chan.go           channels: make, send, receive, close, len/cap, range; their queues
//	interrupt_host.go library calls on big inputs that still answer an interrupt
//	typecheck_aside.go the type check on a checker thread that an interrupt abandons (nice 19)
//	typecheck_nice.go  its Linux part: thread ids, setpriority (typecheck_inline.go: inline elsewhere)
//	memory.go         the memory governor: one budget for everything a cell allocates
//	memory_crawl.go   at the budget a clear error at once: the values live at the last collection
//	memory_limits.go  what the process may really use (rlimit, cgroup, RAM)
//	memory_rlimit.go  the address-space rlimit (memory_rlimit_wasm.go: none under WebAssembly)
//	format.go         Go-exact printing of values (fmt's verbs)
//
// Differentiation:
//
//	adhooks.go        float64 arithmetic recording on the active tape
//	loops.go          loop, iteration and loop-carried-variable marks
//	sched_ad.go       differentiation across goroutines: each one's tape, levels' owners, recTape
//	ckpt.go           //ad:checkpoint loops: the directive, what a loop may hold
//	ckpt_leaks.go     the state a checkpointed loop changes through the functions it calls
//	ckpt_run.go       running a checkpointed loop, re-recording its steps
//	ckpt_memory.go    the tape limit (ParseBytes, SetTapeLimitBytes) and :memory's text
//	ad_state_host.go  host code of lib_ad_state.go: optimizers, fixed points, persistent tapes
//
// The libraries interp itself provides, and the kit for all of them:
//
//	lib.go            Library: a package as Go source plus host bindings
//	hostapi.go        helpers for library host code (CallMethod, ...)
//	errorf.go         FormatError: fmt.Errorf's message and wrapped errors
//	sleep.go          Sleep: time.Sleep as a scheduler timer that an interrupt cuts short
//	lib_ad.go         package ad: Grad, JVP, Jacobian, Hessian, ...
//	lib_ad_ckpt.go    ad's part for checkpointing, memory and the tape limit
//	lib_ad_plot.go    ad's part for plotting one's own data (PlotXY)
//	lib_ad_state.go   ad's part for random state, dropout, optimizers, fixed points
//	lib_ad_viz.go     ad's part for pictures (TapeTable, Graph, Plot, Show)
//	lib_ad_gradnorm.go  the :gradnorm table of a loop state, with its verdict
//	lib_tensor.go     ad.Tensor
//	lib_display.go    package display: HTML and Markdown output
//
// The standard library's packages are package interp/stdlib, one file each.
package interp
