// Package bench compares adrepl with natively compiled Go on the same
// programs: each program exists twice, as a plain Go function here and as
// Go source (programs.go) that adrepl interprets. Both print one line, and
// the benchmarks check that the lines agree.
//
// Run the Go benchmarks with
//
//	go test ./bench -run XXX -bench .
//
// and the tables of docs/performance.md with
//
//	go run ./bench/cmd/benchreport -what all
//
// (in process, whole processes against yaegi, scaling with n, the tape's
// bytes per entry; yaegi is installed on first use with go install into a
// cache directory, never added to go.mod).
//
// # Files
//
//	programs.go    the benchmark programs as Go source for adrepl
//	programs_conc.go  the concurrency programs (ping-pong, worker pool), both versions
//	native.go      the same programs as native Go functions
//	suite.go       the extended suite (issue 31): programs of testdata/suite,
//	               written from well-known benchmark families, each one file
//	suite_gen.go   their native twins, generated from the same files by
//	               internal/gensuite (go generate ./bench)
//	ad_native.go   the AD benchmark: a scalar recurrence, native and on the tape
//	rnn_native.go  the RNN benchmark: backpropagation through time, native and interpreted
//	run.go         Session: a program loaded once into an interpreter, run many times
//	procs.go       Procs: the programs as whole processes (go build, adrepl run, yaegi run)
//	measure.go     Sample: medians of repeated wall and CPU times
//	interrupts.go  the long-running cells an interrupt must stop within 100 ms
//	interrupts_goroutines.go  the same with goroutines, timers and type-checking bombs (issue 32)
//
// The report commands under bench/cmd write the tables of docs/performance*.md
// (and yaegicorpus the yaegi-corpus counts of docs/compatibility.md;
// layoutreport the bytes per element of docs/performance-memory.md).
package bench
