package kernel

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/adrepl/adrepl/interp"
)

// execution is the state of the running execute_request: the parent of every
// output it publishes, and the buffered output streams.
type execution struct {
	parent  *Message
	count   int
	results []string // text/plain of the results, for history
	silent  bool
	streams map[string]*stream
	// allowStdin is the request's allow_stdin: the front end answers
	// input_request (fmt.Scan).
	allowStdin bool
	out        outputBudget // what the cell may still send (output.go)
}

// stream buffers a cell's stdout or stderr and publishes it as stream
// messages: at least every flushInterval while the cell runs, when the
// buffer is large, and before any other output, so that output keeps its
// order and a long loop's prints appear while it runs without one message
// per Println.
type stream struct {
	k    *Kernel
	name string
	mu   sync.Mutex
	buf  []byte
	m    *Message
}

const (
	flushInterval = 50 * time.Millisecond
	flushSize     = 64 << 10
)

func (s *stream) write(p []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.buf = append(s.buf, p...)
	if len(s.buf) >= flushSize {
		s.flushLocked()
	}
}

func (s *stream) flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flushLocked()
}

func (s *stream) flushLocked() {
	if len(s.buf) == 0 {
		return
	}
	text := strings.ToValidUTF8(string(s.buf), "\uFFFD")
	s.buf = s.buf[:0]
	s.k.publish(s.m, "stream", map[string]any{"name": s.name, "text": text})
}

// streamWrite is the interpreter's Stdout and Stderr. Outside a cell (never,
// in practice) output goes to the log.
func (k *Kernel) streamWrite(name string, p []byte) (int, error) {
	ex := k.exec
	if ex == nil || ex.silent {
		if ex == nil {
			k.log.Write(p)
		}
		return len(p), nil
	}
	// What is printed waits in the stream's buffer and then in iopub's
	// queue (as JSON, about twice its size): charge it to the session's
	// memory budget before keeping it.
	// Escaped as JSON it may take six times its bytes (output.go).
	size := jsonSize(p)
	if !ex.out.take(size) {
		ex.out.dropped.Add(int64(len(p)))
		return 0, errOutputCap
	}
	k.in.ChargeOutput(int(min(size+int64(len(p)), 1<<40)))
	ex.streams[name].write(p)
	return len(p), nil
}

func (ex *execution) flush() {
	ex.streams["stdout"].flush()
	ex.streams["stderr"].flush()
}

type executeRequest struct {
	Code         string `json:"code"`
	Silent       bool   `json:"silent"`
	StoreHistory *bool  `json:"store_history"`
	AllowStdin   bool   `json:"allow_stdin"`
	StopOnError  *bool  `json:"stop_on_error"` // true when absent
}

// abort answers an execute request queued behind a failed cell.
func (k *Kernel) abort(s *socket, m *Message) {
	k.reply(s, m, "execute_reply", map[string]any{"status": "aborted", "execution_count": k.execCount})
}

