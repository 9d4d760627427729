package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/interp"
)

// In-process tests of the pieces that do not need the interpreter.

func TestCompletionSuffixes(t *testing.T) {
	tests := []struct {
		src           string
		cursor, start int
		cands         []string
		want          []string
		length        int
	}{
		{"fm", 2, 0, []string{"fmt"}, []string{"t"}, 2},
		{"x := fm", 7, 5, []string{"fmt", "fmt"}, []string{"t"}, 2},
		{"fmt.Sp", 6, 4, []string{"Sprint", "Sprintf", "Sprintln"}, []string{"rint", "rintf", "rintln"}, 2},
		{"fmt.", 4, 4, []string{"Print", "Println"}, []string{"Print", "Println"}, 0},
		{"ab", 2, 0, []string{"ab", "abc"}, []string{"", "c"}, 2},
		{"héllo + hé", 12, 9, []string{"héllo"}, []string{"llo"}, 2}, // length in runes
		{"xy", 2, 0, []string{"zz"}, nil, 0},                         // not an extension: dropped
		{"xy", 2, 0, nil, nil, 0},
		{"xy", 2, 3, []string{"xyz"}, nil, 0}, // start past the cursor
		{"xy", 2, -1, []string{"xyz"}, nil, 0},
	}
	for _, tt := range tests {
		got, length := completionSuffixes(tt.src, tt.cursor, tt.start, tt.cands)
		var gotS []string
		for _, r := range got {
			gotS = append(gotS, string(r))
		}
		if !reflect.DeepEqual(gotS, tt.want) || length != tt.length {
			t.Errorf("completionSuffixes(%q, %d, %d, %q) = %q, %d; want %q, %d",
				tt.src, tt.cursor, tt.start, tt.cands, gotS, length, tt.want, tt.length)
		}
	}
}

func TestCompleteCommand(t *testing.T) {
	got, n := completeCommand(commands.For(commands.REPL), ":ty")
	if n != 2 || len(got) != 1 || string(got[0]) != "pe" {
		t.Errorf(":ty completes to %q, %d", got, n)
	}
	got, _ = completeCommand(commands.For(commands.REPL), ":q")
	if len(got) != 2 { // quit and its alias q
		t.Errorf(":q completes to %q", got)
	}
	if got, _ := completeCommand(commands.For(commands.REPL), ":type x"); got != nil {
		t.Errorf("arguments complete to %q", got)
	}
}

// The completer passes the pending lines of a multi-line cell as context and
// converts byte offsets to what readline wants.
func TestCompleterContext(t *testing.T) {
	s := newSession(&bytes.Buffer{}, &bytes.Buffer{})
	s.lines = []string{"func f() {", "\tvalué := 1"}
	var gotSrc string
	var gotCursor int
	s.complete = func(src string, cursor int) (int, []string) {
		gotSrc, gotCursor = src, cursor
		return cursor - len("valu"), []string{"valué", "value", "var"}
	}
	got, n := (&completer{s: s}).Do([]rune("\tx := valu + 1"), len("\tx := valu"))
	wantSrc := "func f() {\n\tvalué := 1\n\tx := valu + 1"
	if gotSrc != wantSrc || gotCursor != len("func f() {\n\tvalué := 1\n\tx := valu") {
		t.Errorf("Complete(%q, %d)", gotSrc, gotCursor)
	}
	if len(got) != 2 || string(got[0]) != "é" || string(got[1]) != "e" || n != 4 {
		t.Errorf("Do = %q, %d", got, n)
	}

	// A panic in completion does not end the session.
	s.complete = func(string, int) (int, []string) { panic("bug") }
	if got, n := (&completer{s: s}).Do([]rune("x"), 1); got != nil || n != 0 {
		t.Errorf("Do after a panic = %q, %d", got, n)
	}
}

func TestHasPackageClause(t *testing.T) {
	tests := map[string]bool{
		"package main\nfunc main() {}\n":           true,
		"// Comment.\n\n/* more */ package main\n": true,
		"//go:build ignore\n\npackage main\n":      true,
		"x := 1\n":                                 false,
		"import \"fmt\"\nfmt.Println()\n":          false,
		"":                                         false,
		"packages := 3\n":                          false,
	}
	for src, want := range tests {
		if got := hasPackageClause(src); got != want {
			t.Errorf("hasPackageClause(%q) = %v, want %v", src, got, want)
		}
	}
}

func TestStripShebang(t *testing.T) {
	if got := stripShebang("#!/usr/bin/env adrepl\nx := 1\n"); got != "///usr/bin/env adrepl\nx := 1\n" {
		t.Errorf("got %q", got)
	}
	if got := stripShebang("x := 1\n"); got != "x := 1\n" {
		t.Errorf("got %q", got)
	}
}

// fakeSession is a session whose cells are complete when their braces balance
// and whose evaluation records the cells.
func fakeSession() (*session, *[]string, *bytes.Buffer, *bytes.Buffer) {
	var stdout, stderr bytes.Buffer
	s := newSession(&stdout, &stderr)
	var cells []string
	s.isComplete = func(src string) bool { return strings.Count(src, "{") == strings.Count(src, "}") }
	s.evalCell = func(name, src string) error {
		cells = append(cells, name+": "+src)
		if strings.Contains(src, "fail") {
			return &interp.Error{Msg: "failed"}
		}
		if strings.Contains(src, "bug") {
			panic("interpreter bug")
		}
		return nil
	}
	return s, &cells, &stdout, &stderr
}

