package kernel

import (
	"encoding/base64"
	"fmt"
	"html"
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
// the SVG stays. Element ids are random, so outputs of several sessions in
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
	data["text/html"] = r.chartHTML(id, plain, altText(d.Text), p.HTML())
	return data
}

// altText is the first line of a picture's text rendering (its title),
// the alt text of its static image.
func altText(text string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	return strings.TrimSpace(first)
}

// chartHTML wraps a picture's interactive HTML: the static SVG first; then
// the charts in a box of no height (so that ECharts can size them while
// they are out of sight); then a script that swaps the two once every
// chart has drawn. Without scripts, or when ECharts never loads, the SVG
// is what the reader sees.
//
// The SVG is an <img> with a data: URL rather than inline <svg>: the
// sanitizers of notebook viewers (JupyterLab's for untrusted notebooks,
// code hosts') drop inline SVG elements but keep their text, which would
// show as a jumble of axis labels; an image survives or shows its alt text.
func (r *richRenderer) chartHTML(id, svg, alt, live string) string {
	r.mu.Lock()
	lib := ""
	if !r.loaded {
		lib = r.assets.CompressedLoader()
		r.loaded = true
	}
	r.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "<div class=\"adrepl-picture\" id=\"%s\">\n", id)
	fmt.Fprintf(&b, "<div class=\"adrepl-static\"><img alt=\"%s\" style=\"max-width:100%%\" src=\"data:image/svg+xml;base64,%s\"></div>\n",
		html.EscapeString(alt), base64.StdEncoding.EncodeToString([]byte(svg)))
	b.WriteString("<div class=\"adrepl-live\" style=\"height:0;overflow:hidden\">\n")
	b.WriteString(lib)
	b.WriteString(live)
	b.WriteString("</div>\n")
	fmt.Fprintf(&b, swapScript, id)
	b.WriteString("</div>\n")
	return b.String()
}

// swapScript shows the live charts in place of the static SVG once all of
// them have rendered (data-rendered, set by viz's chart script); it gives
// up after 20 s, leaving the SVG.
const swapScript = `<script>
(function () {
  var id = %q, tries = 0;
  function swap() {
    var root = document.getElementById(id);
    if (!root) { return false; }
    var charts = root.querySelectorAll(".adrepl-chart");
    if (charts.length === 0) { return false; }
    for (var i = 0; i < charts.length; i++) {
      if (charts[i].getAttribute("data-rendered") !== "1") { return false; }
    }
    root.querySelector(".adrepl-static").style.display = "none";
    var live = root.querySelector(".adrepl-live");
    live.style.height = "";
    live.style.overflow = "";
    root.setAttribute("data-live", "1");
    return true;
  }
  if (swap()) { return; }
  var timer = setInterval(function () {
    if (swap() || ++tries > 400) { clearInterval(timer); }
  }, 50);
})();
</script>
`

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
