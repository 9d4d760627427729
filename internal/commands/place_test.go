package commands

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// In a notebook, picture files go under the working directory only.
func TestPlaceFileKeepsKernelFilesInPlace(t *testing.T) {
	dir := t.TempDir()
	outside := t.TempDir()
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	os.Symlink(outside, filepath.Join(dir, "out"))                           // a directory link leading out
	os.Symlink(filepath.Join(outside, "f.svg"), filepath.Join(dir, "l.svg")) // a file link leading out
	os.Symlink(filepath.Join(dir, "sub"), filepath.Join(dir, "in"))          // a link that stays inside
	t.Chdir(dir)
	c := &call{fe: Kernel}
	for _, tc := range []struct {
		file string
		ok   bool
	}{
		{"a.svg", true},
		{"sub/a.html", true},
		{"./sub/../b.dot", true},
		{filepath.Join(dir, "c.svg"), true},
		{"in/d.svg", true},
		{"../e.svg", false},
		{"sub/../../e.svg", false},
		{filepath.Join(outside, "g.svg"), false},
		{"/etc/passwd", false},
		{"out/h.svg", false},
		{"l.svg", false},
		{"sub", false},
		{"missing/x.svg", false},
	} {
		path, err := c.placeFile(tc.file)
		if tc.ok != (err == nil) {
			t.Errorf("%s: path %q, err %v; want ok=%v", tc.file, path, err, tc.ok)
			continue
		}
		if err == nil {
			if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
				t.Errorf("%s: %v", tc.file, err)
			}
		} else if !strings.Contains(err.Error(), tc.file) {
			t.Errorf("%s: the error does not name the file: %v", tc.file, err)
		}
	}
	if ents, _ := os.ReadDir(outside); len(ents) != 0 {
		t.Errorf("files were written outside: %v", ents)
	}
	// The REPL writes where its user asks.
	if p, err := (&call{fe: REPL}).placeFile("../x.svg"); err != nil || p != "../x.svg" {
		t.Errorf("REPL: %q %v", p, err)
	}
}
