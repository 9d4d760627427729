package ad

// Binomial checkpointing (Griewank and Walther's "revolve"). A loop of l
// steps is reversed with s snapshot slots (the state at the loop's start
// counts as one) and a working state. With r repetitions, that is each step
// run forward at most r times besides its recording, β(s, r) = C(s+r, s)
// steps can be reversed, and the least number of unrecorded forward steps is
//
//	T(l, s) = r·l − β(s+1, r−1)   for the least r with β(s, r) ≥ l.
//
// T counts the forward steps of the first sweep too (l−1 of them: the loop
// has to run to its end before the reverse pass starts), so the steps
// recomputed during the reverse pass are T(l, s) − (l−1).
//
// The schedule here is a recursion of our own: to reverse steps [a, b) from
// the state at a, run m steps, snapshot, reverse [a+m, b) with one slot
// fewer, drop that snapshot, restore a and reverse [a, a+m). The split m is
// chosen so that the recursion's cost equals T; the tests compare it with a
// dynamic program and with the formula.

// Binom is C(s+r, s), saturating at 1<<62 (0 for r < 0).
func Binom(s, r int) int {
	if r < 0 || s < 0 {
		return 0
	}
	b := 1
	for i := 1; i <= r; i++ {
		if b > (1<<62)/(s+i) {
			return 1 << 62
		}
		b = b * (s + i) / i
	}
	return b
}

// Reps is the repetition number of l steps with s slots: the least r with
// β(s, r) ≥ l.
func Reps(l, s int) int {
	r, b := 0, 1 // b = β(s, r)
	for b < l {
		r++
		if b > (1<<62)/(s+r) {
			return r
		}
		b = b * (s + r) / r
	}
	return r
}

// RevolveCost is T(l, s): the fewest unrecorded forward steps (first sweep
// included) that reverse l steps with s ≥ 1 snapshot slots.
func RevolveCost(l, s int) int {
	if l <= 1 {
		return 0
	}
	r := Reps(l, s)
	return r*l - Binom(s+1, r-1)
}

// revolveSplit is the number of steps to run before the next snapshot when
// reversing l ≥ 2 steps with s ≥ 2 slots: a split whose cost is minimal.
func revolveSplit(l, s int) int {
	r := Reps(l, s)
	cands := [...]int{Binom(s, r-1), l - Binom(s-1, r), Binom(s, r-2) + 1, l - Binom(s-1, r-1) - 1, 1}
	best, bestCost := 1, -1
	for _, m := range cands {
		if m < 1 {
			m = 1
		}
		if m > l-1 {
			m = l - 1
		}
		c := m + RevolveCost(l-m, s-1) + RevolveCost(m, s)
		if bestCost < 0 || c < bestCost || c == bestCost && m < best {
			best, bestCost = m, c
		}
	}
	return best
}

// Stepper is what a schedule drives: the recorder's loop and its snapshot
// stack.
type Stepper interface {
	Advance(n int) // run n steps forward, unrecorded, from the current state
	Push()         // snapshot the current state onto the stack
	Pop()          // drop the top snapshot
	Restore()      // make the top snapshot the current state
	RestoreLast()  // make the state before the loop's last step current (first sweep only)
	Reverse(i int) // record step i from the current state and sweep it
}

// RevolveFirstSweep lists the steps before which the forward run of the
// loop snapshots its state (0 always first) for Revolve(n, s).
func RevolveFirstSweep(n, s int) []int {
	pos := []int{0}
	a := 0
	for n-a >= 2 && s >= 2 {
		a += revolveSplit(n-a, s)
		pos = append(pos, a)
		s--
	}
	return pos
}

// Revolve runs the reverse pass of an n-step loop with s slots. The forward
// run has already snapshotted the states RevolveFirstSweep names (they are
// on the stack, the last on top) and kept the state before step n−1.
func Revolve(st Stepper, n, s int) {
	revolve(st, 0, n, s, true)
	st.Pop() // the snapshot of the loop's start
}

func revolve(st Stepper, a, b, s int, first bool) {
	l := b - a
	if l == 1 {
		if first {
			st.RestoreLast()
		}
		st.Reverse(a)
		return
	}
	if s <= 1 {
		for i := b - 1; i >= a; i-- {
			if first && i == b-1 {
				st.RestoreLast()
			} else {
				st.Restore()
				st.Advance(i - a)
			}
			st.Reverse(i)
		}
		return
	}
	m := revolveSplit(l, s)
	if !first {
		st.Advance(m)
		st.Push()
	}
	revolve(st, a+m, b, s-1, first)
	st.Pop()
	st.Restore()
	revolve(st, a, a+m, s, false)
}

// SnapshotsFor is the number of slots adrepl picks for a loop of n steps:
// enough that every step is recomputed at most twice (β(s, 2) ≥ n), i.e.
// about √(2n).
func SnapshotsFor(n int) int {
	s := 1
	for Binom(s, 2) < n {
		s++
	}
	return s
}
