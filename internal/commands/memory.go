package commands

import (
	"errors"
	"fmt"
	"strings"

	"github.com/adrepl/adrepl/interp"
)

// cmdMemory shows the memory of the last gradient (store-all versus what
// checkpointed loops kept), sets the tape limit (":memory limit 2GiB") or
// the session's memory budget (":memory budget 4GiB").
func cmdMemory(c *call, arg string) error {
	if rest, ok := strings.CutPrefix(arg, "limit"); ok {
		switch rest = strings.TrimSpace(rest); rest {
		case "":
		case "default":
			c.in.SetTapeLimitBytes(0)
		case "off", "none":
			c.in.SetTapeLimitBytes(-1)
		default:
			n, err := interp.ParseBytes(rest)
			if err != nil {
				return err
			}
			if n == 0 {
				return errors.New(":memory limit needs a positive size (or default, off)")
			}
			c.in.SetTapeLimitBytes(n)
		}
		c.printf("tape limit %.1f MiB\n", float64(c.in.TapeLimitBytes())/(1<<20))
		return nil
	}
	if rest, ok := strings.CutPrefix(arg, "budget"); ok {
		switch rest = strings.TrimSpace(rest); rest {
		case "":
		case "default":
			c.in.SetMemoryBudget(0)
		case "off", "none":
			c.in.SetMemoryBudget(-1)
		default:
			n, err := interp.ParseBytes(rest)
			if err != nil {
				return err
			}
			if n < 16<<20 {
				return errors.New(":memory budget needs a size of at least 16MiB (or default, off)")
			}
			c.in.SetMemoryBudget(n)
		}
		c.printf("%s\n", interp.BudgetText(c.in))
		return nil
	}
	if arg != "" {
		return fmt.Errorf(":memory takes no argument, or limit [SIZE|default|off], or budget [SIZE|default|off]; not %q", arg)
	}
	c.printf("%s\n%s", interp.BudgetText(c.in), c.in.MemoryText())
	return nil
}
