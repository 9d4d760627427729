package kernel

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

const timeout = 20 * time.Second

// logBuffer collects the kernel's log, safe for concurrent writes.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// start runs a kernel in this process on free ports and connects a client.
func start(t *testing.T, cfg Config) (*Kernel, *Client, *logBuffer) {
	t.Helper()
	info, err := NewConnectionInfo()
	if err != nil {
		t.Fatal(err)
	}
	log := &logBuffer{}
	cfg.Log = log
	if cfg.Options.Packages == nil {
		cfg.Options.Packages = stdlib.Packages()
	}
	k, err := New(info, cfg)
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan struct{})
	go func() { k.Run(); close(ran) }()
	c, err := Dial(info)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Close()
		k.Close()
		<-ran
	})
	if err := c.WaitReady(timeout); err != nil {
		t.Fatalf("kernel not ready: %v", err)
	}
	return k, c, log
}

func content(t *testing.T, m *Message) map[string]any {
	t.Helper()
	var c map[string]any
	if err := json.Unmarshal(m.Content, &c); err != nil {
		t.Fatalf("%s content: %v", m.Header.MsgType, err)
	}
	return c
}

// execute runs code and returns the reply and the iopub messages of the request.
func execute(t *testing.T, c *Client, code string) (map[string]any, []*Message) {
	t.Helper()
	id, err := c.Send(c.Shell, "execute_request", map[string]any{"code": code, "silent": false, "store_history": true,
		"user_expressions": map[string]any{}, "allow_stdin": false, "stop_on_error": true})
	if err != nil {
		t.Fatal(err)
	}
	reply, err := c.Recv(c.Shell, timeout)
	if err != nil {
		t.Fatalf("execute %q: %v", code, err)
	}
	if ParentID(reply) != id || reply.Header.MsgType != "execute_reply" {
		t.Fatalf("execute %q: got %s for another request", code, reply.Header.MsgType)
	}
	msgs, err := c.IOPubFor(id, timeout)
	if err != nil {
		t.Fatalf("execute %q: iopub: %v", code, err)
	}
	return content(t, reply), msgs
}

func types(msgs []*Message) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m.Header.MsgType)
	}
	return out
}

func TestKernelInfoOnShellAndControl(t *testing.T) {
	_, c, _ := start(t, Config{Version: "v9"})
	for _, s := range []struct {
		name string
		ch   func() *Message
	}{
		{"shell", func() *Message { m, _ := c.Request(c.Shell, "kernel_info_request", nil, timeout); return m }},
		{"control", func() *Message { m, _ := c.Request(c.Control, "kernel_info_request", nil, timeout); return m }},
	} {
		m := s.ch()
		if m == nil {
			t.Fatalf("%s: no kernel_info_reply", s.name)
		}
		ci := content(t, m)
		li := ci["language_info"].(map[string]any)
		if m.Header.MsgType != "kernel_info_reply" || ci["protocol_version"] != ProtocolVersion || ci["implementation"] != "adrepl" ||
			ci["implementation_version"] != "v9" || li["name"] != "go" || li["file_extension"] != ".go" || li["codemirror_mode"] != "go" {
			t.Errorf("%s: %s %v", s.name, m.Header.MsgType, ci)
		}
	}
}

func TestExecuteStreamsResultsAndCount(t *testing.T) {
	_, c, _ := start(t, Config{})
	reply, msgs := execute(t, c, "x := 3.0\nfmt.Println(\"x is\", x)\nx*x")
	if reply["status"] != "ok" || reply["execution_count"] != 1.0 {
		t.Fatalf("reply %v", reply)
	}
	want := []string{"status", "execute_input", "stream", "execute_result", "status"}
	if got := types(msgs); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("iopub %v, want %v", got, want)
	}
	if st := content(t, msgs[0]); st["execution_state"] != "busy" {
		t.Errorf("first status %v", st)
	}
	if in := content(t, msgs[1]); in["code"] != "x := 3.0\nfmt.Println(\"x is\", x)\nx*x" || in["execution_count"] != 1.0 {
		t.Errorf("execute_input %v", in)
	}
	if s := content(t, msgs[2]); s["name"] != "stdout" || s["text"] != "x is 3\n" {
		t.Errorf("stream %v", s)
	}
	r := content(t, msgs[3])
	if r["data"].(map[string]any)["text/plain"] != "9 (float64)" || r["execution_count"] != 1.0 {
		t.Errorf("execute_result %v", r)
	}
	// The state persists and the count goes on; a gradient is exact.
	reply, msgs = execute(t, c, "ad.Grad(func(y float64) float64 { return x * y * y })(2)")
	if reply["execution_count"] != 2.0 {
		t.Errorf("second reply %v", reply)
	}
	r = content(t, msgs[2])
	if r["data"].(map[string]any)["text/plain"] != "12 (float64)" {
		t.Errorf("gradient %v", r)
	}
	// Silent requests neither count nor publish output.
	id, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "fmt.Println(1)", "silent": true})
	m, err := c.Recv(c.Shell, timeout)
	if err != nil {
		t.Fatal(err)
	}
	if rc := content(t, m); rc["status"] != "ok" || rc["execution_count"] != 2.0 {
		t.Errorf("silent reply %v", rc)
	}
	msgs, _ = c.IOPubFor(id, timeout)
	if got := strings.Join(types(msgs), " "); got != "status status" {
		t.Errorf("silent iopub %s", got)
	}
}