func TestSessionCells(t *testing.T) {
	s, cells, _, stderr := fakeSession()
	for _, line := range []string{"", "  ", "x := 1", "func f() {", "", "\t:notacommand", "}", ":frob", "f()"} {
		s.feed(line)
	}
	want := []string{
		"cell1: x := 1",
		"cell2: func f() {\n\n\t:notacommand\n}", // inside a cell, blank lines and colons are Go
		"cell3: f()",
	}
	if !reflect.DeepEqual(*cells, want) {
		t.Errorf("cells = %q\nwant %q", *cells, want)
	}
	if stderr.String() != "unknown command \":frob\"; type :help for the list of commands\n" {
		t.Errorf("stderr = %q", stderr.String())
	}
}

func TestSessionClearAndFlush(t *testing.T) {
	s, cells, _, _ := fakeSession()
	s.feed("func f() {")
	if !s.pending() {
		t.Fatal("no pending input after an open brace")
	}
	s.clear()
	s.feed(":quit") // a command again: the pending cell is gone
	if !s.quit || len(*cells) != 0 {
		t.Errorf("quit = %v, cells = %q", s.quit, *cells)
	}
	s.feed("g := func() {")
	s.flush()
	if want := []string{"cell1: g := func() {"}; !reflect.DeepEqual(*cells, want) {
		t.Errorf("cells = %q, want %q", *cells, want)
	}
}

func TestSessionErrors(t *testing.T) {
	s, cells, _, stderr := fakeSession()
	s.feed("fail()")
	s.feed("bug()")
	s.feed("ok()")
	if len(*cells) != 3 {
		t.Errorf("cells = %q", *cells)
	}
	out := stderr.String()
	if !strings.HasPrefix(out, "failed\nadrepl: internal error: interpreter bug\n") {
		t.Errorf("stderr = %q", out)
	}
}

func TestReportExit(t *testing.T) {
	tests := []struct {
		err  error
		code int
		out  string
	}{
		{nil, 0, ""},
		{&interp.Error{Msg: "undefined: x", Kind: interp.TypeError}, 1, "undefined: x\n"},
		{&interp.Error{Msg: "panic: boom", Kind: interp.Panic}, 2, "panic: boom\n"},
		{&interp.Error{Msg: "panic: boom", Kind: interp.Panic, Exit: 2}, 2, "panic: boom\n"},
		{&interp.Error{Kind: interp.Exited, Exit: 4}, 4, ""},
		{&interp.Error{Msg: "interrupted", Kind: interp.Interrupted}, 130, "interrupted\n"},
		{&internalError{value: "oops"}, 3, internalErrorMessage("oops") + "\n"},
		{errors.New("other"), 1, "other\n"},
		{fmt.Errorf("wrapped: %w", &interp.Error{Msg: "panic: x", Kind: interp.Panic}), 2, "wrapped: panic: x\n"},
	}
	for _, tt := range tests {
		var b bytes.Buffer
		if code := reportExit(&b, tt.err); code != tt.code || b.String() != tt.out {
			t.Errorf("reportExit(%v) = %d, %q; want %d, %q", tt.err, code, b.String(), tt.code, tt.out)
		}
	}
}

func TestTrackingWriter(t *testing.T) {
	var b bytes.Buffer
	w := &trackingWriter{w: &b}
	w.endLine()
	w.Write([]byte("hi"))
	w.endLine()
	w.Write([]byte("x\n"))
	w.endLine()
	if b.String() != "hi\nx\n" {
		t.Errorf("got %q", b.String())
	}
}

// Tab at the start of a line (or after indentation) inserts a tab.
func TestCompleterIndents(t *testing.T) {
	s := newSession(&bytes.Buffer{}, &bytes.Buffer{})
	c := &completer{s: s}
	for _, line := range []string{"", "\t", "  "} {
		got, n := c.Do([]rune(line), len([]rune(line)))
		if len(got) != 1 || string(got[0]) != "\t" || n != 0 {
			t.Errorf("Do(%q) = %q, %d; want a tab", line, got, n)
		}
	}
}

// In the REPL an error starts on a line of its own: after partial output, and
// after the "^C" the terminal echoes when Ctrl-C interrupts a cell.
func TestREPLErrorStartsLine(t *testing.T) {
	var term bytes.Buffer // stdout and stderr share the terminal
	s := newSession(&trackingWriter{w: &term}, &term)
	s.printError(&interp.Error{Msg: "interrupted", Kind: interp.Interrupted})
	s.stdout.Write([]byte("partial"))
	s.printError(&interp.Error{Msg: "interrupted", Kind: interp.Interrupted})
	s.printError(&interp.Error{Msg: "undefined: x"})
	if want := "\ninterrupted\npartial\ninterrupted\nundefined: x\n"; term.String() != want {
		t.Errorf("terminal shows %q, want %q", term.String(), want)
	}
}

func TestIsGoRunBinary(t *testing.T) {
	tmp, err := filepath.EvalSymlinks(os.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for exe, want := range map[string]bool{
		filepath.Join(tmp, "go-build123456", "b001", "exe", "adrepl"): true,
		filepath.Join(tmp, "ci", "bin", "adrepl"):                     false,
		"/home/u/go/bin/adrepl":                                       false,
	} {
		if got := isGoRunBinary(exe); got != want {
			t.Errorf("isGoRunBinary(%s) = %v, want %v", exe, got, want)
		}
	}
}
