package interp

import (
	goruntime "runtime"
	"time"
)

// SetMaxSleep sets the cap of one Sleep call for a test of package
// interp_test and returns the function that restores it.
func SetMaxSleep(d time.Duration) (restore func()) {
	old := maxSleep
	maxSleep = d
	return func() { maxSleep = old }
}

// LiveHandles collects garbage and returns how many handles (NewHandle)
// interpreted values still hold, for a test of package interp_test.
func (in *Interp) LiveHandles() int {
	goruntime.GC()
	in.pruneHandles()
	return len(in.handles)
}
