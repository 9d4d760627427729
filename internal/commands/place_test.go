package commands

import (
	"encoding/xml"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeAs writes a picture file as front end fe would.
func writeAs(fe FrontEnd, file, s string) error {
	p, err := (&call{fe: fe}).placeFile(file)
	if err != nil {
		return err
	}
	return p.write([]byte(marked(s)))
}

// tree lists every file below dir with its content ("->" for links).
func tree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.WalkDir(dir, func(path string, e os.DirEntry, err error) error {
		if err != nil || path == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		switch {
		case e.Type()&os.ModeSymlink != 0:
			to, _ := os.Readlink(path)
			out[rel] = "-> " + to
		case e.IsDir():
			out[rel] = "dir"
		default:
			b, _ := os.ReadFile(path)
			out[rel] = string(b)
		}
		return nil
	})
	return out
}

// setUp makes a notebook directory with the traps of issue 32: dotfiles,
// links leading out and in, a hard link, a file of the user's.
func setUp(t *testing.T) (dir, outside string) {
	dir, outside = t.TempDir(), t.TempDir()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	must(os.Mkdir(filepath.Join(dir, ".ssh"), 0o700))
	must(os.WriteFile(filepath.Join(dir, ".ssh", "authorized_keys"), []byte("ssh-ed25519 AAAA me\n"), 0o600))
	must(os.WriteFile(filepath.Join(dir, ".bashrc"), []byte("export PS1=x\n"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "notes.svg"), []byte("<svg>my own drawing</svg>\n"), 0o644))
	must(os.WriteFile(filepath.Join(outside, "target.html"), []byte(marked("<!DOCTYPE html>\n<p>theirs</p>\n")), 0o644))
	must(os.Link(filepath.Join(outside, "target.html"), filepath.Join(dir, "hard.html")))
	must(os.Symlink(outside, filepath.Join(dir, "out")))                            // a directory link leading out
	must(os.Symlink(filepath.Join(outside, "f.svg"), filepath.Join(dir, "l.svg")))  // a file link leading out (dangling)
	must(os.Symlink(filepath.Join(dir, "sub"), filepath.Join(dir, "in")))           // a link that stays inside
	must(os.Symlink(filepath.Join(dir, "notes.svg"), filepath.Join(dir, "ln.svg"))) // a link to a file inside
	return dir, outside
}

const svgPicture = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect/></svg>\n"

// Picture files are written where asked and nowhere else: not outside the
// notebook, not as dotfiles, not through links (symbolic or hard), not
// over a file adrepl did not write; adrepl's own files are replaced.
func TestPictureFilesWrittenOnlyAsAsked(t *testing.T) {
	dir, outside := setUp(t)
	t.Chdir(dir)
	before, beforeOut := tree(t, dir), tree(t, outside)
	for _, tc := range []struct {
		file string
		want string // "" for written, else a part of the refusal
	}{
		{"a.svg", ""},
		{"sub/a.html", ""},
		{"./sub/../b.dot", ""},
		{filepath.Join(dir, "c.svg"), ""},
		{"a.svg", ""},                           // adrepl's own file: replaced
		{strings.Repeat("é", 120) + ".svg", ""}, // 244 bytes: the temporary name must fit too
		{"../e.svg", "outside the notebook's directory"},
		{"sub/../../e.svg", "outside the notebook's directory"},
		{filepath.Join(outside, "g.svg"), "outside the notebook's directory"},
		{"/etc/passwd", "outside the notebook's directory"},
		{".bashrc", "starts with '.'"},
		{".ssh/authorized_keys", "starts with '.'"},
		{"sub/.hidden.svg", "starts with '.'"},
		{".new.svg", "starts with '.'"},
		{"out/h.svg", "out is a symbolic link"},
		{"in/d.svg", "in is a symbolic link"}, // even one that stays inside
		{"l.svg", "symbolic link"},
		{"ln.svg", "symbolic link"},
		{"hard.html", "other hard links"},
		{"notes.svg", "adrepl did not write it; choose another name (for example notes-2.svg)"},
		{"sub", "directory"},
		{".", "directory"},
		{"missing/x.svg", "does not exist"},
		{"notes.svg/x.svg", "not a directory"},
	} {
		err := writeAs(Kernel, tc.file, svgPicture)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.file, err)
		case tc.want != "" && err == nil:
			t.Errorf("%s: written; want a refusal (%s)", tc.file, tc.want)
		case err != nil && !strings.Contains(err.Error(), tc.want):
			t.Errorf("%s: %v; want %q in it", tc.file, err, tc.want)
		case err != nil && !strings.Contains(err.Error(), tc.file):
			t.Errorf("%s: the error does not name the file: %v", tc.file, err)
		}
	}
	after := tree(t, dir)
	for name, was := range before {
		if after[name] != was {
			t.Errorf("%s changed: %q -> %q", name, was, after[name])
		}
	}
	for _, name := range []string{"a.svg", "sub/a.html", "b.dot", "c.svg", strings.Repeat("é", 120) + ".svg"} {
		if !strings.HasPrefix(after[name], "<svg xmlns=\"http://www.w3.org/2000/svg\">\n"+markerXML+"\n") {
			t.Errorf("%s: no marker at its top: %q", name, after[name])
		}
		delete(after, name)
	}
	for name := range after {
		if before[name] == "" {
			t.Errorf("a file nobody asked for: %s", name) // a temporary left behind
		}
	}
	if got := tree(t, outside); len(got) != len(beforeOut) || got["target.html"] != beforeOut["target.html"] {
		t.Errorf("outside changed: %v", got)
	}
}

