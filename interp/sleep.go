package interp

import (
	"fmt"
	"time"
)

// maxSleep is the longest one Sleep call sleeps (a variable for the tests):
// a typo such as time.Sleep(1e12) must not stall a session for a quarter
// of an hour.
var maxSleep = time.Minute

// Sleep is time.Sleep for interpreted code: a timer of the scheduler, so
// that other goroutines run meanwhile; when none can, the scheduler sleeps
// raced against Interrupt's wake-up, so that an interrupt stops the
// program at once. One
// call sleeps at most a minute; a longer request says so on stderr, once
// per cell.
func (in *Interp) Sleep(d time.Duration) {
	if d <= 0 {
		return
	}
	if d > maxSleep {
		if !in.sleepNoted {
			in.sleepNoted = true
			fmt.Fprintf(in.stderr, "adrepl: time.Sleep(%v) sleeps %v, the longest one call sleeps in adrepl\n", d, maxSleep)
		}
		d = maxSleep
	}
	in.sleepUntil(time.Now().Add(d)) // timers.go: the other goroutines run meanwhile
}
