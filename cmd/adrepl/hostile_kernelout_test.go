package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/kernel"
)

// What a cell prints and displays is bounded: a kernel process under a 3 GiB
// address-space cap, at the default memory budget, answers cells that print
// 128 MiB of control bytes, display 128 MiB of HTML or tabulate a 2M-entry
// tape (shown with its middle elided), and keeps the notebook's state.
func TestHostileKernelOutput(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile output cells take a while")
	}
	info, err := kernel.NewConnectionInfo()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "kernel.json")
	data, _ := json.Marshal(info)
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", `ulimit -v 3145728 && exec "$0" "$@"`, binPath, "kernel", "--connection-file", file)
	cmd.Env = testEnv(t)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	c, err := kernel.Dial(info)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		c.Close()
		cmd.Process.Kill()
		<-exited
		if s := stderr.String(); strings.Contains(s, "goroutine ") || strings.Contains(s, "fatal error") {
			t.Errorf("kernel crashed:\n%s", clipOut(s))
		}
	}()
	if err := c.WaitReady(20 * time.Second); err != nil {
		t.Fatalf("kernel not ready: %v", err)
	}
	run := func(code string) (map[string]any, []*kernel.Message) {
		id, err := c.Send(c.Shell, "execute_request", map[string]any{"code": code})
		if err != nil {
			t.Fatal(err)
		}
		msgs, _ := c.IOPubFor(id, 120*time.Second)
		for {
			m, err := c.Recv(c.Shell, 120*time.Second)
			if err != nil {
				t.Fatalf("%.60s: no reply: %v\nstderr:\n%s", code, err, clipOut(stderr.String()))
			}
			if kernel.ParentID(m) == id {
				return replyContent(t, m), msgs
			}
		}
	}
	if rc, _ := run("keep := 42"); rc["status"] != "ok" {
		t.Fatalf("keep: %v", rc)
	}
	for _, tc := range []struct{ name, code string }{
		{"print-control-bytes", `fmt.Print(strings.Repeat("\x01", 128<<20))`},
		{"print-control-loop", `s := strings.Repeat("\x00", 1<<20); for i := 0; i < 128; i++ { fmt.Print(s) }`},
		{"display-html", `display.HTML(strings.Repeat("<i>", 128<<20/3))`},
		{"tape-table", "f := func(x float64) float64 { s := x; for i := 0; i < 2000000; i++ { s = s * x }; return s }\nad.Grad(f)(1.0001)\nad.TapeTable(0)"},
	} {
		rc, msgs := run(tc.code)
		said := ""
		for _, m := range msgs {
			if s := string(m.Content); strings.Contains(s, "not shown") || strings.Contains(s, "entries elided") || strings.Contains(s, "memory budget") || strings.Contains(s, "out of memory") {
				said = s
				if i := strings.Index(said, "entries elided"); i > 40 {
					said = said[i-40:]
				}
				if len(said) > 300 {
					said = said[:300]
				}
			}
		}
		if said == "" && !strings.Contains(strings.ToLower(toJSON(rc)), "memory") {
			t.Errorf("%s: no clear word of the output's size: reply %.300v", tc.name, rc)
		}
		t.Logf("%s: %s; %.200s", tc.name, rc["status"], said)
		if rc, _ := run(`if keep != 42 { panic("lost state") }`); rc["status"] != "ok" {
			t.Fatalf("after %s: %v", tc.name, rc)
		}
	}
}

func toJSON(v any) string { b, _ := json.Marshal(v); return string(b) }
