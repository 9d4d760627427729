package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/adrepl/adrepl/interp"
)

// memoryBudget is the session's memory budget from --memory SIZE or
// $ADREPL_MEMORY (0: interp's default, derived from what the process may
// use; -1: off).
var memoryBudget int64

// memoryEnv names the environment variable that sets the budget.
const memoryEnv = "ADREPL_MEMORY"

// takeMemoryFlag removes a leading --memory SIZE (or --memory=SIZE) from
// args, which applies to every subcommand, and reads $ADREPL_MEMORY.
func takeMemoryFlag(args []string) ([]string, error) {
	val, set := os.LookupEnv(memoryEnv)
	from := "$" + memoryEnv
	if len(args) > 0 {
		a := args[0]
		switch {
		case a == "--memory" || a == "-memory":
			if len(args) < 2 {
				return nil, fmt.Errorf("%s needs a size, such as 2GiB, default or off", a)
			}
			val, set, from, args = args[1], true, a, args[2:]
		case strings.HasPrefix(a, "--memory=") || strings.HasPrefix(a, "-memory="):
			val, set, from, args = a[strings.IndexByte(a, '=')+1:], true, "--memory", args[1:]
		}
	}
	if !set || val == "" {
		return args, nil
	}
	switch val {
	case "default":
		memoryBudget = 0
	case "off", "none":
		memoryBudget = -1
	default:
		n, err := interp.ParseBytes(val)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", from, err)
		}
		if n < 16<<20 {
			return nil, fmt.Errorf("%s: a budget needs at least 16MiB", from)
		}
		memoryBudget = n
	}
	return args, nil
}
