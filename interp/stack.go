package interp

import "go/token"

// vstack is one interpreted goroutine's call stack: the slots of its
// frames are consecutive windows of a few large []Value chunks, and the
// frame structs are reused by stack index. A call takes its window with a
// bump of the top and gives it back by restoring the level the frame noted
// when it was taken, so an ordinary call allocates nothing and returns
// nothing to a pool.
//
// Only calls whose frame dies before its caller's next call use it (the
// frames of callFrame). Frames that outlive that order (deferred calls,
// go statements, calls from host code, cells) come from the pool of
// getFrame.
//
// Slots are cleared when taken, not when given back: a frame abandoned by
// a panic then needs no cleanup for correctness, and the level it leaked
// is restored when a frame below it is given back (or by setLevel after
// a recover). Chunks never move, so a slice of a frame's slots stays valid
// while calls above it take new chunks.
type vstack struct {
	vals   []Value   // the current chunk
	sp     int       // used part of vals
	ci     int       // index of vals in chunks
	chunks [][]Value // every chunk taken so far (reused when the stack shrinks and grows again)
	frames []*frame  // frame structs by stack index
	nf     int       // frames in use
}

// firstChunk is the first chunk's size in values: small, since every
// goroutine has a stack. Chunks double up to maxChunk.
const (
	firstChunk = 32
	maxChunk   = 1 << 16
)

// stackLevel is a vstack's level (chunk, top, frames in use), saved before
// code that may be abandoned by a panic and restored after the recover.
type stackLevel struct{ ci, sp, nf int32 }

func (in *Interp) stackLevel() stackLevel {
	st := &in.rt.stk
	return stackLevel{int32(st.ci), int32(st.sp), int32(st.nf)}
}

// setLevel gives back every frame taken since l was saved.
func (in *Interp) setLevel(l stackLevel) {
	st := &in.rt.stk
	if int(l.ci) >= len(st.chunks) {
		return // emptied by resetStack since
	}
	if int(l.ci) != st.ci {
		st.ci = int(l.ci)
		st.vals = st.chunks[st.ci]
	}
	st.sp, st.nf = int(l.sp), int(l.nf)
}

// stackFrame takes a frame for fn from the running goroutine's stack. Its
// slots past the parameters are zero (the caller stores every parameter);
// parent, pos and env are reset; the fields that only functions with
// defers use are reset by runWithDefers.
//
// It is stackFrameEnv without an environment, written out: the calls of
// declared functions are the most frequent.
func (in *Interp) stackFrame(fn *Func) *frame {
	if fn.compile != nil {
		fn.compile()
	}
	st := &in.rt.stk
	if st.sp+fn.nslots > len(st.vals) || st.nf == len(st.frames) {
		return in.stackFrameSlow(fn)
	}
	sp := st.sp
	n := fn.nslots
	fr := st.frames[st.nf]
	fr.ci0, fr.sp0 = int32(st.ci), int32(sp)
	L := st.vals[sp : sp+n : sp+n]
	zeroSlots(L[fn.nparams:])
	if len(fr.L) != n || n > 0 && &fr.L[0] != &L[0] {
		fr.L = L
	}
	st.sp = sp + n
	st.nf++
	if fr.fn != fn {
		fr.fn = fn
	}
	if fr.env != nil {
		fr.env = nil
	}
	fr.pos = token.NoPos
	return fr
}

// stackFrameEnv is stackFrame for a closure with environment env.
func (in *Interp) stackFrameEnv(fn *Func, env []Value) *frame {
	if fn.compile != nil {
		fn.compile()
	}
	st := &in.rt.stk
	if st.sp+fn.nslots > len(st.vals) || st.nf == len(st.frames) {
		fr := in.stackFrameSlow(fn)
		fr.env = env
		return fr
	}
	sp := st.sp
	n := fn.nslots
	fr := st.frames[st.nf]
	fr.ci0, fr.sp0 = int32(st.ci), int32(sp)
	L := st.vals[sp : sp+n : sp+n]
	zeroSlots(L[fn.nparams:])
	// A call in a loop gets the same frame, window and function each
	// time: pointer stores that change nothing are skipped, as each costs
	// a write barrier while the collector marks.
	if len(fr.L) != n || n > 0 && &fr.L[0] != &L[0] {
		fr.L = L
	}
	st.sp = sp + n
	st.nf++
	if fr.fn != fn {
		fr.fn = fn
	}
	if len(fr.env) != len(env) || len(env) > 0 && &fr.env[0] != &env[0] {
		fr.env = env
	}
	fr.pos = token.NoPos
	return fr
}

func (in *Interp) stackFrameSlow(fn *Func) *frame {
	st := &in.rt.stk
	if st.nf == len(st.frames) {
		st.frames = append(st.frames, &frame{idx: int32(st.nf)})
	}
	ci0, sp0 := st.ci, st.sp
	n := fn.nslots
	if st.vals == nil || st.sp+n > len(st.vals) {
		// The next chunk, made (or remade larger) when missing or too
		// small for this frame.
		next := st.ci + 1
		if st.vals == nil {
			next = 0
		}
		if next < len(st.chunks) && len(st.chunks[next]) >= n {
			st.vals = st.chunks[next]
		} else {
			size := firstChunk
			if next > 0 {
				size = min(2*len(st.chunks[next-1]), maxChunk)
			}
			size = max(size, n)
			in.chargeCount(int64(size), valueSize, "the call stack")
			st.chunks = append(st.chunks[:next], make([]Value, size))
			st.vals = st.chunks[next]
		}
		st.ci, st.sp = next, 0
	}
	fr := st.frames[st.nf]
	fr.ci0, fr.sp0 = int32(ci0), int32(sp0)
	fr.L = st.vals[st.sp : st.sp+n : st.sp+n]
	clear(fr.L)
	st.sp += n
	st.nf++
	fr.fn = fn
	fr.env = nil
	fr.pos = token.NoPos
	return fr
}

// popFrame gives back a frame of stackFrame, and every frame above it.
func (in *Interp) popFrame(fr *frame) {
	st := &in.rt.stk
	if int(fr.ci0) != st.ci {
		st.ci = int(fr.ci0)
		st.vals = st.chunks[st.ci]
	}
	st.sp = int(fr.sp0)
	st.nf = int(fr.idx)
}

// resetStack empties the running goroutine's stack at the top level (the
// start and end of an evaluation), dropping what a deep recursion grew and
// the values stale slots still reference.
func (rt *runtime) resetStack() {
	rt.clearLeaves()
	st := &rt.stk
	if len(st.chunks) > 1 || len(st.frames) > 64 {
		rt.stk = vstack{}
		return
	}
	clear(st.vals)
	for _, f := range st.frames {
		*f = frame{idx: f.idx}
	}
	st.sp, st.nf, st.ci = 0, 0, 0
}

// zeroSlots clears a frame's few result and local slots; clear would go
// through memclrHasPointers and its bulk write barrier, which costs more
// than the stores for the handful of slots a frame has.
func zeroSlots(s []Value) {
	for i := range s {
		s[i].N, s[i].X = 0, 0
		if s[i].R != nil {
			s[i].R = nil
		}
	}
}
