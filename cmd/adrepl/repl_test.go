//go:build linux

package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/creack/pty"
	"golang.org/x/sys/unix"
)

// REPL tests drive the real binary in a pseudo-terminal, as a person would.

const (
	ptyTimeout = 5 * time.Second // generous: CI machines are small
	keyUp      = "\x1b[A"
	keyCtrlC   = "\x03"
	keyCtrlD   = "\x04"
)

// ptyREPL is a running adrepl on a pseudo-terminal and what it has printed.
type ptyREPL struct {
	t   *testing.T
	cmd *exec.Cmd
	pty *os.File // the master side

	mu     sync.Mutex
	out    []byte        // everything read from the terminal
	seen   int           // out[:seen] has been matched by expect
	notify chan struct{} // signalled after each read
	eof    chan struct{} // closed when the terminal has no more output

	waitOnce sync.Once
	exited   chan struct{}
	waitErr  error
}

// startREPL starts adrepl in a 40x120 terminal with the history file hist
// ("" for none).
func startREPL(t *testing.T, hist string) *ptyREPL {
	t.Helper()
	cmd := exec.Command(binPath)
	cmd.Env = testEnv(t, "TERM=xterm", "ADREPL_HISTORY="+hist)
	cmd.Dir = t.TempDir()
	f, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 120})
	if err != nil {
		t.Fatalf("starting adrepl on a pty: %v", err)
	}
	p := &ptyREPL{t: t, cmd: cmd, pty: f, notify: make(chan struct{}, 1), eof: make(chan struct{}), exited: make(chan struct{})}
	go p.read()
	go func() {
		p.waitErr = cmd.Wait()
		close(p.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-p.exited:
		default:
			cmd.Process.Kill()
			<-p.exited
		}
		f.Close()
		if t.Failed() {
			t.Logf("terminal output:\n%q", p.output())
		}
	})
	p.expect(">>> ")
	return p
}

func (p *ptyREPL) read() {
	defer close(p.eof)
	buf := make([]byte, 4096)
	for {
		n, err := p.pty.Read(buf)
		if n > 0 {
			p.mu.Lock()
			p.out = append(p.out, buf[:n]...)
			p.mu.Unlock()
			select {
			case p.notify <- struct{}{}:
			default:
			}
		}
		if err != nil { // EIO once adrepl has exited and closed the terminal
			return
		}
	}
}

func (p *ptyREPL) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return string(p.out)
}

// unseen is the output after the last match.
func (p *ptyREPL) unseen() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return string(p.out[p.seen:])
}

// skip marks all output so far as seen.
func (p *ptyREPL) skip() {
	p.mu.Lock()
	p.seen = len(p.out)
	p.mu.Unlock()
}

// send types s.
func (p *ptyREPL) send(s string) {
	p.t.Helper()
	if _, err := p.pty.WriteString(s); err != nil {
		p.t.Fatalf("writing %q to the terminal: %v", s, err)
	}
}

// sendLine types line and Enter, and waits until readline has echoed the
// finished line (so the next prompt can be told from the redraws of this one).
func (p *ptyREPL) sendLine(line string) {
	p.t.Helper()
	p.send(line + "\r")
	p.expect(line + "\r\n")
}

// expect waits up to ptyTimeout for s in the unseen output and returns the
// unseen output before it, marking everything up to the end of s as seen.
func (p *ptyREPL) expect(s string) string {
	p.t.Helper()
	before, ok := p.expectWithin(s, ptyTimeout)
	if !ok {
		p.t.Fatalf("no %q within %v; output since the last match:\n%q", s, ptyTimeout, p.unseen())
	}
	return before
}

func (p *ptyREPL) expectWithin(s string, timeout time.Duration) (before string, ok bool) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	eof := false
	for {
		p.mu.Lock()
		if i := bytes.Index(p.out[p.seen:], []byte(s)); i >= 0 {
			before = string(p.out[p.seen : p.seen+i])
			p.seen += i + len(s)
			p.mu.Unlock()
			return before, true
		}
		p.mu.Unlock()
		if eof {
			return "", false
		}
		select {
		case <-p.notify:
		case <-p.eof:
			eof = true // look once more at the last output
		case <-timer.C:
			return "", false
		}
	}
}

