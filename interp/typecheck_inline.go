//go:build !linux

package interp

// checkAside: elsewhere the type check runs inline. In WebAssembly
// goroutines do not run in parallel, so waiting for an interrupt beside the
// check gains nothing; other systems lack a per-thread nice, and an
// abandoned check at full priority would compete with the next cell.
const checkAside = false

func threadID() int { return 0 }

func checkNice(tid int) {}
