package ad

// Dynamic checkpointing for loops whose trip count is unknown until they
// end: the algorithm of Q. Wang, P. Moin and G. Iaccarino, "Minimal
// repetition dynamic checkpointing algorithm for unsteady adjoint
// calculation", SIAM J. Sci. Comput. 31(4):2549–2567, 2009.
//
// Every checkpoint carries a level; the loop's start has level ∞. A
// checkpoint is dispensable when some checkpoint at a later step has a
// higher level. Before step i runs, a checkpoint is allocated for step i+1
// (it is filled when step i+1 starts, if it still exists then):
//
//   - while fewer than s+1 entries are held (s slots plus that one not yet
//     filled), it is added with level 0;
//   - otherwise, if a dispensable checkpoint exists, the one at the latest
//     step is removed and the new one gets level 0;
//   - otherwise the checkpoint at step i (the latest) is removed and the new
//     one gets its level plus one.
//
// The paper proves that after any number n of steps the checkpoints held
// give the optimal repetition number for n steps and s slots. In our
// counting (s slots including the loop's start; the forward run places
// snapshots for free, then every state the reverse pass needs must be
// rebuilt from one), t repetitions reverse at most
//
//	W(s, t) = Σ_{j=1..s} C(j+t, j) = C(s+t+1, s) − 1
//
// steps: the first checkpoint's segment is reversed Revolve-style with s
// slots (C(s+t, s) steps), the rest recursively with s−1. So the
// repetition number is DynamicReps(n, s) = min{t : C(s+t+1, s) > n}, at
// most Reps(n, s) = min{t : C(s+t, s) ≥ n}, and the reverse pass
// recomputes at most t·n steps. The tests check both for n ≤ 2000.
//
// Reverse pass, as in the paper: to reverse step i, drop the checkpoint at
// i+1; restore the latest checkpoint k ≤ i; if k < i, run steps k..i−1
// forward, allocating checkpoints for them with the same rule (levels
// carry on from the forward run). One deviation that changes no decision:
// the paper frees a checkpoint when it is read and stores it again when the
// recomputation starts from it; we keep it instead (same slots, one copy
// fewer).

import "math"

const levelInf = math.MaxInt

type dynCkpt struct {
	step, level int
	stored      bool // a snapshot of the state at step is held
}

// Dynamic is the schedule's checkpoint set, ascending by step.
type Dynamic struct {
	S   int // snapshot slots (the loop's start counts as one)
	cps []dynCkpt
	n   int // entries stored
}

// NewDynamic returns the schedule for s ≥ 1 slots.
func NewDynamic(s int) *Dynamic {
	return &Dynamic{S: max(1, s), cps: []dynCkpt{{step: 0, level: levelInf}}}
}

// Dropper is a Stepper that can also drop a snapshot below the top (the
// dynamic schedule frees dispensable checkpoints anywhere).
type Dropper interface {
	Stepper
	Drop(j int) // drop the j-th snapshot from the bottom of the stack
}

// Step is called before step i runs (i = 0, 1, ...) with the state at i
// current. It returns the stack index of a snapshot to drop first (−1 for
// none) and whether to snapshot the state now.
func (d *Dynamic) Step(i int) (drop int, take bool) {
	drop = d.alloc(i)
	return drop, d.fill(i)
}

// Held is the steps whose snapshots are held, ascending (as on the stack).
func (d *Dynamic) Held() []int {
	var p []int
	for _, c := range d.cps {
		if c.stored {
			p = append(p, c.step)
		}
	}
	return p
}

// fill marks the entry for step i, if any, as stored.
func (d *Dynamic) fill(i int) bool {
	for j := len(d.cps) - 1; j >= 0 && d.cps[j].step >= i; j-- {
		if d.cps[j].step == i && !d.cps[j].stored {
			d.cps[j].stored = true
			d.n++
			return true
		}
	}
	return false
}

// alloc allocates the checkpoint for step i+1; the latest entry is at i.
// It returns the stack index of a stored snapshot it removed, or −1.
func (d *Dynamic) alloc(i int) int {
	if len(d.cps) <= d.S {
		d.cps = append(d.cps, dynCkpt{step: i + 1})
		return -1
	}
	hi := -1 // the highest level at a later step
	for j := len(d.cps) - 1; j >= 0; j-- {
		if hi > d.cps[j].level {
			drop := d.remove(j)
			d.cps = append(d.cps, dynCkpt{step: i + 1})
			return drop
		}
		hi = max(hi, d.cps[j].level)
	}
	// No dispensable checkpoint: promote the latest (never the start, which
	// has level ∞ and is first; len > S ≥ 1 so the latest is not it).
	j := len(d.cps) - 1
	lv := d.cps[j].level
	drop := d.remove(j)
	d.cps = append(d.cps, dynCkpt{step: i + 1, level: lv + 1})
	return drop
}

// remove deletes entry j and returns its stack index if it was stored.
func (d *Dynamic) remove(j int) int {
	drop := -1
	if d.cps[j].stored {
		// Stored entries below j: all but those at or above it (few: the
		// search starts from the latest).
		drop = d.n - 1
		for _, c := range d.cps[j+1:] {
			if c.stored {
				drop--
			}
		}
		d.n--
	}
	d.cps = append(d.cps[:j], d.cps[j+1:]...)
	return drop
}

// DynamicReverse runs the reverse pass of an n-step loop whose forward run
// called d.Step(i) before every step i and pushed the snapshots it asked
// for (they are on the stack, the last on top).
func DynamicReverse(st Dropper, d *Dynamic, n int) {
	if n == 0 {
		return
	}
	for i := n - 1; i >= 0; i-- {
		// Drop the entry at i+1: the placeholder allocated last, or the
		// checkpoint restored for step i+1.
		if j := len(d.cps) - 1; j > 0 && d.cps[j].step == i+1 {
			if d.cps[j].stored {
				st.Pop()
				d.n--
			}
			d.cps = d.cps[:j]
		}
		k := d.cps[len(d.cps)-1].step
		st.Restore()
		pending := 0
		for t := k; t < i; t++ {
			if drop := d.alloc(t); drop >= 0 {
				st.Drop(drop)
			}
			if d.fill(t) {
				st.Advance(pending)
				pending = 0
				st.Push()
			}
			pending++
		}
		st.Advance(pending)
		st.Reverse(i)
	}
	st.Pop() // the loop's start
	d.cps, d.n = d.cps[:0], 0
}

// DynamicReps is the optimal repetition number the schedule attains for n
// steps with s slots: the least t with C(s+t+1, s) > n.
func DynamicReps(n, s int) int {
	t := 0
	for Binom(s, t+1) <= n {
		t++
	}
	return t
}

// DynamicRevolve is the reverse pass adrepl runs after the dynamic forward
// run: the snapshots held cut the loop into segments, reversed last to
// first, each binomially (Revolve) with the slots not held below it — the
// paper's checkpoints, our reverse. The tests find it recomputes exactly as
// many steps as the paper's reverse pass (DynamicReverse), with the same
// repetition number, for every n ≤ 2000 with s ≤ 8 and for long loops up to
// 10^6 steps with 64 slots, while taking far fewer snapshots (the paper's
// reverse allocates a checkpoint at nearly every recomputed step: at n =
// 10^6, s = 64, 4.5 million snapshot copies against a few hundred).
func DynamicRevolve(st Stepper, d *Dynamic, n int) {
	OnlineReverse(st, &Online{S: d.S, H: d.S, D: 1, Pos: d.Held()}, n)
	d.cps, d.n = d.cps[:0], 0
}
