package commands

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// Host is what a front end gives the commands.
type Host interface {
	Interp() *interp.Interp
	// Out receives a command's text; Err its warnings (errors are returned).
	Out() io.Writer
	Err() io.Writer
	// Show shows a picture. d.Text is the text the REPL prints.
	Show(d *interp.Display) error
	// Quit ends the session (:quit; only front ends listing it call it).
	Quit()
	// RunCell runs Go code as a cell of the front end (its name, its
	// interruption), returning the cell's error (:time).
	RunCell(src string) error
	// EChartsPaths are further places where --html pages look for a local
	// ECharts (viz.FindAssets): where adrepl kernel install copies it.
	EChartsPaths() []string
}

// FrontEnd names a front end, for the commands and options that work in
// one only.
type FrontEnd int

const (
	REPL   FrontEnd = 1 << iota // the terminal REPL and script mode
	Kernel                      // notebook cells of the Jupyter kernel
	all    = REPL | Kernel
)

// String names the front end for messages.
func (fe FrontEnd) String() string {
	switch fe {
	case REPL:
		return "the terminal REPL"
	case Kernel:
		return "notebooks"
	}
	return "every front end"
}

// Command is one colon command. To add a command, add a row to table.
type Command struct {
	Name    string   // without the colon
	Aliases []string // other names, e.g. "q" for "quit"
	Args    string   // argument synopsis for :help, e.g. "EXPR"; empty for none
	Help    string   // one line for :help
	// Note is added to Help in one front end: what works only there.
	Note map[FrontEnd]string
	// In lists the front ends the command works in (0: all).
	In FrontEnd
	// ArgRequired makes Run reject a call without arguments.
	ArgRequired bool
	// run executes the command with its argument text (trimmed; "" if none).
	run func(c *call, arg string) error
}

// call is one running command: the host and the front end it runs in.
type call struct {
	Host
	in *interp.Interp
	fe FrontEnd
}

func (c *call) printf(format string, args ...any) { fmt.Fprintf(c.Out(), format, args...) }

// table lists the colon commands in the order :help shows them (set in
// init: :help reads it).
var table []Command

func init() {
	table = []Command{
		{Name: "help", Help: "this list: the ad API and the commands", run: cmdHelp},
		{Name: "doc", Args: "NAME", ArgRequired: true, run: cmdDoc,
			Help: "signature and documentation of NAME: ad.Grad, strings.Repeat, ad.Tensor.MatVec, fmt, x"},
		{Name: "type", Args: "EXPR", ArgRequired: true, Help: "show the type of the expression EXPR (or of a generic function)", run: cmdType},
		{Name: "time", Args: "CELL", ArgRequired: true, run: cmdTime,
			Help: "run the Go code CELL and show its wall time and the tape entries it recorded",
			Note: map[FrontEnd]string{Kernel: " (the rest of the cell after :time is CELL)"}},
		{Name: "env", Help: "list the names declared and imported in the session", run: cmdEnv},
		{Name: "reset", Help: "forget every declaration of the session", run: cmdReset},
		{Name: "tape", Args: "[all|N|optimize] [--html F] [--svg F]", Note: kernelFiles, run: cmdTape,
			Help: "show the tape of the last gradient (N rows, default 40; all for every entry; optimize: compress it and compare)"},
		{Name: "graph", Args: "[--html F] [--svg F] [--dot F]", run: cmdGraph,
			Help: "the last gradient unrolled: one column per loop iteration",
			Note: map[FrontEnd]string{REPL: " (--open: in a browser)", Kernel: kernelFiles[Kernel]}},
		{Name: "gradnorm", Args: "NAME... [--each] [--html F] [--svg F]", ArgRequired: true, Note: kernelFiles, run: cmdGradNorm,
			Help: "gradient norm ‖∂y/∂NAME_t‖ per loop iteration of the last gradient, with a verdict"},
		{Name: "memory", Args: "[limit SIZE | budget SIZE]", Help: "memory of the last gradient: store-all versus //ad:checkpoint loops; limit sets the tape cap, budget the session's memory budget", run: cmdMemory},
		{Name: "sched", Args: "[go | random [N] | seed N]", run: cmdSched,
			Help: "how goroutines are scheduled: go (Go's order, the default) or random with a seed that replays the run"},
		{Name: "goroutines", run: cmdGoroutines, Help: "list the goroutines earlier cells left running: id, wait reason, position"},
		{Name: "stop", run: cmdStop, Help: "end the goroutines earlier cells left running"},
		{Name: "anomaly", Args: "on|off", Help: "report the first NaN/Inf value or adjoint with its source position", run: cmdAnomaly},
		{Name: "quit", Aliases: []string{"q"}, In: REPL, Help: "leave adrepl (Ctrl-D too)", run: cmdQuit},
	}
}

// kernelFiles notes where the picture commands' files go in a notebook;
// in the REPL, where the files are where the user is, it goes without saying.
var kernelFiles = map[FrontEnd]string{Kernel: "; F is a file on the kernel's machine"}

// For returns the commands of front end fe, in :help order.
func For(fe FrontEnd) []Command {
	var out []Command
	for _, c := range table {
		if c.In == 0 || c.In&fe != 0 {
			out = append(out, c)
		}
	}
	return out
}

