package commands

import (
	"fmt"
	"strings"
	"time"

	"github.com/adrepl/adrepl/ad"
)

// cmdTime runs a cell and reports its wall time and, when the cell ran a
// gradient, the size of the last tape it recorded. In a notebook the rest
// of the cell after ":time" is the code (IPython's %%time).
func cmdTime(c *call, arg string) error {
	if strings.HasPrefix(arg, ":") {
		return fmt.Errorf(":time times Go code, not a colon command (%s)", arg)
	}
	before := c.in.LastTape()
	var gen uint64
	if before != nil {
		gen = before.View().Gen()
	}
	start := time.Now()
	err := c.RunCell(arg)
	wall := time.Since(start)
	if err != nil {
		return err
	}
	msg := "wall time " + roundDuration(wall).String()
	if t := c.in.LastTape(); t != nil && (t != before || t.View().Gen() != gen) {
		msg += fmt.Sprintf("; last gradient's tape: %s, %s", plural(t.Len(), "entry", "entries"), ad.ByteSize(t.Stats().Bytes))
	}
	c.printf("%s\n", msg)
	return nil
}

// roundDuration keeps four significant digits or so: 1.234ms, 12.35s.
func roundDuration(d time.Duration) time.Duration {
	for unit := time.Duration(1); unit < time.Hour; unit *= 10 {
		if d < 10000*unit {
			return d.Round(unit)
		}
	}
	return d.Round(time.Second)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
