package ad

// Read-only views of a tape for pictures (package viz draws tapes, unrolled
// loop graphs and gradient-norm plots from them). Nothing here is on a hot
// path: each call walks what it needs.

// VarAssign is one marked assignment to a loop-carried variable: the
// entries (scalar and tensor) that hold the new value.
type VarAssign struct {
	Name    string
	Loop    uint32
	Iter    int
	Entries []int32
}

// VarAssigns lists the marked assignments to loop-carried variables in
// recording order.
func (vw *View) VarAssigns() []VarAssign {
	t := (*Tape)(vw)
	var out []VarAssign
	r := t.varReader()
	for rec, ok := r.next(); ok; rec, ok = r.next() {
		v := t.varMark(rec)
		es := append([]int32(nil), t.scal(v)...)
		es = append(es, t.tens(v)...)
		out = append(out, VarAssign{Name: VarName(v.Name), Loop: v.Loop, Iter: int(v.Iter), Entries: es})
	}
	return out
}

// InputsOf returns the tape entries entry i reads (constants and absent
// operands left out), in operand order.
func (vw *View) InputsOf(i int) []int {
	t := (*Tape)(vw)
	return t.View().AppendInputs(nil, i)
}

// AppendInputs appends the entries entry i reads to dst and returns it, so
// that a walk over a long tape needs no allocation per entry.
func (vw *View) AppendInputs(dst []int, i int) []int {
	t := (*Tape)(vw)
	if t.opAt(i) == OpTStack {
		if info := t.info(i); info != nil {
			for _, e := range info.ins {
				if e >= 0 {
					dst = append(dst, int(e))
				}
			}
			return dst
		}
	}
	for _, r := range [2]int32{t.aAt(i), t.bAt(i)} {
		if r >= 0 {
			dst = append(dst, int(r))
		}
	}
	return dst
}

// TangentAt is the tangent of scalar entry i from the last forward sweep;
// ok is false when that sweep did not cover the entry.
func (vw *View) TangentAt(i int) (tan float64, ok bool) {
	t := (*Tape)(vw)
	if j := i - t.tanStart; t.tan != nil && j >= 0 && j < len(t.tan) {
		return t.tan[j], true
	}
	return 0, false
}

// TensorTangentAt is the tangent of tensor entry i from the last forward
// sweep (nil if none).
func (vw *View) TensorTangentAt(i int) []float64 {
	t := (*Tape)(vw)
	return t.ttan[int32(i)]
}

// HasTangents reports whether a forward sweep left tangents on the tape.
func (vw *View) HasTangents() bool {
	t := (*Tape)(vw)
	return t.tan != nil
}

// HasAdjoints reports whether a reverse sweep left adjoints on the tape.
func (vw *View) HasAdjoints() bool {
	t := (*Tape)(vw)
	return t.adj != nil || t.adjLazy != nil
}

// ConstantEntries are the entries that record constant tensor operands (a
// bias, an input sequence element): they are input entries on the tape,
// but not differentiation inputs.
func (vw *View) ConstantEntries() map[int]bool {
	t := (*Tape)(vw)
	out := map[int]bool{}
	for _, i := range t.tconst {
		out[int(i)] = true
	}
	return out
}

// InputTangents sweeps the whole recorded tape forwards with tangent 1 on
// every element of every leaf input (constant tensors excepted) and
// returns the tangents, scalar entries by index and tensor entries in the
// map: the directional derivative along all-ones, for pictures of forward
// flow on a tape whose last sweep was reverse. It writes into fresh
// storage; the tape's own tangents and adjoints stay as they were.
func (vw *View) InputTangents() (tan []float64, ttan map[int32][]float64) {
	t := (*Tape)(vw)
	n := t.n
	tan = make([]float64, n)
	ttan = map[int32][]float64{}
	consts := t.View().ConstantEntries()
	for i := 0; i < n; i++ {
		switch {
		case t.opAt(i) == OpInput && t.aAt(i) < 0:
			tan[i] = 1
		case t.opAt(i) == OpTInput && t.aAt(i) < 0 && !consts[i]:
			d := make([]float64, len(t.tensorValue(int32(i)).Data))
			for k := range d {
				d[k] = 1
			}
			ttan[int32(i)] = d
		}
	}
	for i := 0; i < n; i++ {
		switch {
		case t.opAt(i) == OpTInput && t.aAt(i) < 0:
		case t.opAt(i) >= OpTInput:
			t.forwardTensor(i, tan, 0, ttan)
		case t.opAt(i) == OpInput && t.aAt(i) < 0:
		default:
			t.forwardScalar(i, tan, 0)
		}
	}
	return tan, ttan
}
