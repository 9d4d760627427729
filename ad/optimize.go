package ad

import (
	"errors"
	"fmt"
	"strings"
)

// Tape compression. Optimize rewrites a recorded tape for the outputs and
// inputs of its last sweep into a smaller persistent tape whose reverse
// sweep gives bit-identical gradients. Three passes:
//
//   - dead entries: entries from which no output is reachable never receive
//     an adjoint; they are dropped.
//   - constant folding: entries that no input reaches carry no derivative;
//     they are dropped and their consumers read their value from the
//     constant pool.
//   - fusion: a chain of unary elementwise entries (Sin then Exp...), each
//     used only by the next one and adjacent on the tape, becomes one fused
//     entry that keeps the intermediate values.
//
// Bit-identity is the constraint that decides what may be rewritten: a
// sweep accumulates into each adjoint in reverse entry order, and floating-
// point addition is not associative, so every kept entry keeps its relative
// order and its own rule. Fusion is only done where no other entry lies
// between the links (so no other contribution to the chain's input could
// change places), and the fused rule multiplies in exactly the order the
// separate entries would.

// OpFused is a fused chain of unary entries (optimized tapes only).
const OpFused Op = 99

func init() { tensorOpNames[OpFused] = "fused" }

// fusedChain holds the ops of a fused entry, first applied first, and the
// values after each op (the last is the entry's value).
type fusedChain struct {
	ops  []Op
	vals []float64
}

// OptimizeReport says what Optimize did.
type OptimizeReport struct {
	Before, After Stats
	FusedBytes    int // side storage of fused chains (included in After.Bytes)
	Dead          int // entries no output depends on
	Folded        int // entries no input reaches
	Fused         int // entries merged into fused chains
	Chains        int
	ChainOps      []string // each fused entry of the new tape: "#2 = Sin→Exp"
}

func (r OptimizeReport) String() string {
	s := fmt.Sprintf("before: %d entries, %d bytes\nafter:  %d entries, %d bytes (%d dead, %d constant-folded, %d fused into %s)",
		r.Before.Entries, r.Before.Bytes, r.After.Entries, r.After.Bytes, r.Dead, r.Folded, r.Fused, Plural(r.Chains, "chain", "chains"))
	const show = 8
	for i, c := range r.ChainOps {
		if i == show {
			s += fmt.Sprintf("\n  ... %d more chains", len(r.ChainOps)-show)
			break
		}
		s += "\nfused " + c
	}
	return s
}

// ErrOptimizeTensor reports a tape with tensor entries.
var ErrOptimizeTensor = errors.New("ad: compressing tapes with tensor operations is not supported yet (scalar tapes only)")

// ErrOptimizeCheckpoint reports a tape with checkpointed loops.
var ErrOptimizeCheckpoint = errors.New("ad: compressing tapes with //ad:checkpoint loops is not supported yet (their steps are recomputed during the sweep, not stored)")

