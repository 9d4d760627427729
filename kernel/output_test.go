package kernel

import (
	"strings"
	"testing"
)

// A cell's output past the cap is not kept: prints return an error, a
// display is replaced by a note, the cell ends normally with a note on
// stderr saying how much was not shown, and the session goes on.
func TestOutputCap(t *testing.T) {
	_, c, _ := start(t, Config{MaxOutput: 1 << 20})
	reply, msgs := execute(t, c, `s := strings.Repeat("\x01", 1<<16)
n := 0
for i := 0; i < 40; i++ {
	if _, err := fmt.Print(s); err != nil {
		n++
	}
}
display.HTML(strings.Repeat("<b>x</b>", 1<<17))
n`)
	if reply["status"] != "ok" {
		t.Fatalf("reply: %v", reply)
	}
	stdout, stderr, results := outputs(t, msgs)
	if len(stdout) > 1<<20 {
		t.Errorf("%d bytes of stdout passed a 1 MiB cap", len(stdout))
	}
	if !strings.Contains(stderr, "of this cell's output was not shown") {
		t.Errorf("no note on stderr: %q", stderr)
	}
	if len(results) == 0 || strings.HasPrefix(results[len(results)-1], "0 ") {
		t.Errorf("fmt.Print never returned an error past the cap: %v", results)
	}
	shown := false
	for _, m := range msgs {
		if m.Header.MsgType == "display_data" && strings.Contains(string(m.Content), "is not shown") {
			shown = true
		}
	}
	if !shown {
		t.Errorf("the oversized display was not replaced by a note")
	}
	if reply, _ := execute(t, c, `1 + 1`); reply["status"] != "ok" {
		t.Fatalf("next cell: %v", reply)
	}
}
