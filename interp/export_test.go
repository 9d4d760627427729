package interp

import "time"

// SetMaxSleep sets the cap of one Sleep call for a test of package
// interp_test and returns the function that restores it.
func SetMaxSleep(d time.Duration) (restore func()) {
	old := maxSleep
	maxSleep = d
	return func() { maxSleep = old }
}
