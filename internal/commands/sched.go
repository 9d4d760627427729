package commands

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// cmdSched shows or sets the goroutine schedule: ":sched go", ":sched
// random [N]" (a fresh seed when N is absent, printed so that the run can
// be replayed) and ":sched seed N" (the seed, keeping the policy).
func cmdSched(c *call, arg string) error {
	policy, seed := c.in.Schedule()
	f := strings.Fields(arg)
	parseSeed := func(s string) (int64, error) {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			return 0, fmt.Errorf(":sched seed needs an integer, not %q", s)
		}
		return n, nil
	}
	switch {
	case len(f) == 0:
	case f[0] == "go" && len(f) == 1:
		policy = "go"
	case f[0] == "random" && len(f) <= 2:
		policy = "random"
		seed = time.Now().UnixNano() & (1<<31 - 1)
		if len(f) == 2 {
			n, err := parseSeed(f[1])
			if err != nil {
				return err
			}
			seed = n
		}
	case f[0] == "seed" && len(f) == 2:
		n, err := parseSeed(f[1])
		if err != nil {
			return err
		}
		seed = n
	default:
		return fmt.Errorf(":sched takes go, random [N] or seed N; not %q", arg)
	}
	if err := c.in.SetSchedule(policy, seed); err != nil {
		return err
	}
	if policy == "random" {
		c.printf("schedule random, seed %d (:sched random %d replays it)\n", seed, seed)
		return nil
	}
	c.printf("schedule go (run queue in order, as Go's scheduler on one thread), seed %d for select's choices\n", seed)
	return nil
}

// cmdGoroutines lists the goroutines that earlier cells left parked.
func cmdGoroutines(c *call, arg string) error {
	if arg != "" {
		return fmt.Errorf(":goroutines takes no argument; not %q", arg)
	}
	gs := c.in.Goroutines()
	if len(gs) == 0 {
		c.printf("no goroutines\n")
		return nil
	}
	for _, g := range gs {
		fn := ""
		if len(g.Stack) > 0 {
			fn = g.Stack[0].Func + " "
		}
		where := ""
		if g.Pos.IsValid() {
			where = fmt.Sprintf("at %s:%d:%d", g.Pos.Filename, g.Pos.Line, g.Pos.Column)
		}
		started := ""
		if g.Start.IsValid() {
			started = fmt.Sprintf(" (go at %s:%d:%d)", g.Start.Filename, g.Start.Line, g.Start.Column)
		}
		c.printf("goroutine %d [%s]: %s%s%s\n", g.ID, g.State, fn, where, started)
	}
	return nil
}

// cmdStop ends the goroutines that earlier cells left parked.
func cmdStop(c *call, arg string) error {
	if arg != "" {
		return fmt.Errorf(":stop takes no argument; not %q", arg)
	}
	switch n := c.in.StopGoroutines(); n {
	case 0:
		c.printf("no goroutines to stop\n")
	case 1:
		c.printf("stopped 1 goroutine\n")
	default:
		c.printf("stopped %d goroutines\n", n)
	}
	return nil
}
