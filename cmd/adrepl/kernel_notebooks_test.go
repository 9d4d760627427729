package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/viz"
)

// notebookExpect lists, per notebook in notebooks/, substrings that its
// executed outputs must contain: the values the text teaches. A notebook
// without a row fails the test, so a new chapter comes with its checks.
var notebookExpect = map[string][]string{
	"01-loops.ipynb": {
		"forward  15.5897368000", "reverse  15.5897368000", "8x^7     15.5897368000", // d/dx x^8 at 1.1
		"iteration 3: x = 2.14359    dx = 15.5897", // forward mode by hand
		"back through iteration 1: xbar = 15.5897", // reverse mode by hand
		"4 entries",                  // :tape of three squarings
		"image/svg+xml:<svg",         // pictures carry a static SVG
		`<table class="adrepl-tape"`, // ad.TapeTable(0) as an HTML table
		"unrolled graph: 4 entries, 3 loop iterations", // ad.Graph() of the squarings
		`<div class="adrepl-static">`,                  // the graph's HTML shows the SVG until the chart draws
		`class="adrepl-chart"`,                         // and the interactive chart
		"n = 1000   dy/dx = 2714.21    (n·x^(n-1) = 2714.21   )   tape entries = 1001",
		"AD through Newton  = 0.353553390593", "1/(2 sqrt(2))      = 0.353553390593",
		"x = 5     halve(x) = 0.625   d/dx = 0.125", // the derivative of the path taken
		// a sum split over goroutines: the order moves the last digits, the gradient follows
		"1 workers  sum -191681.50618767526   +0 ulp  arrival order [0]",
		"4 workers  sum -191681.50618767651  -43 ulp  arrival order [3 0 1 2]",
		"8 workers  dL/dx[0] -383363.01237535058  2s -383363.01237535058  equal true",
		"schedule random, seed 7",
		"8 workers  sum -191681.5061876754   -5 ulp  arrival order [7 4 5 6 3 1 2 0]",
	},
	"02-recurrences.ipynb": {
		"by hand:  dW = 0.9904089904  dB = 1.9769728919  dh0 = 0.1391672298",
		"ad.Grad:  dW = 0.9904089904  dB = 1.9769728919",
		"forward by hand: 0.9904089904", "ad.Derivative:   0.9904089904",
		"h: growth factor", // :gradnorm h
		"[[34 55] [55 89]] ([][]float64)",
		`class="adrepl-tensor"`,
		"vanishing", "exploding",
		"recurrent matrix (8×8), used 30 times: spectral norm 3",
		"h: growth factor 1.597 per step backwards over 30 steps: exploding", // ad.Plot("h") at ρ = 3
		"image/svg+xml:<svg",
		// ad.NormSweep of the symmetric matrix: the growth crosses 1 where ‖W‖₂ does.
		"0.8          0.8         0.7822  vanishing",
		"───── spectral norm ‖W‖₂ = 1 ─────",
		"1.25         1.25          1.222  exploding",
	},
	"03-memory-and-state.ipynb": {
		"ad.Grad   0.112991827836721", "by hand   0.112991827836721", // overwriting x: the tape keeps the old values
		"    1  *        #0        #0                0.49", // entry 1 still holds x² after x was overwritten
		`<table class="adrepl-tape"`,
		"aliased: [15 6]   (3·p1, 3·p0) = [15 6]", "copied:  [5 2]   (p1, p0)     = [5 2]",
		"max error vs central differences 9.71e-11, reverse vs forward 0", // ad.Check of the aliased function
		// dropout: the mask of the forward pass, the gradient zero where it dropped, no draws by the reverse pass
		"forward output: [2 4 6 0 0 12]\ngradient:       [4 8 12 0 0 24]\ndraws:          6",
		"draws:          12", // a second gradient draws a new mask
		"max error vs central differences 1.03e-09, reverse vs forward 0", // seeded inside: the check passes
		"step  1   momentum kept: W 0.3400   loss 14.5         fresh optimizer: W 0.3400   loss 14.5",
		"step  3   momentum kept: W 1.6425   loss 0.742        fresh optimizer: W 0.8580   loss 6.96",
		// the hypergradient against central differences
		"lr 0.01  validation loss 0.3014   d/dlr -625.933708  central diff -625.933724  rel. error 2.6e-08",
		"lr 0.02  validation loss 14.81    d/dlr 2453.812533  central diff 2453.812526",
		"image/svg+xml:<svg",
		// checkpointing: memory against recomputation, same gradient bits
		"store-all                       40002    1250.1          0           0       0.0  identical",
		"//ad:checkpoint                     5      20.2       9860        9859       1.0  identical",
		"//ad:checkpoint snapshots=16        5       2.7       7413       34016       3.4  identical",
		"//ad:checkpoint snapshots=4         5       1.0       1654      147497      14.7  identical",
		"the loop at cell10:5:2 ran 10000 iterations on the tape", // :memory of the store-all tape
		"saving             56.6x less memory",                    // :memory of the checkpointed loop
	},
	"04-tapes.ipynb": {
		"v2 adjoint  0.9601702867", "x0 adjoint  3.8805108600 = 1 + x1·0.960170", "ad.Grad     3.8805108600 1.9203405733",
		"5 entries, 105 bytes",
		`<table class="adrepl-tape"`, "image/svg+xml:<svg",
		"released: true  persistent: false",
		"recovered: ad: the tape was released after its reverse pass",
		"row 0: [3 2]\nrow 1: [-0.4161468365471424 0]\nrow 2: [1 6]\ncalls of h: 1", // three sweeps, one recording
		"forward over forward 6.565861522162", "reverse over reverse 6.565861522162", "formula              6.565861522162",
		"ad.Hessian  33.556224 24.167168 / 24.167168 7.389056", "formula     33.556224 24.167168 / 24.167168 7.389056",
		"   18  +        #16       #17            18.7781      24.1672", // the recorded inner sweep, with its tangent
		"execute_result:\ntext/plain:1 (float64)",                       // no perturbation confusion
		"before: 16 entries, 352 bytes", "after:  5 entries, 147 bytes (2 dead, 8 constant-folded, 2 fused into 1 chain)",
		"entries: 16 -> 5 (3.2x fewer)",
		"gradient: 2 components, bit-identical to the original tape's", // :tape optimize
		"sequential - 1 = 0", "pairwise   - 1 = 6.661e-16",
		"d(s²)/dx_0: sequential 2  pairwise 2.0000000000000013",
		"sums (exact 6):       0 4", "d(s²)/dx_1 (exact 12): 0 8",
	},
}