// wait waits for adrepl to exit and returns its exit status.
func (p *ptyREPL) wait() int {
	p.t.Helper()
	select {
	case <-p.exited:
	case <-time.After(ptyTimeout):
		p.t.Fatalf("adrepl did not exit within %v; output since the last match:\n%q", ptyTimeout, p.unseen())
	}
	var ee *exec.ExitError
	if errors.As(p.waitErr, &ee) {
		return ee.ExitCode()
	}
	if p.waitErr != nil {
		p.t.Fatalf("waiting for adrepl: %v", p.waitErr)
	}
	return 0
}

// cooked reports whether the terminal is in cooked mode (ISIG on: Ctrl-C is
// a signal), as it is while a cell runs; readline's raw mode turns ISIG off.
func (p *ptyREPL) cooked() bool {
	p.t.Helper()
	rc, err := p.pty.SyscallConn()
	if err != nil {
		p.t.Fatal(err)
	}
	var tio *unix.Termios
	var ioErr error
	// On Linux, termios requests on the master act on the slave's settings.
	rc.Control(func(fd uintptr) { tio, ioErr = unix.IoctlGetTermios(int(fd), unix.TCGETS) })
	if ioErr != nil {
		p.t.Fatalf("TCGETS: %v", ioErr)
	}
	return tio.Lflag&unix.ISIG != 0
}

// --- Tests that need no interpreter ------------------------------------------

func TestREPLCtrlDExits(t *testing.T) {
	p := startREPL(t, "")
	p.send(keyCtrlD)
	if code := p.wait(); code != 0 {
		t.Errorf("exit status %d after Ctrl-D, want 0", code)
	}
}

func TestREPLQuit(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine(":quit")
	if code := p.wait(); code != 0 {
		t.Errorf("exit status %d after :quit, want 0", code)
	}
}

func TestREPLBanner(t *testing.T) {
	p := startREPL(t, "")
	if out := p.output(); !strings.HasPrefix(out, "adrepl ") || !strings.Contains(out, ":help") {
		t.Errorf("no banner before the first prompt: %q", out)
	}
}

// Ctrl-C at the prompt drops what was typed and shows a fresh prompt.
func TestREPLCtrlCClearsLine(t *testing.T) {
	p := startREPL(t, "")
	p.send("garbage")
	p.expect("garbage")
	p.send(keyCtrlC)
	p.expect("^C\r\n")
	p.expect(">>> ")
	// Had "garbage" stayed, this would be the Go line "garbage:frob".
	p.sendLine(":frob")
	p.expect("unknown command \":frob\"")
	p.expect(">>> ")
	p.send(keyCtrlD)
	if code := p.wait(); code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
}

// Up-arrow recalls history from $ADREPL_HISTORY; entered lines are appended.
func TestREPLHistory(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	if err := os.WriteFile(hist, []byte(":from_history\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	p := startREPL(t, hist)
	p.send(keyUp)
	p.expect(":from_history")
	p.send("\r")
	p.expect("unknown command \":from_history\"")
	p.expect(">>> ")
	p.sendLine(":typed_now")
	p.expect("unknown command \":typed_now\"")
	p.expect(">>> ")
	p.sendLine("   ") // blank lines are not history
	p.expect(">>> ")
	p.send(keyCtrlD)
	if code := p.wait(); code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) == 0 || lines[len(lines)-1] != ":typed_now" {
		t.Errorf("history file ends %q, want the entered line \":typed_now\" last", lines)
	}
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			t.Errorf("blank line in history %q", lines)
		}
	}
}

// Tab completes colon commands (readline plumbing; no interpreter needed).
func TestREPLCompleteCommand(t *testing.T) {
	p := startREPL(t, "")
	p.send(":he\t")
	p.expect(":help")
	p.send("\r")
	p.expect(":type EXPR")
	p.expect(">>> ")
}

// --- Tests that need the interpreter ------------------------------------------

func TestREPLExpression(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine("1 + 2")
	p.expect("3 (int)\r\n")
	p.expect(">>> ")
	p.sendLine("undefinedName")
	p.expect("cell2:1:1: undefined: undefinedName")
	p.expect(">>> ")
	p.sendLine("2 * 21")
	p.expect("42 (int)\r\n")
	p.expect(">>> ")
}

