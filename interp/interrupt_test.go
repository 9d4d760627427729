package interp_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/bench"
)

// interruptBound is what the latency test asserts: the goal is 100 ms, and
// bench/cmd/interruptreport measures the percentiles; the test allows more
// because it shares the machine with the rest of the suite (under CI a
// loaded runner can stall a goroutine for a while).
const interruptBound = time.Second

// TestInterruptLatency interrupts a cell of every long-running family of
// bench.InterruptFamilies (interpreted loops and recursion, sorting,
// formatting, strings and strconv on big inputs, tensor kernels, recursion
// that recovers its own panics, String and Error methods that print
// themselves or loop) and checks that it returns "interrupted" within
// interruptBound with the session's state kept.
func TestInterruptLatency(t *testing.T) {
	if testing.Short() {
		t.Skip("allocates gigabytes of test data; not in -short")
	}
	latencyRows(t, false)
}

// The type-check bombs' rows of TestInterruptLatency, in a child process:
// the checks they abandon run on (inChild).
func TestInterruptLatencyTypeCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("type-check bombs; not in -short")
	}
	if inChild(t) {
		return
	}
	latencyRows(t, true)
}

// latencyRows measures the interrupt families: the type-check bombs
// (names "type check: ...") or all the others.
func latencyRows(t *testing.T, typeChecks bool) {
	for _, f := range bench.InterruptFamilies {
		if strings.HasPrefix(f.Name, "type check") != typeChecks {
			continue
		}
		t.Run(f.Name, func(t *testing.T) {
			lat, err := bench.InterruptLatency(f, 100*time.Millisecond)
			if err == nil && lat > interruptBound {
				// Once more before failing: a loaded machine can stall
				// one run; a family that does not poll fails both.
				t.Logf("latency %v; measuring again", lat)
				lat, err = bench.InterruptLatency(f, 100*time.Millisecond)
			}
			if err != nil {
				t.Fatal(err)
			}
			if os.Getenv("ADREPL_LATENCY") != "" || lat > interruptBound {
				t.Logf("latency %v", lat)
			}
			if lat > interruptBound {
				t.Fatalf("the interrupt took %v to stop the cell (bound %v)", lat, interruptBound)
			}
		})
	}
}