// TestNotebooks executes every notebook with nbclient through the installed
// kernel, checks the outputs against notebookExpect, and checks that the
// committed notebooks are up to date: the same cells as make_notebooks.py
// writes, with the outputs a fresh run gives.
func TestNotebooks(t *testing.T) {
	requirePython(t, map[string]string{"nbclient": "python3-nbclient", "nbformat": "python3-nbformat"})
	env := jupyterEnv(t)
	root := repoRoot(t)
	nbDir := filepath.Join(root, "notebooks")
	names, _ := filepath.Glob(filepath.Join(nbDir, "*.ipynb"))
	if len(names) == 0 {
		t.Fatal("no notebooks in notebooks/")
	}
	executed := t.TempDir()
	runTool(t, env, nbDir, 10*time.Minute, python, filepath.Join(nbDir, "run_notebooks.py"), "--out", executed)
	generated := t.TempDir()
	runTool(t, env, nbDir, time.Minute, python, filepath.Join(nbDir, "make_notebooks.py"), "--out", generated)

	for _, path := range names {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			want, ok := notebookExpect[name]
			if !ok {
				t.Fatalf("no expected outputs for %s in notebookExpect", name)
			}
			fresh := readNotebook(t, filepath.Join(executed, name))
			committed := readNotebook(t, path)
			gen := readNotebook(t, filepath.Join(generated, name))
			all := strings.Join(fresh.outputs(), "\n")
			for _, w := range want {
				if !strings.Contains(all, w) {
					t.Errorf("outputs lack %q", w)
				}
			}
			for i, c := range fresh.Cells {
				for _, o := range c.Outputs {
					if o.OutputType == "error" {
						t.Errorf("cell %d: error output %s: %s", i, o.Ename, o.Evalue)
					}
				}
			}
			regen := "regenerate with: /usr/bin/python3 notebooks/make_notebooks.py && /usr/bin/python3 notebooks/run_notebooks.py --write"
			if got, w := committed.sources(), gen.sources(); strings.Join(got, "\x00") != strings.Join(w, "\x00") {
				t.Errorf("notebooks/%s differs from what make_notebooks.py writes; %s", name, regen)
			}
			if got, w := committed.outputs(), fresh.outputs(); strings.Join(got, "\x00") != strings.Join(w, "\x00") {
				i := 0
				for i < len(got) && i < len(w) && got[i] == w[i] {
					i++
				}
				at := func(l []string) string {
					if i >= len(l) {
						return "(none)"
					}
					return clip(l[i], 2000)
				}
				t.Errorf("notebooks/%s has stale outputs (%d committed, %d fresh; first difference at output %d); %s\ncommitted:\n%s\nfresh:\n%s",
					name, len(got), len(w), i, regen, at(got), at(w))
			}
		})
	}
	for name := range notebookExpect {
		if _, err := os.Stat(filepath.Join(nbDir, name)); err != nil {
			t.Errorf("notebookExpect names %s, which is not in notebooks/", name)
		}
	}
}

