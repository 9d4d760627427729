package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
)

// Config configures a kernel. The zero value is usable.
type Config struct {
	// Render turns a picture into a MIME bundle ("text/plain", "text/html",
	// "image/svg+xml", ...). When nil, DefaultRender: text/plain only. The
	// visualizer plugs in here, so that package kernel needs no knowledge of
	// how tapes or plots are drawn.
	Render func(interp.Display) map[string]any
	// Log receives the kernel's own diagnostics (dropped messages, bad
	// signatures); os.Stderr when nil. Jupyter shows a kernel's stderr in
	// the terminal that started the server, never in the notebook.
	Log io.Writer
	// Version is the implementation version in kernel_info_reply.
	Version string
	// EChartsPaths are further places where the colon commands' --html
	// pages look for ECharts (viz.FindAssets); cmd/adrepl passes where
	// adrepl kernel install copies it (InstalledECharts).
	EChartsPaths []string
	// Limits are what the sockets accept from peers before (and after)
	// a message is authenticated: message size, handshake deadline.
	Limits Limits
	// MaxOutput caps what one cell prints and displays (output.go);
	// DefaultMaxOutput when 0.
	MaxOutput int64
	// Options are passed to interp.New; the kernel sets Stdout, Stderr,
	// Result, Display and Stdin itself, and PictureText to viz's text
	// (internal/pictures) when it is nil. Options.Packages is the sandbox:
	// pass stdlib.Packages() (package interp/stdlib) for Go's standard ones.
	Options interp.Options
}

// Kernel is a running Jupyter kernel around one interpreter session.
type Kernel struct {
	cfg    Config
	info   ConnectionInfo
	sign   signer
	log    io.Writer
	ctx    context.Context
	cancel context.CancelFunc

	shell, control, stdin, iopub, hb *socket
	iopubMu                          sync.Mutex // one message at a time on iopub
	recvBudget                       receiveBudget

	session string // this kernel's session id, in every header it writes

	in        *interp.Interp
	execCount int
	unnamed   int // cells run without a number (silent, or store_history false)
	// abortBefore is when the last cell failed with stop_on_error: the
	// execute requests that arrived before it (queued behind the failing
	// cell) are aborted, not run, as IPython does, so that "Run all" stops
	// at the first error.
	abortBefore time.Time
	// interruptAt is when the last interrupt came (UnixNano): an
	// interrupted cell aborts only the requests queued before it, so that
	// a cell sent after the interrupt runs.
	interruptAt atomic.Int64
	history     []historyEntry
	exec        *execution    // the running execute_request, nil between cells
	stdinMsgs   chan *Message // input_reply messages (stdin.go)
	inputWake   chan struct{} // Interrupt ends a wait for input

	replays replayGuard // recent msg_ids and signatures: replays are dropped

	stopOnce  sync.Once
	closeOnce sync.Once
	done      chan struct{}
}

// New binds the kernel's sockets as the connection file says. Run serves them.
func New(info ConnectionInfo, cfg Config) (*Kernel, error) {
	if err := info.check(); err != nil {
		return nil, err
	}
	if cfg.Render == nil {
		cfg.Render = DefaultRender
	}
	k := &Kernel{cfg: cfg, info: info, sign: signer{key: []byte(info.Key)}, session: newID(), done: make(chan struct{}),
		stdinMsgs: make(chan *Message, 16), inputWake: make(chan struct{}, 1)}
	k.log = cfg.Log
	if k.log == nil {
		k.log = os.Stderr
	}
	k.ctx, k.cancel = context.WithCancel(context.Background())
	k.newInterp()
	lim := cfg.Limits.withDefaults()
	// All peers together may hold four messages' worth while they arrive.
	k.recvBudget.max = 4 * lim.MaxMessage
	for _, s := range []struct {
		s    **socket
		kind socketKind
		port int
		name string
	}{
		{&k.shell, kindRouter, info.ShellPort, "shell"},
		{&k.control, kindRouter, info.ControlPort, "control"},
		{&k.stdin, kindRouter, info.StdinPort, "stdin"},
		{&k.iopub, kindPub, info.IOPubPort, "iopub"},
		{&k.hb, kindEcho, info.HBPort, "heartbeat"},
	} {
		sock, err := listen(info, s.port, s.kind, s.name, lim, &k.recvBudget, k.logf)
		if err != nil {
			k.Close()
			return nil, fmt.Errorf("%s socket: %v", s.name, err)
		}
		*s.s = sock
	}
	return k, nil
}

// newInterp starts a fresh interpreter session wired to the kernel's streams.
func (k *Kernel) newInterp() {
	opts := k.cfg.Options
	opts.Stdout = writerFunc(func(p []byte) (int, error) { return k.streamWrite("stdout", p) })
	opts.Stderr = writerFunc(func(p []byte) (int, error) { return k.streamWrite("stderr", p) })
	opts.Result = k.onResult
	opts.Display = k.onDisplay
	opts.Stdin = k.input
	text := opts.PictureText
	if text == nil {
		text = pictures.Text
	}
	opts.PictureText = func(d *interp.Display) (string, error) {
		capTableRows(d) // before any rendering of it (output.go)
		return text(d)
	}
	k.in = interp.New(opts)
}

