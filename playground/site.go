package playground

import (
	"bytes"
	"compress/gzip"
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

//go:embed site
var site embed.FS

// Config says where the parts of the site come from.
type Config struct {
	// Src is the adrepl module's source tree, the wasm module is built
	// from it; SourceDir() when empty.
	Src string
	// Go is the go command that builds the module and whose GOROOT gives
	// wasm_exec.js; "go" when empty.
	Go string
	// Wasm, when set, is an adrepl.wasm built already: it is copied
	// instead of building one (the tests build it once for several sites).
	Wasm string
	// ECharts is the source of echarts.min.js (viz.FindAssets); when "",
	// the charts stay static SVG.
	ECharts string
}

// Files are the files of the site, besides the ones in the site folder.
// The module is written gzipped (gzip -9): worker.js decompresses it as it
// arrives (DecompressionStream), so that a host that compresses nothing
// (python3 -m http.server) sends 4 MB rather than 16.
const (
	WasmFile    = "adrepl.wasm.gz"
	ExecFile    = "wasm_exec.js"
	EChartsFile = "echarts.min.js"
)

// Write writes the static site to dir, creating it if needed.
func Write(dir string, c Config) error {
	if c.Go == "" {
		c.Go = "go"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	entries, err := site.ReadDir("site")
	if err != nil {
		return err
	}
	for _, e := range entries {
		b, err := site.ReadFile("site/" + e.Name())
		if err != nil {
			return err
		}
		if e.Name() == "index.html" && c.ECharts != "" {
			// app.js loads it when it is not in the way (app.js#loadECharts).
			b = bytes.Replace(b, []byte("<!--echarts-->"), []byte(`<script>window.adreplECharts = "`+EChartsFile+`";</script>`), 1)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
			return err
		}
	}
	if c.ECharts != "" {
		if err := os.WriteFile(filepath.Join(dir, EChartsFile), []byte(c.ECharts), 0o644); err != nil {
			return err
		}
	}
	if err := copyExec(c.Go, filepath.Join(dir, ExecFile)); err != nil {
		return err
	}
	raw := c.Wasm
	if raw == "" {
		tmp, err := os.MkdirTemp("", "adrepl-wasm-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		raw = filepath.Join(tmp, "adrepl.wasm")
		if err := BuildWasm(c.Go, c.Src, raw); err != nil {
			return err
		}
	}
	return writeGzip(raw, filepath.Join(dir, WasmFile))
}

// writeGzip writes the file from gzipped to to, at gzip's best compression
// (the module is written once and sent to every reader).
func writeGzip(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	f, err := os.Create(to)
	if err != nil {
		return err
	}
	z, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	if _, err := z.Write(b); err != nil {
		f.Close()
		return err
	}
	if err := z.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// BuildWasm builds the interpreter's module (package playground/wasm of the
// source tree src, or SourceDir() when "") to out, with the go command
// goCmd. Symbols and DWARF are left out: a third of the size.
func BuildWasm(goCmd, src, out string) error {
	if src == "" {
		var err error
		if src, err = SourceDir(); err != nil {
			return err
		}
	}
	out, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	cmd := exec.Command(goCmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, "./playground/wasm")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building the wasm module in %s: %v\n%s", src, err, b)
	}
	return nil
}

// copyExec copies Go's JavaScript support for wasm from the toolchain that
// builds the module: the two must be of the same Go release.
func copyExec(goCmd, to string) error {
	b, err := exec.Command(goCmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(b))
	for _, p := range []string{"lib/wasm/wasm_exec.js", "misc/wasm/wasm_exec.js"} {
		if b, err := os.ReadFile(filepath.Join(root, p)); err == nil {
			return os.WriteFile(to, b, 0o644)
		}
	}
	return fmt.Errorf("no wasm_exec.js in %s (lib/wasm or misc/wasm)", root)
}

// SourceDir is the adrepl source tree this program was built from, when
// it is still there (a clone, or the module cache after go install).
func SourceDir() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok || !filepath.IsAbs(file) {
		return "", errors.New("the adrepl source tree is unknown (a -trimpath build): pass --src DIR, a clone of adrepl")
	}
	root := filepath.Dir(filepath.Dir(file))
	if b, err := os.ReadFile(filepath.Join(root, "go.mod")); err != nil || !bytes.Contains(b, []byte("module github.com/adrepl/adrepl\n")) {
		return "", fmt.Errorf("the adrepl source tree %s is gone: pass --src DIR, a clone of adrepl", root)
	}
	return root, nil
}
