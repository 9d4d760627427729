package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// An RNN differentiated in the REPL, then its tape, unrolled graph and
// gradient norms in the terminal and as HTML, SVG and DOT files: the
// session of docs/visualizer.md.

const rnnCells = `W0 := ad.Mat(3, 3, []float64{0.9, -0.4, 0.1, 0.3, 0.8, -0.5, -0.2, 0.6, 0.7})
b := ad.Vec([]float64{0.1, -0.2, 0.05})
rnn := func(scale float64) float64 {
    W := W0.Scale(scale)
    h := ad.Vec([]float64{0.5, -0.3, 0.2})
    for t := 0; t < 12; t++ {
        h = W.MatVec(h).Add(b).Tanh()
    }
    return h.Sum()
}
ad.Grad(rnn)(0.6)
`

// runWithEnv runs adrepl in script mode with extra environment variables.
func runWithEnv(t *testing.T, stdin string, env ...string) result {
	t.Helper()
	cmd := exec.Command(binPath)
	cmd.Env = testEnv(t, env...)
	cmd.Dir = t.TempDir()
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("adrepl: %v\n%s", err, stderr.String())
	}
	return result{stdout.String(), stderr.String(), 0}
}

// localECharts is the repository's npm-installed ECharts, if any.
func localECharts() string {
	p, _ := filepath.Abs("../../node_modules/echarts/dist/echarts.min.js")
	if _, err := os.Stat(p); err != nil {
		return ""
	}
	return p
}

func TestScriptPicturesInTerminal(t *testing.T) {
	r := script(t, rnnCells+":tape 8\n:graph\n:gradnorm h\nad.Plot(\"h\")\nad.NormSweep(\"h\", []float64{0.3, 0.6, 0.9, 1.2}, rnn)\n")
	if r.stderr != "" {
		t.Fatalf("stderr:\n%s", r.stderr)
	}
	for _, want := range []string{
		"0.36698013263541274 (float64)",
		"... 34 entries elided ...", // :tape 8
		"unrolled graph: 42 entries, 12 loop iterations, reverse flow", "t=3…9", "… 7 iterations collapsed (21 entries)",
		"#7    h = T.Tanh(#6) = (3) ‖0.5238‖  adj ‖0.002906‖  [5:36]",
		"#41   Sum(h) = -0.02602  adj 1  [output, reads t-1, 7:17]",                                                   // :graph
		"recurrent matrix (3×3) (used 12 times): spectral norm 0.6919",                                                // :gradnorm h
		"‖∂y/∂h_t‖ — h: vanishing ×0.5662 per step back; spectral norm ‖W‖₂ = 0.692", "● ‖∂y/∂h_t‖   · fitted growth", // ad.Plot
		"───── spectral norm ‖W‖₂ = 1 ─────\n       0.9        1.038         0.8466  vanishing", // ad.NormSweep
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, r.stdout)
		}
	}
}

