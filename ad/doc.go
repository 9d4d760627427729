// Package ad is adrepl's automatic-differentiation engine: a dynamic tape
// (a Wengert list) with reverse and forward sweeps, nesting to any depth,
// and the rules of every differentiable function of package math.
//
// It stands alone: Go programs use it directly, and the interpreter in
// package interp records interpreted float64 arithmetic on it.
//
// # Using it
//
// The quickest way in is the functions Grad, ValueAndGrad, Derivative, JVP,
// VJP, Jacobian and Hessian: each takes a function of Nums written with a
// tape's methods (t.Add, t.Mul, t.Math(OpSin, x), ...) and records it on a
// fresh tape. For nested derivatives, checkpointed loops or a recording
// swept many times, work on a Tape directly: Begin opens a level, Input
// makes a leaf, Reverse and Forward sweep, End closes the level; GradAt,
// DerivativeAt, JVPAt and VJPAt do the four steps in one call.
//
// # Four faces of one tape
//
// *Tape is that user API. The rest of a tape's methods are on three types
// that are the same memory, obtained by a conversion that costs nothing:
// t.Tensors() (operations on vectors and matrices), t.Recorder() (the
// protocol of an interpreter that computes values itself and records
// them, marks loops and variables, and sweeps ranges and finished tapes)
// and t.View() (read-only access to entries, tangents and marks, what
// package viz draws from).
//
// # The machine
//
// A Tape is an append-only list of entries stored as parallel arrays
// (struct of arrays): an opcode, up to two input references, the value and
// the source position; loop iterations are marks beside them. The arrays
// come in chunks of 256K entries that are never copied once full and hold
// no pointers (chunks.go; on Linux a full chunk is mapped outside the Go
// heap on huge pages, offheap.go, the next one mapped and faulted in ahead
// on another core), so an entry costs its 21 bytes at every stage; a long
// reverse sweep keeps its adjoints in a few chunk-sized blocks recycled
// behind it (adjblocks.go). A Num is a
// float64 with an identity: its value and, if it depends on a differentiated
// input, the index of the entry that produced it (plus the tape's
// generation, so that a Num from an older tape is an ordinary constant).
// Arithmetic on Nums through the Tape's methods computes the value and, when
// an operand is tracked, appends one entry. Constants (untracked Nums) cost
// nothing: no entry is written for them.
//
// Differentiation opens a level: a range of the tape starting at the level's
// first entry. Reverse mode sweeps the level backwards from a seeded output,
// accumulating adjoints; forward mode sweeps it forwards from seeded inputs,
// accumulating tangents. Both sweeps evaluate each entry's local partial
// derivatives from the recorded values.
//
// # Nesting without perturbation confusion
//
// Levels nest. When an outer level is open, a sweep of an inner level does
// its arithmetic with Nums on the same tape, so the derivative it returns is
// itself recorded and can be differentiated again by the outer level. An
// inner level's inputs are entries that copy the outer values they start
// from, so derivatives flow through them to outer inputs, while the inner
// sweep stops at them. Each sweep only reads adjoints or tangents of its own
// level's range, so perturbations of different levels never mix:
// D(x -> x * D(y -> x*y)(3))(5) is 10 in every combination of modes.
//
// # Conventions at kinks
//
// Where a function is not differentiable the derivative used is a one-sided
// or averaged one, documented with each rule (rules.go) and in
// docs/ad-conventions.md: |x|' at 0 is 0, sqrt'(0) is +Inf, max and min split
// the derivative evenly among all tied arguments (Extremum for more than
// two), and floor, ceil, trunc and round have derivative 0 everywhere.
//
// Sweeps use IEEE arithmetic in both modes, as PyTorch does: a zero adjoint
// or tangent that reached an entry is still multiplied by its partials, so
// 0·Inf is NaN and an overflow in the primal shows the same way in forward
// and reverse mode; entries that no seed reaches are skipped (zeros.go).
//
// # Finished recordings as functions
//
// A recording that is over (a VJP pullback's tape, a persistent tape) can be
// swept again inside a later differentiation on another tape: ReverseOnto
// records the sweep's arithmetic there, with the finished tape's partials as
// constants, so the pullback is differentiated as the linear function of its
// seeds that it is.
//
// # Checkpointed loops
//
// A recorder can run a loop without recording, keep snapshots, and record
// only the loop's final state (CheckpointBegin, CkptOut, CheckpointEnd). The
// reverse sweep calls the checkpoint's Reverse when it reaches it; the
// recorder re-records steps onto the end of the tape and sweeps them with a
// CkptSweep, driven by a schedule: Revolve (binomial, optimal) or Online
// (trip count unknown). checkpoint_test.go is a complete small recorder;
// docs/checkpointing.md explains why the gradients are bit-identical.
//
// # Files
//
//	tape.go            Num, Op, Tape: the entries as parallel arrays, levels, Reset
//	chunks.go          the chunked storage of entries
//	marks.go           loop marks packed into words, delta-coded, in chunks
//	offheap.go         memory outside the Go heap for full chunks, freed with the tape; mapping ahead
//	offheap_linux.go   mmap, 2 MiB-aligned, advised as huge pages
//	offheap_other.go   other systems and js/wasm: the Go heap
//	faces.go           the Tensors, Recorder and View faces of a tape
//	rules.go           the arithmetic and math methods and their partials
//	api.go             GradAt, DerivativeAt, JVPAt, VJPAt: whole differentiations
//	sweep.go           the reverse and forward sweeps, seeds, adjoints, tangents
//	adjblocks.go       a long float sweep's adjoints in per-chunk blocks; remade for readers
//	sweep_onto.go      ReverseOnto, SweepOnto: a finished tape swept onto another
//	zeros.go           the entries no seed reaches, skipped by the sweeps
//	tensor.go          Tensor and its recorded operations (MatVec, Dot, ...)
//	tensor_sweep.go    the sweeps of tensor entries
//	loops.go           loop, iteration and loop-carried-variable marks
//	jacnorm.go         per-step Jacobian norms of a loop's state
//	growth.go          the verdict on a gradient-norm curve (Judge): one rule
//	growth_state.go    the loop state as a whole: joint norms, step Jacobians, Lyapunov growth
//	display.go         read-only views of a tape for pictures (VarAssigns, InputsOf, ...)
//	format.go          Stats and the one-line tape summary
//	memory.go          live and peak bytes of a tape
//	limit.go           the byte limit of a tape (ByteLimitError)
//	poll.go            the interrupt poll in long sweeps; BLAS calls
//	persist.go         persistent tapes: a recording swept more than once
//	optimize.go        Optimize: dead, constant and unary-chain rewriting (OpFused)
//	checkpoint.go      checkpointed loops: CheckpointBegin, CkptOut, CheckpointEnd
//	revolve.go         the binomial (Revolve) checkpoint schedule
//	online.go          the online schedule for loops of unknown trip count
//	online_dynamic.go  the dynamic online schedule (Dynamic, Dropper)
package ad
