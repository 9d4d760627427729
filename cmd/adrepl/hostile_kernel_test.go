package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/kernel"
)

// A subset of the hostile cells through the Jupyter kernel, one kernel
// process under an address-space cap and a 64 MiB budget: each cell is
// answered with an error naming the problem, and the notebook's state
// survives all of them.
func TestHostileCellsKernel(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile cells take a while")
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
	cmd.Env = testEnv(t, "ADREPL_MEMORY=64MiB")
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
	run := func(code string) map[string]any {
		m, err := c.Request(c.Shell, "execute_request", map[string]any{"code": code}, 60*time.Second)
		if err != nil {
			t.Fatalf("%s: %v\nstderr:\n%s", code, err, clipOut(stderr.String()))
		}
		return replyContent(t, m)
	}
	if rc := run("keep := 42"); rc["status"] != "ok" {
		t.Fatalf("keep: %v", rc)
	}
	names := map[string]bool{"builder-grow": true, "formatfloat-prec": true, "zeros-huge": true, "runes": true,
		"concat-double": true, "sprintf-double": true, "map-of-slices": true, "defers": true, "hessian-big": true,
		"make-big": true, "append-double": true, "tape-growth": true}
	n := 0
	for _, h := range hostileCells {
		if !names[h.name] {
			continue
		}
		n++
		rc := run(h.cell)
		want := strings.TrimSuffix(h.want, "cell2:1:")
		if h.name == "tape-growth" {
			// earlier rows' values may fill the budget first
			want = "//ad:checkpoint"
		}
		if rc["status"] != "error" || !strings.Contains(fmt.Sprint(rc["evalue"]), want) {
			t.Errorf("%s: reply %v", h.name, rc)
		}
		if rc := run("if keep != 42 { panic(\"lost state\") }"); rc["status"] != "ok" {
			t.Fatalf("after %s: %v", h.name, rc)
		}
	}
	if n != len(names) {
		t.Fatalf("%d of %d rows found", n, len(names))
	}
}