func TestREPLMultiLine(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine("func f() int {")
	p.expect("... ")
	p.sendLine("return 1")
	p.expect("... ")
	p.sendLine("}")
	p.expect(">>> ")
	p.sendLine("f()")
	p.expect("1 (int)\r\n")
	p.expect(">>> ")
}

// Ctrl-C at a continuation prompt drops the whole pending cell.
func TestREPLCtrlCClearsPendingCell(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine("func f() int {")
	p.expect("... ")
	p.send("return 1")
	p.expect("return 1")
	p.send(keyCtrlC)
	p.expect("^C\r\n")
	p.expect(">>> ") // not "... "
	p.sendLine("7")
	if out := p.expect("7 (int)\r\n"); strings.Contains(out, "error") {
		t.Errorf("unexpected output %q", out)
	}
}

func TestREPLTabCompletion(t *testing.T) {
	p := startREPL(t, "")
	p.send("fm\t")
	p.expect("fmt")
	p.send(keyCtrlC)
	p.expect(">>> ")

	p.sendLine("longvariable := 5")
	p.expect(">>> ")
	p.send("longv\t")
	p.expect("longvariable")
	p.send("\r")
	p.expect("5 (int)\r\n")
	p.expect(">>> ")
}

// Ctrl-C during an evaluation interrupts it: the prompt is back within 100 ms
// and the session keeps its state.
func TestREPLInterrupt(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine("x := 41")
	p.expect(">>> ")

	// The limit is on the best of up to three interruptions, so that a busy
	// machine (go test runs packages in parallel) does not fail the test; an
	// interpreter that is slow to notice Ctrl-C fails all three.
	const limit = 100 * time.Millisecond
	var times []time.Duration
	for len(times) < 3 && (len(times) == 0 || times[len(times)-1] > limit) {
		times = append(times, interruptLoop(t, p))
	}
	t.Logf("prompt back %v after Ctrl-C", times)
	if best := times[len(times)-1]; best > limit {
		t.Errorf("prompt back %v after Ctrl-C, want at most %v", times, limit)
	}

	p.sendLine("x+1")
	p.expect("42 (int)\r\n")
	p.expect(">>> ")
	p.send(keyCtrlD)
	if code := p.wait(); code != 0 {
		t.Errorf("exit status %d, want 0", code)
	}
}

// interruptLoop enters an endless loop, interrupts it with Ctrl-C and returns
// the time from sending Ctrl-C to seeing the next prompt.
func interruptLoop(t *testing.T, p *ptyREPL) time.Duration {
	return interruptCell(t, p, "for {}")
}

