package ad

import (
	"math/rand"
	"testing"
)

// The packed marks (marks.go) read back exactly as they were pushed,
// whichever of the one-word and the whole forms each one took, across
// chunk boundaries and after the lists are cut back.
func TestMarksRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	tp := NewTape()
	var iters []IterMark
	var vars []varRec
	entry := int32(0)
	lastIter := map[uint32]int32{}
	push := func(n int) {
		for range n {
			switch rng.Intn(10) {
			case 0: // a jump: another loop, depth or iteration
				m := IterMark{Entry: entry, Loop: uint32(rng.Intn(5)), Iter: int32(rng.Intn(5)) - 1, Depth: int32(rng.Intn(9))}
				tp.pushIter(m)
				iters = append(iters, m)
			case 1, 2, 3: // the next iteration of a recent loop (nested loops alternate)
				m := IterMark{Entry: entry}
				if k := len(iters); k > 0 {
					m = iters[k-1-rng.Intn(min(k, 3))]
					m.Iter++
					m.Entry = entry
				}
				if rng.Intn(2) == 0 {
					// the interpreter's path: the entry is the tape's length
					tp.n = int(m.Entry)
					tp.Recorder().MarkIter(m.Loop, int(m.Iter), int(m.Depth))
				} else {
					tp.pushIter(m)
				}
				iters = append(iters, m)
			default:
				v := varRec{name: uint32(rng.Intn(4)), loop: uint32(1000*rng.Intn(6) + 7), iter: int32(rng.Intn(3)), e: entry - int32(rng.Intn(5))}
				if k := len(vars); k > 0 && rng.Intn(4) != 0 {
					// a recent loop, its iteration or the next
					v.loop = vars[k-1-rng.Intn(min(k, 3))].loop
					v.iter = lastIter[v.loop] + int32(rng.Intn(2))
				}
				switch rng.Intn(12) {
				case 0:
					v.e = -1 // untracked
				case 1:
					v.e = -2 - int32(rng.Intn(3)) // a varExt
				case 2:
					v.e = entry + 40000 // beyond a one-word difference
				case 3:
					v.name = 1<<varNameBits + uint32(rng.Intn(3)) // a name id beyond one word
				case 4:
					v.iter += 7
				}
				if v.e >= 0 && rng.Intn(6) == 0 {
					v.tens = true // one tensor entry
				}
				if v.e >= -1 && !v.tens && rng.Intn(2) == 0 {
					// the interpreter's path for a float variable
					x := Const(0)
					if v.e >= 0 {
						x = tp.num(v.e, 0)
					}
					tp.Recorder().MarkVar1(v.name, v.loop, int(v.iter), int32(tp.View().Index(x)))
				} else {
					tp.pushVar(v)
				}
				vars = append(vars, v)
				lastIter[v.loop] = v.iter
			}
			entry += int32(rng.Intn(6))
		}
	}
	check := func() {
		t.Helper()
		r := tp.iterReader()
		for k, want := range iters {
			if got, ok := r.next(); !ok || got != want {
				t.Fatalf("iteration mark %d: %+v %v, want %+v", k, got, ok, want)
			}
		}
		if m, ok := r.next(); ok {
			t.Fatalf("an extra iteration mark %+v", m)
		}
		vr := tp.varReader()
		for k, want := range vars {
			if got, ok := vr.next(); !ok || got != want {
				t.Fatalf("variable mark %d: %+v %v, want %+v", k, got, ok, want)
			}
		}
		if v, ok := vr.next(); ok {
			t.Fatalf("an extra variable mark %+v", v)
		}
	}
	push(3 * markLen / 2) // crosses a chunk boundary of the variable marks
	check()
	if tp.vars.n <= markLen {
		t.Fatalf("%d words of variable marks: no chunk boundary crossed", tp.vars.n)
	}
	// Both forms occur often.
	if w := tp.iters.n; w < 2*len(iters) || w > 3*len(iters) {
		t.Fatalf("%d iteration marks in %d words", len(iters), w)
	}
	if w := tp.vars.n; w < 2*len(vars) || w > 3*len(vars) {
		t.Fatalf("%d variable marks in %d words", len(vars), w)
	}
	// Cut back to a point taken earlier, as a checkpointed loop's step
	// does, and go on: the next marks must not be coded against the marks
	// that were cut.
	ni, nv := tp.iters.n, tp.vars.n
	lenI, lenV := len(iters), len(vars)
	push(1000)
	tp.cutMarks(ni, nv)
	iters, vars = iters[:lenI], vars[:lenV]
	push(1000)
	check()
	// After a cut, a reader still holds the entry of the last tracked mark
	// before it: an untracked mark and then a tracked one near entry 0 must
	// not be coded against the writer's forgotten one.
	tp.Reset()
	iters, vars = nil, nil
	one := func(v varRec) {
		tp.Recorder().MarkVar1(v.name, v.loop, int(v.iter), v.e)
		vars = append(vars, v)
	}
	one(varRec{name: 1, loop: 7, iter: 0, e: 5000})
	nv = tp.vars.n
	one(varRec{name: 1, loop: 7, iter: 1, e: 6000})
	tp.cutMarks(tp.iters.n, nv)
	vars = vars[:1]
	tp.pushVar(varRec{name: 2, loop: 7, iter: 1, e: -1})
	vars = append(vars, varRec{name: 2, loop: 7, iter: 1, e: -1})
	one(varRec{name: 1, loop: 7, iter: 1, e: 10})
	check()
	tp.Reset()
	iters, vars = nil, nil
	push(100)
	check()
}

// The float loop's marks pack into one word each: 12 bytes an iteration
// (an iteration mark and two variable marks), but for the first iteration
// mark and the first variable mark (whole: 12 more each) and the loop's
// end (16).
func TestMarksPacked(t *testing.T) {
	tp := NewTape()
	tp.Begin()
	w, b := tp.Input(Const(0.5)), tp.Input(Const(0.1))
	sinLoop(tp, w, b, 1000, true)
	tp.End()
	if got, want := tp.markBytes(), 12*1000+12+12+16; got != want {
		t.Fatalf("%d bytes of marks, want %d", got, want)
	}
}
