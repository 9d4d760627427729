package interp

// SetSchedCaps sets the caps on live goroutines and pending timers for a
// test of package interp_test and returns the function that restores them.
func SetSchedCaps(goroutines, timers int) (restore func()) {
	og, ot := maxGoroutines, maxTimers
	maxGoroutines, maxTimers = goroutines, timers
	return func() { maxGoroutines, maxTimers = og, ot }
}
