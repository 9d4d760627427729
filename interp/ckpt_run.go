package interp

import (
	"go/token"
	"go/types"
	"io"
	"reflect"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// ckLoop is a compiled checkpointed loop.
type ckLoop struct {
	in      *Interp
	ci      *ckLoopInfo
	id      uint32
	pos     token.Pos
	counter int // the loop's iteration-count slot (loops.go)
	label   int
	normal  stmt // the loop compiled as usual

	// for statements
	init    stmt
	cond    func(*frame) bool
	body    stmt
	post    stmt
	perIter []int

	// range statements over an int, a slice or an array
	isRange    bool
	rangeX     expr
	rangeT     types.Type
	setK, setV func(*frame, Value)
}

// ckptOn reports whether a checkpointed loop starting now should
// checkpoint: inside an outermost reverse-mode differentiation, and not
// inside another checkpointed loop.
func (in *Interp) ckptOn() bool {
	t := in.ad.tape
	return t != nil && in.ad.ckRev && t.Recorder().Depth() == 1 && in.ad.ckDepth == 0
}

// unrecorded runs f with recording off; differentiations f starts on its
// own do not disturb the session's last tape.
func (in *Interp) unrecorded(f func()) {
	t, last, spare := in.ad.tape, in.ad.last, in.ad.spare
	in.ad.tape = nil
	defer func() { in.ad.tape, in.ad.last, in.ad.spare = t, last, spare }()
	f()
}

// exec runs the loop, checkpointed when a reverse pass will follow.
func (l *ckLoop) exec(fr *frame) ctl {
	in := l.in
	if !in.ckptOn() {
		return l.normal(fr)
	}
	in.ad.ckDepth++
	defer func() { in.ad.ckDepth-- }()
	t := in.ad.tape
	r := &ckRun{l: l, fr: fr, t: t}
	n, known := r.begin()
	d := l.ci.dir
	online := !known || d.online || l.ci.breaks
	s := d.snapshots
	if s == 0 {
		if online {
			s = 64
		} else {
			s = ad.SnapshotsFor(n)
		}
		// A large state gets fewer snapshots: they may hold at most an
		// eighth of the tape limit (more recomputation, bounded memory).
		probe := r.snap(0)
		r.free = append(r.free, probe)
		if b := probe.bytes; b > 0 {
			s = max(2, min(s, int(in.TapeLimitBytes()/8/int64(b))))
		}
	}
	if !online && s > n {
		s = max(1, n)
	}
	r.slots = s
	var first []int
	if online && d.doubling {
		r.online = ad.NewOnline(s)
		r.info.Schedule = "online-doubling"
	} else if online {
		r.dyn = ad.NewDynamic(s)
		r.info.Schedule = "online"
	} else {
		first = ad.RevolveFirstSweep(n, s)
		r.info.Schedule = "revolve"
	}
	r.info.Slots = s
	k := 0
	r.shadowGen = ad.NewTape().View().Gen()
	r.quiet(func() {
		j := 0
		for {
			if !r.check(k) {
				break
			}
			if r.online != nil {
				take, keep := r.online.Step(k)
				if keep != nil {
					r.keep(keep)
				}
				if take {
					r.cur = k
					r.Push()
				}
			} else if online {
				drop, take := r.dyn.Step(k)
				if drop >= 0 {
					r.Drop(drop)
				}
				if take {
					r.cur = k
					r.Push()
				}
			} else {
				if j < len(first) && first[j] == k {
					r.cur = k
					r.Push()
					j++
				}
				if k == n-1 {
					r.last = r.snap(k)
					r.held += r.last.bytes
					t.Recorder().AddSnapshotBytes(r.last.bytes)
				}
			}
			brk := r.run(k)
			k++
			if in.pollFlag.Load() != 0 {
				in.poll()
			}
			if brk {
				break
			}
		}
	})
	r.n = k
	r.info.Steps = k
	if !online && k != n {
		// The trip count changed after all: reverse from the snapshots held.
		o := &ad.Online{S: s, H: s, D: 1}
		for _, sn := range r.snaps {
			o.Pos = append(o.Pos, sn.pos)
		}
		r.online = o
	}
	if k == 0 {
		t.Recorder().AddSnapshotBytes(-r.heldBytes())
		r.snaps, r.last, r.held = nil, nil, 0
		return ctlNext
	}
	// The final state: its untracked floats and tensors become the loop's
	// outputs, one per distinct value (variables sharing a value share it).
	t.Pos = uint32(l.pos)
	c := t.CheckpointBegin(l.id)
	r.repF, r.repT = r.groups(func(v float64) uint64 { return t.CkptOut(c, v).ID },
		func(x *ad.Tensor) *ad.Tensor { return t.Tensors().CkptOutT(c, x) }, r.repF[:0], r.repT[:0])
	t.CheckpointEnd(c)
	// The reverse pass runs after the function has returned: it works on a
	// copy of the frame (heap cells and globals are shared, and restored
	// after it).
	r.fr = &frame{L: append([]Value(nil), fr.L...), env: fr.env, recv: fr.recv, fn: fr.fn, pos: fr.pos}
	r.info.SnapshotBytes = r.maxBytes
	c.Info = r.info
	r.c = c
	c.Reverse = r.reverse
	return ctlNext
}

// ckRun is one execution of a checkpointed loop.
type ckRun struct {
	l      *ckLoop
	fr     *frame
	t      *ad.Tape
	c      *ad.Checkpoint
	info   ad.CkptInfo
	slots  int
	online *ad.Online  // a Revolve run whose trip count changed: reverse from its snapshots
	dyn    *ad.Dynamic // the online schedule (Wang, Moin and Iaccarino)

	rx Value // a range loop's evaluated operand
	rn int

	// The generator states last saved or restored, and Interp.randCalls
	// then: a snapshot with no random call since shares them.
	rng      []rngState
	rngCalls uint64

	snaps    []*ckSnap
	last     *ckSnap
	cur      int // position of the current state
	n        int
	maxBytes int
	held     int // bytes of the snapshots held
	free     []*ckSnap

	leaves  []ad.Num // buffers reused by every re-recorded step
	leavesT []*ad.Tensor
	ends    []ad.Num
	endsT   []*ad.Tensor
	outs    []ad.Num
	outT    []*ad.Tensor
	gKeys   []uint64
	gVals   []uint64
	gKeysT  []*ad.Tensor
	gValsT  []*ad.Tensor

	shadowGen    uint64
	shadowNext   uint64
	seenPtr      map[*Value]bool // pointers already snapshotted (cycles)
	repF, repT   []int           // first locations of the values seeded next (outputs, then each step's leaves)
	nextF, nextT []int

	sw     *ad.CkptSweep
	seeds  []float64
	seedsT [][]float64
	rev    int // reverse steps done
}

// begin runs the loop's init (or evaluates the range operand) and returns
// the trip count when it is known.
func (r *ckRun) begin() (int, bool) {
	l, fr := r.l, r.fr
	if l.isRange {
		x := l.rangeX(fr)
		switch u := l.rangeT.Underlying().(type) {
		case *types.Basic:
			r.rn = int(x.Int())
			if r.rn < 0 {
				r.rn = 0
			}
		case *types.Array:
			if cp := copyFunc(u); cp != nil {
				x = cp(x)
			}
			r.rx, r.rn = x, sliceLen(x)
		default:
			r.rx, r.rn = x, sliceLen(x)
		}
		return r.rn, true
	}
	var n int
	known := false
	if l.ci.counted != nil {
		n, known = l.ci.counted(fr)
	}
	if l.init != nil {
		l.init(fr)
	}
	return n, known
}

// check evaluates the loop condition before step k.
func (r *ckRun) check(k int) bool {
	l := r.l
	if l.isRange {
		return k < r.rn
	}
	return l.cond == nil || l.cond(r.fr)
}

// run runs step k's body (and post statement); it reports a break.
func (r *ckRun) run(k int) bool {
	l, fr := r.l, r.fr
	if l.isRange {
		if l.setK != nil {
			l.setK(fr, MakeInt(int64(k)))
		}
		if l.setV != nil {
			l.setV(fr, elemAt(r.rx, k))
		}
	}
	fr.L[l.counter].N = uint64(k)
	if res := l.body(fr); res != ctlNext {
		if exit, _, _ := loopCtl(res, l.label); exit {
			return true
		}
	}
	for _, slot := range l.perIter {
		v := *fr.L[slot].R.(*Value)
		fr.L[slot] = Value{R: &v}
	}
	if l.post != nil {
		l.post(fr)
	}
	return false
}

// rerun re-runs step k (its condition first, as the first run did).
func (r *ckRun) rerun(k int) {
	// The reverse pass may recompute many steps: it answers interrupts
	// (Ctrl-C, Jupyter) as the loop itself does.
	if in := r.l.in; in.pollFlag.Load() != 0 {
		in.poll()
	}
	if !r.check(k) {
		r.l.in.runtimePanic("//ad:checkpoint: re-running the loop gave a different trip count (does its condition depend on state outside the loop?)")
	}
	r.run(k)
}

// ---- the schedule's Stepper ----

func (r *ckRun) Advance(n int) {
	r.info.Recomputed += n
	r.quiet(func() {
		for i := 0; i < n; i++ {
			r.rerun(r.cur)
			r.cur++
		}
	})
}

func (r *ckRun) Push() {
	r.snaps = append(r.snaps, r.snap(r.cur))
	r.held += r.snaps[len(r.snaps)-1].bytes
	r.info.SnapshotsTaken++
	r.info.MaxHeld = max(r.info.MaxHeld, len(r.snaps))
	r.maxBytes = max(r.maxBytes, r.heldBytes())
	r.t.Recorder().AddSnapshotBytes(r.snaps[len(r.snaps)-1].bytes)
	if r.sw != nil {
		r.snaps[len(r.snaps)-1].revTaken = r.rev
		r.snaps[len(r.snaps)-1].inReverse = true
	} else {
		r.snaps[len(r.snaps)-1].revTaken = r.cur
	}
}

func (r *ckRun) Pop() { r.Drop(len(r.snaps) - 1) }

// Drop drops the j-th snapshot from the bottom (the online schedule frees
// dispensable snapshots anywhere on the stack).
func (r *ckRun) Drop(j int) {
	sn := r.snaps[j]
	if r.sw != nil && len(r.info.Lifetimes) < 64 {
		r.info.Lifetimes = append(r.info.Lifetimes, ad.Lifetime{Pos: sn.pos, TakenReverse: sn.inReverse, Taken: sn.revTaken, Freed: r.rev})
	}
	r.snaps = append(r.snaps[:j], r.snaps[j+1:]...)
	r.held -= sn.bytes
	r.free = append(r.free, sn) // its storage is reused by the next snapshot
	r.t.Recorder().AddSnapshotBytes(-sn.bytes)
}

func (r *ckRun) Restore() {
	sn := r.snaps[len(r.snaps)-1]
	r.restore(sn)
	r.cur = sn.pos
}

func (r *ckRun) RestoreLast() {
	r.restore(r.last)
	r.cur = r.last.pos
}

// Reverse re-records step i from the current state and sweeps it.
func (r *ckRun) Reverse(i int) {
	sw := r.sw
	m := sw.Mark()
	leaves, leavesT := r.leaves[:0], r.leavesT[:0]
	repF, repT := r.groups(func(v float64) uint64 {
		n := sw.Leaf(v)
		leaves = append(leaves, n)
		return n.ID
	}, func(x *ad.Tensor) *ad.Tensor {
		lt := sw.LeafT(x)
		leavesT = append(leavesT, lt)
		return lt
	}, r.nextF[:0], r.nextT[:0])
	r.rerun(i)
	// The end state, at the first location of each value of the next
	// step's start (or of the loop's outputs).
	allF, allT := r.ends[:0], r.endsT[:0]
	r.walk(func(p *Value) { allF = append(allF, num(*p)) }, func(p *Value) { allT = append(allT, tensorOf(*p)) })
	if len(r.repF) != len(r.seeds) || len(r.repT) != len(r.seedsT) {
		r.l.in.runtimePanic("//ad:checkpoint: internal error: seeds and state do not match")
	}
	outs, outT := r.outs[:0], r.outT[:0]
	for _, k := range r.repF {
		if k >= len(allF) {
			r.l.in.runtimePanic("//ad:checkpoint: the loop's state changed shape when re-run (its state must be the variables the loop names)")
		}
		outs = append(outs, allF[k])
	}
	for _, k := range r.repT {
		if k >= len(allT) || allT[k] == nil {
			r.l.in.runtimePanic("//ad:checkpoint: the loop's state changed shape when re-run (its state must be the variables the loop names)")
		}
		outT = append(outT, allT[k])
	}
	sw.Sweep(m, outs, r.seeds, outT, r.seedsT)
	seeds := r.seeds[:0]
	for _, n := range leaves {
		seeds = append(seeds, sw.Adjoint(n))
	}
	r.seeds = seeds
	r.seedsT = r.seedsT[:0]
	for _, x := range leavesT {
		r.seedsT = append(r.seedsT, sw.AdjointT(x))
	}
	sw.Truncate(m)
	r.rev++
	r.leaves, r.leavesT, r.ends, r.endsT, r.outs, r.outT = leaves, leavesT, allF, allT, outs, outT
	r.nextF, r.nextT, r.repF, r.repT = r.repF, r.repT, repF, repT
}

// groups walks the state and gives each distinct untracked value a new
// identity: mk (mkT for tensors) is called once per value, with the value's
// first location, and every location holding the value gets the result.
// Values are told apart by the identities the unrecorded run gave them
// (shadow marks, tensor pointers); a float without one is its own value.
// It returns the indices, among the state's float (tensor) locations in
// walk order, of each value's first location.
func (r *ckRun) groups(mk func(float64) uint64, mkT func(*ad.Tensor) *ad.Tensor, repF, repT []int) ([]int, []int) {
	t := r.t
	keys, vals := r.gKeys[:0], r.gVals[:0]
	keysT, valsT := r.gKeysT[:0], r.gValsT[:0]
	fi, ti := 0, 0
	r.walk(func(p *Value) {
		k := fi
		fi++
		if t.View().Index(num(*p)) >= 0 {
			return // a value from before the loop: its own entry
		}
		if x := p.X; x != 0 {
			for j, key := range keys {
				if key == x {
					p.X = vals[j]
					return
				}
			}
			id := mk(p.Float())
			keys, vals = append(keys, x), append(vals, id)
			p.X = id
		} else {
			p.X = mk(p.Float())
		}
		repF = append(repF, k)
	}, func(p *Value) {
		k := ti
		ti++
		x := tensorOf(*p)
		if x == nil || t.Tensors().TrackedT(x) {
			return
		}
		for j, key := range keysT {
			if key == x {
				p.Elems()[0] = Value{R: valsT[j]}
				return
			}
		}
		y := mkT(x)
		keysT, valsT = append(keysT, x), append(valsT, y)
		p.Elems()[0] = Value{R: y}
		repT = append(repT, k)
	})
	r.gKeys, r.gVals, r.gKeysT, r.gValsT = keys, vals, keysT, valsT
	return repF, repT
}

// quiet runs f unrecorded; floats computed get shadow identities, so that
// variables sharing one value can be told from variables holding equal
// values.
func (r *ckRun) quiet(f func()) {
	in := r.l.in
	prev := in.ad.shadow
	if r.shadowNext == 0 {
		r.shadowNext = r.shadowGen << 32
	}
	in.ad.shadow = r.shadowNext // identities never repeat within the run
	defer func() { r.shadowNext, in.ad.shadow = in.ad.shadow, prev }()
	in.unrecorded(f)
}

// reverse is the checkpoint's reverse pass, called by the sweep.
func (r *ckRun) reverse(sw *ad.CkptSweep) {
	in := r.l.in
	now := r.snap(r.n)
	out, rtCur, depth := in.stdout, in.rt.cur, in.ad.ckDepth
	in.stdout = io.Discard // re-run steps print nothing
	r.fr.parent = rtCur
	in.rt.cur = r.fr
	in.ad.ckDepth = 1
	defer func() {
		r.restore(now)
		in.stdout, in.rt.cur, in.ad.ckDepth = out, rtCur, depth
		r.t.Recorder().AddSnapshotBytes(-r.heldBytes())
		r.snaps, r.last, r.held = nil, nil, 0
		r.info.SnapshotBytes = r.maxBytes
		ci := sw.Info()
		r.info.StepEntries, r.info.MaxStepEntries = ci.StepEntries, ci.MaxStepEntries
		*ci = r.info
	}()
	r.sw = sw
	r.seeds = append([]float64(nil), sw.Out()...)
	r.seedsT = append([][]float64(nil), sw.OutT()...)
	r.cur = r.n
	if r.dyn != nil {
		ad.DynamicRevolve(r, r.dyn, r.n)
	} else if r.online != nil {
		ad.OnlineReverse(r, r.online, r.n)
	} else {
		ad.Revolve(r, r.n, r.slots)
	}
}

// keep thins the snapshots to those at the given indices.
func (r *ckRun) keep(idx []int) {
	var ns []*ckSnap
	before := r.heldBytes()
	for _, k := range idx {
		ns = append(ns, r.snaps[k])
	}
	r.snaps = ns
	r.recount()
	r.t.Recorder().AddSnapshotBytes(r.heldBytes() - before)
}

func (r *ckRun) heldBytes() int { return r.held }

func (r *ckRun) recount() {
	r.held = 0
	for _, s := range r.snaps {
		r.held += s.bytes
	}
	if r.last != nil {
		r.held += r.last.bytes
	}
}

// ---- snapshots ----

type ckSnap struct {
	pos       int
	vals      []Value
	rng       []rngState
	bytes     int
	revTaken  int
	inReverse bool
}

type ckSlice struct {
	hdr    Value
	elems  []Value
	packed any // a clone of a packed slice's []Word or []bool
}

type ckPtr struct {
	p *Value
	v Value
	// A pointer to an element of a packed slice and the element's value.
	w  *Word
	wv Word
	b  *bool
	bv bool
}

// snap deep-copies the state.
func (r *ckRun) snap(pos int) *ckSnap {
	l := r.l
	var sn *ckSnap
	if k := len(r.free); k > 0 {
		sn = r.free[k-1]
		r.free = r.free[:k-1]
		*sn = ckSnap{pos: pos, vals: sn.vals[:len(l.ci.vars)]}
	} else {
		sn = &ckSnap{pos: pos, vals: make([]Value, len(l.ci.vars))}
	}
	count := len(l.ci.vars)
	for i, v := range l.ci.vars {
		p := v.addr(r.fr)
		if v.float || v.plain {
			sn.vals[i] = *p
			continue
		}
		sn.vals[i] = ckDeep(*p, v.t, &count, &r.seenPtr)
	}
	clear(r.seenPtr)
	sn.bytes = 24 * count
	if l.ci.usesRand {
		if r.rng != nil && r.rngCalls == l.in.randCalls {
			// No random call since the last saved states: share them.
			sn.rng = r.rng
		} else {
			sn.rng = saveRand(l.in)
			sn.bytes += rngBytes(sn.rng)
			r.rng, r.rngCalls = sn.rng, l.in.randCalls
		}
	}
	return sn
}

func (r *ckRun) restore(sn *ckSnap) {
	for i, v := range r.l.ci.vars {
		p := v.addr(r.fr)
		if v.float || v.plain {
			*p = sn.vals[i]
			continue
		}
		ckRestore(p, sn.vals[i], v.t)
	}
	restoreRand(sn.rng)
	if sn.rng != nil {
		r.rng, r.rngCalls = sn.rng, r.l.in.randCalls
	}
}

func ckDeep(v Value, t types.Type, count *int, seen *map[*Value]bool) Value {
	if isTensorType(t) {
		if e := v.Elems(); e != nil {
			*count += len(e)
			return Value{N: v.N, R: append([]Value(nil), e...)}
		}
		return v
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return v
	case *types.Array, *types.Struct:
		e := v.Elems()
		if e == nil {
			return v
		}
		out := make([]Value, len(e))
		*count += len(e)
		for i := range e {
			out[i] = ckDeep(e[i], ckElem(u, i), count, seen)
		}
		return Value{N: v.N, R: out}
	case *types.Slice:
		switch s := v.R.(type) {
		case []Word:
			*count += len(s)
			return Value{R: &ckSlice{hdr: v, packed: append([]Word(nil), s...)}}
		case []bool:
			*count += len(s)
			return Value{R: &ckSlice{hdr: v, packed: append([]bool(nil), s...)}}
		}
		e := v.Elems()
		if e == nil {
			return v
		}
		out := make([]Value, len(e))
		*count += len(e)
		for i := range e {
			out[i] = ckDeep(e[i], u.Elem(), count, seen)
		}
		return Value{R: &ckSlice{hdr: v, elems: out}}
	case *types.Pointer:
		switch q := v.R.(type) {
		case *Word:
			*count++
			return Value{R: &ckPtr{w: q, wv: *q}}
		case *bool:
			*count++
			return Value{R: &ckPtr{b: q, bv: *q}}
		}
		p := v.Ptr()
		if p == nil {
			return v
		}
		if *seen == nil {
			*seen = map[*Value]bool{}
		}
		if (*seen)[p] {
			return v // already saved (a cycle, or two pointers to one cell)
		}
		(*seen)[p] = true
		*count++
		return Value{R: &ckPtr{p: p, v: ckDeep(*p, u.Elem(), count, seen)}}
	}
	return v
}

func ckElem(t types.Type, i int) types.Type {
	switch u := t.(type) {
	case *types.Array:
		return u.Elem()
	case *types.Struct:
		return u.Field(i).Type()
	}
	return nil
}

// ckRestore writes snapshot s back into the storage at p, keeping the
// identity of arrays, structs and pointed-to cells (pointers into them stay
// valid).
func ckRestore(p *Value, s Value, t types.Type) {
	if isTensorType(t) {
		if e, se := p.Elems(), s.Elems(); e != nil && se != nil && len(e) == len(se) {
			copy(e, se)
			return
		}
		*p = s
		if se := s.Elems(); se != nil {
			p.R = append([]Value(nil), se...)
		}
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Array, *types.Struct:
		se := s.Elems()
		if se == nil {
			*p = s
			return
		}
		if isPackedRep(p.R) {
			// An array behind a pointer converted from a packed slice:
			// its storage is the slice's.
			copyElems(*p, s, nil)
			return
		}
		e := p.Elems()
		if e == nil || len(e) != len(se) {
			e = make([]Value, len(se))
			*p = Value{N: s.N, R: e}
		}
		for i := range se {
			ckRestore(&e[i], se[i], ckElem(u, i))
		}
		return
	case *types.Slice:
		cs, ok := s.R.(*ckSlice)
		if !ok {
			*p = s
			return
		}
		*p = cs.hdr
		switch s := cs.packed.(type) {
		case []Word:
			copy(cs.hdr.R.([]Word), s)
			return
		case []bool:
			copy(cs.hdr.R.([]bool), s)
			return
		}
		e := cs.hdr.Elems()
		for i := range cs.elems {
			ckRestore(&e[i], cs.elems[i], u.Elem())
		}
		return
	case *types.Pointer:
		cp, ok := s.R.(*ckPtr)
		if !ok {
			*p = s
			return
		}
		switch {
		case cp.w != nil:
			*p = Value{R: cp.w}
			*cp.w = cp.wv
			return
		case cp.b != nil:
			*p = Value{R: cp.b}
			*cp.b = cp.bv
			return
		}
		*p = Value{R: cp.p}
		ckRestore(cp.p, cp.v, u.Elem())
		return
	}
	*p = s
}

// walk visits the storage of every float64 and tensor of the state, in a
// fixed order.
func (r *ckRun) walk(f func(*Value), ft func(*Value)) {
	var seen map[any]bool
	for _, v := range r.l.ci.vars {
		p := v.addr(r.fr)
		if v.float {
			f(p)
			continue
		}
		if v.plain {
			continue
		}
		ckWalk(p, v.t, f, ft, &seen)
	}
}

func ckWalk(p *Value, t types.Type, f, ft func(*Value), seen *map[any]bool) {
	if isTensorType(t) {
		ft(p)
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		if u.Kind() == types.Float64 || u.Kind() == types.Float32 {
			f(p)
		}
	case *types.Array, *types.Struct:
		if w, ok := p.R.([]Word); ok {
			// An array behind a pointer converted from a packed slice.
			if at, ok := u.(*types.Array); ok && isFloat64(at.Elem()) {
				ckWalkWords(w, f, seen)
			}
			return
		}
		e := p.Elems()
		for i := range e {
			ckWalk(&e[i], ckElem(u, i), f, ft, seen)
		}
	case *types.Slice:
		if w, ok := p.R.([]Word); ok {
			if isFloat64(u.Elem()) {
				ckWalkWords(w, f, seen)
			}
			return
		}
		e, _ := p.R.([]Value)
		for i := range e {
			if *seen == nil {
				*seen = map[any]bool{}
			}
			if (*seen)[&e[i]] {
				continue // shared with another slice of the state
			}
			(*seen)[&e[i]] = true
			ckWalk(&e[i], u.Elem(), f, ft, seen)
		}
	case *types.Pointer:
		if w, ok := p.R.(*Word); ok && isFloat64(u.Elem()) {
			if *seen == nil {
				*seen = map[any]bool{}
			}
			if (*seen)[w] {
				return
			}
			(*seen)[w] = true
			v := Value{N: w.N, X: w.X}
			f(&v)
			*w = Word{v.N, v.X}
			return
		}
		q := p.Ptr()
		if q == nil {
			return
		}
		if *seen == nil {
			*seen = map[any]bool{}
		}
		if (*seen)[q] {
			return
		}
		(*seen)[q] = true
		ckWalk(q, u.Elem(), f, ft, seen)
	}
}

// ---- random number generators ----

// rngState is a saved copy of a math/rand or math/rand/v2 generator held by
// the session (they hold no pointers but to other handles, so a shallow
// copy of the struct is the whole state).
type rngState struct {
	p    reflect.Value // pointer to the generator
	copy reflect.Value // its saved struct
}

func saveRand(in *Interp) []rngState {
	var out []rngState
	in.liveHandles(func(h any) {
		v := reflect.ValueOf(h)
		if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
			return
		}
		if !strings.HasPrefix(v.Elem().Type().PkgPath(), "math/rand") {
			return
		}
		c := reflect.New(v.Elem().Type()).Elem()
		c.Set(v.Elem())
		out = append(out, rngState{v, c})
	})
	return out
}

// rngBytes is the memory the saved generator states take.
func rngBytes(s []rngState) int {
	n := 0
	for _, r := range s {
		n += int(r.copy.Type().Size())
	}
	return n
}

func restoreRand(s []rngState) {
	for _, r := range s {
		r.p.Elem().Set(r.copy)
	}
}

// ckWalkWords is ckWalk over packed float64 elements: f sees each as a
// Value and its change is written back; an element shared by two slices
// of the state is visited once.
func ckWalkWords(w []Word, f func(*Value), seen *map[any]bool) {
	for i := range w {
		if *seen == nil {
			*seen = map[any]bool{}
		}
		if (*seen)[&w[i]] {
			continue
		}
		(*seen)[&w[i]] = true
		v := Value{N: w[i].N, X: w[i].X}
		f(&v)
		w[i] = Word{v.N, v.X}
	}
}

// isPackedRep reports whether R holds a packed slice (or an array that
// shares one's storage).
func isPackedRep(r any) bool {
	switch r.(type) {
	case []Word, []bool:
		return true
	}
	return false
}
