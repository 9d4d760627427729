package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/interp"
	"github.com/chzyer/readline"
)

const (
	prompt     = ">>> "
	contPrompt = "... "
)

// historyPath is $ADREPL_HISTORY when set (empty turns history off), else
// ~/.adrepl_history.
func historyPath() string {
	if p, ok := os.LookupEnv("ADREPL_HISTORY"); ok {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return ""
	}
	return filepath.Join(home, ".adrepl_history")
}

// runREPL runs the interactive loop on the terminal.
func runREPL() int {
	out := &trackingWriter{w: os.Stdout}
	s := newSession(out, os.Stderr)

	s.blankEnds = true
	hist := openHistory(historyPath())
	defer hist.close()
	rl, err := readline.NewEx(&readline.Config{
		Prompt: prompt,
		// History is kept by hand (history.go): a multi-line cell is one
		// entry, which readline's own file would split into lines.
		DisableAutoSaveHistory: true,
		Painter:                cellPainter{},
		HistorySearchFold:      true,
		AutoComplete:           &completer{s: s},
		InterruptPrompt:        "^C",
		EOFPrompt:              "\n", // readline's way of saying: print just a newline
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl: %v\n", err)
		return 1
	}
	defer rl.Close()
	s.readInput = func() (string, error) { return readInput(rl, out) }
	for _, e := range hist.entries {
		rl.SaveHistory(e)
	}

	// Ctrl-C while a cell runs interrupts it. At the prompt the terminal is
	// in raw mode, Ctrl-C is a key that readline reports as ErrInterrupt, and
	// no signal arrives. The handler stays installed for the whole session so
	// that a Ctrl-C between two cells never kills the REPL.
	defer onInterrupt(func() {
		if !s.evaluating.Load() {
			return
		}
		// Every Ctrl-C interrupts again; none exits the REPL, whose
		// session (names, tapes) would be lost: impatient repeated
		// presses while a cell unwinds used to end it on the third. Every
		// wait of the interpreter answers an interrupt (interp/doc.go), so
		// the cell stops; a third press says that it is being stopped.
		if s.interrupts.Add(1) == 3 {
			fmt.Fprintln(os.Stderr, "\nadrepl: stopping the evaluation (Ctrl-D at the prompt exits)")
		}
		s.in.Interrupt()
	})()

	fmt.Fprintf(out, "%s; type :help for help, Ctrl-D to exit\n", versionString())
	for !s.quit {
		if s.pending() {
			rl.SetPrompt(contPrompt)
		} else {
			rl.SetPrompt(prompt)
		}
		out.endLine() // output that did not end in a newline: keep the prompt at the left margin
		line, err := rl.Readline()
		switch {
		case errors.Is(err, readline.ErrInterrupt):
			s.clear()
			continue
		case errors.Is(err, io.EOF):
			return 0
		case err != nil:
			fmt.Fprintf(os.Stderr, "adrepl: %v\n", err)
			return 1
		}
		if cell := s.feed(line); strings.TrimSpace(cell) != "" {
			rl.SaveHistory(cell)
			hist.add(cell)
		}
	}
	return 0
}

// trackingWriter remembers whether the last byte written was a newline.
type trackingWriter struct {
	w       io.Writer
	partial atomic.Bool // the last write did not end in '\n'
	mu      sync.Mutex
	last    []byte // the unfinished last line (bounded), fmt.Scan's prompt
}

func (t *trackingWriter) Write(p []byte) (int, error) {
	n, err := t.w.Write(p)
	if n > 0 {
		t.partial.Store(p[n-1] != '\n')
		t.mu.Lock()
		if i := bytes.LastIndexByte(p[:n], '\n'); i >= 0 {
			t.last = append(t.last[:0], p[i+1:n]...)
		} else if len(t.last) < 200 {
			t.last = append(t.last, p[:n]...)
		}
		t.mu.Unlock()
	}
	return n, err
}

// lastLine is the text written after the last newline.
func (t *trackingWriter) lastLine() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.partial.Load() {
		return ""
	}
	return string(t.last)
}

// endLine writes a newline if the output so far ends in the middle of a line,
// and reports whether it did.
func (t *trackingWriter) endLine() bool {
	if t.partial.Load() {
		t.Write([]byte("\n"))
		return true
	}
	return false
}

// completer adapts interp.Complete to readline's AutoCompleter.
type completer struct{ s *session }

// Do implements readline.AutoCompleter: line is the line being edited, pos
// the cursor in runes. It returns the suffixes that complete the word before
// the cursor and the word's length in runes.
func (c *completer) Do(line []rune, pos int) (suffixes [][]rune, length int) {
	defer func() {
		if recover() != nil { // a bug in completion must not end the session
			suffixes, length = nil, 0
		}
	}()
	pos = min(max(pos, 0), len(line))
	before := string(line[:pos])
	if strings.TrimSpace(before) == "" {
		// Tab at the start of a line indents, as in a function body typed
		// line by line.
		return [][]rune{[]rune("\t")}, 0
	}
	if !c.s.pending() && strings.HasPrefix(strings.TrimLeft(before, " \t"), ":") {
		return completeCommand(commands.For(commands.REPL), strings.TrimLeft(before, " \t"))
	}
	// Complete in the context of the pending lines of a multi-line cell.
	prefix := c.s.pendingSource()
	src := prefix + string(line)
	cursor := len(prefix) + len(before)
	start, cands := c.s.complete(src, cursor)
	return completionSuffixes(src, cursor, start, cands)
}

// completionSuffixes turns the full candidates for the word src[start:cursor]
// into what readline expects: the rest of each candidate that extends the
// word, and the word's length in runes.
func completionSuffixes(src string, cursor, start int, cands []string) ([][]rune, int) {
	if start < 0 || cursor > len(src) || start > cursor {
		return nil, 0
	}
	word := src[start:cursor]
	var out [][]rune
	seen := map[string]bool{}
	for _, c := range cands {
		if !strings.HasPrefix(c, word) || seen[c] {
			continue
		}
		seen[c] = true
		out = append(out, []rune(c[len(word):]))
	}
	if len(out) == 0 {
		return nil, 0
	}
	return out, utf8.RuneCountInString(word)
}

// completeCommand completes a colon command name: ":ty" -> "pe".
func completeCommand(table []commands.Command, before string) ([][]rune, int) {
	word := strings.TrimPrefix(before, ":")
	if strings.ContainsAny(word, " \t") {
		return nil, 0 // in the arguments
	}
	var cands []string
	for _, c := range table {
		for _, n := range append([]string{c.Name}, c.Aliases...) {
			if strings.HasPrefix(n, word) {
				cands = append(cands, n)
			}
		}
	}
	return completionSuffixes(word, len(word), 0, cands)
}

// readInput reads a line typed for fmt.Scan while a cell runs. readline
// redraws its prompt line, so the prompt is what the program printed last
// on the line (fmt.Print("name? ")), which would otherwise be wiped.
func readInput(rl *readline.Instance, out *trackingWriter) (string, error) {
	rl.SetPrompt(out.lastLine())
	out.partial.Store(false)
	line, err := rl.Readline()
	switch {
	case errors.Is(err, readline.ErrInterrupt):
		return "", interp.ErrInterrupted
	case err != nil:
		return "", io.EOF // Ctrl-D: the end of the input
	}
	return line, nil
}
