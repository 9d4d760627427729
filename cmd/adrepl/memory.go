package main

import (
	"fmt"
	"strings"

	"github.com/adrepl/adrepl/interp"
)

// cmdMemory shows the memory of the last gradient (store-all versus what
// checkpointed loops kept), or sets the tape limit: ":memory limit 2GiB".
func cmdMemory(s *session, arg string) error {
	if rest, ok := strings.CutPrefix(arg, "limit"); ok {
		rest = strings.TrimSpace(rest)
		switch rest {
		case "":
		case "default":
			s.in.SetTapeLimitBytes(0)
		case "off", "none":
			s.in.SetTapeLimitBytes(-1)
		default:
			n, err := interp.ParseBytes(rest)
			if err != nil {
				return err
			}
			if n == 0 {
				return fmt.Errorf(":memory limit needs a positive size (or default, off)")
			}
			s.in.SetTapeLimitBytes(n)
		}
		fmt.Fprintf(s.stdout, "tape limit %.1f MiB\n", float64(s.in.TapeLimitBytes())/(1<<20))
		return nil
	}
	if arg != "" {
		return fmt.Errorf(":memory takes no argument, or limit [SIZE|default|off]; not %q", arg)
	}
	fmt.Fprint(s.stdout, s.in.MemoryText())
	return nil
}
