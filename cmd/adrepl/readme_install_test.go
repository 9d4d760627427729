package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestREADMEInstallLine runs the README's kernel install line as written,
// with GOBIN set and without it (a GOPATH of its own): each time the
// kernelspec must name the binary that go install wrote. The line once
// assumed $(go env GOPATH)/bin, which is wrong when GOBIN is set.
func TestREADMEInstallLine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and installs adrepl twice")
	}
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh to run the README's line with")
	}
	readme, err := os.ReadFile(filepath.Join(repoRoot(t), "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, "go install ./cmd/adrepl") && strings.Contains(l, "kernel install") {
			line, _, _ = strings.Cut(l, "   #") // the comment after the command
			break
		}
	}
	if line == "" {
		t.Fatal("README.md has no line that installs the kernel")
	}
	goenv := func(name string) string {
		out, err := exec.Command("go", "env", name).Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(out))
	}
	// The build and module caches are the ones in use (testEnv moves HOME).
	caches := []string{"GOCACHE=" + goenv("GOCACHE"), "GOMODCACHE=" + goenv("GOMODCACHE"), "GOTOOLCHAIN=local", "GOFLAGS="}
	for _, tc := range []struct{ name, gobin, gopath string }{
		{"GOBIN", filepath.Join(t.TempDir(), "gobin"), filepath.Join(t.TempDir(), "gopath")},
		{"GOPATH", "", filepath.Join(t.TempDir(), "gopath")},
	} {
		data := filepath.Join(t.TempDir(), "data")
		cmd := exec.Command(sh, "-c", line)
		cmd.Dir = repoRoot(t)
		cmd.Env = append(testEnv(t, caches...), "GOBIN="+tc.gobin, "GOPATH="+tc.gopath, "JUPYTER_DATA_DIR="+data)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s: %s: %v\n%s", tc.name, line, err, out)
		}
		want := filepath.Join(tc.gopath, "bin", "adrepl")
		if tc.gobin != "" {
			want = filepath.Join(tc.gobin, "adrepl")
		}
		b, err := os.ReadFile(filepath.Join(data, "kernels", "adrepl", "kernel.json"))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var spec struct{ Argv []string }
		if err := json.Unmarshal(b, &spec); err != nil || len(spec.Argv) == 0 || spec.Argv[0] != want {
			t.Errorf("%s: kernel.json argv %q, want %s first (%v)", tc.name, spec.Argv, want, err)
		}
	}
}