func TestExecuteErrorHasPositionAndCaretAndKeepsState(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "s := []int{1, 2, 3}")
	reply, msgs := execute(t, c, "n := 5\nfmt.Println(s[n])")
	if reply["status"] != "error" || reply["ename"] != "Panic" {
		t.Fatalf("reply %v", reply)
	}
	var errMsg map[string]any
	for _, m := range msgs {
		if m.Header.MsgType == "error" {
			errMsg = content(t, m)
		}
	}
	if errMsg == nil {
		t.Fatalf("no error message on iopub: %v", types(msgs))
	}
	var tb []string
	for _, l := range errMsg["traceback"].([]any) {
		tb = append(tb, l.(string))
	}
	text := strings.Join(tb, "\n")
	for _, want := range []string{"cell2:2:14: panic: runtime error: index out of range [5] with length 3", "\tfmt.Println(s[n])", "\t             ^"} {
		if !strings.Contains(text, want) {
			t.Errorf("traceback lacks %q:\n%s", want, text)
		}
	}
	if errMsg["evalue"] != "panic: runtime error: index out of range [5] with length 3" {
		t.Errorf("evalue %q", errMsg["evalue"])
	}
	// A type error: nothing of the cell runs, the session is untouched.
	reply, _ = execute(t, c, "z := 1\nvar q string = 2")
	if reply["ename"] != "CompileError" || !strings.Contains(reply["evalue"].(string), "cannot use 2") {
		t.Errorf("type error reply %v", reply)
	}
	_, msgs = execute(t, c, "len(s)")
	if r := content(t, msgs[2]); r["data"].(map[string]any)["text/plain"] != "3 (int)" {
		t.Errorf("state lost after errors: %v", r)
	}
}

func TestBadSignatureIsDropped(t *testing.T) {
	_, c, log := start(t, Config{})
	// A correctly framed execute_request with a wrong signature.
	h, _ := json.Marshal(Header{MsgID: "evil", Session: "s", MsgType: "execute_request", Version: ProtocolVersion})
	body, _ := json.Marshal(map[string]any{"code": `fmt.Println("pwned")`})
	frames := [][]byte{delimiter, []byte(strings.Repeat("0", 64)), h, []byte("{}"), []byte("{}"), body}
	if err := c.SendFrames(c.Shell, frames); err != nil {
		t.Fatal(err)
	}
	// Unsigned, too.
	frames[1] = nil
	c.SendFrames(c.Shell, frames)
	if m, err := c.Recv(c.Shell, 500*time.Millisecond); err == nil {
		t.Fatalf("the kernel answered a message with a bad signature: %s", m.Header.MsgType)
	}
	if n := strings.Count(log.String(), "bad message signature"); n != 2 {
		t.Errorf("log reports %d bad signatures, want 2:\n%s", n, log.String())
	}
	// The kernel still serves signed requests, and nothing ran.
	reply, _ := execute(t, c, "1 + 1")
	if reply["status"] != "ok" || reply["execution_count"] != 1.0 {
		t.Errorf("after bad signatures: %v", reply)
	}
}

func TestInterruptOnControlKeepsState(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "total := 0")
	id, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "for {\n\ttotal++\n}"})
	// Wait until the loop runs (execute_input published), then interrupt.
	time.Sleep(300 * time.Millisecond)
	ir, err := c.Request(c.Control, "interrupt_request", nil, timeout)
	if err != nil || ir.Header.MsgType != "interrupt_reply" {
		t.Fatalf("interrupt: %v %v", ir, err)
	}
	reply, err := c.Recv(c.Shell, timeout)
	if err != nil {
		t.Fatal("the loop was not interrupted:", err)
	}
	rc := content(t, reply)
	if ParentID(reply) != id || rc["status"] != "error" || rc["ename"] != "Interrupted" {
		t.Fatalf("reply %v", rc)
	}
	c.IOPubFor(id, timeout)
	_, msgs := execute(t, c, "total > 0")
	if r := content(t, msgs[2]); r["data"].(map[string]any)["text/plain"] != "true (bool)" {
		t.Errorf("state after the interrupt: %v", r)
	}
}

