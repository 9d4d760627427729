//go:build js && wasm

package main

import (
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
	"sync"
	"sync/atomic"
	"syscall/js"
	"time"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
	"github.com/adrepl/adrepl/viz"
)

type session struct {
	in      *interp.Interp
	cells   int
	running bool
	yielded time.Time
	// warmed is closed when the warm-up is over (or was never started);
	// cancel, by an interrupt of the run, which may still wait for it.
	warmed  chan struct{}
	warming bool
	cancel  chan struct{}
	// input is what is left of the run's Input box, one line each.
	input []string
	// live holds the posting of the run's live charts (show).
	live []func()
}

// stdin gives fmt.Scan the next line of the Input box; at its end, EOF
// (the page cannot wait for typing while the cell runs).
func (s *session) stdin() (string, error) {
	if len(s.input) == 0 {
		return "", io.EOF
	}
	line := s.input[0]
	s.input = s.input[1:]
	return line, nil
}

func main() {
	s := &session{warmed: make(chan struct{})}
	s.in = interp.New(interp.Options{
		Stdout:      stream("stdout"),
		Stderr:      stream("stderr"),
		Packages:    stdlib.Packages(),
		PictureText: pictures.Text,
		Display:     func(d interp.Display) { s.show(&d) },
		Result:      s.result,
		Yield:       s.yield,
		Stdin:       s.stdin,
		Memory:      memoryBudget(),
	})
	js.Global().Set("adreplRun", js.FuncOf(func(this js.Value, args []js.Value) any {
		if s.running || len(args) < 1 {
			return false
		}
		s.input = nil
		if len(args) > 1 && args[1].Type() == js.TypeString && args[1].String() != "" {
			s.input = strings.Split(strings.TrimSuffix(args[1].String(), "\n"), "\n")
		}
		s.running = true
		interruptAsked.Store(false)
		s.cancel = make(chan struct{})
		if !s.warming {
			s.warmDone() // too late to warm up: this run is the warm-up
		}
		go func(src string, cancel chan struct{}) {
			select {
			case <-s.warmed:
				s.run(src, false)
			case <-cancel:
				s.run(src, true) // interrupted while it waited for the warm-up
			}
		}(args[0].String(), s.cancel)
		return true
	}))
	js.Global().Set("adreplInterrupt", js.FuncOf(func(this js.Value, args []js.Value) any {
		interruptAsked.Store(true)
		if s.running {
			select {
			case <-s.cancel:
			default:
				close(s.cancel)
			}
		}
		s.in.Interrupt()
		return nil
	}))
	// adreplWarm starts the warm-up; the page calls it when no Run is
	// queued at the start (a ?run=1 link's run is its own warm-up).
	js.Global().Set("adreplWarm", js.FuncOf(func(this js.Value, args []js.Value) any {
		if !s.warming && !s.running {
			s.warming = true
			go s.warm()
		}
		return nil
	}))
	post(map[string]any{"type": "ready"})
	select {} // the functions above keep the module alive
}

// memoryBudget is the session's memory budget: 3/8 of what the browser
// gives the module (worker.js's memoryMax: 4 GiB of wasm32 memory in a
// desktop Chromium, so 1.5 GiB), 1 GiB when it does not say. The rest is
// room for what the budget does not count and the module still needs:
// garbage between two collections (the Go runtime's memory limit is set
// at 3/4, so that the collector works harder as it nears the end instead
// of growing the memory, which the browser never takes back), the
// goroutines' stacks (a recursion 100,000 calls deep), and
// the old copy of a growing slice while the new one is filled.
func memoryBudget() int64 {
	max := js.Global().Get("adreplMemoryMax")
	if max.Type() != js.TypeNumber || max.Float() < 256<<20 {
		return 1 << 30
	}
	m := int64(max.Float())
	debug.SetMemoryLimit(m / 4 * 3)
	return m / 8 * 3
}

// post sends a message to the worker, after the printed text that came
// before it.
func post(m map[string]any) {
	out.flush()
	js.Global().Call("postMessage", js.ValueOf(m))
}

