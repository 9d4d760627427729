package kernel

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/go-zeromq/zmq4"
)

// A subscriber that joins iopub and never reads must not stop the output
// of the others: the kernel cuts it off (and logs it), the notebook's own
// client gets every byte of a cell that prints megabytes, and the next cell
// runs.
func TestNeverReadingIOPubSubscriber(t *testing.T) {
	k, c, log := start(t, Config{MaxOutput: 64 << 20}) // the cell prints 40 MB
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// zmq4's SUB reads into an unbuffered channel: without Recv calls it
	// stops reading the connection after the first message.
	slow := zmq4.NewSub(ctx)
	defer slow.Close()
	if err := slow.Dial(k.info.endpoint(k.info.IOPubPort)); err != nil {
		t.Fatal(err)
	}
	if err := slow.SetOption(zmq4.OptionSubscribe, ""); err != nil {
		t.Fatal(err)
	}
	time.Sleep(200 * time.Millisecond) // let the subscription reach the kernel
	line := strings.Repeat("x", 999)
	const lines = 40000 // 40 MB: far more than the socket buffers hold
	code := "for i := 0; i < 40000; i++ { fmt.Println(\"" + line + "\") }"
	id, err := c.Send(c.Shell, "execute_request", map[string]any{"code": code})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	deadline := time.After(2 * time.Minute)
	for done := false; !done; {
		select {
		case m := <-c.iopub:
			if ParentID(m) != id {
				continue
			}
			switch m.Header.MsgType {
			case "stream":
				n += strings.Count(content(t, m)["text"].(string), "\n")
			case "status":
				done = content(t, m)["execution_state"] == "idle"
			}
		case <-deadline:
			t.Fatalf("the notebook's client got %d of %d lines in 2 minutes: iopub is stalled by the slow subscriber\nlog:\n%s", n, lines, log)
		}
	}
	if reply, err := c.Recv(c.Shell, timeout); err != nil || content(t, reply)["status"] != "ok" {
		t.Fatalf("reply: %v", err)
	}
	if n != lines {
		t.Errorf("the notebook's client got %d lines, want %d", n, lines)
	}
	if !strings.Contains(log.String(), "has not read") {
		t.Errorf("the slow subscriber was not cut off; log:\n%s", log)
	}
	if rc, _ := execute(t, c, "1 + 1"); rc["status"] != "ok" {
		t.Errorf("the next cell: %v", rc)
	}
}

// A signed message sent a second time, unchanged (same msg_id, same
// signature), is dropped: the cell does not run twice.
func TestReplayedMessageIsDropped(t *testing.T) {
	_, c, log := start(t, Config{})
	execute(t, c, "runs := 0")
	h := Header{MsgID: newID(), Session: c.session, Username: "test", Date: now(), MsgType: "execute_request", Version: ProtocolVersion}
	frames, err := c.sign.frames(nil, h, nil, nil, map[string]any{"code": "runs++"})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if err := c.SendFrames(c.Shell, frames); err != nil {
			t.Fatal(err)
		}
	}
	if m, err := c.Recv(c.Shell, timeout); err != nil || ParentID(m) != h.MsgID {
		t.Fatalf("no reply to the first copy: %v", err)
	}
	if m, err := c.Recv(c.Shell, time.Second); err == nil {
		t.Fatalf("a replayed copy was answered: %s %s", m.Header.MsgType, m.Content)
	}
	c.IOPubFor(h.MsgID, timeout)
	_, msgs := execute(t, c, "runs")
	if got := content(t, msgs[2])["data"].(map[string]any)["text/plain"]; got != "1 (int)" {
		t.Errorf("runs = %v after one message and two replays, want 1", got)
	}
	if !strings.Contains(log.String(), "replayed") {
		t.Errorf("the replays were not logged; log:\n%s", log)
	}
}

// A cell sent right after an interrupt runs (it is not answered
// "aborted" as the cells queued behind the interrupted one are), 100 times
// in a row, with the session's state kept.
func TestInterruptThenExecute(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, "n := 0")
	for i := 0; i < 100; i++ {
		loop, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "for {}"})
		// As a user does: interrupt once the cell is shown running. The
		// interpreter may not have started it yet (the kernel passes
		// such an interrupt on when it does).
		waitFor(t, c, loop, "execute_input")
		if _, err := c.Request(c.Control, "interrupt_request", nil, timeout); err != nil {
			t.Fatal(err)
		}
		next, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "n++"})
		for _, id := range []string{loop, next} {
			m, err := c.Recv(c.Shell, timeout)
			if err != nil || ParentID(m) != id {
				t.Fatalf("round %d: no reply to %s: %v", i, id, err)
			}
			rc := content(t, m)
			if id == loop && rc["ename"] != "Interrupted" && rc["status"] != "aborted" {
				t.Fatalf("round %d: the loop's reply %v", i, rc)
			}
			if id == next && rc["status"] != "ok" {
				t.Fatalf("round %d: the cell sent after the interrupt was answered %v", i, rc)
			}
			c.IOPubFor(id, timeout)
		}
	}
	_, msgs := execute(t, c, "n")
	if got := content(t, msgs[2])["data"].(map[string]any)["text/plain"]; got != "100 (int)" {
		t.Errorf("n = %v, want 100", got)
	}
}

// Error and String methods that panic, recurse for ever or print
// themselves give the cell an ordinary error, never an internal error.
func TestBadErrorMethodsGiveNormalErrors(t *testing.T) {
	_, c, _ := start(t, Config{})
	for _, code := range []string{
		"type E1 struct{}\nfunc (E1) Error() string { panic(\"boom\") }\npanic(E1{})",
		"type E2 struct{}\nfunc (e E2) Error() string { return e.Error() }\npanic(E2{})",
		"type E3 struct{}\nfunc (e E3) Error() string { return fmt.Sprint(e) }\nvar err error = E3{}\nfmt.Println(err)",
		"type S1 struct{ n int }\nfunc (s S1) String() string { panic(s.n) }\nS1{2}",
		"type S2 struct{ n int }\nfunc (s S2) String() string { return fmt.Sprintf(\"%v\", s) }\nS2{3}",
	} {
		rc, _ := execute(t, c, code)
		if ev, _ := rc["evalue"].(string); strings.Contains(ev, "internal error") {
			t.Errorf("%s:\n%v", code, rc)
		}
	}
	if rc, _ := execute(t, c, "1 + 1"); rc["status"] != "ok" {
		t.Errorf("the next cell: %v", rc)
	}
}

// waitFor reads iopub until a message of type typ whose parent is id.
func waitFor(t *testing.T, c *Client, id, typ string) {
	t.Helper()
	deadline := time.After(timeout)
	for {
		select {
		case m := <-c.iopub:
			if ParentID(m) == id && m.Header.MsgType == typ {
				return
			}
		case <-deadline:
			t.Fatalf("no %s for %s", typ, id)
		}
	}
}
