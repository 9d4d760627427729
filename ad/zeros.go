package ad

// Zeros that were reached.
//
// Sweeps follow IEEE arithmetic, as PyTorch does: an adjoint (or tangent)
// that reached an entry is multiplied by the entry's partials even when it
// is 0, because 0·Inf and 0·NaN are NaN; that is how an overflow in the
// primal (exp(800) = +Inf) shows in the derivative in both modes, instead
// of a 0 in one mode and NaN in the other. An entry that was never reached
// (no path from a seeded output, or to a seeded input) is skipped: it has
// no derivative at all, not a zero one. Seeds that are 0 count as not
// seeded, so that one Jacobian row's zero cotangents do not turn another
// output's overflow into NaN.
//
// The arrays of a sweep start zeroed, so a zero adjoint is ambiguous; the
// sweeps remember which slots hold a reached exact zero. Those are rare
// (an adjoint that cancelled, a zero partial), so the set is allocated on
// the first one and the hot path only compares the sum it just wrote.

// zeroAt reports whether slot k of the current float sweep holds a reached zero.
func (t *Tape) zeroAt(k int) bool { return k < len(t.zr) && t.zr[k] }

// markZero remembers that slot k of the current float sweep holds a reached
// zero. It is kept out of line so that addAdj inlines into the sweeps.
//
//go:noinline
func (t *Tape) markZero(k int) { t.zr = zeroSet(t.zr).mark(k) }

// addAdj accumulates c into adj[k].
func (t *Tape) addAdj(adj []float64, k int32, c float64) {
	s := adj[k] + c
	adj[k] = s
	if s == 0 {
		t.markZero(int(k))
	}
}

// zeroSet is the set of reached-zero slots of a sweep.
type zeroSet []bool

func (z zeroSet) has(k int) bool { return k < len(z) && z[k] }

func (z zeroSet) mark(k int) zeroSet {
	if k >= len(z) {
		if k < cap(z) {
			n := len(z)
			z = z[:k+1]
			clear(z[n:]) // the set is reused from sweep to sweep
		} else {
			nz := make(zeroSet, k+1, max(2*cap(z), k+1, 64))
			copy(nz, z)
			z = nz
		}
	}
	z[k] = true
	return z
}

// note returns n, remembering slot k when n is an untracked zero.
func (z *zeroSet) note(k int, n Num) Num {
	if isZero(n) {
		*z = z.mark(k)
	}
	return n
}

func isZero(n Num) bool { return n.ID == 0 && n.V == 0 }
