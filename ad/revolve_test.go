package ad

import (
	"testing"
)

// counter is a Stepper that checks the schedule's invariants: every step
// is reversed exactly once, last to first, from the state it needs; the
// stack never holds more than the allowed slots.
type counter struct {
	t         *testing.T
	cur       int   // position of the current state
	stack     []int // snapshot positions
	last      int   // the state kept before the last step
	next      int   // the next step to reverse
	advances  int
	maxHeld   int
	restoreOK bool
}

func (c *counter) Advance(n int) { c.cur += n; c.advances += n }
func (c *counter) Push() {
	c.stack = append(c.stack, c.cur)
	c.maxHeld = max(c.maxHeld, len(c.stack))
}
func (c *counter) Pop()         { c.stack = c.stack[:len(c.stack)-1] }
func (c *counter) Restore()     { c.cur = c.stack[len(c.stack)-1] }
func (c *counter) RestoreLast() { c.cur = c.last }
func (c *counter) Reverse(i int) {
	if i != c.next || c.cur != i {
		c.t.Fatalf("reversed step %d from state %d, want step %d", i, c.cur, c.next)
	}
	c.next--
}

// dpCost is the optimum by dynamic programming over all splits (for small
// cases), independent of the closed form.
func dpCost(L, S int) [][]int {
	T := make([][]int, L+1)
	for l := range T {
		T[l] = make([]int, S+1)
	}
	for s := 1; s <= S; s++ {
		for l := 2; l <= L; l++ {
			if s == 1 {
				T[l][s] = l * (l - 1) / 2
				continue
			}
			best := -1
			for m := 1; m < l; m++ {
				c := m + T[l-m][s-1] + T[m][s]
				if best < 0 || c < best {
					best = c
				}
			}
			T[l][s] = best
		}
	}
	return T
}

func TestRevolveCostMatchesDP(t *testing.T) {
	T := dpCost(120, 7)
	for s := 1; s <= 7; s++ {
		for l := 1; l <= 120; l++ {
			if got := RevolveCost(l, s); got != T[l][s] {
				t.Fatalf("RevolveCost(%d, %d) = %d, dynamic programming gives %d", l, s, got, T[l][s])
			}
		}
	}
}

// runRevolve simulates the forward run and Revolve for n steps, s slots.
func runRevolve(t *testing.T, n, s int) *counter {
	c := &counter{t: t, next: n - 1}
	first := RevolveFirstSweep(n, s)
	if len(first) > s {
		t.Fatalf("n=%d s=%d: first sweep takes %d snapshots", n, s, len(first))
	}
	fwd := 0
	for i, k := 0, 0; i < n; i++ {
		if k < len(first) && first[k] == i {
			c.cur = i
			c.Push()
			k++
		}
		if i == n-1 {
			c.last = i
		}
	}
	fwd = n - 1
	c.cur = n
	Revolve(c, n, s)
	if c.next != -1 {
		t.Fatalf("n=%d s=%d: reversed down to %d only", n, s, c.next+1)
	}
	if len(c.stack) != 0 {
		t.Fatalf("n=%d s=%d: %d snapshots left", n, s, len(c.stack))
	}
	if c.maxHeld > s {
		t.Fatalf("n=%d s=%d: held %d snapshots", n, s, c.maxHeld)
	}
	c.advances += fwd
	return c
}

// The schedule's forward steps equal the binomial optimum T(l, s) =
// r·l − β(s+1, r−1) on a table of cases.
func TestRevolveOptimal(t *testing.T) {
	cases := []struct{ n, s, want int }{
		{1, 1, 0}, {2, 1, 1}, {3, 1, 3}, {10, 1, 45},
		{3, 2, 2}, {6, 2, 8}, {10, 2, 20}, {10, 3, 15},
		{100, 5, 316}, {1000, 10, 3636}, {1000, 20, 2747}, {10000, 100, 24747},
	}
	T := dpCost(40, 6)
	for s := 1; s <= 6; s++ {
		for n := 1; n <= 40; n++ {
			cases = append(cases, struct{ n, s, want int }{n, s, T[n][s]})
		}
	}
	for _, tc := range cases {
		if f := RevolveCost(tc.n, tc.s); f != tc.want {
			t.Errorf("formula T(%d, %d) = %d, table says %d", tc.n, tc.s, f, tc.want)
		}
		c := runRevolve(t, tc.n, tc.s)
		if c.advances != tc.want {
			t.Errorf("n=%d s=%d: %d forward steps, optimum %d", tc.n, tc.s, c.advances, tc.want)
		}
	}
}

func TestRevolveLarge(t *testing.T) {
	n := 1_000_000
	s := SnapshotsFor(n)
	if Binom(s, 2) < n || Binom(s-1, 2) >= n {
		t.Fatalf("SnapshotsFor(%d) = %d", n, s)
	}
	c := runRevolve(t, n, s)
	if want := RevolveCost(n, s); c.advances != want {
		t.Fatalf("advances %d, optimum %d", c.advances, want)
	}
	// r = 2: the reverse pass recomputes fewer than n steps.
	if rec := c.advances - (n - 1); rec >= n {
		t.Fatalf("recomputed %d steps for n=%d", rec, n)
	}
}

func runOnline(t *testing.T, n, s int) *counter {
	c := &counter{t: t, next: n - 1}
	o := NewOnline(s)
	for i := 0; i < n; i++ {
		take, keep := o.Step(i)
		if keep != nil {
			var ns []int
			for _, k := range keep {
				ns = append(ns, c.stack[k])
			}
			c.stack = ns
		}
		if take {
			c.cur = i
			c.Push()
		}
		if len(c.stack) > o.H {
			t.Fatalf("n=%d s=%d: forward holds %d > %d", n, s, len(c.stack), o.H)
		}
	}
	for k, p := range o.Pos {
		if c.stack[k] != p {
			t.Fatalf("stack %v, positions %v", c.stack, o.Pos)
		}
	}
	c.cur = n
	c.advances = 0
	OnlineReverse(c, o, n)
	if c.next != -1 || len(c.stack) != 0 {
		t.Fatalf("n=%d s=%d: online reverse incomplete (next %d, %d held)", n, s, c.next, len(c.stack))
	}
	if c.maxHeld > s {
		t.Fatalf("n=%d s=%d: held %d snapshots", n, s, c.maxHeld)
	}
	return c
}

// The online schedule recomputes at most its proven bound ρ·n, and stays
// within a small factor of the offline optimum.
func TestOnlineBound(t *testing.T) {
	worst := 0.0
	for _, s := range []int{2, 3, 4, 8, 16, 64} {
		for _, n := range []int{1, 2, 3, 5, 17, 100, 1000, 4097, 10000, 100000} {
			if n*n > 1000*s*s*s {
				continue // the simulation costs ρ·n steps: keep it quick
			}
			c := runOnline(t, n, s)
			if b := OnlineBound(n, s); c.advances > b {
				t.Errorf("n=%d s=%d: recomputed %d > bound %d", n, s, c.advances, b)
			}
			opt := RevolveCost(n, s) - (n - 1)
			if opt > 0 {
				worst = max(worst, float64(c.advances)/float64(opt))
			}
			// Measured: within 1.03–1.14x of the offline optimum on
			// long loops (docs/checkpointing.md).
			if n >= 1000 && s >= 8 && float64(c.advances) > 1.25*float64(opt) {
				t.Errorf("n=%d s=%d: online %d vs offline optimum %d", n, s, c.advances, opt)
			}
		}
	}
	t.Logf("worst ratio online/offline recomputation: %.2f", worst)
}