type notebook struct {
	Cells []struct {
		CellType string          `json:"cell_type"`
		Source   json.RawMessage `json:"source"`
		Outputs  []struct {
			OutputType string                     `json:"output_type"`
			Name       string                     `json:"name"`
			Text       json.RawMessage            `json:"text"`
			Data       map[string]json.RawMessage `json:"data"`
			Ename      string                     `json:"ename"`
			Evalue     string                     `json:"evalue"`
		} `json:"outputs"`
	} `json:"cells"`
}

// clip shortens s (an output holding ECharts is a megabyte) for a message.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + fmt.Sprintf("… (%d more bytes)", len(s)-n)
}

func readNotebook(t *testing.T, path string) *notebook {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var nb notebook
	if err := json.Unmarshal(data, &nb); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return &nb
}

// multiline decodes nbformat's "string or list of strings".
func multiline(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var l []string
	json.Unmarshal(raw, &l)
	return strings.Join(l, "")
}

func (nb *notebook) sources() []string {
	var out []string
	for _, c := range nb.Cells {
		out = append(out, c.CellType+":"+multiline(c.Source))
	}
	return out
}

// randomID matches the random part of an HTML or SVG element id, which is
// new in every run.
var randomID = regexp.MustCompile(`-[0-9a-f]{16}\b`)

// chartLibrary matches the ECharts payload of an output, or the note that
// stands in its place when the kernel found no local copy: where the
// library came from (npm's node_modules, a kernelspec's copy, none) is the
// machine's business, not the notebook's, so the staleness check compares
// everything else.
var chartLibrary = regexp.MustCompile(`(?s)` + regexp.QuoteMeta(viz.LibraryBegin) + `.*?` + regexp.QuoteMeta(viz.LibraryEnd))

// budgetLine matches the first line of :memory, which reports the
// machine's memory and the heap in use at that moment.
var budgetLine = regexp.MustCompile(`memory budget[^\n]*`)

// normalizeOutput makes an output comparable across runs and machines:
// random ids read "-ID", the chart library reads "<ECharts>", the budget
// line of :memory reads "memory budget <machine>".
func normalizeOutput(s string) string {
	s = chartLibrary.ReplaceAllString(s, "<ECharts>")
	s = budgetLine.ReplaceAllString(s, "memory budget <machine>")
	return randomID.ReplaceAllString(s, "-ID")
}

// outputs renders every output as text: streams, and each MIME type of
// results and displays, in a fixed order, normalised (normalizeOutput).
func (nb *notebook) outputs() []string {
	var out []string
	for _, c := range nb.Cells {
		prevStream := ""
		for _, o := range c.Outputs {
			// Consecutive batches of one stream are one output (the
			// kernel's batching depends on timing).
			if o.OutputType == "stream" && prevStream == o.Name && len(out) > 0 {
				out[len(out)-1] += multiline(o.Text)
				continue
			}
			prevStream = ""
			if o.OutputType == "stream" {
				prevStream = o.Name
			}
			out = append(out, o.OutputType+":"+multiline(o.Text))
			var mimes []string
			for m := range o.Data {
				mimes = append(mimes, m)
			}
			sort.Strings(mimes)
			for _, m := range mimes {
				out = append(out, m+":"+multiline(o.Data[m]))
			}
		}
	}
	for i := range out {
		out[i] = normalizeOutput(out[i])
	}
	return out
}

// The staleness check sees the same output whether the kernel that ran it
// had ECharts (from node_modules or its kernelspec) or none.
func TestNormalizeOutputIgnoresChartLibrary(t *testing.T) {
	picture := func(a viz.Assets) string {
		return viz.Figure("adrepl-0123456789abcdef", "<svg/>", "a chart", a.CompressedLoader(), "<div class=\"adrepl-chart\"></div>")
	}
	with := picture(viz.Assets{Script: "/* echarts */ window.echarts = {};"})
	other := picture(viz.Assets{Script: "/* echarts, another version */ window.echarts = {};"})
	without := picture(viz.Assets{})
	if with == without || normalizeOutput(with) != normalizeOutput(without) || normalizeOutput(other) != normalizeOutput(without) {
		t.Errorf("outputs differ after normalising:\n%s\n%s", normalizeOutput(with), normalizeOutput(without))
	}
	if !strings.Contains(normalizeOutput(with), `<div class="adrepl-static">`) {
		t.Error("normalising dropped the picture itself")
	}
}
