// Command kernelreport measures how long a Jupyter kernel takes from the
// start of its process to its first kernel_info_reply — what a notebook
// waits for before a new or restarted kernel is usable — and prints the table
// of docs/performance-kernel.md: medians of -n starts of `adrepl kernel`,
// and of IPython's kernel (python3 -m ipykernel_launcher) as the reference
// when it is installed, both measured by the same Go client.
//
//	go run ./bench/cmd/kernelreport [-n 21]
//
// Each start writes a connection file on fresh ports, starts the process,
// connects shell/control/iopub/heartbeat (retrying every 2 ms until the
// kernel listens), sends kernel_info_request and waits for the reply; then
// shuts the kernel down with shutdown_request.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"time"

	"github.com/adrepl/adrepl/bench"
	"github.com/adrepl/adrepl/kernel"
)

func main() {
	runs := flag.Int("n", 21, "starts of each kernel; the table shows medians")
	flag.Parse()
	if err := report(*runs); err != nil {
		fmt.Fprintln(os.Stderr, "kernelreport:", err)
		os.Exit(1)
	}
}

func report(runs int) error {
	dir, err := os.MkdirTemp("", "kernelreport-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "adrepl")
	build := exec.Command("go", "build", "-o", bin, "./cmd/adrepl")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building adrepl (run from the repository root): %v", err)
	}
	type kernelCmd struct {
		name string
		argv func(conn string) []string
		cell string // the first cell: the language's smallest derivative
	}
	kernels := []kernelCmd{
		{"adrepl kernel", func(conn string) []string { return []string{bin, "kernel", "--connection-file", conn} },
			"ad.Grad(func(x float64) float64 { return x * x })(3)"},
	}
	if exec.Command("/usr/bin/python3", "-c", "import ipykernel").Run() == nil {
		kernels = append(kernels, kernelCmd{"IPython kernel (ipykernel)", func(conn string) []string {
			return []string{"/usr/bin/python3", "-m", "ipykernel_launcher", "-f", conn}
		}, "(lambda x: 2 * x)(3)"})
	}
	fmt.Printf("%d starts each, %s, %d CPUs\n\n", runs, runtime.GOOS+"/"+runtime.GOARCH, runtime.NumCPU())
	fmt.Println("| kernel | start → kernel_info_reply: median | min | max | start → first cell's reply: median |")
	fmt.Println("|---|---:|---:|---:|---:|")
	for _, k := range kernels {
		var infos, cells []time.Duration
		for i := 0; i < runs; i++ {
			info, cell, err := startOnce(dir, k.argv, k.cell)
			if err != nil {
				return fmt.Errorf("%s: %v", k.name, err)
			}
			infos, cells = append(infos, info), append(cells, cell)
		}
		fmt.Printf("| %s | %s | %s | %s | %s |\n", k.name, bench.Ms(bench.Median(infos)), bench.Ms(slices.Min(infos)), bench.Ms(slices.Max(infos)), bench.Ms(bench.Median(cells)))
	}
	return nil
}

// startOnce starts one kernel and returns the times from the start of the
// process to its first kernel_info_reply and to the execute_reply of a first cell.
func startOnce(dir string, argv func(string) []string, cell string) (infoTime, cellTime time.Duration, err error) {
	err = start(dir, argv, func(c *kernel.Client, t0 time.Time) error {
		m, err := c.Request(c.Shell, "kernel_info_request", nil, 30*time.Second)
		infoTime = time.Since(t0)
		if err != nil {
			return err
		}
		if m.Header.MsgType != "kernel_info_reply" {
			return fmt.Errorf("got %s", m.Header.MsgType)
		}
		m, err = c.Request(c.Shell, "execute_request", map[string]any{"code": cell, "silent": false}, 30*time.Second)
		cellTime = time.Since(t0)
		if err != nil {
			return err
		}
		var rc struct{ Status string }
		json.Unmarshal(m.Content, &rc)
		if rc.Status != "ok" {
			return fmt.Errorf("first cell: %s", m.Content)
		}
		return nil
	})
	return infoTime, cellTime, err
}

// start runs a kernel process, connects a client and calls measure with it
// and the time the process was started; then shuts the kernel down.
func start(dir string, argv func(string) []string, measure func(*kernel.Client, time.Time) error) error {
	info, err := kernel.NewConnectionInfo()
	if err != nil {
		return err
	}
	conn := filepath.Join(dir, "conn.json")
	data, _ := json.Marshal(info)
	if err := os.WriteFile(conn, data, 0o600); err != nil {
		return err
	}
	args := argv(conn)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+dir, "IPYTHONDIR="+filepath.Join(dir, "ipython"))
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}()
	c, err := kernel.Dial(info)
	if err != nil {
		cmd.Process.Kill()
		return err
	}
	defer c.Close()
	if err := measure(c, t0); err != nil {
		cmd.Process.Kill()
		return err
	}
	c.Request(c.Control, "shutdown_request", map[string]any{"restart": false}, 10*time.Second)
	return nil
}