func TestScriptPictureFiles(t *testing.T) {
	dir := t.TempDir()
	f := func(name string) string { return filepath.Join(dir, name) }
	cmds := rnnCells +
		":graph --html " + f("g.html") + " --svg " + f("g.svg") + " --dot " + f("g.dot") + "\n" +
		":tape all --html " + f("t.html") + " --svg " + f("t.svg") + "\n" +
		":gradnorm h --html " + f("n.html") + " --svg " + f("n.svg") + "\n" +
		":graph --bogus\n:tape --dot x.dot\n:tape --html\n"
	var env []string
	lib := localECharts()
	if lib != "" {
		env = append(env, "ADREPL_ECHARTS="+lib)
	}
	r := runWithEnv(t, cmds, env...)
	for _, name := range []string{"g.html", "g.svg", "g.dot", "t.html", "t.svg", "n.html", "n.svg"} {
		if !strings.Contains(r.stdout, "wrote "+f(name)) {
			t.Errorf("no %q in the output:\n%s", "wrote "+f(name), r.stdout)
		}
	}
	read := func(name string) string {
		b, err := os.ReadFile(f(name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if s := read("g.svg"); !strings.HasPrefix(s, "<svg ") || !strings.Contains(s, "#40 h = T.Tanh(") {
		t.Errorf("g.svg:\n%.500s", s)
	}
	if s := read("g.dot"); !strings.Contains(s, "rankdir=LR") || !strings.Contains(s, "e40 -> e41") {
		t.Errorf("g.dot:\n%.500s", s)
	}
	if s := read("t.html"); strings.Count(s, "<tr") != 43 || strings.Contains(s, "<script src=") {
		t.Errorf("t.html has %d rows (want a heading and 42 entries)", strings.Count(s, "<tr"))
	}
	for _, name := range []string{"g.html", "n.html"} {
		s := read(name)
		if !strings.Contains(s, "echarts.init(") {
			t.Errorf("%s has no chart", name)
		}
		if !strings.Contains(s, `<div class="adrepl-static"><img`) {
			t.Errorf("%s does not carry its static SVG", name)
		}
		if lib != "" && (strings.Contains(s, "<script src=") || !strings.Contains(s, "window.echarts === \"undefined\"")) {
			t.Errorf("%s does not inline ECharts from %s", name, lib)
		}
	}
	for _, want := range []string{
		":graph: unknown option --bogus (options: --html FILE, --svg FILE, --dot FILE, --open)",
		":tape: unknown option --dot", ":tape --html needs a file name",
	} {
		if !strings.Contains(words(r.stderr), want) { // wrapped at 80 columns
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
}

// Without a local ECharts the page loads nothing from the network: it
// shows the static SVG with a note, and the user is told how to get the
// interactive chart.
func TestScriptPictureNoECharts(t *testing.T) {
	dir := t.TempDir()
	r := runWithEnv(t, rnnCells+":graph --html "+filepath.Join(dir, "g.html")+"\n", "ADREPL_ECHARTS="+filepath.Join(dir, "missing.js"))
	if e := words(r.stderr); !strings.Contains(e, "warning: ADREPL_ECHARTS=") || !strings.Contains(e, "stay static") { // wrapped at 80 columns
		t.Errorf("no warning about the missing ECharts:\n%s", r.stderr)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "g.html"))
	s := string(b)
	if strings.Contains(s, "<script src=") || !strings.Contains(s, `class="adrepl-nolib"`) || !strings.Contains(s, `<div class="adrepl-static"><img`) {
		t.Errorf("the page should show its static SVG and a note, and load nothing:\n%.600s", s)
	}
}

// The same in the interactive REPL, on a terminal.
func TestREPLPictures(t *testing.T) {
	p := startREPL(t, "")
	for _, l := range strings.Split(strings.TrimSuffix(rnnCells, "\n"), "\n") {
		p.sendLine(l)
	}
	p.expect("0.36698013263541274 (float64)")
	p.expect(">>> ")
	p.sendLine(":graph")
	p.expect("… 7 iterations collapsed (21 entries)")
	p.expect(">>> ")
	p.sendLine(`ad.Plot("h")`)
	p.expect("fitted growth")
	p.expect(">>> ")
	out := filepath.Join(t.TempDir(), "g.html")
	p.sendLine(":graph --html " + out)
	p.expect("wrote " + out)
	p.expect(">>> ")
	if _, err := os.Stat(out); err != nil {
		t.Error(err)
	}
}

// A REPL anywhere finds the ECharts copy that adrepl kernel install put
// beside the kernelspec: its :graph --html page inlines it, with no
// node_modules and no $ADREPL_ECHARTS in sight.
func TestREPLFindsInstalledECharts(t *testing.T) {
	data := t.TempDir()
	fake := filepath.Join(t.TempDir(), "echarts.min.js")
	os.WriteFile(fake, []byte("/* echarts FAKE-INSTALLED-COPY */ window.echarts = {init: function () {}};"), 0o644)
	if r := runAdreplEnv(t, []string{"JUPYTER_DATA_DIR=" + data, "ADREPL_ECHARTS=" + fake}, "kernel", "install", "--user"); r.code != 0 {
		t.Fatalf("install:\n%v", r)
	}
	out := filepath.Join(t.TempDir(), "g.html")
	r := runWithEnv(t, rnnCells+":graph --html "+out+"\n", "JUPYTER_DATA_DIR="+data, "ADREPL_ECHARTS=")
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "FAKE-INSTALLED-COPY") || strings.Contains(r.stderr, "warning:") {
		t.Errorf("the page does not inline the kernelspec's copy:\n%s", r.stderr)
	}
}
