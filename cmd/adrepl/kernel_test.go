package main

import (
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/adrepl/adrepl/kernel"
)

// startKernelProcess runs `adrepl kernel --connection-file F` as Jupyter
// would and connects a Go client to it.
func startKernelProcess(t *testing.T) (*exec.Cmd, *kernel.Client, <-chan struct{}) {
	t.Helper()
	info, err := kernel.NewConnectionInfo()
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "kernel.json")
	data, _ := json.Marshal(info)
	if err := os.WriteFile(file, data, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(binPath, "kernel", "--connection-file", file)
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
	t.Cleanup(func() {
		c.Close()
		select {
		case <-exited:
		default:
			cmd.Process.Kill()
			<-exited
		}
		if strings.Contains(stderr.String(), "goroutine ") {
			t.Errorf("kernel printed a Go stack trace:\n%s", stderr.String())
		}
	})
	if err := c.WaitReady(20 * time.Second); err != nil {
		t.Fatalf("kernel not ready: %v\nstderr:\n%s", err, stderr.String())
	}
	return cmd, c, exited
}

func replyContent(t *testing.T, m *kernel.Message) map[string]any {
	t.Helper()
	var c map[string]any
	if err := json.Unmarshal(m.Content, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// SIGINT, as Jupyter sends it with interrupt_mode "signal", stops `for {}`
// and keeps the session; the kernel process goes on.
func TestKernelSIGINTInterruptsCell(t *testing.T) {
	cmd, c, exited := startKernelProcess(t)
	run := func(code string) map[string]any {
		m, err := c.Request(c.Shell, "execute_request", map[string]any{"code": code}, 20*time.Second)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		return replyContent(t, m)
	}
	run("n := 0")
	id, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "for {\n\tn++\n}"})
	time.Sleep(300 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	m, err := c.Recv(c.Shell, 20*time.Second)
	if err != nil {
		t.Fatal("SIGINT did not interrupt the cell:", err)
	}
	if rc := replyContent(t, m); kernel.ParentID(m) != id || rc["ename"] != "Interrupted" {
		t.Fatalf("reply %v", rc)
	}
	if rc := run("if n == 0 { panic(\"lost state\") }"); rc["status"] != "ok" {
		t.Errorf("after SIGINT: %v", rc)
	}
	// shutdown_request ends the process with status 0.
	if _, err := c.Request(c.Control, "shutdown_request", map[string]any{"restart": false}, 20*time.Second); err != nil {
		t.Fatal(err)
	}
	select {
	case <-exited:
		if code := cmd.ProcessState.ExitCode(); code != 0 {
			t.Errorf("exit status %d after shutdown", code)
		}
	case <-time.After(10 * time.Second):
		t.Error("the kernel did not exit after shutdown_request")
	}
}

func TestKernelBadConnectionFile(t *testing.T) {
	r := runAdrepl(t, "", "kernel", "--connection-file", "missing.json")
	if r.code != 1 || !strings.Contains(r.stderr, "missing.json: no such file or directory") {
		t.Errorf("missing file:\n%v", r)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`{"transport": "tcp", "signature_scheme": "hmac-md5"}`), 0o600)
	r = runAdrepl(t, "", "kernel", bad)
	if r.code != 1 || !strings.Contains(r.stderr, `signature scheme "hmac-md5" is not supported`) {
		t.Errorf("bad scheme:\n%v", r)
	}
	r = runAdrepl(t, "", "kernel")
	if r.code != 2 || !strings.Contains(r.stderr, "usage:") {
		t.Errorf("no arguments:\n%v", r)
	}
}

func TestKernelInstall(t *testing.T) {
	data := t.TempDir()
	r := runAdreplEnv(t, []string{"JUPYTER_DATA_DIR=" + data}, "kernel", "install", "--user", "--name", "adrepl-test")
	if r.code != 0 {
		t.Fatalf("install:\n%v", r)
	}
	dir := filepath.Join(data, "kernels", "adrepl-test")
	if !strings.Contains(r.stdout, dir) {
		t.Errorf("install does not say where: %q", r.stdout)
	}
	var spec kernel.KernelSpec
	js, err := os.ReadFile(filepath.Join(dir, "kernel.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(js, &spec); err != nil {
		t.Fatal(err)
	}
	bin, _ := filepath.EvalSymlinks(binPath)
	if len(spec.Argv) != 4 || spec.Argv[0] != bin || spec.Argv[3] != "{connection_file}" || spec.Language != "go" ||
		spec.InterruptMode != "message" || spec.DisplayName != "Go (adrepl)" {
		t.Errorf("kernel.json:\n%s", js)
	}
	li, _ := spec.Metadata["language_info"].(map[string]any)
	if li["file_extension"] != ".go" || li["codemirror_mode"] != "go" {
		t.Errorf("language info %v", li)
	}
	for _, size := range []int{32, 64} {
		f, err := os.Open(filepath.Join(dir, fmt.Sprintf("logo-%dx%d.png", size, size)))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil || img.Bounds().Dx() != size || img.Bounds().Dy() != size {
			t.Errorf("logo %d: %v %v", size, err, img.Bounds())
		}
	}
	// A local ECharts goes beside the kernelspec, and kernel.json points
	// the kernel at it; a reinstall without one removes the copy.
	fake := filepath.Join(t.TempDir(), "echarts.min.js")
	os.WriteFile(fake, []byte("/* echarts */ window.echarts = {};"), 0o644)
	r = runAdreplEnv(t, []string{"JUPYTER_DATA_DIR=" + data, "ADREPL_ECHARTS=" + fake}, "kernel", "install", "--user", "--name", "adrepl-test")
	copied := filepath.Join(dir, "echarts.min.js")
	js, _ = os.ReadFile(filepath.Join(dir, "kernel.json"))
	if b, err := os.ReadFile(copied); err != nil || string(b) != "/* echarts */ window.echarts = {};" ||
		!strings.Contains(string(js), `"ADREPL_ECHARTS": "`+copied+`"`) || !strings.Contains(r.stdout, "copied ECharts from "+fake) {
		t.Errorf("ECharts not installed beside the kernelspec (%v):\n%s\n%v", err, js, r)
	}
	r = runAdreplEnv(t, []string{"JUPYTER_DATA_DIR=" + data, "ADREPL_ECHARTS=" + fake + ".missing"}, "kernel", "install", "--user", "--name", "adrepl-test")
	if _, err := os.Stat(copied); err == nil || !strings.Contains(r.stdout, "no local ECharts found") {
		t.Errorf("a reinstall without ECharts kept the old copy or did not say so:\n%v", r)
	}
	// --prefix, and a bad name.
	prefix := t.TempDir()
	if r := runAdrepl(t, "", "kernel", "install", "--prefix", prefix); r.code != 0 {
		t.Errorf("install --prefix:\n%v", r)
	}
	if _, err := os.Stat(filepath.Join(prefix, "share", "jupyter", "kernels", "adrepl", "kernel.json")); err != nil {
		t.Error(err)
	}
	if r := runAdrepl(t, "", "kernel", "install", "--user", "--name", "../evil"); r.code != 1 || !strings.Contains(r.stderr, `kernel name "../evil"`) {
		t.Errorf("bad name:\n%v", r)
	}
}

// runAdreplEnv is runAdrepl with extra environment variables.
func runAdreplEnv(t *testing.T, env []string, args ...string) result {
	t.Helper()
	cmd := exec.Command(binPath, args...)
	cmd.Env = testEnv(t, env...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return result{stdout.String(), stderr.String(), code}
}
