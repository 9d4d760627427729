// Command benchreport runs the benchmark programs of package bench natively,
// interpreted by adrepl and (whole processes) by yaegi, and prints the
// markdown tables of docs/performance.md.
//
//	go run ./bench/cmd/benchreport [-n 5] [-what inproc,procs,scale,tape | -what all] [-only Key,...]
//
// The parts (-what):
//
//   - inproc: each program in this process. The adrepl time is the run of
//     main alone: each program is loaded once by RunFile (parse, type-check,
//     compile, first run), then main() is called again n times. The RunFile
//     column is the median of n RunFiles in fresh interpreters, everything
//     included. Native run, adrepl run and RunFile are interleaved.
//   - procs: whole processes, interleaved per round: the native binary
//     (go build of the same source), adrepl run FILE.go, yaegi run FILE.go.
//     yaegi (bench.YaegiVersion) is installed with go install into
//     -cache on first use; -yaegi PATH uses a given binary, -no-yaegi none.
//   - scale: native and adrepl in process at each of a program's sizes
//     (bench.Program.Scale, 10^5..10^7 where meaningful).
//   - tape: the float-loop gradient (bench.ADSrc) in a child process at two
//     sizes; the growth of peak RSS (VmHWM) over the growth in tape entries
//     is the tape's real cost per entry, set against t.Bytes() and the
//     tape's footprint (ad.View.Footprint: entries, adjoints, all marks).
//     Then the same gradient as whole processes, interleaved: the
//     hand-written native gradient (bench.ADNativeSrc) and adrepl run,
//     with wall time and peak RSS.
//
// Every run's output is checked against the native one; a disagreement or
// an error exits with status 1.
//
// # Files
//
//	main.go    flags, the machine line, the parts in order
//	inproc.go  the in-process table and the scaling table
//	procs.go   the whole-process table (native binary, adrepl run, yaegi run)
//	tape.go    the tape's bytes per entry as peak RSS, in child processes; the gradient as whole processes
package main
