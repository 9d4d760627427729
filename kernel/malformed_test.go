package kernel

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// Correctly signed messages with malformed headers or contents (wrong
// types, missing fields, invalid JSON, out-of-range cursors, unknown
// message types) never stop the kernel: afterwards it still answers, and
// the session's state is intact.
func TestMalformedSignedMessages(t *testing.T) {
	_, c, log := start(t, Config{})
	if reply, _ := execute(t, c, "keep := 41"); reply["status"] != "ok" {
		t.Fatalf("set-up: %v", reply)
	}
	types := []string{"execute_request", "complete_request", "inspect_request", "is_complete_request",
		"history_request", "comm_info_request", "kernel_info_request", "comm_open", "comm_msg",
		"no_such_request", ""}
	contents := []string{
		``, `null`, `[]`, `"x"`, `{`, `{"code": 5}`, `{"code": null, "cursor_pos": -7}`,
		`{"code": "fmt.Println(1)", "cursor_pos": 99999}`, `{"code": "ad.Gr", "cursor_pos": -1}`,
		`{"code": "\u0000\uffff", "cursor_pos": 1}`, `{"hist_access_type": "range", "session": -1, "start": 9, "stop": -9}`,
		`{"hist_access_type": "tail", "n": -5}`, `{"hist_access_type": "search", "pattern": "["}`,
		`{"code": "` + strings.Repeat("(", 5000) + `"}`,
	}
	send := func(header, content []byte) {
		frames := [][]byte{delimiter, nil, header, []byte("{}"), []byte("{}"), content}
		frames[1] = c.Sign(frames[2:]...)
		if err := c.SendFrames(c.Shell, frames); err != nil {
			t.Fatal(err)
		}
	}
	for _, typ := range types {
		h, _ := json.Marshal(Header{MsgID: "m-" + typ, Session: "s", MsgType: typ, Version: ProtocolVersion})
		for _, body := range contents {
			send(h, []byte(body))
		}
	}
	for _, h := range []string{``, `{`, `[]`, `{"msg_type": 7}`, `{"msg_id": {}, "msg_type": "execute_request"}`} {
		send([]byte(h), []byte(`{"code": "1"}`))
	}
	// Drain what the kernel said about them, then check it still works.
	for {
		if _, err := c.Recv(c.Shell, 300*time.Millisecond); err != nil {
			break
		}
	}
	if strings.Contains(log.String(), "internal error") {
		t.Errorf("a handler panicked on malformed input:\n%s", log.String())
	}
	reply, msgs := execute(t, c, "keep + 1")
	if reply["status"] != "ok" {
		t.Fatalf("after malformed messages: %v", reply)
	}
	found := false
	for _, m := range msgs {
		if m.Header.MsgType == "execute_result" && strings.Contains(string(m.Content), "42 (int)") {
			found = true
		}
	}
	if !found {
		t.Fatalf("keep + 1 did not give 42 after the malformed messages: %v", types)
	}
}
