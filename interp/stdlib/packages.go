package stdlib

import (
	"cmp"
	"slices"
	"sync"

	"github.com/adrepl/adrepl/interp"
)

// Packages returns the standard packages interpreted code may import,
// sorted by path: what a front end passes as interp.Options.Packages. It
// returns the same Library values on every call, so that sessions share
// their type-checked packages.
func Packages() []*interp.Library { return slices.Clone(packages()) }

var packages = sync.OnceValue(func() []*interp.Library {
	var libs []*interp.Library
	add := func(l *interp.Library) { libs = append(libs, l) }
	for _, f := range []func(func(*interp.Library)){
		addBits, addBytes, addCmp, addCmplx, addContext, addErrors, addFmt, addIter, addMaps, addMath, addRand,
		addRuntime, addSlices, addSort, addStrconv, addStrings, addAtomic, addSync, addTime, addUnicode, addUTF8,
	} {
		f(add)
	}
	for _, l := range libs {
		guardBindings(l)
	}
	slices.SortFunc(libs, func(a, b *interp.Library) int { return cmp.Compare(a.Path, b.Path) })
	return libs
})
