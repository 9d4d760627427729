package ad

// Online checkpointing, for loops whose trip count is unknown until they end
// (while-style loops, loops that break). This is a simple schedule of our
// own, not Stumm and Walther's optimal online algorithm:
//
//   - Forward: keep at most h = max(1, s/2) snapshots, at the multiples of a
//     spacing d (starting at 1). When a snapshot is due and h are held, drop
//     every other one (keep the multiples of 2d) and double d.
//   - Reverse: the loop has ended, so its n steps are known. The k ≤ h
//     snapshots cut it into segments of at most d steps; reverse them last
//     to first, each with binomial checkpointing (Revolve) using the slots
//     not held by earlier segments' snapshots: at least s−h+1 of them.
//
// Bound. Thinning happens only when h snapshots span the loop, so at the end
// d ≤ max(1, 2n/h). A segment of ℓ ≤ d steps reversed with σ ≥ s−h+1 slots
// costs T(ℓ, σ) ≤ ρ·ℓ unrecorded steps, with ρ = Reps(d, s−h+1); hence the
// reverse pass recomputes at most ρ·n steps. Offline (n known in advance)
// the optimum is T(n, s) − (n−1); the tests print and bound the ratio.

// Online is the forward half of the online schedule.
type Online struct {
	S   int   // snapshot slots in all
	H   int   // slots the forward run may hold
	D   int   // current spacing
	Pos []int // positions held, ascending
}

// NewOnline returns the schedule for s ≥ 1 slots.
func NewOnline(s int) *Online {
	if s < 1 {
		s = 1
	}
	return &Online{S: s, H: max(1, s/2), D: 1}
}

// Step is called before step i runs (i = 0, 1, ...). It returns whether to
// snapshot the state now and, if snapshots are to be dropped first, the
// indices (into Pos before the call) of those to keep.
func (o *Online) Step(i int) (take bool, keep []int) {
	if i%o.D != 0 {
		return false, nil
	}
	if len(o.Pos) == o.H {
		for k, p := range o.Pos {
			if p%(2*o.D) == 0 {
				keep = append(keep, k)
			}
		}
		np := make([]int, 0, o.H)
		for _, k := range keep {
			np = append(np, o.Pos[k])
		}
		o.Pos = np
		o.D *= 2
		if keep == nil {
			keep = []int{}
		}
		if i%o.D != 0 {
			return false, keep
		}
	}
	o.Pos = append(o.Pos, i)
	return true, keep
}

// OnlineReverse runs the reverse pass of an n-step loop: the snapshots at
// o.Pos are on the stack (the last on top).
func OnlineReverse(st Stepper, o *Online, n int) {
	for j := len(o.Pos) - 1; j >= 0; j-- {
		a, b := o.Pos[j], n
		if j+1 < len(o.Pos) {
			b = o.Pos[j+1]
		}
		if b > a {
			st.Restore()
			revolve(st, a, b, o.S-j, false)
		}
		st.Pop()
	}
}

// OnlineBound is ρ·n, the proven bound on the steps the reverse pass of an
// n-step loop recomputes with s slots.
func OnlineBound(n, s int) int {
	h := max(1, s/2)
	d := 1
	for n > d*h {
		d *= 2
	}
	return Reps(d, s-h+1) * n
}