func TestKernelInfoAnsweredWhileCellRuns(t *testing.T) {
	k, c, _ := start(t, Config{})
	c.Send(c.Shell, "execute_request", map[string]any{"code": "for {}"})
	time.Sleep(100 * time.Millisecond)
	if m, err := c.Request(c.Control, "kernel_info_request", nil, 5*time.Second); err != nil || m.Header.MsgType != "kernel_info_reply" {
		t.Fatalf("control blocked by a running cell: %v", err)
	}
	k.Interrupt() // as SIGINT does
	if m, err := c.Recv(c.Shell, timeout); err != nil || content(t, m)["ename"] != "Interrupted" {
		t.Fatalf("Interrupt did not stop the cell: %v", err)
	}
}

func TestCompleteInspectIsComplete(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "velocity := 2.5\nh := ad.Vec([]float64{1, 2})")
	m, _ := c.Request(c.Shell, "complete_request", map[string]any{"code": "x := velo", "cursor_pos": 9}, timeout)
	cc := content(t, m)
	if cc["cursor_start"] != 5.0 || cc["cursor_end"] != 9.0 || len(cc["matches"].([]any)) != 1 || cc["matches"].([]any)[0] != "velocity" {
		t.Errorf("complete %v", cc)
	}
	// Cursor positions count code points, not bytes.
	m, _ = c.Request(c.Shell, "complete_request", map[string]any{"code": "s := \"π\"; ad.Deri", "cursor_pos": 16}, timeout)
	cc = content(t, m)
	if cc["cursor_start"] != 13.0 || cc["cursor_end"] != 16.0 || cc["matches"].([]any)[0] != "Derivative" {
		t.Errorf("complete after a non-ASCII string %v", cc)
	}
	m, _ = c.Request(c.Shell, "inspect_request", map[string]any{"code": "g := ad.Grad(f)", "cursor_pos": 10, "detail_level": 0}, timeout)
	ic := content(t, m)
	text, _ := ic["data"].(map[string]any)["text/plain"].(string)
	if ic["found"] != true || !strings.HasPrefix(text, "func ad.Grad[X any](f func(X) float64) func(X) X") || !strings.Contains(text, "reverse mode") {
		t.Errorf("inspect ad.Grad: %v", ic)
	}
	m, _ = c.Request(c.Shell, "inspect_request", map[string]any{"code": "velocity", "cursor_pos": 3}, timeout)
	if ic = content(t, m); ic["data"].(map[string]any)["text/plain"] != "var velocity float64" {
		t.Errorf("inspect velocity: %v", ic)
	}
	m, _ = c.Request(c.Shell, "inspect_request", map[string]any{"code": "h.MatVec", "cursor_pos": 5}, timeout)
	if ic = content(t, m); ic["found"] != true || !strings.Contains(ic["data"].(map[string]any)["text/plain"].(string), "MatVec") {
		t.Errorf("inspect h.MatVec: %v", ic)
	}
	m, _ = c.Request(c.Shell, "inspect_request", map[string]any{"code": "nosuchname", "cursor_pos": 3}, timeout)
	if ic = content(t, m); ic["found"] != false || ic["status"] != "ok" {
		t.Errorf("inspect unknown: %v", ic)
	}
	for code, want := range map[string]string{"x := 1": "complete", "for i := 0; i < 3; i++ {": "incomplete", "y := 1 +": "incomplete", ":tape": "complete"} {
		m, _ = c.Request(c.Shell, "is_complete_request", map[string]any{"code": code}, timeout)
		if got := content(t, m)["status"]; got != want {
			t.Errorf("is_complete %q = %v, want %s", code, got, want)
		}
	}
}

