package interp_test

import (
	_ "embed"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// checkSrc is package check, the comparison the AD corpus programs print
// their results with ("ok" or "FAIL"), shared instead of copied into each
// program. It is Go source like every library's: type-checked, with its
// bodies interpreted.
//
//go:embed testdata/lib/check.go
var checkSrc string

// corpusPackages are the packages a corpus program may import: the
// standard ones and the test-only "adrepl/check", which adrepl itself does
// not provide. The same *Library values every time, so that each is
// type-checked once per test binary.
var corpusPackages = append(stdlib.Packages(), &interp.Library{Path: "adrepl/check", Src: checkSrc})

// newCorpusInterp is the interpreter a corpus program runs in: a fresh one
// per program, so that no state leaks from one to the next.
func newCorpusInterp(opts interp.Options) *interp.Interp {
	opts.Packages = corpusPackages
	return interp.New(opts)
}