// Optimize returns a compressed persistent copy of t for the outputs and
// inputs of its last sweep (or recording). t is not changed.
func (t *Tape) Optimize() (*Tape, OptimizeReport, error) {
	var rep OptimizeReport
	s := t.sweep
	if s == nil {
		return nil, rep, errors.New("ad: the tape was never swept, so its outputs are unknown")
	}
	if s.fused != nil {
		return nil, rep, errors.New("ad: the tape is already optimized")
	}
	if len(t.tinfo) > 0 {
		return nil, rep, ErrOptimizeTensor
	}
	for i := range t.n {
		if t.opAt(i) >= OpTInput {
			return nil, rep, ErrOptimizeTensor
		}
	}
	if len(t.ckpts) > 0 {
		// A checkpointed loop's steps are not on the tape: they are
		// re-recorded during the reverse sweep, so there is nothing to fuse
		// and the block's entries must stay as they are.
		return nil, rep, ErrOptimizeCheckpoint
	}
	if s.start != 0 {
		return nil, rep, errors.New("ad: only tapes swept from their first entry can be optimized")
	}
	rep.Before = t.Stats()
	end := s.end
	live := make([]bool, end)
	vary := make([]bool, end)
	for _, o := range s.outs {
		if i := t.index(o); i >= 0 && int(i) < end {
			live[i] = true
		}
	}
	for i := end - 1; i >= 0; i-- {
		if live[i] {
			if a := t.aAt(i); a >= 0 {
				live[a] = true
			}
			if b := t.bAt(i); b >= 0 {
				live[b] = true
			}
		}
	}
	isWrt := make(map[int32]bool, len(s.wrt))
	for _, w := range s.wrt {
		if i := t.index(w); i >= 0 {
			isWrt[i] = true
		}
	}
	for i := 0; i < end; i++ {
		a, b := t.aAt(i), t.bAt(i)
		vary[i] = isWrt[int32(i)] || (a >= 0 && vary[a]) || (b >= 0 && vary[b])
	}
	keep := make([]bool, end)
	for i := 0; i < end; i++ {
		switch {
		case !live[i]:
			rep.Dead++
		case !vary[i]:
			rep.Folded++
		default:
			keep[i] = true
		}
	}
	// Uses among kept entries, and which entries are outputs.
	uses := make([]int32, end)
	isOut := make(map[int32]bool, len(s.outs))
	for _, o := range s.outs {
		if i := t.index(o); i >= 0 {
			isOut[i] = true
		}
	}
	for i := 0; i < end; i++ {
		if !keep[i] {
			continue
		}
		if a := t.aAt(i); a >= 0 {
			uses[a]++
		}
		if b := t.bAt(i); b >= 0 {
			uses[b]++
		}
	}
	fusible := func(i int) bool {
		op := t.opAt(i)
		return op != OpInput && !op.Binary() && op < OpTInput
	}

	n := NewTape()
	n.consts = append([]float64(nil), t.consts...)
	n.sweep = &sweepInfo{persistent: true, fused: map[int32]*fusedChain{}}
	n.retained = true
	newIdx := make([]int32, end) // old entry -> new entry, -1 if not kept
	ref := func(r int32) int32 {
		switch {
		case r >= 0 && newIdx[r] >= 0:
			return newIdx[r]
		case r >= 0:
			n.consts = append(n.consts, t.valAt(int(r)))
			return -int32(len(n.consts)) - 1
		}
		return r
	}
	prevKept := -1 // the last kept old entry, if it heads an open chain
	var chain *fusedChain
	for i := 0; i < end; i++ {
		newIdx[i] = -1
		if !keep[i] {
			continue
		}
		a := t.aAt(i)
		// Extend the chain: i is unary, its input is the previous kept
		// entry, which is used only here and is not an output.
		if prevKept >= 0 && fusible(i) && a == int32(prevKept) && uses[a] == 1 && !isOut[a] && fusible(prevKept) {
			k := newIdx[prevKept]
			if chain == nil {
				chain = &fusedChain{ops: []Op{n.opAt(int(k))}, vals: []float64{n.valAt(int(k))}}
				n.sweep.fused[k] = chain
				n.chunkOf(int(k)).op[k&chunkMask] = OpFused
				rep.Chains++
				rep.Fused++
			}
			chain.ops = append(chain.ops, t.opAt(i))
			chain.vals = append(chain.vals, t.valAt(i))
			kc := n.chunkOf(int(k))
			kc.val[k&chunkMask] = t.valAt(i)
			kc.pos[k&chunkMask] = t.posAt(i)
			newIdx[i] = k
			rep.Fused++
			prevKept = i
			continue
		}
		chain = nil
		n.Pos = t.posAt(i)
		n.push(t.opAt(i), ref(a), ref(t.bAt(i)), t.valAt(i))
		newIdx[i] = int32(n.Len() - 1)
		prevKept = i
	}
	// Loop marks move to the first kept entry at or after their own.
	next := int32(n.Len())
	firstAfter := make([]int32, end+1)
	firstAfter[end] = next
	for i := end - 1; i >= 0; i-- {
		if keep[i] {
			next = newIdx[i]
		}
		firstAfter[i] = next
	}
	r := t.iterReader()
	for m, ok := r.next(); ok; m, ok = r.next() {
		if int(m.Entry) <= end {
			m.Entry = firstAfter[m.Entry]
			n.pushIter(m)
		}
	}
	conv := func(ns []Num) []Num {
		out := make([]Num, len(ns))
		for k, x := range ns {
			if i := t.index(x); i >= 0 && int(i) < end && newIdx[i] >= 0 {
				out[k] = n.num(newIdx[i], x.V)
			} else {
				out[k] = Const(x.V)
			}
		}
		return out
	}
	n.sweep.outs = conv(s.outs)
	n.sweep.wrt = conv(s.wrt)
	n.sweep.seeds = append([]float64(nil), s.seeds...)
	n.sweep.end = n.Len()
	for i := 0; i < n.Len(); i++ {
		c := n.sweep.fused[int32(i)]
		if c == nil {
			continue
		}
		rep.FusedBytes += len(c.ops) + 8*len(c.vals)
		names := make([]string, len(c.ops))
		for k, op := range c.ops {
			names[k] = op.String()
		}
		rep.ChainOps = append(rep.ChainOps, fmt.Sprintf("#%d = %s", i, strings.Join(names, "→")))
	}
	rep.After = n.Stats()
	rep.After.Bytes += rep.FusedBytes
	return n, rep, nil
}

