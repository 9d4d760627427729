package main

import (
	"bufio"
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
	"github.com/adrepl/adrepl/viz"
	"github.com/chzyer/readline"
)

// version is the release version; set it with -ldflags "-X main.version=v1.2.3".
// When empty, the module version from the build info is used.
var version = ""

// subcommand is one row of the command-line interface.
type subcommand struct {
	name  string
	args  string // argument synopsis for the usage text
	help  string
	run   func(args []string) int
	alias []string // e.g. "-h", "--help"
}

// subcommands is set in init: "help" prints this table, which would otherwise
// be an initialization cycle.
var subcommands []subcommand

func init() {
	subcommands = []subcommand{
		{name: "run", args: "[-sched go|random|seed=N] FILE.go", help: "run a Go file: a package main program, or a script of cells", run: cmdRun},
		{name: "version", help: "print the adrepl version", run: cmdVersion, alias: []string{"-version", "--version"}},
		{name: "kernel", args: "...", help: "run as a Jupyter kernel; adrepl kernel install [--user] writes its kernelspec", run: cmdKernel},
		{name: "playground", args: "[--src DIR] DIR", help: "write the browser playground (a static site, the interpreter in WebAssembly) to DIR", run: cmdPlayground},
		{name: "help", help: "print this help", run: cmdHelp, alias: []string{"-h", "-help", "--help"}},
	}
}

func main() {
	if os.Getenv("ADREPL_DEBUG") == "" {
		// Belt and braces for panics on goroutines that the recovers below
		// cannot see: never show a Go stack trace to a user.
		debug.SetTraceback("none")
	}
	os.Exit(mainExit(os.Args[1:]))
}

// mainExit runs adrepl with the command-line arguments args and returns the
// exit status. A panic anywhere in adrepl itself becomes an "internal error"
// message and exit status 3.
func mainExit(args []string) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintln(os.Stderr, internalErrorMessage(r))
			code = 3
		}
	}()
	interp.GovernGC()
	args, err := takeMemoryFlag(args)
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl: %v\n", err)
		return 2
	}
	if len(args) == 0 {
		return cmdDefault()
	}
	name := args[0]
	for _, c := range subcommands {
		if c.name == name || contains(c.alias, name) {
			return c.run(args[1:])
		}
	}
	fmt.Fprintf(os.Stderr, "adrepl: unknown command %q\n\n", name)
	printUsage(os.Stderr)
	return 2
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// cmdDefault starts the REPL on a terminal and reads stdin as a script otherwise.
func cmdDefault() int {
	if readline.IsTerminal(int(os.Stdin.Fd())) && readline.IsTerminal(int(os.Stdout.Fd())) {
		return runREPL()
	}
	return runScript(os.Stdin, os.Stdout, os.Stderr)
}

func cmdHelp(args []string) int {
	printUsage(os.Stdout)
	return 0
}

func printUsage(w io.Writer) {
	fmt.Fprintf(w, "adrepl is an interactive Go interpreter.\n\nUsage:\n\n")
	rows := [][2]string{{"adrepl", "start the REPL; when stdin is not a terminal, run it as a script of cells"},
		{"adrepl --memory SIZE ...", "the session's memory budget (2GiB, default, off); before any command"}}
	for _, c := range subcommands {
		syn := "adrepl " + c.name
		if c.args != "" {
			syn += " " + c.args
		}
		rows = append(rows, [2]string{syn, c.help})
	}
	commands.PrintColumns(w, rows)
	fmt.Fprintf(w, "\nREPL commands:\n\n")
	commands.PrintHelp(w, commands.REPL)
	fmt.Fprintf(w, "\nEnvironment:\n\n")
	commands.PrintColumns(w, [][2]string{
		{"ADREPL_HISTORY", "REPL history file, one cell per line (default ~/.adrepl_history; empty: none)"},
		{memoryEnv, "the session's memory budget, as --memory"},
		{generalPathEnv, "1: compile on the interpreter's general path only, no fast path (a cross-check; slower)"},
		{viz.EChartsEnv, "a local echarts.min.js for offline HTML charts (default: node_modules/echarts after npm ci)"},
	})
}

func cmdVersion(args []string) int {
	fmt.Println(versionString())
	return 0
}