func TestHistoryCommInfoAndCommOpen(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "a := 1")
	execute(t, c, "b := a / 2")
	execute(t, c, "a + b")
	m, _ := c.Request(c.Shell, "history_request", map[string]any{"hist_access_type": "tail", "n": 2, "output": false, "raw": true}, timeout)
	h := content(t, m)["history"].([]any)
	if len(h) != 2 || h[0].([]any)[2] != "b := a / 2" || h[1].([]any)[1] != 3.0 {
		t.Errorf("history tail %v", h)
	}
	m, _ = c.Request(c.Shell, "history_request", map[string]any{"hist_access_type": "search", "pattern": "b*", "n": 10}, timeout)
	if h = content(t, m)["history"].([]any); len(h) != 1 || h[0].([]any)[2] != "b := a / 2" {
		t.Errorf("history search %v", h)
	}
	m, _ = c.Request(c.Shell, "history_request", map[string]any{"hist_access_type": "range", "session": 0, "start": 1, "stop": 3}, timeout)
	if h = content(t, m)["history"].([]any); len(h) != 2 {
		t.Errorf("history range %v", h)
	}
	m, _ = c.Request(c.Shell, "comm_info_request", map[string]any{}, timeout)
	if ci := content(t, m); m.Header.MsgType != "comm_info_reply" || ci["status"] != "ok" || len(ci["comms"].(map[string]any)) != 0 {
		t.Errorf("comm_info %v", ci)
	}
	id, _ := c.Send(c.Shell, "comm_open", map[string]any{"comm_id": "c1", "target_name": "jupyter.widget", "data": map[string]any{}})
	msgs, _ := c.IOPubFor(id, timeout)
	if got := strings.Join(types(msgs), " "); got != "status comm_close status" {
		t.Errorf("comm_open: iopub %s", got)
	}
}

func TestColonCommandsInCells(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "g := ad.Grad(func(x float64) float64 { return x * x * x })(2)")
	reply, msgs := execute(t, c, ":tape\n:type g")
	if reply["status"] != "ok" {
		t.Fatalf("reply %v", reply)
	}
	// The tape is a picture (its text without a rich renderer), then the
	// type is a line of text.
	out := ""
	for _, m := range msgs {
		switch m.Header.MsgType {
		case "stream":
			out += content(t, m)["text"].(string)
		case "display_data":
			out += content(t, m)["data"].(map[string]any)["text/plain"].(string)
		}
	}
	if !strings.Contains(out, "3 entries") || !strings.HasSuffix(out, "float64\n") {
		t.Errorf(":tape and :type output:\n%s", out)
	}
	reply, _ = execute(t, c, ":nosuch")
	if reply["status"] != "error" || !strings.Contains(reply["evalue"].(string), `unknown command ":nosuch"`) {
		t.Errorf(":nosuch %v", reply)
	}
}

func TestTensorResultHasHTMLTable(t *testing.T) {
	_, c, _ := start(t, Config{})
	_, msgs := execute(t, c, "ad.Mat(2, 2, []float64{1, 2, 3, 4})")
	data := content(t, msgs[2])["data"].(map[string]any)
	html, _ := data["text/html"].(string)
	if !strings.Contains(html, "ad.Tensor (2×2)") || strings.Count(html, "<tr>") != 2 || !strings.Contains(html, ">4</td>") {
		t.Errorf("tensor html %q", html)
	}
	if !strings.Contains(data["text/plain"].(string), "ad.Tensor") {
		t.Errorf("tensor text %v", data["text/plain"])
	}
}

// Pictures go through Config.Render; a renderer that panics or forgets
// text/plain still gives a usable bundle.
func TestDisplayRendering(t *testing.T) {
	var calls []string
	k, c, _ := start(t, Config{Render: func(d interp.Display) map[string]any {
		calls = append(calls, d.Kind)
		if d.Kind == "bad" {
			panic("renderer bug")
		}
		return map[string]any{"text/html": "<b>" + d.Kind + "</b>"}
	}})
	// The interpreter's Display hook, as a program showing a picture calls it.
	id, _ := c.Send(c.Shell, "kernel_info_request", nil)
	c.Recv(c.Shell, timeout)
	c.IOPubFor(id, timeout)
	ex := &execution{parent: &Message{RawHeader: json.RawMessage(`{"msg_id":"p1"}`)}, count: 1, streams: map[string]*stream{}}
	for _, n := range []string{"stdout", "stderr"} {
		ex.streams[n] = &stream{k: k, name: n, m: ex.parent}
	}
	k.exec = ex
	k.onDisplay(interp.Display{Kind: "tape", Text: "TAPE"})
	k.onDisplay(interp.Display{Kind: "bad", Text: "BAD"})
	k.onResult(interp.Result{Text: "ignored", Display: &interp.Display{Kind: "gradnorm", Text: "NORMS"}})
	k.exec = nil
	var got []map[string]any
	for len(got) < 3 {
		select {
		case m := <-c.iopub:
			if ParentID(m) == "p1" {
				got = append(got, content(t, m)["data"].(map[string]any))
			}
		case <-time.After(timeout):
			t.Fatalf("got %d display messages", len(got))
		}
	}
	if got[0]["text/html"] != "<b>tape</b>" || got[0]["text/plain"] != "TAPE" || got[1]["text/plain"] != "BAD" ||
		got[1]["text/html"] != nil || got[2]["text/html"] != "<b>gradnorm</b>" || got[2]["text/plain"] != "NORMS" {
		t.Errorf("bundles %v", got)
	}
}