// interruptCell is interruptLoop with another endless cell.
func interruptCell(t *testing.T, p *ptyREPL, cell string) time.Duration {
	t.Helper()
	p.sendLine(cell)

	// Wait until the cell runs: readline has left raw mode (Ctrl-C is now a
	// signal, not a key) and no prompt has come back.
	deadline := time.Now().Add(ptyTimeout)
	for !p.cooked() {
		if time.Now().After(deadline) {
			t.Fatalf("the terminal never left raw mode; output: %q", p.unseen())
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond)
	if !p.cooked() || strings.Contains(p.unseen(), ">>> ") {
		t.Fatalf("%q is not running: output %q", cell, p.unseen())
	}
	p.skip()

	start := time.Now()
	p.send(keyCtrlC)
	before, ok := p.expectWithin(">>> ", ptyTimeout)
	elapsed := time.Since(start)
	if !ok {
		t.Fatalf("no prompt within %v of Ctrl-C; output: %q", ptyTimeout, p.unseen())
	}
	if !strings.Contains(before, "interrupted") {
		t.Errorf("no interruption error before the prompt: %q", before)
	}
	return elapsed
}

// A multi-line cell is one history entry: Up recalls the whole cell, which
// runs again as typed, and the history file keeps it as one entry.
func TestREPLHistoryMultiLineCell(t *testing.T) {
	hist := filepath.Join(t.TempDir(), "history")
	p := startREPL(t, hist)
	p.sendLine("func f() int {")
	p.expect("... ")
	p.sendLine("return 41")
	p.expect("... ")
	p.sendLine("}")
	p.expect(">>> ")
	p.sendLine("f() + 1")
	p.expect("42 (int)\r\n")
	p.expect(">>> ")
	p.send(keyUp + keyUp)
	p.expect("func f() int {↵return 41↵}")
	p.send("\r")
	p.expect(">>> ")
	p.sendLine("f()")
	p.expect("41 (int)\r\n")
	p.expect(">>> ")
	p.send(keyCtrlD)
	p.wait()
	data, err := os.ReadFile(hist)
	if err != nil {
		t.Fatal(err)
	}
	want := "#cell \"func f() int {\\nreturn 41\\n}\"\nf() + 1\n#cell \"func f() int {\\nreturn 41\\n}\"\nf()\n"
	if string(data) != want {
		t.Errorf("history file\n%q, want\n%q", data, want)
	}
	// A new session recalls the cell whole.
	p = startREPL(t, hist)
	p.send(keyUp + keyUp)
	p.expect("func f() int {↵return 41↵}")
	p.send("\r")
	p.expect(">>> ")
	p.sendLine("f()")
	p.expect("41 (int)\r\n")
}

// A blank line at a continuation prompt submits the pending lines: an
// incomplete cell gives its syntax error and the prompt is ">>> " again.
func TestREPLBlankLineEndsContinuation(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine("func f() int {")
	p.expect("... ")
	p.sendLine("return 1")
	p.expect("... ")
	p.sendLine("")
	p.expect("expected '}', found 'EOF'")
	p.expect(">>> ")
	p.sendLine("1 + 1")
	p.expect("2 (int)\r\n")
}

// Ctrl-C wakes a time.Sleep at once: it really sleeps, up to a minute.
func TestREPLInterruptSleep(t *testing.T) {
	p := startREPL(t, "")
	if d := interruptCell(t, p, "time.Sleep(50 * time.Second)"); d > 2*time.Second {
		t.Errorf("prompt back %v after Ctrl-C during time.Sleep", d)
	}
	p.sendLine("1")
	p.expect("1 (int)\r\n")
}

// fmt.Scan reads the terminal while a cell runs; the program's prompt
// stays on the input line; Ctrl-C while it waits interrupts the cell.
func TestREPLScan(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine(`var name string; fmt.Print("name? "); fmt.Scan(&name); fmt.Println("hello", name)`)
	p.expect("name? ")
	p.sendLine("Ada")
	p.expect("hello Ada\r\n")
	p.expect(">>> ")
	p.sendLine(`var n int; fmt.Scanln(&n); n * 2`)
	p.sendLine("21")
	p.expect("42 (int)\r\n")
	p.expect(">>> ")
	p.sendLine(`fmt.Scanln(&n); fmt.Println("not reached")`)
	time.Sleep(200 * time.Millisecond)
	p.send(keyCtrlC)
	if out := p.expect(">>> "); !strings.Contains(out, "interrupted") || strings.Contains(out, "not reached") {
		t.Errorf("Ctrl-C at the input: %q", out)
	}
	p.sendLine("n")
	p.expect("21 (int)\r\n")
}

// :help fits 80 columns and teaches the API; :doc and :type work on the
// ad API's generic functions.
func TestREPLHelpDocType(t *testing.T) {
	p := startREPL(t, "")
	p.sendLine(":help")
	out := p.expect(":quit, :q")
	for _, l := range strings.Split(out, "\r\n") {
		if n := utf8.RuneCountInString(strings.TrimLeft(l, "\x1b[J2K\r")); n > 80 {
			t.Errorf(":help line of %d columns: %q", n, l)
		}
	}
	for _, want := range []string{"gradients", "ad.Grad", ":doc NAME", "docs/ad.md", "pkg.go.dev"} {
		if !strings.Contains(out, want) {
			t.Errorf(":help lacks %q", want)
		}
	}
	p.expect(">>> ")
	p.sendLine(":doc ad.Grad")
	p.expect("func ad.Grad[X any](f func(X) float64) func(X) X\r\n")
	p.expect("Part of gradients: see docs/ad.md.")
	p.expect(">>> ")
	p.sendLine(":type ad.Grad")
	p.expect("func[X any](f func(X) float64) func(X) X (generic function)\r\n")
	p.expect(">>> ")
	p.sendLine(":time ad.Grad(func(x float64) float64 { return x * x })(3)")
	p.expect("6 (float64)\r\nwall time ")
	p.expect("last gradient's tape: 2 entries")
}