// sweepOptimized is reverseFloat for an optimized tape: the same code for
// ordinary entries (so the same bits), plus the fused chains.
func (t *Tape) sweepOptimized(seeds []float64) []float64 {
	s := t.sweep
	end := s.end
	adj := t.adjBuffer(end)
	t.zr = t.zr[:0]
	for k, o := range s.outs {
		if i := t.index(o); i >= 0 {
			adj[i] += seeds[k]
		}
	}
	for i := end - 1; i >= 0; i-- {
		g := adj[i]
		if g == 0 && !t.zeroAt(i) {
			continue
		}
		a, b := t.aAt(i), t.bAt(i)
		switch t.opAt(i) {
		case OpInput, OpCopy:
			if a >= 0 {
				t.addAdj(adj, a, g)
			}
		case OpAdd:
			if a >= 0 {
				t.addAdj(adj, a, g)
			}
			if b >= 0 {
				t.addAdj(adj, b, g)
			}
		case OpSub:
			if a >= 0 {
				t.addAdj(adj, a, g)
			}
			if b >= 0 {
				t.addAdj(adj, b, -g)
			}
		case OpMul:
			if a >= 0 {
				t.addAdj(adj, a, g*t.value(b))
			}
			if b >= 0 {
				t.addAdj(adj, b, g*t.value(a))
			}
		case OpFused:
			c := s.fused[int32(i)]
			for k := len(c.ops) - 1; k >= 1; k-- {
				// The link's own entry starts from a zero adjoint; a
				// reached zero goes on (0·Inf is NaN, zeros.go).
				var d float64
				switch c.ops[k] {
				case OpCopy:
					d = 0 + g
				default:
					dx, _ := partials(c.ops[k], c.vals[k-1], 0, c.vals[k])
					d = 0 + g*dx
				}
				g = d
			}
			if a < 0 {
				continue
			}
			if c.ops[0] == OpCopy {
				t.addAdj(adj, a, g)
			} else {
				dx, _ := partials(c.ops[0], t.value(a), 0, c.vals[0])
				t.addAdj(adj, a, g*dx)
			}
		default:
			t.reverseScalar(i, g, adj, 0)
		}
	}
	t.adj, t.adjStart = adj, 0
	out := make([]float64, len(s.wrt))
	for k, w := range s.wrt {
		if i := t.index(w); i >= 0 {
			out[k] = adj[i]
		}
	}
	for k := range seeds {
		s.seeds[k] = seeds[k]
	}
	return out
}
