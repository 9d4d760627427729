package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/adrepl/adrepl/kernel"
)

// A kernel whose parent dies exits within a second, whatever its cell is
// doing: busy, asleep, or running a hundred spinning goroutines.
func TestKernelOrphanExits(t *testing.T) {
	for _, tc := range []struct{ name, code string }{
		{"busy", "for {}"},
		{"sleep", "time.Sleep(time.Hour)"},
		{"100-spinners", "for i := 0; i < 100; i++ { go func() { for {} }() }; for {}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			info, err := kernel.NewConnectionInfo()
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(t.TempDir(), "kernel.json")
			data, _ := json.Marshal(info)
			if err := os.WriteFile(file, data, 0o600); err != nil {
				t.Fatal(err)
			}
			// The parent: a shell that starts the kernel, says its pid
			// and waits; killing it orphans the kernel.
			parent := exec.Command("sh", "-c", `"$0" kernel --connection-file "$1" & echo $!; wait`, binPath, file)
			parent.Env = testEnv(t)
			out, _ := parent.StdoutPipe()
			if err := parent.Start(); err != nil {
				t.Fatal(err)
			}
			line, err := bufio.NewReader(out).ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			pid, _ := strconv.Atoi(strings.TrimSpace(line))
			defer syscall.Kill(pid, syscall.SIGKILL)
			c, err := kernel.Dial(info)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if err := c.WaitReady(20 * time.Second); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Send(c.Shell, "execute_request", map[string]any{"code": tc.code}); err != nil {
				t.Fatal(err)
			}
			time.Sleep(300 * time.Millisecond)
			parent.Process.Kill()
			parent.Wait()
			killed := time.Now()
			for alive(pid) {
				if time.Since(killed) > 5*time.Second {
					t.Fatalf("the orphaned kernel (pid %d) still runs %v after its parent died", pid, time.Since(killed))
				}
				time.Sleep(10 * time.Millisecond)
			}
			d := time.Since(killed)
			t.Logf("%s: the orphan exited %v after its parent died", tc.name, d)
			if d > time.Second {
				t.Errorf("the orphan took %v to exit, want under 1s", d)
			}
		})
	}
}

// alive reports whether pid runs (a zombie waiting for its reaper does not).
func alive(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := strings.LastIndexByte(string(stat), ')')
	return i < 0 || i+2 >= len(stat) || stat[i+2] != 'Z'
}