// The REPL writes where its user asks, above the working directory too,
// but it keeps the same rules for dotfiles, links and other files.
func TestREPLWritesWhereAskedWithTheSameRules(t *testing.T) {
	dir, outside := setUp(t)
	t.Chdir(filepath.Join(dir, "sub"))
	beforeOut := tree(t, outside)
	for _, tc := range []struct{ file, want string }{
		{"../up.svg", ""},
		{filepath.Join(outside, "abs.svg"), ""},
		{"../.bashrc", "starts with '.'"},
		{"../.ssh/authorized_keys", "starts with '.'"},
		{"../out/x.svg", "../out is a symbolic link"},
		{"../l.svg", "../l.svg is a symbolic link"},
		{"../hard.html", "other hard links"},
		{"../notes.svg", "adrepl did not write it"},
		{filepath.Join(outside, "target.html"), "other hard links"},
	} {
		err := writeAs(REPL, tc.file, svgPicture)
		if (tc.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v; want %q", tc.file, err, tc.want)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "up.svg")); err != nil || !isMarked(b) {
		t.Errorf("up.svg: %q %v", b, err)
	}
	got := tree(t, outside)
	delete(got, "abs.svg")
	if len(got) != len(beforeOut) || got["target.html"] != beforeOut["target.html"] {
		t.Errorf("outside changed: %v", got)
	}
}

// The marker keeps each kind of file what it was: the DOCTYPE first, the
// SVG well-formed XML, DOT with a comment Graphviz skips.
func TestMarkerKeepsFilesValid(t *testing.T) {
	html := marked("<!DOCTYPE html>\n<html></html>\n")
	if !strings.HasPrefix(html, "<!DOCTYPE html>\n"+markerXML+"\n") || !isMarked([]byte(html)) {
		t.Errorf("HTML: %q", html)
	}
	for _, svg := range []string{svgPicture, "<?xml version=\"1.0\"?>\n" + svgPicture, "<svg/>\n", "<svg\n  width=\"1\"></svg>"} {
		m := marked(svg)
		if !isMarked([]byte(m)) {
			t.Errorf("SVG not marked: %q", m)
		}
		d := xml.NewDecoder(strings.NewReader(m))
		for {
			if _, err := d.Token(); err == io.EOF {
				break
			} else if err != nil {
				t.Errorf("marked SVG is not XML: %v\n%s", err, m)
				break
			}
		}
	}
	if dot := marked("digraph g {}\n"); !strings.HasPrefix(dot, markerDOT+"\ndigraph") || !isMarked([]byte(dot)) {
		t.Errorf("DOT: %q", dot)
	}
	// A file that only mentions adrepl further down is not adrepl's.
	if isMarked([]byte("<svg>\n<g>\n" + markerXML + "\n</g></svg>")) {
		t.Error("a marker on line 3 counts")
	}
}
