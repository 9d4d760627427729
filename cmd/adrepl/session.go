package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync/atomic"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// session is what the REPL and script mode share: the interpreter, the input
// lines of the cell being typed; it is the colon commands' host (commands.go).
type session struct {
	in     *interp.Interp
	stdout io.Writer
	stderr io.Writer

	// isComplete tells when the accumulated lines form a whole cell;
	// interp.IsComplete (a field so that tests can replace it).
	isComplete func(string) bool
	// evalCell runs one cell: the interpreter's Eval (a field for the same reason).
	evalCell func(name, src string) error
	// complete is the interpreter's Complete.
	complete func(src string, cursor int) (start int, candidates []string)

	lines []string // the lines of the pending, incomplete cell
	cells int      // Go cells evaluated so far; cell names are "cell1", "cell2", ...
	quit  bool     // set by :quit
	// blankEnds makes a blank line end a pending cell (the interactive
	// REPL, as Python's; a script's blank lines inside a function are not
	// the end of it).
	blankEnds bool
	// readInput reads a line of console input for fmt.Scan (the REPL's
	// terminal); nil in script mode.
	readInput func() (string, error)

	evaluating atomic.Bool  // a cell is running: Ctrl-C interrupts it
	interrupts atomic.Int32 // Ctrl-Cs during the running cell
}

func newSession(stdout, stderr io.Writer) *session {
	s := &session{
		stdout:     stdout,
		stderr:     stderr,
		isComplete: interp.IsComplete,
	}
	s.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: stdout, Stderr: stderr, Stdin: func() (string, error) {
		if s.readInput == nil {
			return "", io.EOF // script mode: the script is stdin, the program's input is empty
		}
		return s.readInput()
	}, Memory: memoryBudget, PictureText: pictures.Text, GeneralPath: generalPath()})
	s.evalCell = s.in.Eval
	s.complete = s.in.Complete
	return s
}

// pending reports whether an incomplete cell is waiting for more lines.
func (s *session) pending() bool { return len(s.lines) > 0 }

// pendingSource is the text of the pending lines, each ended by a newline.
func (s *session) pendingSource() string {
	if len(s.lines) == 0 {
		return ""
	}
	return strings.Join(s.lines, "\n") + "\n"
}

// clear drops the pending lines (Ctrl-C at the prompt).
func (s *session) clear() { s.lines = nil }

// feed takes one input line (without its newline). A colon command at the
// start of a cell runs at once; Go lines accumulate until they form a complete
// cell, which is then evaluated. Blank lines between cells are ignored. A
// line may hold several lines (a multi-line cell recalled from history). feed
// returns the text of the cell or command it ran, "" while a cell is pending.
func (s *session) feed(line string) string {
	if !s.pending() {
		trimmed := strings.TrimSpace(line)
		if trimmed == "" {
			return ""
		}
		if strings.HasPrefix(trimmed, ":") {
			s.runCommand(trimmed)
			return trimmed
		}
	} else if s.blankEnds && strings.TrimSpace(line) == "" {
		// A blank line submits what was typed: a syntax error if it is
		// incomplete, rather than a continuation prompt forever.
		src := strings.Join(s.lines, "\n")
		s.lines = nil
		s.eval(src)
		return src
	}
	s.lines = append(s.lines, line)
	src := strings.Join(s.lines, "\n")
	if s.isComplete(src) {
		s.lines = nil
		s.eval(src)
		return src
	}
	return ""
}

// flush evaluates whatever is pending at the end of the input, so that an
// unfinished cell is reported rather than silently dropped.
func (s *session) flush() {
	if s.pending() {
		src := strings.Join(s.lines, "\n")
		s.lines = nil
		s.eval(src)
	}
}

// eval runs one cell and prints its error, if any, to stderr.
func (s *session) eval(src string) {
	if err := s.RunCell(src); err != nil {
		s.printError(err)
	}
}

func (s *session) printError(err error) {
	var e *interp.Error
	isErr := errors.As(err, &e)
	if tw, ok := s.stdout.(*trackingWriter); ok {
		// REPL: start the message on a line of its own, also after the
		// "^C" that the terminal echoes when Ctrl-C interrupts a cell.
		if !tw.endLine() && isErr && e.Kind == interp.Interrupted {
			io.WriteString(s.stderr, "\n")
		}
	}
	if isErr && e.Kind == interp.Exited {
		// os.Exit-like termination inside a cell: the session goes on.
		fmt.Fprintf(s.stderr, "exit status %d\n", e.Exit)
		return
	}
	msg := err.Error()
	if !strings.HasSuffix(msg, "\n") {
		msg += "\n"
	}
	io.WriteString(s.stderr, msg)
}

// runScript reads r as a REPL session without prompts: the same cells, the
// same colon commands, the same output. Errors go to stderr and the script
// goes on; the exit status is 0 unless reading fails.
func runScript(r io.Reader, stdout, stderr io.Writer) int {
	s := newSession(stdout, stderr)
	br := bufio.NewReader(r)
	for !s.quit {
		line, err := br.ReadString('\n')
		if line != "" {
			line = strings.TrimSuffix(line, "\n")
			line = strings.TrimSuffix(line, "\r")
			s.feed(line)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Fprintf(stderr, "adrepl: reading stdin: %v\n", err)
			return 1
		}
	}
	if !s.quit {
		s.flush()
	}
	return 0
}
