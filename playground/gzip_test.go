package playground_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/adrepl/adrepl/playground"
)

// TestWriteGzipsTheModule: the site holds the module gzipped (worker.js
// decompresses it), byte for byte the module it was given, and no raw copy.
func TestWriteGzipsTheModule(t *testing.T) {
	dir := t.TempDir()
	module := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("adrepl "), 10000)...)
	raw := filepath.Join(t.TempDir(), "adrepl.wasm")
	if err := os.WriteFile(raw, module, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := playground.Write(dir, playground.Config{Wasm: raw}); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, playground.WasmFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s is not gzip: %v", playground.WasmFile, err)
	}
	got, err := io.ReadAll(z)
	if err != nil || !bytes.Equal(got, module) {
		t.Fatalf("%s decompresses to %d bytes (%v), want the module's %d", playground.WasmFile, len(got), err, len(module))
	}
	if _, err := os.Stat(filepath.Join(dir, "adrepl.wasm")); err == nil {
		t.Errorf("the site holds a raw adrepl.wasm too")
	}
	js, _ := os.ReadFile(filepath.Join(dir, "worker.js"))
	if !bytes.Contains(js, []byte(`"`+playground.WasmFile+`"`)) || !bytes.Contains(js, []byte("DecompressionStream")) {
		t.Errorf("worker.js does not fetch and decompress %s", playground.WasmFile)
	}
}