// stream is an io.Writer that posts what it gets as one kind of output.
type stream string

func (w stream) Write(p []byte) (int, error) {
	out.write(string(w), p)
	return len(p), nil
}

// out batches printed text. A message per Println froze the page (and
// the interrupt with it) under a print loop: tens of thousands of
// messages a second, each a DOM update. Text is posted when 30 ms have
// passed since the batch began (a timer, which fires whenever the cell
// sleeps or yields), when the cell yields (every 50 ms), before any
// other message and at the end of the run; a batch that reaches outBatch
// is posted at once and the cell then gives the event loop a turn, so a
// print loop still lets Interrupt in (and is slowed to what a page can
// take).
var out batch

const outBatch = 64 << 10

// maxInFlight is how many batches of text may wait for the page.
const maxInFlight = 4

// interruptAsked is set by an interrupt of the run, for out's wait.
var interruptAsked atomic.Bool

// inFlight is how many posted batches the page has not acknowledged
// (worker.js counts the acknowledgements down).
func inFlight() int {
	v := js.Global().Get("adreplInFlight")
	if v.Type() != js.TypeNumber {
		return 0
	}
	return v.Int()
}

type batch struct {
	mu    sync.Mutex
	kind  string
	text  []byte
	timer *time.Timer
}

func (b *batch) write(kind string, p []byte) {
	b.mu.Lock()
	if b.kind != kind && len(b.text) > 0 {
		b.postLocked()
	}
	b.kind = kind
	if len(b.text) == 0 && b.timer == nil {
		b.timer = time.AfterFunc(30*time.Millisecond, b.flush)
	}
	b.text = append(b.text, p...)
	full := len(b.text) >= outBatch
	if full {
		b.postLocked()
	}
	b.mu.Unlock()
	if full {
		// The worker's event loop gets a turn (an interrupt, the posting),
		// and a print loop is held to about 10 MB a second, more than the
		// page shows: it keeps a run's first and last few pages only.
		time.Sleep(5 * time.Millisecond)
		// No more than maxInFlight batches wait in the page's queue (the
		// page acknowledges each): behind a backlog of text, the answer to
		// an interrupt came seconds late on a busy machine. An interrupt
		// ends the wait; so does a page that stops acknowledging (1 s).
		for i := 0; i < 200 && inFlight() > maxInFlight && !interruptAsked.Load(); i++ {
			time.Sleep(5 * time.Millisecond)
		}
	}
}

func (b *batch) flush() {
	b.mu.Lock()
	b.postLocked()
	b.mu.Unlock()
}

func (b *batch) postLocked() {
	if b.timer != nil {
		b.timer.Stop()
		b.timer = nil
	}
	if len(b.text) == 0 {
		return
	}
	js.Global().Call("postMessage", js.ValueOf(map[string]any{"type": b.kind, "text": string(b.text)}))
	js.Global().Set("adreplInFlight", inFlight()+1)
	b.text = b.text[:0]
}

// yield gives the worker's event loop a turn when the cell has run for
// 50 ms since the last one: an interrupt message can then arrive. A sleep
// is the only way a Go program on js/wasm returns to JavaScript.
func (s *session) yield() {
	if time.Since(s.yielded) < 50*time.Millisecond {
		return
	}
	out.flush()
	time.Sleep(time.Millisecond)
	s.yielded = time.Now()
}

func (s *session) result(r interp.Result) {
	if r.Display != nil {
		s.show(r.Display)
		return
	}
	io.WriteString(stream("stdout"), r.Text+" ("+r.Type+")\n")
}

// show posts a picture as HTML: a tape table as a table, a chart as its
// static SVG. The live chart, which replaces the SVG where ECharts was
// loaded (the page's echarts.min.js), follows once the run is over
// (flushLive): building its ECharts option is a good part of a first
// run in the browser, and the static chart shows the same.
func (s *session) show(d *interp.Display) {
	p, err := pictures.Of(d)
	if err != nil {
		io.WriteString(stream("stdout"), strings.TrimSuffix(d.Text, "\n")+"\n")
		return
	}
	if d.Kind == "tape" {
		post(map[string]any{"type": "html", "html": viz.TapeStyle + p.HTML(), "kind": d.Kind})
		return
	}
	id := viz.NewID()
	post(map[string]any{"type": "html", "html": viz.Figure(id, p.SVG(), viz.AltText(d.Text), "", ""), "kind": d.Kind})
	s.live = append(s.live, func() { post(map[string]any{"type": "live", "id": id, "html": p.HTML()}) })
}