// versionString is "adrepl VERSION (goX.Y.Z)".
func versionString() string {
	v, gover := version, runtime.Version()
	var rev string
	var dirty bool
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v == "" {
			v = bi.Main.Version
		}
		if bi.GoVersion != "" {
			gover = bi.GoVersion
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if v == "" || v == "(devel)" {
		v = "devel"
		if rev != "" {
			v += "-" + rev[:min(12, len(rev))]
			if dirty {
				v += "-dirty"
			}
		}
	}
	return fmt.Sprintf("adrepl %s (%s)", v, gover)
}

// cmdRun runs a file: with a package clause it is a program (RunFile),
// without one a script evaluated as a single cell.
func cmdRun(args []string) int {
	args, sched, err := takeSchedFlag(args)
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl: %v\n", err)
		return 2
	}
	if len(args) != 1 {
		fmt.Fprintln(os.Stderr, "usage: adrepl run [-sched go|random|seed=N] FILE.go")
		return 2
	}
	path := args[0]
	data, err := os.ReadFile(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl: %v\n", unwrapPathError(err))
		return 1
	}
	src := stripShebang(string(data))
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: os.Stdout, Stderr: os.Stderr, Stdin: lineReader(os.Stdin), Memory: memoryBudget, PictureText: pictures.Text, Program: true, GeneralPath: generalPath()})
	sched.apply(in, os.Stderr)

	// The first Ctrl-C interrupts the program (it reports where it stopped);
	// a second one, if the program does not stop, ends adrepl at once.
	var interrupts atomic.Int32
	defer onInterrupt(func() {
		if interrupts.Add(1) > 1 {
			os.Exit(130)
		}
		in.Interrupt()
	})()

	err = guard(func() error {
		if hasPackageClause(src) {
			return in.RunFile(path, src)
		}
		return in.Eval(path, src)
	})
	return reportExit(os.Stderr, err)
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", pe.Path, pe.Err)
	}
	return err
}

// reportExit prints err (if any) and returns the exit status a Go program
// failing that way would have: 2 for panics, 1 for other errors, 3 for bugs
// in adrepl.
func reportExit(w io.Writer, err error) int {
	if err == nil {
		return 0
	}
	var ie *internalError
	if errors.As(err, &ie) {
		fmt.Fprintln(w, err)
		return 3
	}
	var e *interp.Error
	if errors.As(err, &e) {
		if e.Kind == interp.Exited {
			return e.Exit // os.Exit(n): no message
		}
		fmt.Fprintln(w, err)
		switch {
		case e.Exit != 0:
			return e.Exit
		case e.Kind == interp.Panic:
			return 2
		case e.Kind == interp.Interrupted:
			return 130
		}
		return 1
	}
	fmt.Fprintln(w, err)
	return 1
}

// hasPackageClause reports whether src starts, after comments, with a package clause.
func hasPackageClause(src string) bool {
	var s scanner.Scanner
	fset := token.NewFileSet()
	file := fset.AddFile("", -1, len(src))
	s.Init(file, []byte(src), nil, 0)
	_, tok, _ := s.Scan()
	return tok == token.PACKAGE
}

// stripShebang turns a leading "#!" line into a comment, keeping line numbers,
// so that scripts can be made executable.
func stripShebang(src string) string {
	if strings.HasPrefix(src, "#!") {
		return "//" + src[2:]
	}
	return src
}

// internalError is a panic inside adrepl or the interpreter: a bug, reported
// without a Go stack trace.
type internalError struct {
	value any
	stack []byte
}

func (e *internalError) Error() string { return internalErrorMessage(e.value) }

func internalErrorMessage(v any) string {
	return fmt.Sprintf("adrepl: internal error: %v\n(this is a bug in adrepl; please report it with the input that caused it)", v)
}

// guard runs f, turning a panic into an *internalError. With ADREPL_DEBUG set
// the Go stack is printed too, for adrepl's developers.
func guard(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			ie := &internalError{value: r}
			if os.Getenv("ADREPL_DEBUG") != "" {
				ie.stack = debug.Stack()
				os.Stderr.Write(ie.stack)
			}
			err = ie
		}
	}()
	return f()
}

// onInterrupt calls f for every SIGINT (Ctrl-C) until the returned stop is
// called; meanwhile the signal does not end the process.
func onInterrupt(f func()) (stop func()) {
	sigc := make(chan os.Signal, 1)
	signal.Notify(sigc, os.Interrupt)
	go func() {
		for range sigc {
			f()
		}
	}()
	return func() { signal.Stop(sigc) }
}

// lineReader is Options.Stdin over a reader: adrepl run's program reads the
// process's standard input, its user's console input.
func lineReader(r io.Reader) func() (string, error) {
	br := bufio.NewReader(r)
	return func() (string, error) {
		line, err := br.ReadString('\n')
		if line != "" {
			return strings.TrimSuffix(line, "\n"), nil
		}
		return "", err
	}
}
