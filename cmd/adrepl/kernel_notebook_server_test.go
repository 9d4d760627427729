package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/kernel"
)

// TestNotebookServerOffersKernel starts `jupyter notebook` (headless) on the
// installed kernelspec and checks, through its REST API, that it offers
// adrepl with its logo, that it starts an adrepl kernel, that a cell runs
// on it through the server's websocket as in the browser, and that the
// server shuts the kernel down.
func TestNotebookServerOffersKernel(t *testing.T) {
	requirePython(t, map[string]string{"notebook": "jupyter-notebook"})
	env := jupyterEnv(t)
	ports, err := kernel.FreePorts(1)
	if err != nil {
		t.Fatal(err)
	}
	port := ports[0]
	const token = "adrepl-test-token"
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cmd := exec.CommandContext(ctx, "/usr/bin/jupyter", "notebook", "--no-browser", "--ip=127.0.0.1",
		fmt.Sprintf("--port=%d", port), "--port-retries=0", "--allow-root", "--NotebookApp.token="+token, "--notebook-dir="+t.TempDir())
	cmd.Env = env
	cmd.WaitDelay = 5 * time.Second
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	defer func() { cancel(); <-exited }()

	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	client := &http.Client{Timeout: 20 * time.Second}
	call := func(method, path string, body any) (int, []byte) {
		t.Helper()
		var r io.Reader
		if body != nil {
			b, _ := json.Marshal(body)
			r = bytes.NewReader(b)
		}
		req, _ := http.NewRequest(method, base+path, r)
		req.Header.Set("Authorization", "token "+token)
		resp, err := client.Do(req)
		if err != nil {
			return 0, nil
		}
		defer resp.Body.Close()
		data, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, data
	}
	var specs struct {
		Kernelspecs map[string]struct {
			Spec struct {
				DisplayName string `json:"display_name"`
			} `json:"spec"`
			Resources map[string]string `json:"resources"`
		} `json:"kernelspecs"`
	}
	deadline := time.Now().Add(60 * time.Second)
	for {
		code, data := call("GET", "/api/kernelspecs", nil)
		if code == 200 {
			if err := json.Unmarshal(data, &specs); err != nil {
				t.Fatal(err)
			}
			break
		}
		select {
		case <-exited:
			t.Fatalf("jupyter notebook exited:\n%s", log.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("jupyter notebook did not answer:\n%s", log.String())
		}
		time.Sleep(200 * time.Millisecond)
	}
	ks, ok := specs.Kernelspecs["adrepl"]
	if !ok || ks.Spec.DisplayName != "Go (adrepl)" {
		t.Fatalf("the notebook server does not offer adrepl: %+v", specs)
	}
	logo := ks.Resources["logo-64x64"]
	if logo == "" {
		t.Fatalf("no 64×64 logo among the resources: %v", ks.Resources)
	}
	if code, data := call("GET", strings.TrimPrefix(logo, base), nil); code != 200 || !bytes.HasPrefix(data, []byte("\x89PNG")) {
		t.Errorf("logo %s: status %d, %d bytes", logo, code, len(data))
	}

	code, data := call("POST", "/api/kernels", map[string]string{"name": "adrepl"})
	var k struct {
		ID             string `json:"id"`
		ExecutionState string `json:"execution_state"`
	}
	if code != 201 || json.Unmarshal(data, &k) != nil {
		t.Fatalf("starting a kernel: %d %s\n%s", code, data, log.String())
	}
	// Run a cell through the server's websocket, as the notebook page does.
	out := runTool(t, env, t.TempDir(), 2*time.Minute, python, filepath.Join(repoRoot(t), "cmd", "adrepl", "testdata", "jupyter", "notebook_ws.py"),
		base, token, k.ID, "x := 2.0\nfmt.Println(\"via the notebook server\")\nad.Derivative(func(v float64) float64 { return v * v * v })(x)")
	for _, want := range []string{"stream: via the notebook server", "execute_result: 12 (float64)", "reply: ok"} {
		if !strings.Contains(out, want) {
			t.Errorf("cell through the notebook server: missing %q in\n%s", want, out)
		}
	}
	if code, _ := call("DELETE", "/api/kernels/"+k.ID, nil); code != 204 {
		t.Errorf("shutting the kernel down: status %d", code)
	}
}
