package interp

import (
	"fmt"
	"go/token"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"weak"

	"github.com/adrepl/adrepl/ad"
)

// Options configure an interpreter.
type Options struct {
	Stdout io.Writer // program output; os.Stdout when nil
	Stderr io.Writer // diagnostics that are not errors; os.Stderr when nil
	// Result is called for every bare expression of a cell, in order.
	// When nil, the value is printed to Stdout as "VALUE (TYPE)".
	Result func(Result)
	// MaxDepth bounds the interpreted call depth (runaway recursion); 0 means 100000.
	MaxDepth int
	// Steps bounds loop iterations plus calls per evaluation (for fuzzing); 0 means unlimited.
	Steps int64
	// Display is called when a program asks for a picture to be shown. When
	// nil, the picture's Text is written to Stdout.
	Display func(Display)
	// Stdin reads one line of the user's console input, without its
	// newline, for fmt.Scan, Scanln and Scanf: io.EOF at the end of the
	// input; ErrInterrupted when an interrupt cut the wait short; any other
	// error stops the program with its message. When nil, standard input is
	// empty: the Scan functions report EOF, as under go run < /dev/null.
	Stdin func() (string, error)
	// TapeLimit caps a differentiation's tape at about this many bytes
	// (entries with adjoints, marks and growth); 0 means the memory
	// budget, < 0 no cap of its own (the budget still applies).
	TapeLimit int64
	// Memory is the session's memory budget in bytes: everything the
	// program allocates, tapes included (memory.go); 0 means
	// DefaultMemoryBudget, < 0 no budget.
	Memory int64
	// PictureText renders a picture (ad.TapeTable, ad.Graph, :tape, ...)
	// as its text, Display.Text. interp cannot import viz (the layering),
	// so front ends that link viz pass internal/pictures.Text here. When
	// nil, or when it fails, the text is what interp draws itself (the
	// tape table, the gradient-norm bars).
	PictureText func(d *Display) (string, error)
	// Packages are the packages interpreted code may import, besides ad
	// and display, which interp provides: the sandbox. Front ends pass
	// stdlib.Packages() (package interp/stdlib); nil gives a session
	// with no standard package at all. A path may appear once.
	Packages []*Library
	// Yield, when set, is called every YieldEvery loop iterations and
	// calls while a cell runs. WebAssembly in a browser has one thread: the
	// playground returns to JavaScript's event loop there, so that an
	// interrupt message can reach Interrupt while a cell loops. Setting it
	// makes every step poll (one counter decrement).
	Yield func()
	// Program makes every evaluation a whole program (adrepl run of a
	// script): goroutines still alive when it ends stop silently, as when
	// a Go program's main returns. Otherwise (REPL and notebook cells)
	// they stay parked for later cells, with a note on Stderr.
	Program bool
	// GeneralPath compiles every construct on the general path only:
	// none of the specialised paths (fused integer and float arithmetic,
	// counted and ranged loops, leaf functions, field runs, closure
	// refill, packed element access) is chosen. Results, output and tape
	// entries must be identical either way; the tests run the corpora in
	// both modes so that each fast path is checked against the general
	// one. It is slower, and meant for that cross-check.
	GeneralPath bool
}

// YieldEvery is how many steps run between two calls of Options.Yield.
const YieldEvery = 1 << 12

// Result is the value of a bare expression in a cell.
type Result struct {
	Text  string // the value formatted as the REPL shows it
	Type  string // its Go type, e.g. "int" or "[]float64"
	Value Value
	RType *RType
	// Display is set when the value is a picture (a tape, a plot): front ends
	// that can render it show it instead of Text.
	Display *Display
}

// Interp is one interpreter session: the state that persists from cell to cell.
// It is not safe for concurrent use, except Interrupt, which may be called from
// any goroutine (a signal handler, a Jupyter control message).
type Interp struct {
	opts   Options
	stdout io.Writer
	stderr io.Writer

	fset *token.FileSet
	libs map[string]*Library // importable packages by path (lib.go)

	interrupted atomic.Bool
	wake        chan struct{} // a token per Interrupt: wakes time.Sleep and host calls that wait (runAside)
	sleepNoted  bool          // this evaluation said that a Sleep was capped
	stdin       *stdinSource  // console input for fmt.Scan (stdin.go)
	// unwinding is set while a fatal stop (interrupt, stack overflow, step
	// budget) travels up the host stack: the interpreter's deferred recovers
	// then let it pass without recovering and re-panicking, which would
	// cost one nested host panic per interpreted frame (quadratic in the
	// runtime, and a recover in a loop could keep the program alive).
	// Only recoverTop clears it.
	unwinding bool
	// running is set while Eval or RunFile runs: host code may then stop
	// the evaluation by panicking (recoverTop catches it); outside, the
	// same host code (formatting for a front end) must not.
	running bool
	// printNest counts formatting methods running inside one another.
	printNest int

	// randCalls counts host calls into math/rand and math/rand/v2
	// (Call.NoteRandomDraw, from interp/stdlib/rand.go): checkpointed loops share saved generator states
	// between snapshots when it has not moved.
	randCalls uint64
	pollFlag  atomic.Int32 // non-zero when loops must call poll (interrupt or step budget)
	steps     int64        // remaining step budget when opts.Steps > 0
	yieldIn   int          // steps until the next Options.Yield

	sess *session // type-checker state and global bindings (session.go)
	rt   *runtime // run-time state: types, frames (runtime.go)

	handles []weak.Pointer[Value] // host objects of library values (NewHandle), weakly

	mem governor // the memory budget (memory.go)

	ad        adState // automatic differentiation (adhooks.go)
	loopDepth int     // loops running while recording (loops.go)

	// Goroutines (sched.go): nil until a session first uses them.
	sched    *sched
	syncq    *syncQueues           // sched_sync.go: goroutines blocked in sync primitives
	timersOf map[*Value]*hostTimer // sched_sync.go: package time's armed timers by key
	preempt  bool                  // another goroutine is runnable or a timer pending: polls count the quantum
	quantum  int                   // polls left before the running goroutine yields
	// pollQuick is part of quantum counted down by poll's inlined head:
	// polls that only preemption asks for (see pollSlow) then cost no call.
	pollQuick   int
	schedRandom bool // the random policy (SetSchedule)
	schedSeed   int64
	program     bool // the evaluation runs a program's main: its goroutines end with it
	inTimer     int  // timers' functions running (timers.go)
	// Differentiation levels opened while goroutines exist (sched_ad.go).
	levelOwners map[*ad.Tape][]*g
	tapeEpoch   map[*ad.Tape]uint64
	recTapes    []*ad.Tape // tapes whose outermost level is open, for recTape (sched_ad.go)
}

