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

// outputs renders every output as text: streams, and each MIME type of
// results and displays, in a fixed order; random ids read "-ID".
func (nb *notebook) outputs() []string {
	var out []string
	for _, c := range nb.Cells {
		for _, o := range c.Outputs {
			out = append(out, o.OutputType+":"+multiline(o.Text))
			var mimes []string
			for m := range o.Data {
				mimes = append(mimes, m)
			}
			sort.Strings(mimes)
			for _, m := range mimes {
				out = append(out, m+":"+randomID.ReplaceAllString(multiline(o.Data[m]), "-ID"))
			}
		}
	}
	return out
}
