package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/adrepl/adrepl/interp"
)

// schedFlag is adrepl run's -sched go|random|seed=N: the goroutine
// schedule, as the REPL's :sched sets it.
type schedFlag struct {
	set    bool
	policy string
	seed   int64
}

// takeSchedFlag removes a leading -sched VALUE (or -sched=VALUE,
// --sched) from args.
func takeSchedFlag(args []string) ([]string, schedFlag, error) {
	var f schedFlag
	if len(args) == 0 {
		return args, f, nil
	}
	a := args[0]
	var val string
	switch {
	case a == "-sched" || a == "--sched":
		if len(args) < 2 {
			return nil, f, fmt.Errorf("%s needs go, random or seed=N", a)
		}
		val, args = args[1], args[2:]
	case strings.HasPrefix(a, "-sched=") || strings.HasPrefix(a, "--sched="):
		val, args = a[strings.IndexByte(a, '=')+1:], args[1:]
	default:
		return args, f, nil
	}
	f.set = true
	switch {
	case val == "go":
		f.policy = "go"
	case val == "random":
		f.policy, f.seed = "random", time.Now().UnixNano()&(1<<31-1)
	case strings.HasPrefix(val, "seed="):
		n, err := strconv.ParseInt(val[len("seed="):], 10, 64)
		if err != nil {
			return nil, f, fmt.Errorf("-sched seed=N needs an integer, not %q", val[len("seed="):])
		}
		f.policy, f.seed = "random", n
	default:
		return nil, f, fmt.Errorf("-sched takes go, random or seed=N; not %q", val)
	}
	return args, f, nil
}

// apply sets the schedule of in; a random one names its seed on w, so
// that the run can be replayed with -sched seed=N.
func (f schedFlag) apply(in *interp.Interp, w io.Writer) {
	if !f.set {
		return
	}
	in.SetSchedule(f.policy, f.seed) // the policy is one SetSchedule knows
	if f.policy == "random" {
		fmt.Fprintf(w, "adrepl: schedule random, seed %d (-sched seed=%d replays it)\n", f.seed, f.seed)
	}
}
