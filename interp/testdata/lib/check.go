// Package check is the comparison the AD, state and tensor corpus programs
// print their results with: a value computed by package ad beside an
// independent one the program computes itself (a closed form, a recurrence
// written by hand, central differences). It prints the value and "ok" when
// the two agree, else both values and "FAIL"; an Output block never holds
// FAIL. The test harness (interp/corpus_lib_test.go) makes it importable as
// "adrepl/check"; adrepl itself does not provide it.
package check

import (
	"fmt"
	"math"
)

// Float prints got beside want, agreeing to 1e-12 (relative, or absolute
// when |want| < 1).
func Float(name string, got, want float64) { Tol(name, got, want, 1e-12) }

// Tol is Float with the tolerance tol.
func Tol(name string, got, want, tol float64) {
	if got == want || math.IsNaN(got) && math.IsNaN(want) ||
		math.Abs(got-want) <= tol*math.Max(1, math.Abs(want)) {
		fmt.Printf("%s = %.10g ok\n", name, got)
	} else {
		fmt.Printf("%s = %.17g, want %.17g FAIL\n", name, got, want)
	}
}

// Vec is Float for each component, named name[i]; a length mismatch fails.
func Vec(name string, got, want []float64) {
	if len(got) != len(want) {
		fmt.Printf("%s: length %d, want %d FAIL\n", name, len(got), len(want))
		return
	}
	for i := range got {
		Float(fmt.Sprintf("%s[%d]", name, i), got[i], want[i])
	}
}

// Mat is Float for each entry of want, named name[i][j].
func Mat(name string, got, want [][]float64) {
	for i := range want {
		for j := range want[i] {
			Float(fmt.Sprintf("%s[%d][%d]", name, i, j), got[i][j], want[i][j])
		}
	}
}
