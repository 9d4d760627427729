package main

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"
)

// command is one REPL colon command. The REPL and script mode share the table;
// to add a command, add a row.
type command struct {
	name    string   // without the colon
	aliases []string // other names, e.g. "q" for "quit"
	args    string   // argument synopsis for :help, e.g. "EXPR"; empty for none
	help    string   // one line for :help
	// argRequired makes the dispatcher reject a call without arguments.
	argRequired bool
	// run executes the command with its argument text (trimmed; "" if none).
	// Output goes to s.stdout; a returned error is printed to s.stderr.
	run func(s *session, arg string) error
}

// commandTable lists the colon commands in the order :help shows them.
var commandTable = []command{
	{name: "help", help: "list the REPL commands", run: cmdHelpREPL},
	{name: "type", args: "EXPR", argRequired: true, help: "show the type of the expression EXPR", run: cmdType},
	{name: "env", help: "list the names declared and imported in the session", run: cmdEnv},
	{name: "reset", help: "forget every declaration of the session", run: cmdReset},
	{name: "tape", args: "[all|N|optimize] [--html F] [--svg F]", help: "show the tape of the last gradient (N rows, default 40; all for every entry; optimize: compress it and compare)", run: cmdTapePicture},
	{name: "graph", args: "[--html F] [--svg F] [--dot F]", help: "the last gradient unrolled: one column per loop iteration (--open: in a browser)", run: cmdGraph},
	{name: "gradnorm", args: "NAME [--html F] [--svg F]", argRequired: true, help: "gradient norm ‖∂y/∂NAME_t‖ per loop iteration of the last gradient, with a verdict", run: cmdGradNormPicture},
	{name: "memory", args: "[limit SIZE]", help: "memory of the last gradient: store-all versus //ad:checkpoint loops; limit sets the tape cap", run: cmdMemory},
	{name: "anomaly", args: "on|off", help: "report the first NaN/Inf value or adjoint with its source position", run: cmdAnomaly},
	{name: "quit", aliases: []string{"q"}, help: "leave adrepl (Ctrl-D too)", run: cmdQuit},
}

// lookupCommand finds the command called name (without the colon) in table.
func lookupCommand(table []command, name string) *command {
	for i := range table {
		c := &table[i]
		if c.name == name || contains(c.aliases, name) {
			return c
		}
	}
	return nil
}

// runCommand executes one colon command line such as ":type x+1".
func (s *session) runCommand(line string) {
	line = strings.TrimSpace(line)
	name, arg := strings.TrimPrefix(line, ":"), ""
	if i := strings.IndexFunc(name, unicode.IsSpace); i >= 0 {
		name, arg = name[:i], strings.TrimSpace(name[i:])
	}
	c := lookupCommand(s.commands, name)
	if c == nil {
		if name == "" {
			fmt.Fprintln(s.stderr, `missing command name after ":"; type :help for the list of commands`)
		} else {
			fmt.Fprintf(s.stderr, "unknown command \":%s\"; type :help for the list of commands\n", name)
		}
		return
	}
	if c.argRequired && arg == "" {
		fmt.Fprintf(s.stderr, "usage: %s\n", commandSynopsis(c))
		return
	}
	if err := guard(func() error { return c.run(s, arg) }); err != nil {
		fmt.Fprintln(s.stderr, err)
	}
}

// commandSynopsis is ":name ARGS" plus the aliases: ":quit, :q".
func commandSynopsis(c *command) string {
	syn := ":" + c.name
	for _, a := range c.aliases {
		syn += ", :" + a
	}
	if c.args != "" {
		syn += " " + c.args
	}
	return syn
}

func printCommandHelp(w io.Writer, table []command) {
	rows := make([][2]string, len(table))
	for i := range table {
		rows[i] = [2]string{commandSynopsis(&table[i]), table[i].help}
	}
	printTable(w, rows)
}

func cmdHelpREPL(s *session, arg string) error {
	fmt.Fprintln(s.stdout, "Enter Go statements, declarations and expressions; an expression prints its value and type.")
	fmt.Fprintln(s.stdout, "Commands:")
	printCommandHelp(s.stdout, s.commands)
	return nil
}

func cmdType(s *session, arg string) error {
	t, err := s.in.TypeOf(arg)
	if err != nil {
		return err
	}
	fmt.Fprintln(s.stdout, t)
	return nil
}

func cmdEnv(s *session, arg string) error {
	if arg != "" {
		return errors.New("usage: :env")
	}
	env := s.in.Env()
	if len(env) == 0 {
		fmt.Fprintln(s.stdout, "(no names declared)")
		return nil
	}
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, e := range env {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", e.Name, e.Kind, e.Type)
	}
	tw.Flush()
	for _, l := range strings.SplitAfter(b.String(), "\n") {
		if l != "" {
			fmt.Fprintln(s.stdout, strings.TrimRight(l, " \n"))
		}
	}
	return nil
}

func cmdReset(s *session, arg string) error {
	if arg != "" {
		return errors.New("usage: :reset")
	}
	s.in.Reset()
	fmt.Fprintln(s.stdout, "session reset")
	return nil
}

func cmdQuit(s *session, arg string) error {
	s.quit = true
	return nil
}

func cmdAnomaly(s *session, arg string) error {
	switch arg {
	case "on":
		s.in.SetAnomaly(true)
	case "off":
		s.in.SetAnomaly(false)
	default:
		return errors.New(":anomaly takes on or off")
	}
	fmt.Fprintf(s.stdout, "anomaly detection %s\n", arg)
	return nil
}
