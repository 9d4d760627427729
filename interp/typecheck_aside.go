package interp

import (
	"go/ast"
	"go/types"
	goruntime "runtime"
	"sync"
)

// go/types cannot be cancelled, and some small sources make it run for
// minutes (types nested by doubling, generic alias chains whose
// instantiations grow exponentially: issue 32). So a cell's type check runs
// on a goroutine of its own while the evaluation waits for it or for an
// interrupt (docs/design.md, "Interrupting the type checker"). An
// interrupted check is abandoned: the cell returns "interrupted" at once
// and the session keeps its names (nothing of the cell was declared yet);
// the check runs on to its end on an OS thread of its own lowered to nice
// 19 (checkNice), so that it takes CPU only from idle time, and that thread
// exits with it. The abandoned check touches nothing of the session: it
// fills the cell's own package and types.Info, and reads the session's
// earlier (finished) types and the libraries' packages, which are shared
// read-only by every session already.

// typeCheck runs chk.Files(files) and returns false when an interrupt came
// first; the check is then abandoned.
func (in *Interp) typeCheck(chk *types.Checker, files []*ast.File) bool {
	if !checkAside {
		chk.Files(files)
		return true
	}
	j := &checkJob{check: func() { chk.Files(files) }, done: make(chan struct{})}
	w := takeChecker()
	w.mu.Lock()
	w.running = j // before the hand-over: an interrupt right after must find it
	w.mu.Unlock()
	w.jobs <- j
	for {
		select {
		case <-j.done:
			if j.panic != nil {
				panic(j.panic) // a bug of go/types or of ours: recoverTop reports it
			}
			return true
		case <-in.wake:
			if in.interrupted.Load() {
				w.abandon(j)
				return false
			}
		}
	}
}

// A checker is a goroutine locked to an OS thread of its own that runs type
// checks one after the other, so that the thread can be reniced when a
// check is abandoned. Locking a fresh goroutine to a thread for each cell
// tripled the cost of a small cell (70 µs to 200 µs); idle checkers wait in
// idleCheckers for the next cell of any session instead.
type checker struct {
	jobs      chan *checkJob
	mu        sync.Mutex
	tid       int
	running   *checkJob // the job being run (under mu)
	abandoned bool      // its running job was abandoned (under mu)
}

type checkJob struct {
	check func()
	done  chan struct{}
	panic any
}

// idleCheckers holds the checkers waiting for work; more than its capacity
// (sessions checking in parallel) end when they finish.
var idleCheckers = make(chan *checker, 4)

func takeChecker() *checker {
	select {
	case w := <-idleCheckers:
		return w
	default:
	}
	w := &checker{jobs: make(chan *checkJob)}
	go w.loop()
	return w
}

func (w *checker) loop() {
	goruntime.LockOSThread()
	w.tid = threadID()
	for j := range w.jobs {
		w.run(j)
		w.mu.Lock()
		w.running = nil
		abandoned := w.abandoned
		w.mu.Unlock()
		close(j.done)
		if abandoned {
			// The thread is at nice 19: return with it locked, and Go
			// ends the thread rather than reuse it for other work.
			return
		}
		select {
		case idleCheckers <- w:
		default:
			goruntime.UnlockOSThread()
			return
		}
	}
}

func (w *checker) run(j *checkJob) {
	defer func() { j.panic = recover() }()
	j.check()
}

// abandon stops waiting for j and lowers the checker's thread to nice 19;
// the checker ends with j.
func (w *checker) abandon(j *checkJob) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.running != j {
		return // it ended meanwhile: the checker goes back to idle
	}
	w.abandoned = true
	checkNice(w.tid)
}

// typeCheckInterrupted is the error of a cell whose type check was
// abandoned.
func (in *Interp) typeCheckInterrupted() *Error {
	in.interrupted.Store(false)
	return &Error{Kind: Interrupted, Msg: "interrupted", Exit: 130}
}
