package kernel

import (
	"strings"
	"testing"
)

// `:memory` in a cell, as in the REPL: a checkpointed loop's report, and
// the tape limit.
func TestMemoryCommand(t *testing.T) {
	_, c, _ := start(t, Config{})
	stream := func(code string) (string, map[string]any) {
		reply, msgs := execute(t, c, code)
		out := ""
		for _, m := range msgs {
			if m.Header.MsgType == "stream" {
				out += content(t, m)["text"].(string)
			}
		}
		return out, reply
	}
	if out, reply := stream(":memory limit 64MiB"); reply["status"] != "ok" || out != "tape limit 64.0 MiB\n" {
		t.Fatalf(":memory limit: %q %v", out, reply)
	}
	stream(`f := func(p float64) float64 {
	x, y := 0.5, 0.0
	//ad:checkpoint
	for i := 0; i < 1000; i++ {
		x = math.Sin(x*p + 0.1)
		y += x
	}
	return y
}
ad.Grad(f)(0.9)`)
	out, reply := stream(":memory")
	if reply["status"] != "ok" {
		t.Fatalf(":memory: %v", reply)
	}
	for _, want := range []string{"last tape: 4 entries", "tape limit 64.0 MiB", "checkpointed loop at cell2:4:2: 1000 steps, revolve schedule", "store-all would keep 4000 entries"} {
		if !strings.Contains(out, want) {
			t.Errorf(":memory lacks %q:\n%s", want, out)
		}
	}
	if _, reply := stream(":memory nonsense"); reply["status"] != "error" {
		t.Errorf(":memory nonsense: %v", reply)
	}
}
