package ad

import (
	"runtime"
	"testing"
	"time"
)

// The chunks, marks and adjoints a long tape maps outside the Go heap are
// given back when the tape is collected, and an adjoint array that a
// larger sweep replaces is given back at once.
func TestOffHeapReleased(t *testing.T) {
	if !mapsChunks {
		t.Skip("chunks stay on the Go heap on this system")
	}
	// Tapes of earlier tests may still be waiting for their cleanup.
	before := MappedBytes()
	for same := 0; same < 3; {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
		if m := MappedBytes(); m == before {
			same++
		} else {
			before, same = m, 0
		}
	}
	mappedBy := func(tp *Tape) int64 { return tp.View().Mapped() }
	func() {
		tp := NewTape()
		tp.Begin()
		w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
		y := sinLoop(tp, w, b, longSteps, true)
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		_, gw, gb := sinLoopGrad(longSteps, 0.5, 0.1)
		if !near(g[0].V, gw) || !near(g[1].V, gb) {
			t.Fatalf("gradient %v, want %v %v", g, gw, gb)
		}
		held := mappedBy(tp)
		// Four full chunks of entries, two blocks of adjoints (the last
		// chunk's and the first's, adjblocks.go) and at least one chunk of
		// marks.
		if want := int64(4*chunkLen*EntryBytes + 16*chunkLen + 16*chunkLen); held < want {
			t.Fatalf("%d bytes mapped for %d entries, want at least %d", held, tp.Len(), want)
		}

		// Sweeps over a growing range reuse or replace the adjoint array:
		// the mapped bytes grow by what the new sweeps need, not by a
		// whole array per sweep.
		for range 3 {
			y = tp.Add(y, tp.Math(OpSin, y))
			for range chunkLen / 4 {
				y = tp.Add(y, w)
			}
			tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		}
		grown := mappedBy(tp) - held
		if limit := int64(2*chunkLen*EntryBytes + 8*tp.Len()); grown > limit {
			t.Fatalf("mapped %d more bytes over three sweeps of a growing tape (at most %d expected)", grown, limit)
		}
		tp.End()
	}()
	deadline := time.Now().Add(5 * time.Second)
	for MappedBytes() > before && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if m := MappedBytes(); m > before {
		t.Fatalf("%d bytes still mapped after the tape was collected (%d before)", m, before)
	}
}

// A small tape stays on the heap: its first chunk starts short.
func TestSmallTapeShortChunk(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	x := tp.Input(Const(2))
	y := tp.Mul(x, x)
	tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{x})
	if len(tp.ch) != 1 || len(tp.ch[0].op) != firstChunk || tp.off != nil {
		t.Fatalf("a tape of %d entries holds %d chunks, the first of %d entries (mapped: %v)", tp.Len(), len(tp.ch), len(tp.ch[0].op), tp.off != nil)
	}
}

// A long recording maps the next chunk of each kind ahead (one spare of
// each size at most), except near its byte limit.
func TestMappedAhead(t *testing.T) {
	if !mapsChunks || !prefaults() || runtime.GOMAXPROCS(0) < 2 {
		t.Skip("nothing is mapped ahead here")
	}
	for _, limit := range []int64{0, 100 << 20} {
		tp := NewTape()
		tp.MaxBytes = limit
		tp.Begin()
		w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
		y := sinLoop(tp, w, b, longSteps, true)
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{w, b})
		tp.End()
		_, gw, gb := sinLoopGrad(longSteps, 0.5, 0.1)
		if !near(g[0].V, gw) || !near(g[1].V, gb) {
			t.Fatalf("gradient %v, want %v %v", g, gw, gb)
		}
		sizes := map[int]bool{}
		for _, s := range tp.spares {
			if sizes[s.n] {
				t.Fatalf("two spares of %d bytes", s.n)
			}
			sizes[s.n] = true
		}
		if limit == 0 && len(sizes) == 0 {
			t.Errorf("a tape of %d entries mapped nothing ahead", tp.Len())
		}
		if limit > 0 && len(sizes) > 0 {
			t.Errorf("a tape limited to %d bytes mapped %d regions ahead", limit, len(sizes))
		}
	}
}

// The first full chunk maps the next one ahead from its middle on, not
// before: a tape of less than half a chunk holds no spare.
func TestMappedAheadFirstChunk(t *testing.T) {
	if !mapsChunks || !prefaults() || runtime.GOMAXPROCS(0) < 2 {
		t.Skip("nothing is mapped ahead here")
	}
	for _, c := range []struct {
		n     int
		spare bool
	}{{chunkLen * 2 / 5, false}, {chunkLen * 3 / 5, true}} {
		tp := NewTape()
		tp.Begin()
		x := tp.Input(Const(1))
		y := x
		for range c.n {
			y = tp.Add(y, x)
		}
		g := tp.Reverse([]Num{y}, []Num{Const(1)}, []Num{x})
		tp.End()
		if g[0].V != float64(c.n+1) {
			t.Fatalf("%d entries: gradient %v", tp.Len(), g[0].V)
		}
		if tp.hasSpare(16*chunkLen) != c.spare {
			t.Errorf("a tape of %d entries (%d in a chunk): spare %v, want %v", tp.Len(), chunkLen, !c.spare, c.spare)
		}
	}
}
