package main

import (
	"fmt"
	"math"

	"github.com/adrepl/adrepl/ad"
)

// :tape optimize compresses the last tape for the outputs and inputs of its
// last reverse pass, sweeps the compressed tape with the same seeds and
// checks that every gradient component has the same bits.
func cmdTapeOptimize(s *session, t *ad.Tape) error {
	o, rep, err := t.Optimize()
	if err != nil {
		return err
	}
	fmt.Fprintln(s.stdout, rep)
	fmt.Fprintln(s.stdout, tapeGradientCheck(t, o))
	fmt.Fprint(s.stdout, s.in.TapeTable(o, 40))
	return nil
}

// tapeGradientCheck sweeps the optimized tape o with the seeds of t's last
// sweep and compares the gradients bit for bit.
func tapeGradientCheck(t, o *ad.Tape) string {
	g, err := o.Sweep(t.LastSeeds())
	if err != nil {
		return err.Error()
	}
	ins := t.LastInputs()
	diff := 0
	for i, w := range ins {
		if math.Float64bits(g[i]) != math.Float64bits(t.Adjoint(w)) {
			diff++
		}
	}
	if diff == 0 {
		return fmt.Sprintf("gradient: %d components, bit-identical to the original tape's", len(ins))
	}
	return fmt.Sprintf("gradient: %d of %d components DIFFER from the original tape's", diff, len(ins))
}