// lookup finds the command of fe called name (without the colon).
func lookup(fe FrontEnd, name string) *Command {
	for _, c := range For(fe) {
		if c.Name == name || contains(c.Aliases, name) {
			return &c
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Run executes one command line such as ":type x+1" in front end fe. The
// error is the user's to read: an unknown command, a usage, the command's
// own error.
func Run(h Host, fe FrontEnd, line string) error {
	line = strings.TrimSpace(line)
	name, arg := strings.TrimPrefix(line, ":"), ""
	if i := strings.IndexFunc(name, unicode.IsSpace); i >= 0 {
		name, arg = name[:i], strings.TrimSpace(name[i:])
	}
	c := lookup(fe, name)
	if c == nil {
		if name == "" {
			return errors.New(`missing command name after ":"; type :help for the list of commands`)
		}
		if other := lookup(all, name); other != nil {
			return fmt.Errorf(":%s works in %s only; type :help for the list of commands", name, other.In)
		}
		return fmt.Errorf("unknown command \":%s\"; type :help for the list of commands", name)
	}
	if c.ArgRequired && arg == "" {
		return fmt.Errorf("usage: %s", c.Synopsis())
	}
	cl := &call{Host: h, in: h.Interp(), fe: fe}
	if fe == REPL {
		// A terminal's 80 columns (wrap.go).
		wh := newWrapHost(h)
		defer wh.flush()
		cl.Host = wh
		return wrapError(c.run(cl, arg))
	}
	return c.run(cl, arg)
}

// Synopsis is ":name ARGS" plus the aliases: ":quit, :q".
func (c *Command) Synopsis() string {
	syn := ":" + c.Name
	for _, a := range c.Aliases {
		syn += ", :" + a
	}
	if c.Args != "" {
		syn += " " + c.Args
	}
	return syn
}

// HelpFor is the command's help line in front end fe.
func (c *Command) HelpFor(fe FrontEnd) string {
	return c.Help + c.Note[fe]
}

// Width is the text width :help and :doc fit in (a terminal's 80 columns).
const Width = 80

// PrintHelp prints the synopsis and help of fe's commands, two columns.
func PrintHelp(w io.Writer, fe FrontEnd) {
	var rows [][2]string
	for _, c := range For(fe) {
		rows = append(rows, [2]string{c.Synopsis(), c.HelpFor(fe)})
	}
	PrintColumns(w, rows)
}

// maxLeft is the widest left column PrintColumns aligns to; a longer entry
// has its text on the lines below it, so that one long synopsis does not
// push every row's text to the right.
const maxLeft = 18

// PrintColumns prints two indented, aligned columns, the right one wrapped
// to fit Width.
func PrintColumns(w io.Writer, rows [][2]string) {
	left := 0
	for _, r := range rows {
		if n := utf8.RuneCountInString(r[0]); n <= maxLeft {
			left = max(left, n)
		}
	}
	indent := strings.Repeat(" ", 2+left+2)
	for _, r := range rows {
		lines := wrap(r[1], Width-len(indent))
		if utf8.RuneCountInString(r[0]) > left {
			fmt.Fprintf(w, "  %s\n", r[0])
		} else {
			fmt.Fprintf(w, "  %-*s  %s\n", left, r[0], lines[0])
			lines = lines[1:]
		}
		for _, l := range lines {
			fmt.Fprintf(w, "%s%s\n", indent, l)
		}
	}
}

// wrap breaks text into lines of at most width runes at spaces (a longer
// word gets a line of its own).
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(word) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	return append(lines, line)
}

func cmdHelp(c *call, arg string) error {
	if arg != "" {
		return fmt.Errorf("usage: :help (for a name, :doc %s)", arg)
	}
	var intro string
	switch c.fe {
	case Kernel:
		intro = "Go code runs on a tape that differentiates it; the value of a cell's last expression is shown. A cell that starts with \":\" holds colon commands, one a line."
	default:
		intro = "Enter Go statements, declarations and expressions: the code runs on a tape that differentiates it, and the value of a cell's last expression is shown with its type. A blank line ends a cell that is still open (\"...\")."
	}
	for _, l := range wrap(intro, Width) {
		c.printf("%s\n", l)
	}
	c.printf("\nThe ad package (:doc NAME for any name, e.g. :doc ad.Grad):\n")
	var rows [][2]string
	for _, g := range Groups {
		rows = append(rows, [2]string{g.Name, g.Line})
	}
	PrintColumns(c.Out(), rows)
	c.printf("\nGuides: README.md, then docs/ad.md, tensors.md, checkpointing.md, state.md,\n")
	c.printf("tapes.md, visualizer.md and kernel.md; every sandboxed package is Go's own\n")
	c.printf("(fmt, math, strings, ...), documented at https://pkg.go.dev.\n")
	c.printf("\nCommands:\n")
	PrintHelp(c.Out(), c.fe)
	return nil
}

func cmdType(c *call, arg string) error {
	t, err := c.in.TypeOf(arg)
	if err != nil {
		return err
	}
	c.printf("%s\n", t)
	return nil
}

func cmdEnv(c *call, arg string) error {
	if arg != "" {
		return errors.New("usage: :env")
	}
	env := c.in.Env()
	if len(env) == 0 {
		c.printf("(no names declared)\n")
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
			c.printf("%s\n", strings.TrimRight(l, " \n"))
		}
	}
	return nil
}

func cmdReset(c *call, arg string) error {
	if arg != "" {
		return errors.New("usage: :reset")
	}
	c.in.Reset()
	c.printf("session reset\n")
	return nil
}

func cmdQuit(c *call, arg string) error {
	c.Quit()
	return nil
}

func cmdAnomaly(c *call, arg string) error {
	switch arg {
	case "on":
		c.in.SetAnomaly(true)
	case "off":
		c.in.SetAnomaly(false)
	default:
		return errors.New(":anomaly takes on or off")
	}
	c.printf("anomaly detection %s\n", arg)
	return nil
}
