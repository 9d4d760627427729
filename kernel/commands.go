package kernel

import (
	"errors"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/adrepl/adrepl/interp"
)

// The REPL's colon commands work in notebook cells too: a cell whose first
// non-blank character is ':' is a list of commands, one a line. They are
// implemented here on the interpreter's API (package kernel cannot import
// the command's main package); the names and outputs match the REPL's.

func isCommandCell(code string) bool {
	return strings.HasPrefix(strings.TrimSpace(code), ":")
}

type kernelCommand struct {
	args, help string
	run        func(k *Kernel, arg string) error
}

var kernelCommands map[string]kernelCommand

func init() {
	kernelCommands = map[string]kernelCommand{
		"help":     {"", "list the commands", cmdHelp},
		"type":     {"EXPR", "show the type of the expression EXPR", cmdType},
		"env":      {"", "list the names declared and imported in the session", cmdEnv},
		"reset":    {"", "forget every declaration of the session", cmdReset},
		"tape":     {"[all|N|optimize]", "show the tape of the last gradient (N rows, default 40), or compress it", cmdTape},
		"gradnorm": {"NAME", "gradient norm ‖∂y/∂NAME_t‖ per loop iteration of the last gradient, with a verdict", cmdGradNorm},
		"anomaly":  {"on|off", "report the first NaN/Inf value or adjoint with its source position", cmdAnomaly},
		"memory":   {"[limit SIZE]", "memory of the last gradient: store-all versus //ad:checkpoint loops; limit sets the tape cap", cmdMemory},
	}
}

func (k *Kernel) runCommands(code string) error {
	for _, line := range strings.Split(code, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if !strings.HasPrefix(line, ":") {
			return fmt.Errorf("%q: a cell of colon commands holds one command a line (put Go code in its own cell)", line)
		}
		name, arg, _ := strings.Cut(strings.TrimPrefix(line, ":"), " ")
		c, ok := kernelCommands[name]
		if !ok {
			return fmt.Errorf("unknown command \":%s\"; :help lists the commands", name)
		}
		if err := c.run(k, strings.TrimSpace(arg)); err != nil {
			return err
		}
	}
	return nil
}

func (k *Kernel) out(s string) { k.streamWrite("stdout", []byte(s)) }

func cmdHelp(k *Kernel, arg string) error {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, name := range []string{"help", "type", "env", "reset", "tape", "gradnorm", "memory", "anomaly"} {
		c := kernelCommands[name]
		fmt.Fprintf(tw, ":%s %s\t%s\n", name, c.args, c.help)
	}
	tw.Flush()
	k.out(b.String())
	return nil
}

func cmdType(k *Kernel, arg string) error {
	if arg == "" {
		return errors.New("usage: :type EXPR")
	}
	t, err := k.in.TypeOf(arg)
	if err != nil {
		return err
	}
	k.out(t + "\n")
	return nil
}

func cmdEnv(k *Kernel, arg string) error {
	env := k.in.Env()
	if len(env) == 0 {
		k.out("(no names declared)\n")
		return nil
	}
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, e := range env {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", e.Name, e.Kind, e.Type)
	}
	tw.Flush()
	k.out(b.String())
	return nil
}

func cmdReset(k *Kernel, arg string) error {
	k.in.Reset()
	k.out("session reset\n")
	return nil
}

func cmdTape(k *Kernel, arg string) error {
	t := k.in.LastTape()
	if t == nil {
		return errors.New("no tape yet: differentiate something first, e.g. ad.Grad(f)(x)")
	}
	rows := 40
	switch arg {
	case "":
	case "optimize":
		out, err := OptimizeTape(k.in, t)
		if err != nil {
			return err
		}
		k.out(out)
		return nil
	case "all":
		rows = 0
	default:
		if _, err := fmt.Sscan(arg, &rows); err != nil || rows < 0 {
			return fmt.Errorf(":tape takes all or a number of rows, not %q", arg)
		}
	}
	k.out(k.in.TapeTable(t, rows))
	return nil
}

func cmdGradNorm(k *Kernel, arg string) error {
	if arg == "" {
		return errors.New("usage: :gradnorm NAME")
	}
	k.out(k.in.GradNormsText(arg))
	return nil
}

func cmdAnomaly(k *Kernel, arg string) error {
	switch arg {
	case "on":
		k.in.SetAnomaly(true)
	case "off":
		k.in.SetAnomaly(false)
	default:
		return errors.New(":anomaly takes on or off")
	}
	k.out("anomaly detection " + arg + "\n")
	return nil
}

// cmdMemory is the REPL's :memory (cmd/adrepl/memory.go).
func cmdMemory(k *Kernel, arg string) error {
	if rest, ok := strings.CutPrefix(arg, "limit"); ok {
		switch rest = strings.TrimSpace(rest); rest {
		case "":
		case "default":
			k.in.SetTapeLimitBytes(0)
		case "off", "none":
			k.in.SetTapeLimitBytes(-1)
		default:
			n, err := interp.ParseBytes(rest)
			if err != nil {
				return err
			}
			if n == 0 {
				return errors.New(":memory limit needs a positive size (or default, off)")
			}
			k.in.SetTapeLimitBytes(n)
		}
		k.out(fmt.Sprintf("tape limit %.1f MiB\n", float64(k.in.TapeLimitBytes())/(1<<20)))
		return nil
	}
	if arg != "" {
		return fmt.Errorf(":memory takes no argument, or limit [SIZE|default|off]; not %q", arg)
	}
	k.out(k.in.MemoryText())
	return nil
}
