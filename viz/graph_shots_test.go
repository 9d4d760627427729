package viz

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// The unrolled graphs of one-, two- and three-state loops, as golden SVG
// and text, and (with -screenshots) as Chromium screenshots in docs/img
// beside their SVG, to be looked at: labels legible, not overlapping.
func stateGraphs() map[string]*Graph {
	return map[string]*Graph{
		"one-state":   NewGraph(scalarRNN(0.8, 6), testPos, GraphOptions{}),
		"two-state":   NewGraph(twoState(6), testPos, GraphOptions{}),
		"three-state": NewGraph(threeState(4), testPos, GraphOptions{}),
	}
}

func TestStateGraphsGolden(t *testing.T) {
	for name, g := range stateGraphs() {
		svg := g.SVG()
		wellFormed(t, name, svg)
		golden(t, "graph_"+name+".svg", svg)
		golden(t, "graph_"+name+".txt", g.Text())
	}
}

func TestStateGraphScreenshots(t *testing.T) {
	if !*screenshots {
		t.Skip("run with -screenshots to rewrite docs/img")
	}
	bin := chromium(t)
	a := FindAssets() // without ECharts, the HTML pages show the static SVG
	out, _ := filepath.Abs("../docs/img")
	dir := t.TempDir()
	for name, g := range stateGraphs() {
		w, h := g.size()
		svg := g.SVG()
		os.WriteFile(filepath.Join("..", "docs", "img", "graph-"+name+".svg"), []byte(svg), 0o644)
		for _, f := range []struct{ ext, body string }{{"svg", svg}, {"html", Page(name, a, g)}} {
			path := filepath.Join(dir, name+"."+f.ext)
			os.WriteFile(path, []byte(f.body), 0o644)
			png := filepath.Join(out, "graph-"+name+"-"+f.ext+".png")
			ww, hh := w, h
			if f.ext == "html" {
				ww, hh = w+40, h+120
			}
			runChromium(t, bin, "--virtual-time-budget=10000", fmt.Sprintf("--window-size=%d,%d", ww, hh), "--screenshot="+png, "file://"+path)
		}
	}
}
