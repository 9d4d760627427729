package commands

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

func TestCommandTable(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range table {
		for _, n := range append([]string{c.Name}, c.Aliases...) {
			if seen[n] {
				t.Errorf("command name %q used twice", n)
			}
			seen[n] = true
		}
		if c.Help == "" || c.run == nil {
			t.Errorf("command %q lacks help or handler", c.Name)
		}
	}
	for _, n := range []string{"help", "type", "env", "reset", "tape", "graph", "gradnorm", "memory", "sched", "goroutines", "stop", "anomaly", "quit", "q"} {
		if !seen[n] {
			t.Errorf("no :%s command", n)
		}
	}
}

// host records what the commands write and show.
type host struct {
	in       *interp.Interp
	out, err bytes.Buffer
	shown    []*interp.Display
	quit     bool
	cells    int
}

func (h *host) Interp() *interp.Interp { return h.in }
func (h *host) Out() io.Writer         { return &h.out }
func (h *host) Err() io.Writer         { return &h.err }
func (h *host) Quit()                  { h.quit = true }
func (h *host) EChartsPaths() []string { return nil }
func (h *host) RunCell(src string) error {
	h.cells++
	return h.in.Eval(fmt.Sprintf("cell%d", h.cells+1), src)
}
func (h *host) Show(d *interp.Display) error {
	h.shown = append(h.shown, d)
	return nil
}

func newHost(t *testing.T) *host {
	h := &host{}
	h.in = interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &h.out, Stderr: &h.err, PictureText: pictures.Text})
	err := h.in.Eval("cell1", `rnn := func(w float64) float64 {
	h := 0.5
	for t := 0; t < 5; t++ {
		h = math.Tanh(w * h)
	}
	return h
}
_ = ad.Grad(rnn)(0.8)`)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// The picture commands hand the front end a picture whose text is what
// the REPL prints: the tape table, the norms with their verdict.
func TestPicturesShown(t *testing.T) {
	h := newHost(t)
	for _, fe := range []FrontEnd{REPL, Kernel} {
		h.shown = nil
		for _, line := range []string{":tape 3", ":graph", ":gradnorm h"} {
			if err := Run(h, fe, line); err != nil {
				t.Fatalf("%s: %v", line, err)
			}
		}
		if len(h.shown) != 3 {
			t.Fatalf("%d pictures shown", len(h.shown))
		}
		if got, want := h.shown[0].Text, h.in.TapeTable(h.in.LastTape(), 3); got != want || h.shown[0].Kind != "tape" {
			t.Errorf(":tape 3 shows %q, want %q", got, want)
		}
		if h.shown[1].Kind != "graph" || !strings.Contains(h.shown[1].Text, "unrolled") {
			t.Errorf(":graph shows %s %q", h.shown[1].Kind, h.shown[1].Text)
		}
		if got, want := h.shown[2].Text, h.in.GradNormsText("h"); got != want || h.shown[2].Kind != "gradnorm" {
			t.Errorf(":gradnorm h shows %q, want %q", got, want)
		}
	}
	// No plot to show: the text says why.
	h.out.Reset()
	if err := Run(h, Kernel, ":gradnorm nosuch"); err != nil || !strings.Contains(h.out.String(), "no loop-carried variable nosuch on the last tape (loop-carried: h)") {
		t.Errorf(":gradnorm nosuch: %v %q", err, h.out.String())
	}
}

func TestFrontEnds(t *testing.T) {
	h := newHost(t)
	if err := Run(h, Kernel, ":quit"); err == nil || h.quit {
		t.Errorf(":quit in a notebook: %v", err)
	}
	if err := Run(h, REPL, ":q"); err != nil || !h.quit {
		t.Errorf(":q in the REPL: %v", err)
	}
	if err := Run(h, Kernel, ":graph --open"); err == nil || !strings.Contains(err.Error(), "terminal REPL") {
		t.Errorf(":graph --open in a notebook: %v", err)
	}
	if err := Run(h, REPL, ":graph --frob"); err == nil || !strings.HasSuffix(strings.Join(strings.Fields(err.Error()), " "), "--dot FILE, --open)") {
		t.Errorf(":graph --frob in the REPL: %v", err)
	}
	var repl, nb bytes.Buffer
	PrintHelp(&repl, REPL)
	PrintHelp(&nb, Kernel)
	if !strings.Contains(repl.String(), ":quit, :q") || !strings.Contains(repl.String(), "(--open: in a browser)") || strings.Contains(repl.String(), "kernel") {
		t.Errorf("REPL help:\n%s", repl.String())
	}
	if strings.Contains(nb.String(), ":quit") || strings.Contains(nb.String(), "--open") || strings.Count(nb.String(), "kernel's machine") != 3 {
		t.Errorf("notebook help:\n%s", nb.String())
	}
}