// execute runs one cell.
func (k *Kernel) execute(s *socket, m *Message) {
	var req executeRequest
	if err := json.Unmarshal(m.Content, &req); err != nil {
		k.reply(s, m, "execute_reply", errorContent(k.execCount, "BadRequest", err.Error(), nil))
		return
	}
	store := !req.Silent && (req.StoreHistory == nil || *req.StoreHistory)
	if store {
		k.execCount++
	}
	count := k.execCount
	ex := &execution{parent: m, count: count, silent: req.Silent, streams: map[string]*stream{}, allowStdin: req.AllowStdin}
	ex.out.max = k.cfg.MaxOutput
	if ex.out.max <= 0 {
		ex.out.max = DefaultMaxOutput
	}
	for _, name := range []string{"stdout", "stderr"} {
		ex.streams[name] = &stream{k: k, name: name, m: m}
	}
	if !req.Silent {
		k.publish(m, "execute_input", map[string]any{"code": req.Code, "execution_count": count})
	}

	// Flush the streams periodically while the cell runs. The same ticker
	// passes on an interrupt that came after this request but just before
	// the interpreter started it (which clears interrupts of the past).
	sent := m.received.UnixNano()
	stopFlush := make(chan struct{})
	flushed := make(chan struct{})
	go func() {
		defer close(flushed)
		t := time.NewTicker(flushInterval)
		defer t.Stop()
		for {
			select {
			case <-stopFlush:
				return
			case <-t.C:
				ex.flush()
				if at := k.interruptAt.Load(); at > sent {
					sent = at // once per interrupt
					k.in.Interrupt()
				}
			}
		}
	}()

	k.exec = ex
	// Errors name the cell as the front end numbers it: "cell3:2:5" is In[3].
	// Silent cells have no number; they get names of their own, so that they
	// never replace the remembered source of a numbered cell.
	cell := fmt.Sprintf("cell%d", count)
	if !store {
		k.unnamed++
		cell = fmt.Sprintf("silent%d", k.unnamed)
	}
	err := k.run(cell, req.Code)
	close(stopFlush)
	<-flushed
	ex.flush()
	k.exec = nil
	if note := ex.capNote(); note != "" && !req.Silent {
		k.publish(m, "stream", map[string]any{"name": "stderr", "text": note})
	}

	if store {
		k.history = append(k.history, historyEntry{line: count, input: req.Code, output: strings.Join(ex.results, "\n")})
	}
	if err != nil {
		ename, evalue, tb := describeError(err)
		if !req.Silent {
			k.publish(m, "error", map[string]any{"ename": ename, "evalue": evalue, "traceback": tb})
		}
		if req.StopOnError == nil || *req.StopOnError {
			// Before the reply: a request the client sends once it has the
			// reply must never count as queued behind the failed cell.
			k.abortBefore = time.Now()
			var ie *interp.Error
			if errors.As(err, &ie) && ie.Kind == interp.Interrupted {
				// "Run all" stops at the interrupt, but what was sent
				// after the interrupt (the user's next cell) runs.
				if at := k.interruptAt.Load(); at != 0 && time.Unix(0, at).Before(k.abortBefore) {
					k.abortBefore = time.Unix(0, at)
				}
			}
		}
		k.reply(s, m, "execute_reply", errorContent(count, ename, evalue, tb))
		return
	}
	k.reply(s, m, "execute_reply", map[string]any{
		"status": "ok", "execution_count": count, "payload": []any{}, "user_expressions": map[string]any{},
	})
}

// run evaluates a cell: colon commands, or Go. A panic in adrepl itself
// becomes an error for the cell, never a crash of the kernel.
func (k *Kernel) run(cell, code string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("adrepl: internal error: %v (this is a bug in adrepl; please report it with the cell that caused it)", r)
		}
	}()
	if isCommandCell(code) {
		return k.runCommands(cell, code)
	}
	return k.in.Eval(cell, code)
}

func errorContent(count int, ename, evalue string, tb []string) map[string]any {
	if tb == nil {
		tb = []string{}
	}
	return map[string]any{"status": "error", "execution_count": count, "ename": ename, "evalue": evalue, "traceback": tb}
}

// describeError turns an interpreter error into Jupyter's ename, evalue and
// traceback. The traceback is the message as the REPL prints it, line by
// line: "cell3:2:5: message", the source line, a caret under the column, and
// the interpreted stack. The first line is red, as front ends show ANSI colours.
func describeError(err error) (ename, evalue string, tb []string) {
	ename = "Error"
	var e *interp.Error
	if errors.As(err, &e) {
		switch e.Kind {
		case interp.TypeError:
			ename = "CompileError"
		case interp.Unsupported:
			ename = "Unsupported"
		case interp.Sandbox:
			ename = "ImportError"
		case interp.Panic:
			ename = "Panic"
		case interp.Interrupted:
			ename = "Interrupted"
		case interp.Exited:
			ename = "Exit"
			return ename, fmt.Sprintf("exit status %d", e.Exit), []string{fmt.Sprintf("exit status %d", e.Exit)}
		}
		evalue = e.Msg
	} else {
		evalue = err.Error()
	}
	lines := strings.Split(strings.TrimRight(err.Error(), "\n"), "\n")
	if len(lines) > 0 {
		lines[0] = "\x1b[0;31m" + lines[0] + "\x1b[0m"
	}
	return ename, evalue, lines
}

// onResult publishes a bare expression's value.
func (k *Kernel) onResult(r interp.Result) {
	ex := k.exec
	if ex == nil || ex.silent {
		return
	}
	ex.flush()
	var data map[string]any
	if r.Display != nil {
		data = k.render(*r.Display)
	} else {
		data = renderResult(r)
	}
	data = ex.capDisplay(data, "result")
	if t, ok := data["text/plain"].(string); ok {
		ex.results = append(ex.results, t)
	}
	k.publish(ex.parent, "execute_result", map[string]any{"execution_count": ex.count, "data": data, "metadata": map[string]any{}})
}

// onDisplay publishes a picture a program asked to show.
func (k *Kernel) onDisplay(d interp.Display) {
	ex := k.exec
	if ex == nil || ex.silent {
		return
	}
	ex.flush()
	k.publish(ex.parent, "display_data", map[string]any{"data": ex.capDisplay(k.render(d), "display"), "metadata": map[string]any{}, "transient": map[string]any{}})
}
