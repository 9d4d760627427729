//go:build js || wasip1

package interp

// addressSpaceLimit: WebAssembly has no rlimits; the browser bounds the
// module's linear memory itself.
func addressSpaceLimit() (uint64, bool) { return 0, false }