// New returns a fresh interpreter.
func New(opts Options) *Interp {
	in := &Interp{opts: opts, fset: token.NewFileSet(), wake: make(chan struct{}, 1), libs: sessionLibraries(opts.Packages)}
	in.stdout = opts.Stdout
	if in.stdout == nil {
		in.stdout = os.Stdout
	}
	in.stderr = opts.Stderr
	if in.stderr == nil {
		in.stderr = os.Stderr
	}
	if in.opts.MaxDepth <= 0 {
		in.opts.MaxDepth = 100000
	}
	in.init()
	in.SetMemoryBudget(opts.Memory)
	if opts.TapeLimit != 0 {
		in.SetTapeLimitBytes(opts.TapeLimit)
	}
	return in
}

// Interrupt asks the running evaluation to stop at the next loop iteration or
// call; the evaluation returns an *Error whose Msg is "interrupted". The
// session's state stays as it was at the moment of the interruption.
func (in *Interp) Interrupt() {
	in.interrupted.Store(true)
	in.pollFlag.Store(1)
	select {
	case in.wake <- struct{}{}:
	default: // a token is waiting already
	}
}

// Error is every error adrepl reports about a program: a type error, an
// unsupported construct, or a run-time panic. It carries a position and, when
// the source is known, the source line with a caret under the column.
type Error struct {
	Pos     token.Position // Filename:Line:Column of the offending construct
	Msg     string         // "undefined: x", "panic: runtime error: index out of range [5] with length 3"
	Line    string         // the source line, if known
	Stack   []Frame        // interpreted call stack for run-time errors, innermost first
	Kind    ErrorKind
	Value   *Value // the panic value for run-time panics
	Exit    int    // exit status a Go program would have (2 for panics)
	Details []string
	// Goroutine is the failing goroutine when it is not goroutine 1 (its
	// header and "created by" line frame Stack, as Go's traceback does).
	Goroutine *GoroutineTrace
	// Goroutines are every goroutine of a deadlocked program.
	Goroutines []GoroutineTrace
}

// ErrorKind tells what kind of failure an Error reports.
type ErrorKind int

const (
	TypeError   ErrorKind = iota // rejected by go/parser or go/types
	Unsupported                  // valid Go outside adrepl's subset
	Sandbox                      // a package adrepl does not provide (os, net, ...)
	Panic                        // run-time panic
	Interrupted                  // stopped by Interrupt
	Exited                       // os.Exit-like termination (reserved)
)

// Frame is one entry of an interpreted stack trace.
type Frame struct {
	Func string
	Pos  token.Position
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.Pos.IsValid() {
		fmt.Fprintf(&b, "%s: ", posString(e.Pos))
	}
	b.WriteString(e.Msg)
	if e.Line != "" && e.Pos.Column > 0 {
		b.WriteString("\n")
		b.WriteString(caret(e.Line, e.Pos.Column))
	}
	for _, d := range e.Details {
		b.WriteString("\n\t")
		b.WriteString(d)
	}
	if e.Goroutine != nil {
		fmt.Fprintf(&b, "\n\ngoroutine %d [%s]:", e.Goroutine.ID, e.Goroutine.State)
	}
	for _, f := range e.Stack {
		fmt.Fprintf(&b, "\n\t%s\n\t\t%s", f.Func, posString(f.Pos))
	}
	if e.Goroutine != nil && e.Goroutine.CreatedBy != "" {
		b.WriteString("\n\t" + e.Goroutine.CreatedBy)
	}
	for i := range e.Goroutines {
		b.WriteString("\n\n" + e.Goroutines[i].String())
	}
	return b.String()
}

func posString(p token.Position) string {
	if p.Filename == "" {
		return fmt.Sprintf("%d:%d", p.Line, p.Column)
	}
	return fmt.Sprintf("%s:%d:%d", p.Filename, p.Line, p.Column)
}

// caret renders a source line and a caret under column col (1-based, in bytes),
// keeping tabs so that the caret lines up in a terminal.
func caret(line string, col int) string {
	var pad strings.Builder
	for i := 0; i < col-1 && i < len(line); i++ {
		if line[i] == '\t' {
			pad.WriteByte('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	return "\t" + line + "\n\t" + pad.String() + "^"
}
