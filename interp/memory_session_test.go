package interp

import (
	"io"
	goruntime "runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/ad"
)

// Ten thousand one-line var cells: the later ones must cost what the
// earlier ones did (no scope copying per cell), and the session's memory
// must grow linearly, not with the square of the names.
func TestManyVarCells(t *testing.T) {
	const n = 10000
	in := New(Options{Stdout: io.Discard, Stderr: io.Discard})
	heap := func() uint64 {
		goruntime.GC()
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	h0 := heap()
	var half [2]time.Duration
	for i := 0; i < n; i++ {
		start := time.Now()
		if err := in.Eval("cell"+strconv.Itoa(i), "var v"+strconv.Itoa(i)+" = "+strconv.Itoa(i)); err != nil {
			t.Fatal(err)
		}
		half[i*2/n] += time.Since(start)
	}
	if err := in.Eval("last", "println(v0 + v9999)"); err != nil {
		t.Fatal(err)
	}
	grown := heap() - h0
	t.Logf("%d cells: first half %v, second half %v; heap grew %.1f MiB (%.0f B a cell)", n, half[0], half[1], float64(grown)/(1<<20), float64(grown)/n)
	if half[1] > 3*half[0]+time.Second {
		t.Errorf("later cells are slower: first half %v, second half %v", half[0], half[1])
	}
	if grown > 200<<20 {
		t.Errorf("heap grew %d MiB for %d cells", grown>>20, n)
	}
}

// Re-running a cell that redeclares a big variable releases the old value.
func TestRedeclareReleases(t *testing.T) {
	in := New(Options{Stdout: io.Discard, Stderr: io.Discard})
	heap := func() uint64 {
		goruntime.GC()
		var m goruntime.MemStats
		goruntime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	var first uint64
	for i := 0; i < 30; i++ {
		src := "junk := make([]byte, 1<<20)\njunk[0] = 1"
		if i%3 == 1 {
			src = "var junk = make([]byte, 1<<20)" // the var form, too
		}
		if err := in.Eval("cell"+strconv.Itoa(i), src); err != nil {
			t.Fatal(err)
		}
		if i == 2 {
			first = heap()
		}
	}
	last := heap()
	goruntime.KeepAlive(in)
	t.Logf("heap after 3 cells %.1f MiB, after 30 %.1f MiB", float64(first)/(1<<20), float64(last)/(1<<20))
	if first > 2*(32<<20) || last > first+(32<<20) {
		t.Errorf("redeclared values are kept: heap %d MiB after 3 cells, %d MiB after 30", first>>20, last>>20)
	}
}

// A heap sample over the budget, taken while a young tape has recorded
// little but mapped whole chunks, still names the tape (and the remedy, a
// checkpoint): the tape's part of what the cell made is what it holds.
// CI once saw the generic "values this cell made" message here.
func TestTapeOverBudgetYoungTape(t *testing.T) {
	in := New(Options{Stdout: io.Discard, Stderr: io.Discard, Memory: 64 << 20})
	tp := ad.NewTape()
	tp.Begin()
	x := tp.Input(ad.Const(0.5))
	// Past the short chunks: the first full chunk is mapped whole (on
	// Linux), so what the tape holds is many times its footprint.
	for range 1 << 16 {
		x = tp.Recorder().Binary(ad.OpMul, x, x, x.V*x.V)
	}
	in.ad.tape = tp
	defer func() { in.ad.tape = nil }()
	fp := int64(tp.View().Footprint().Total())
	held := max(fp, tp.View().Mapped())
	// A cell that made eight times what the tape holds is not the tape's
	// doing; one that made a little less is.
	if msg := in.tapeOverBudget(100<<20, 8*held+1<<20); msg != "" {
		t.Errorf("a tape of %d bytes (%d held) named for 8x its memory: %s", fp, held, msg)
	}
	msg := in.tapeOverBudget(100<<20, 7*held)
	if !strings.Contains(msg, "//ad:checkpoint") {
		t.Errorf("a tape of %d bytes (%d held) not named for 7x its memory: %q", fp, held, msg)
	}
	if held > fp && !strings.Contains(msg, "mapped") {
		t.Errorf("the message does not say what the tape holds: %q", msg)
	}
	t.Logf("footprint %d, held %d: %s", fp, held, msg)
}
