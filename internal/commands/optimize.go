package commands

import (
	"fmt"
	"math"
	"strings"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
)

// optimizeTape is `:tape optimize`: it compresses t for the outputs and
// inputs of its last reverse pass, sweeps the compressed tape with the same
// seeds, checks that every gradient component has the same bits, and
// returns the report and the compressed tape's table.
func optimizeTape(in *interp.Interp, t *ad.Tape) (string, error) {
	if t == nil {
		return "", in.NoTapeError()
	}
	o, rep, err := t.Optimize()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintln(&b, rep)
	fmt.Fprintln(&b, tapeGradientCheck(t, o))
	b.WriteString(in.TapeTable(o, 40))
	return b.String(), nil
}

// tapeGradientCheck sweeps the optimized tape o with the seeds of t's last
// sweep and compares the gradients bit for bit.
func tapeGradientCheck(t, o *ad.Tape) string {
	g, err := o.Sweep(t.View().LastSeeds())
	if err != nil {
		return err.Error()
	}
	ins := t.View().LastInputs()
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
