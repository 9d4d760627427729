package kernel

import (
	"regexp"
	"strings"
	"sync"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/viz"
)

// RichRenderer returns a renderer (Config.Render) that draws pictures with
// package viz as a MIME bundle of three forms:
//
//   - text/plain: the terminal rendering, for consoles;
//   - image/svg+xml: the static picture;
//   - text/html: for charts, the static SVG followed by the interactive
//     ECharts chart, which replaces the SVG once it has drawn; for tape
//     tables, an HTML table.
//
// The HTML is written for every place a notebook is read. Where scripts run
// (Jupyter, nbconvert pages) the chart appears and needs no network: the
// first chart of the session inlines ECharts from a, and later ones use that
// copy (window.echarts) instead of adding another megabyte each (the copy
// is gzipped, about 450 KB: viz.Assets.CompressedLoader). Where
// scripts do not run (code hosts' notebook viewers, untrusted notebooks)
// the SVG stays, and so it does when no local ECharts was found: then the
// first chart carries a visible note saying so (there is no network
// fallback). Element ids are random, so outputs of several sessions in
// one notebook never clash.
//
// Each kernel session needs its own renderer: a restarted kernel is a new
// page load's worth of outputs, and inlines the library again.
func RichRenderer(a viz.Assets) func(interp.Display) map[string]any {
	r := &richRenderer{assets: a}
	return r.render
}

type richRenderer struct {
	assets viz.Assets
	mu     sync.Mutex
	loaded bool // the library went out in an earlier output of this session
}

func (r *richRenderer) render(d interp.Display) map[string]any {
	data := map[string]any{"text/plain": d.Text}
	p, err := pictures.Of(&d)
	if err != nil {
		// A stale tape or an unknown kind: the text (made when the picture
		// was) is all there is.
		return data
	}
	id := viz.NewID()
	plain := p.SVG()
	data["image/svg+xml"] = uniqueSVGIDs(plain, strings.TrimPrefix(id, "adrepl-"))
	if d.Kind == "tape" {
		// A table needs no script: the HTML is the table, with its style
		// sheet (the rules are scoped to the table's class).
		data["text/html"] = viz.TapeStyle + p.HTML()
		return data
	}
	// An <img> is a document of its own: its SVG keeps its plain ids (and
	// the notebook's bytes stay the same from run to run).
	data["text/html"] = r.chartHTML(id, plain, viz.AltText(d.Text), p.HTML())
	return data
}

// chartHTML is a viz.Figure: the static SVG until the chart draws. The
// library goes with the first chart of the session only.
func (r *richRenderer) chartHTML(id, svg, alt, live string) string {
	r.mu.Lock()
	lib := ""
	if !r.loaded {
		lib = r.assets.CompressedLoader()
		r.loaded = true
	}
	r.mu.Unlock()
	return viz.Figure(id, svg, alt, lib, live)
}

var svgID = regexp.MustCompile(`\bid="([^"]+)"`)

// uniqueSVGIDs suffixes the ids an SVG defines (arrow markers, gradients),
// and the references to them, so that two SVGs inlined in one page — a
// forward and a reverse graph with differently coloured arrows — each use
// their own.
func uniqueSVGIDs(svg, suffix string) string {
	var pairs []string
	seen := map[string]bool{}
	for _, m := range svgID.FindAllStringSubmatch(svg, -1) {
		name := m[1]
		if seen[name] {
			continue
		}
		seen[name] = true
		n := name + "-" + suffix
		pairs = append(pairs, `id="`+name+`"`, `id="`+n+`"`, "url(#"+name+")", "url(#"+n+")", `href="#`+name+`"`, `href="#`+n+`"`)
	}
	if len(pairs) == 0 {
		return svg
	}
	return strings.NewReplacer(pairs...).Replace(svg)
}