func TestShutdown(t *testing.T) {
	k, c, _ := start(t, Config{})
	m, err := c.Request(c.Control, "shutdown_request", map[string]any{"restart": true}, timeout)
	if err != nil || m.Header.MsgType != "shutdown_reply" || content(t, m)["restart"] != true {
		t.Fatalf("shutdown: %v %v", m, err)
	}
	select {
	case <-k.Done():
	case <-time.After(timeout):
		t.Fatal("kernel did not stop")
	}
}

func TestHeartbeat(t *testing.T) {
	_, c, _ := start(t, Config{})
	for _, ping := range []string{"ping", "pong"} {
		if err := c.HB.Send(zmqMsg(ping)); err != nil {
			t.Fatal(err)
		}
		m, err := c.HB.Recv()
		if err != nil || string(m.Frames[0]) != ping {
			t.Fatalf("heartbeat echo %q: %v %v", ping, m, err)
		}
	}
}

// The ipc transport names each socket's file IP-PORT, as Jupyter does.
func TestIPCTransport(t *testing.T) {
	dir := t.TempDir()
	info := ConnectionInfo{Transport: "ipc", IP: filepath.Join(dir, "kernel"), ShellPort: 1, ControlPort: 2, IOPubPort: 3,
		StdinPort: 4, HBPort: 5, Key: "k"}
	k, err := New(info, Config{Log: &logBuffer{}})
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan struct{})
	go func() { k.Run(); close(ran) }()
	defer func() { k.Close(); <-ran }()
	if _, err := os.Stat(filepath.Join(dir, "kernel-1")); err != nil {
		t.Fatalf("shell socket file: %v", err)
	}
	c, err := Dial(info)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.WaitReady(timeout); err != nil {
		t.Fatal(err)
	}
	_, msgs := execute(t, c, `"over ipc"`)
	if r := content(t, msgs[2]); r["data"].(map[string]any)["text/plain"] != `"over ipc" (string)` {
		t.Errorf("result %v", r)
	}
}

// After a failing cell, the execute requests queued behind it are aborted
// (stop_on_error, the default); requests sent afterwards run.
func TestStopOnErrorAbortsQueuedCells(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "ran := 0")
	first, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "s := 0.0\nfor i := 0; i < 3000000; i++ {\n\ts += 1\n}\npanic(\"stop here\")"})
	second, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "ran++"})
	third, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "ran++", "stop_on_error": true})
	want := map[string]string{first: "error", second: "aborted", third: "aborted"}
	for i := 0; i < 3; i++ {
		m, err := c.Recv(c.Shell, timeout)
		if err != nil {
			t.Fatal(err)
		}
		if got := content(t, m)["status"]; got != want[ParentID(m)] {
			t.Errorf("reply %d: status %v, want %s", i, got, want[ParentID(m)])
		}
	}
	for _, id := range []string{first, second, third} {
		c.IOPubFor(id, timeout)
	}
	_, msgs := execute(t, c, "ran")
	if r := content(t, msgs[2]); r["data"].(map[string]any)["text/plain"] != "0 (int)" {
		t.Errorf("aborted cells ran: %v", r)
	}
	// With stop_on_error false, a queued cell runs after a failure.
	c.Send(c.Shell, "execute_request", map[string]any{"code": "s := 0.0\nfor i := 0; i < 3000000; i++ {\n\ts += 1\n}\npanic(\"again\")", "stop_on_error": false})
	c.Send(c.Shell, "execute_request", map[string]any{"code": "ran++"})
	for i := 0; i < 2; i++ {
		c.Recv(c.Shell, timeout)
	}
	_, msgs = execute(t, c, "ran")
	if r := content(t, msgs[len(msgs)-2]); r["data"].(map[string]any)["text/plain"] != "1 (int)" {
		t.Errorf("with stop_on_error false: %v", r)
	}
}
