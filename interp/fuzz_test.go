package interp_test

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// FuzzPipeline feeds arbitrary source through the whole pipeline (parse,
// type-check, compile, run), both as a cell (Eval) and as a file (RunFile),
// each in a fresh interpreter with a step budget and a depth limit. It checks
// that
//
//   - no panic of the host escapes: Eval and RunFile return errors instead;
//   - every error is an *interp.Error with a non-empty message, and none is
//     an "internal error" (an adrepl bug that recoverTop caught);
//   - every evaluation finishes within a few seconds: a timer calls
//     Interrupt after fuzzSoftLimit, and the input fails if the evaluation
//     has still not returned by fuzzHardLimit;
//   - no evaluation grows the heap by more than fuzzMemLimit: a monitor
//     calls Interrupt when it does, and the input fails, rather than the
//     host being killed for want of memory (which would take the whole
//     REPL, or the test binary, down with it).
//
// The seed corpus is testdata/fuzz/FuzzPipeline; plain go test runs it.
// Seeds named known_* are crashers that were reported but are not fixed yet:
// they are skipped unless ADREPL_FUZZ_KNOWN=1 (an out-of-memory crasher kills
// the whole test binary). When one is fixed, drop the prefix so that it
// becomes a regression test. When fuzzing, the programs of testdata/*.go are
// seeds as well. Fuzz with
//
//	go test ./interp -run XXX -fuzz FuzzPipeline -fuzztime 5m
func FuzzPipeline(f *testing.F) {
	if fl := flag.Lookup("test.fuzz"); fl != nil && fl.Value.String() != "" {
		// When fuzzing (not in plain go test, which runs the corpus in
		// TestCorpus already), the corpus programs are seeds too: valid,
		// varied programs from which mutations reach the compiler and the
		// run time, not just the parser.
		files, _ := filepath.Glob("testdata/*.go")
		for _, dir := range []string{"ad", "ckpt", "state", "tensor"} {
			more, _ := filepath.Glob("testdata/" + dir + "/*.go")
			files = append(files, more...)
		}
		for _, name := range files {
			if b, err := os.ReadFile(name); err == nil && len(b) <= 1<<14 {
				f.Add(string(b))
			}
		}
	}
	known := knownCrashers(f)
	f.Fuzz(func(t *testing.T, src string) {
		if known[src] {
			t.Skip("known crasher, reported and not fixed yet; ADREPL_FUZZ_KNOWN=1 runs it")
		}
		if len(src) > 1<<14 {
			return // keep inputs small: the engine's mutations need not grow them
		}
		fuzzOne(t, "Eval", src, func(in *interp.Interp) error { return in.Eval("cell1", src) })
		fuzzOne(t, "RunFile", src, func(in *interp.Interp) error { return in.RunFile("f.go", src) })
	})
}

// knownCrashers returns the inputs of the seeds named known_*, unless
// ADREPL_FUZZ_KNOWN is set. They are recognised by content, not by name,
// because the fuzzing engine runs seeds under other names.
func knownCrashers(f *testing.F) map[string]bool {
	known := map[string]bool{}
	if os.Getenv("ADREPL_FUZZ_KNOWN") != "" {
		return known
	}
	files, _ := filepath.Glob("testdata/fuzz/FuzzPipeline/known_*")
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(b)), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[1], "string(") || !strings.HasSuffix(lines[1], ")") {
			f.Fatalf("%s: not a one-string fuzz corpus file", name)
		}
		src, err := strconv.Unquote(strings.TrimSuffix(strings.TrimPrefix(lines[1], "string("), ")"))
		if err != nil {
			f.Fatalf("%s: %v", name, err)
		}
		known[src] = true
	}
	return known
}

const (
	fuzzSoftLimit = 2 * time.Second  // then Interrupt
	fuzzHardLimit = 10 * time.Second // then the input fails as a hang
	fuzzMemLimit  = 1 << 30          // heap growth in bytes; then Interrupt, and the input fails
)

const heapMetric = "/memory/classes/heap/objects:bytes"

func heapBytes() uint64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}

// watchHeap calls in.Interrupt and records the heap size in hit when the
// heap grows past base+fuzzMemLimit, until stop is closed.
func watchHeap(in *interp.Interp, base uint64, hit *atomic.Uint64, stop <-chan struct{}) {
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			if h := heapBytes(); h > base+fuzzMemLimit {
				hit.Store(h - base)
				in.Interrupt()
				return
			}
		}
	}
}

type fuzzOutcome struct {
	err      error
	panicked bool
	panicVal any
	stack    []byte
}

func fuzzOne(t *testing.T, mode, src string, run func(*interp.Interp) error) {
	t.Helper()
	in := interp.New(interp.Options{Packages: stdlib.Packages(),
		Steps:    100000,
		MaxDepth: 1000,
		Memory:   fuzzMemLimit / 4, // the governor must stop it before the monitor
		Stdout:   io.Discard,
		Stderr:   io.Discard,
	})
	done := make(chan fuzzOutcome, 1)
	start := time.Now()
	// The evaluation runs on its own goroutine so that a hang can be
	// reported as a failure of this input instead of stalling the fuzzer; a
	// panic there is recovered and reported here, with its stack.
	go func() {
		var o fuzzOutcome
		defer func() {
			if r := recover(); r != nil {
				o.panicked, o.panicVal, o.stack = true, r, debug.Stack()
			}
			done <- o
		}()
		o.err = run(in)
	}()
	soft := time.AfterFunc(fuzzSoftLimit, in.Interrupt)
	defer soft.Stop()
	var memHit atomic.Uint64
	stopWatch := make(chan struct{})
	defer close(stopWatch)
	go watchHeap(in, heapBytes(), &memHit, stopWatch)
	var o fuzzOutcome
	select {
	case o = <-done:
	case <-time.After(fuzzHardLimit):
		t.Fatalf("%s: still running %v after the start, %v after Interrupt; input:\n%s",
			mode, fuzzHardLimit, fuzzHardLimit-fuzzSoftLimit, src)
	}
	elapsed := time.Since(start)
	if o.panicked {
		t.Fatalf("%s: host panic escaped: %v\n%s\ninput:\n%s", mode, o.panicVal, o.stack, src)
	}
	if h := memHit.Load(); h != 0 {
		t.Fatalf("%s: the heap grew by %d MiB (limit %d MiB): adrepl should refuse such allocations with a run-time error (err = %v)\ninput:\n%s",
			mode, h>>20, fuzzMemLimit>>20, o.err, src)
	}
	if elapsed > fuzzSoftLimit {
		t.Logf("%s: took %v (stopped by Interrupt)", mode, elapsed)
	}
	if o.err == nil {
		return
	}
	e, ok := o.err.(*interp.Error)
	if !ok {
		t.Fatalf("%s: error of type %T, not *interp.Error: %v\ninput:\n%s", mode, o.err, o.err, src)
	}
	if strings.TrimSpace(e.Msg) == "" {
		t.Fatalf("%s: *interp.Error with an empty message (%s)\ninput:\n%s", mode, describeErr(e), src)
	}
	if strings.HasPrefix(e.Msg, "internal error") {
		t.Fatalf("%s: %s\ninput:\n%s", mode, e.Error(), src)
	}
	_ = e.Error() // formatting the error must not panic either
}

func describeErr(e *interp.Error) string {
	return fmt.Sprintf("kind %d at %v", e.Kind, e.Pos)
}
