package commands

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The picture commands go through the same writer: issue 32's cells.
func TestPictureCommandsRefuseUsersFiles(t *testing.T) {
	h := newHost(t)
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile(".bashrc", []byte("mine\n"), 0o644)
	for _, fe := range []FrontEnd{Kernel, REPL} {
		for _, line := range []string{":tape --html .bashrc", ":graph --svg .ssh/authorized_keys", ":gradnorm h --svg .x.svg"} {
			if err := Run(h, fe, line); err == nil || !strings.Contains(err.Error(), "starts with '.'") {
				t.Errorf("%v %s: %v", fe, line, err)
			}
		}
		h.out.Reset()
		for range 2 { // the second time over its own file
			if err := Run(h, fe, ":graph --svg g.svg --dot g.dot --html g.html"); err != nil {
				t.Fatalf("%v: %v", fe, err)
			}
		}
		if got := h.out.String(); strings.Count(got, "wrote g.") != 6 {
			t.Errorf("%v: %q", fe, got)
		}
	}
	if b, _ := os.ReadFile(".bashrc"); string(b) != "mine\n" {
		t.Errorf(".bashrc is now %q", b)
	}
	ents, _ := os.ReadDir(".")
	if len(ents) != 4 {
		t.Errorf("files: %v", ents)
	}
}

// fakeOpener puts a program called xdg-open that runs script on PATH.
func fakeOpener(t *testing.T, script string) {
	bin := t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "xdg-open"), []byte("#!/bin/sh\n"+script+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin)
	t.Setenv("DISPLAY", ":0")
}

// :graph --open says what became of the page: opened, or no browser and
// where the page is.
func TestOpenSaysWhereThePageIs(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("needs /bin/sh for the fake xdg-open")
	}
	h := newHost(t)
	t.Chdir(t.TempDir())
	t.Setenv("TMPDIR", t.TempDir()) // where --open alone writes its page
	for _, tc := range []struct {
		name, script, display, line string
		want                        []string
	}{
		{"no opener", "", ":0", ":graph --open", []string{"no browser was found", "no xdg-open", "it is written at " + os.TempDir()}},
		{"opener finds none", "exit 3", ":0", ":graph --open", []string{"no browser was found", "xdg-open found no browser (exit status 3)", "it is written at " + os.TempDir()}},
		{"no display", "exit 0", "", ":tape --open --html t.html", []string{"no browser was found", "no graphical display", "it is written at " + filepath.Join(mustGetwd(t), "t.html")}},
		{"opened", "exit 0", ":0", ":gradnorm h --open", []string{"opened " + os.TempDir()}},
	} {
		if tc.script == "" {
			t.Setenv("PATH", t.TempDir())
			t.Setenv("DISPLAY", ":0")
		} else {
			fakeOpener(t, tc.script)
		}
		t.Setenv("DISPLAY", tc.display)
		t.Setenv("WAYLAND_DISPLAY", "")
		h.out.Reset()
		h.err.Reset()
		if err := Run(h, REPL, tc.line); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		// The terminal's text is wrapped at 80 columns: compare words.
		got := strings.Join(strings.Fields(h.out.String()+h.err.String()), " ")
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", tc.name, got, w)
			}
		}
		if !strings.Contains(got, "wrote ") {
			t.Errorf("%s: %q does not say it wrote the page", tc.name, got)
		}
	}
}

func mustGetwd(t *testing.T) string {
	d, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
