package interp_test

import (
	_ "embed"

	"github.com/adrepl/adrepl/interp"
)

// checkSrc is package check, the comparison the AD corpus programs print
// their results with ("ok" or "FAIL"), shared instead of copied into each
// program. It is Go source like every library's: type-checked, with its
// bodies interpreted.
//
//go:embed testdata/lib/check.go
var checkSrc string

// registerCorpusLibraries makes the test-only libraries importable by the
// corpus programs: "adrepl/check". Only the tests register it; adrepl does
// not provide it.
func registerCorpusLibraries() {
	interp.RegisterLibrary(&interp.Library{Path: "adrepl/check", Src: checkSrc})
}

func init() { registerCorpusLibraries() }

// newCorpusInterp is the interpreter a corpus program runs in: a fresh one
// per program, so that no state leaks from one to the next.
func newCorpusInterp(opts interp.Options) *interp.Interp {
	return interp.New(opts)
}