// Interrupt stops the running cell, if any (SIGINT, interrupt_request). The
// session keeps its state.
func (k *Kernel) Interrupt() {
	k.interruptAt.Store(time.Now().UnixNano())
	k.in.Interrupt()
	select { // end a wait for input (stdin.go)
	case k.inputWake <- struct{}{}:
	default:
	}
}

// Done is closed when the kernel has been asked to shut down.
func (k *Kernel) Done() <-chan struct{} { return k.done }

// Close stops the kernel and closes its sockets. It may be called more than once.
func (k *Kernel) Close() error {
	k.stop()
	k.closeOnce.Do(func() {
		for _, s := range []*socket{k.shell, k.control, k.stdin, k.iopub, k.hb} {
			if s != nil {
				s.Close()
			}
		}
		k.cancel()
	})
	return nil
}

func (k *Kernel) stop() {
	k.stopOnce.Do(func() { close(k.done) })
}

// Run serves requests until a shutdown_request arrives (or Close). The shell
// socket's requests run in order on the calling goroutine.
func (k *Kernel) Run() error {
	go k.serve(k.control, "control", k.handleControl)
	go k.receive(k.stdin, "stdin", k.stdinMsgs)
	// Buffered, so that requests are taken off the socket (and stamped
	// with their arrival time) while a cell runs.
	shellMsgs := make(chan *Message, 1024)
	go k.receive(k.shell, "shell", shellMsgs)
	k.publish(nil, "status", map[string]any{"execution_state": "starting"})
	for {
		select {
		case <-k.done:
			return nil
		case m := <-shellMsgs:
			if m.Header.MsgType == "execute_request" && (m.received.Before(k.abortBefore) || m.received.UnixNano() < k.interruptAt.Load()) {
				// Queued behind a failed cell, or sent before an
				// interrupt that came while it waited: not run.
				k.handle(k.shell, m, k.abort)
				continue
			}
			k.handle(k.shell, m, k.handleShell)
		}
	}
}

// receive reads a ROUTER socket, dropping messages that do not parse or whose
// signature is wrong, and hands the others to out.
func (k *Kernel) receive(s *socket, name string, out chan<- *Message) {
	for {
		raw, err := s.Recv()
		if err != nil {
			if k.ctx.Err() == nil && !errors.Is(err, errSocketClosed) {
				k.logf("%s: receive: %v", name, err)
			}
			return
		}
		m, err := k.sign.parse(raw)
		if err != nil {
			k.logf("%s: dropped a message: %v", name, err)
			continue
		}
		m.received = time.Now()
		if !k.replays.first(m) {
			k.logf("%s: dropped a replayed %s (msg_id %s seen already)", name, m.Header.MsgType, m.Header.MsgID)
			continue
		}
		select {
		case out <- m:
		case <-k.done:
			return
		}
	}
}

// serve handles one socket's requests on its own goroutine.
func (k *Kernel) serve(s *socket, name string, h func(*socket, *Message)) {
	msgs := make(chan *Message)
	go k.receive(s, name, msgs)
	for {
		select {
		case <-k.done:
			return
		case m := <-msgs:
			k.handle(s, m, h)
		}
	}
}

// handle runs one request between status busy and status idle. A panic in
// the kernel itself is logged and answered, never fatal.
func (k *Kernel) handle(s *socket, m *Message, h func(*socket, *Message)) {
	k.publish(m, "status", map[string]any{"execution_state": "busy"})
	defer k.publish(m, "status", map[string]any{"execution_state": "idle"})
	defer func() {
		if r := recover(); r != nil {
			k.logf("internal error handling %s: %v", m.Header.MsgType, r)
		}
	}()
	h(s, m)
}

// header is a new header of type typ from this kernel.
func (k *Kernel) header(typ string) Header {
	return Header{MsgID: newID(), Session: k.session, Username: "kernel", Date: now(), MsgType: typ, Version: ProtocolVersion}
}

// reply answers request m on socket s.
func (k *Kernel) reply(s *socket, m *Message, typ string, content any) {
	frames, err := k.sign.frames(m.Identities, k.header(typ), m.RawHeader, nil, content)
	if err != nil {
		k.logf("%s: %v", typ, err)
		return
	}
	if err := s.Send(frames); err != nil {
		k.logf("%s: send: %v", typ, err)
	}
}

// publish sends a message on iopub, as a child of parent when it is set.
// The topic frame is the message type, as IPython's kernel does.
func (k *Kernel) publish(parent *Message, typ string, content any) {
	var p json.RawMessage
	if parent != nil {
		p = parent.RawHeader
	}
	frames, err := k.sign.frames([][]byte{[]byte("kernel." + k.session + "." + typ)}, k.header(typ), p, nil, content)
	if err != nil {
		k.logf("%s: %v", typ, err)
		return
	}
	k.iopubMu.Lock()
	defer k.iopubMu.Unlock()
	if err := k.iopub.Send(frames); err != nil && k.ctx.Err() == nil {
		k.logf("iopub %s: %v", typ, err)
	}
}

func (k *Kernel) logf(format string, args ...any) {
	fmt.Fprintf(k.log, "adrepl kernel: "+format+"\n", args...)
}

// writerFunc adapts a function to io.Writer.
type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }
