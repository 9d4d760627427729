package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 32 in the real binary: the picture commands refuse the user's
// dotfiles, links and files, say why, and the session goes on.
func TestScriptPictureFilesRefused(t *testing.T) {
	dir := t.TempDir()
	f := func(name string) string { return filepath.Join(dir, name) }
	os.WriteFile(f(".bashrc"), []byte("mine\n"), 0o644)
	os.WriteFile(f("notes.svg"), []byte("<svg>mine</svg>\n"), 0o644)
	os.WriteFile(f("other.html"), []byte("mine\n"), 0o644)
	os.Link(f("other.html"), f("hard.html"))
	os.Symlink(f("other.html"), f("link.html"))
	cmds := rnnCells +
		":tape --html " + f(".bashrc") + "\n" +
		":graph --svg " + f("notes.svg") + "\n" +
		":graph --html " + f("hard.html") + "\n" +
		":gradnorm h --html " + f("link.html") + "\n" +
		":graph --svg " + f("g.svg") + "\n" +
		":graph --svg " + f("g.svg") + "\n" +
		"fmt.Println(\"still here\", W0.Shape())\n"
	r := runWithEnv(t, cmds)
	r.stderr = words(r.stderr) // the terminal's text is wrapped at 80 columns
	for _, want := range []string{
		"refused to write " + f(".bashrc") + ": .bashrc starts with '.'",
		"refused to write " + f("notes.svg") + ": it exists and adrepl did not write it; choose another name (for example notes-2.svg)",
		"refused to write " + f("hard.html") + ": it has other hard links",
		"refused to write " + f("link.html") + ": " + f("link.html") + " is a symbolic link",
	} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
	if strings.Count(r.stdout, "wrote "+f("g.svg")) != 2 || !strings.Contains(r.stdout, "still here [3 3]") {
		t.Errorf("stdout:\n%s", r.stdout)
	}
	for name, want := range map[string]string{".bashrc": "mine\n", "notes.svg": "<svg>mine</svg>\n", "other.html": "mine\n"} {
		if b, _ := os.ReadFile(f(name)); string(b) != want {
			t.Errorf("%s is now %q", name, b)
		}
	}
}

// :graph --open on a machine without a browser says so, and where the
// page is.
func TestScriptOpenWithoutBrowser(t *testing.T) {
	tmp := t.TempDir()
	r := runWithEnv(t, rnnCells+":graph --open\n", "PATH="+t.TempDir(), "TMPDIR="+tmp, "DISPLAY=:0")
	pages, _ := filepath.Glob(filepath.Join(tmp, "adrepl-graph-*.html"))
	if len(pages) != 1 {
		t.Fatalf("pages %v; stdout %s; stderr %s", pages, r.stdout, r.stderr)
	}
	if want := "no browser was found to open the page: no xdg-open (or open) was found on PATH; it is written at " + pages[0] + ": open it yourself"; !strings.Contains(words(r.stderr), want) {
		t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
	}
}

// Without libjs-mathjax the nbconvert test skips (fails under CI) naming
// the package, instead of failing on a page that could not typeset.
func TestNbconvertNeedsLocalMathJax(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "require.min.js")
	os.WriteFile(js, []byte("//"), 0o644)
	gone := filepath.Join(dir, "mathjax", "MathJax.js")
	if msg := missingScript("file://" + gone + "?config=TeX-AMS_CHTML-full,Safe\nfile://" + js + "\n"); msg != "nbconvert's pages load "+gone+", which is missing: apt-get install libjs-mathjax (see .ci/run)" {
		t.Errorf("missing MathJax: %q", msg)
	}
	if msg := missingScript("file://" + js + "\nfile://" + gone + "\n"); !strings.Contains(msg, "apt-get install libjs-requirejs") {
		t.Errorf("missing require.js: %q", msg)
	}
	if msg := missingScript("https://cdn.example/MathJax.js\nfile://" + js + "\n"); msg != "" {
		t.Errorf("all there: %q", msg)
	}
}

// words is s with each run of spaces and newlines one space: a message as
// it reads, however the terminal's 80 columns wrapped it.
func words(s string) string { return strings.Join(strings.Fields(s), " ") }