// flushLive posts the live charts of the run that just ended. It runs
// before any next run: nothing here gives the event loop a turn.
func (s *session) flushLive() {
	defer func() { recover() }() // a chart that fails keeps its static picture
	for len(s.live) > 0 {
		f := s.live[0]
		s.live = s.live[1:]
		f()
	}
}

// render is a picture's HTML, static and live, for the warm-up; false
// when it has none.
func render(d *interp.Display) (string, bool) {
	p, err := pictures.Of(d)
	if err != nil {
		return "", false
	}
	if d.Kind == "tape" {
		return viz.TapeStyle + p.HTML(), true
	}
	return viz.Figure(viz.NewID(), p.SVG(), viz.AltText(d.Text), "", p.HTML()), true
}

// run runs a cell: runs of Go lines as one cell each, and lines that
// start with a colon as commands, in order, stopping at the first error.
func (s *session) run(src string, cancelled bool) {
	s.yielded = time.Now()
	err := errors.New("interrupted")
	if !cancelled {
		err = s.runCell(src)
	}
	s.running = false
	if err != nil {
		m := map[string]any{"type": "error", "text": strings.TrimSuffix(err.Error(), "\n") + "\n"}
		var e *interp.Error
		if errors.As(err, &e) && e.Pos.Line > 0 {
			m["line"], m["col"], m["file"] = e.Pos.Line, e.Pos.Column, e.Pos.Filename
		}
		post(m)
	}
	post(map[string]any{"type": "done", "ok": err == nil})
	s.flushLive()
}

func (s *session) runCell(src string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error: %v", r)
		}
	}()
	// Each run of Go lines is a cell of its own, padded with the blank
	// lines before it so that error positions are lines of the editor.
	lines := strings.Split(src, "\n")
	start := 0
	code := func(end int) error {
		text := strings.Join(lines[start:end], "\n")
		if strings.TrimSpace(text) == "" {
			return nil
		}
		s.cells++
		return s.in.Eval(fmt.Sprintf("cell%d", s.cells), strings.Repeat("\n", start)+text)
	}
	for i, line := range lines {
		if !strings.HasPrefix(line, ":") {
			continue
		}
		if err := code(i); err != nil {
			return err
		}
		start = i + 1
		if err := noFiles(line); err != nil {
			return err
		}
		if err := commands.Run(host{s}, commands.Kernel, strings.TrimSpace(line)); err != nil {
			return err
		}
	}
	return code(len(lines))
}

// noFiles refuses a picture command's file options: a page has no file
// system to write to (the commands' own check ended in "getwd: not
// implemented on js"). Without the option the picture shows in the output.
func noFiles(line string) error {
	f := strings.Fields(line)
	for i, opt := range f {
		if opt == "--html" || opt == "--svg" || opt == "--dot" {
			file := "FILE"
			if i+1 < len(f) {
				file = f[i+1]
			}
			return fmt.Errorf("%s %s: the browser playground has no files to write %s to; %s without %s shows the picture here", f[0], opt, file, f[0], opt)
		}
	}
	return nil
}

// host is the session as the colon commands' host.
type host struct{ s *session }

func (h host) Interp() *interp.Interp       { return h.s.in }
func (h host) Out() io.Writer               { return stream("stdout") }
func (h host) Err() io.Writer               { return stream("stderr") }
func (h host) Show(d *interp.Display) error { h.s.show(d); return nil }
func (h host) Quit()                        {}
func (h host) EChartsPaths() []string       { return nil }
func (h host) RunCell(src string) error {
	h.s.cells++
	return h.s.in.Eval(fmt.Sprintf("cell%d", h.s.cells), src)
}
