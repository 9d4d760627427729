package interp_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
)

// runCkpt runs a program and returns its output and the interpreter.
func runCkpt(t *testing.T, name, src string) (string, *interp.Interp) {
	t.Helper()
	var out bytes.Buffer
	in := interp.New(interp.Options{Stdout: &out})
	if err := in.RunFile(name, src); err != nil {
		t.Fatalf("%s: %v\noutput so far:\n%s", name, err, out.String())
	}
	return out.String(), in
}

// TestCheckpointBitIdentical runs every program of testdata/ckpt twice: as
// written (its loops marked //ad:checkpoint) and with the directives turned
// into plain comments (store-all). The programs print their gradients as
// float64 bit patterns, so equal outputs mean bit-identical gradients. The
// checkpointed run must really have checkpointed.
func TestCheckpointBitIdentical(t *testing.T) {
	paths, err := filepath.Glob("testdata/ckpt/*.go")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no programs in testdata/ckpt (%v)", err)
	}
	for _, p := range paths {
		t.Run(filepath.Base(p), func(t *testing.T) {
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			src := string(b)
			if !strings.Contains(src, "//ad:checkpoint") {
				t.Fatal("no //ad:checkpoint directive")
			}
			ck, in := runCkpt(t, p, src)
			plain, in2 := runCkpt(t, p, strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
			if ck != plain {
				t.Fatalf("checkpointed output differs from store-all:\n--- checkpointed\n%s--- store-all\n%s", ck, plain)
			}
			nonzero := false
			for _, line := range strings.Fields(ck) {
				nonzero = nonzero || line != "0" && line != "8000000000000000"
			}
			if !nonzero {
				t.Fatal("the program printed no non-zero gradient")
			}
			tp := in.LastTape()
			if tp == nil || len(tp.Checkpoints()) == 0 {
				t.Fatal("the checkpointed run recorded no checkpointed loop")
			}
			s, s2 := tp.Stats(), in2.LastTape().Stats()
			if s.Entries >= s2.Entries {
				t.Errorf("checkpointed tape has %d entries, store-all %d", s.Entries, s2.Entries)
			}
			t.Logf("entries %d vs store-all %d; peak %d B vs %d B; snapshots %d, recomputed %d",
				s.Entries, s2.Entries, s.PeakBytes, s2.PeakBytes, s.Snapshots, s.Recomputed)
		})
	}
}
