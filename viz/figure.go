package viz

import (
	"encoding/base64"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Figure is the HTML of one chart picture as every front end shows it: the
// static SVG first, then the interactive chart in a box of no height (so
// that ECharts can size it while it is out of sight), then a script that
// swaps the two once every chart in the box has drawn. Without scripts, or
// when ECharts never loads, the SVG is what the reader sees; nothing is
// ever left blank. lib is the library loader (or the note saying there is
// none), put before the picture, or "" when an earlier output carries it.
//
// The SVG is an <img> with a data: URL rather than inline <svg>: the
// sanitizers of notebook viewers (JupyterLab's for untrusted notebooks,
// code hosts') drop inline SVG elements but keep their text, which would
// show as a jumble of axis labels; an image survives or shows its alt text.
// An <img> is a document of its own, so the SVG's ids cannot clash.
//
// A picture whose SVG names a focus (data-focus="x", the unrolled graph's
// output node) is not shrunk to the pane: it keeps its size in a box that
// scrolls sideways, under a hint saying so, scrolled at first to show the
// focus (where the reverse sweep starts); the live chart does the same.
func Figure(id, svg, alt, lib, live string) string {
	var b strings.Builder
	b.WriteString(lib)
	fmt.Fprintf(&b, "<div class=\"adrepl-picture\" id=\"%s\">\n", id)
	img := fmt.Sprintf("<img alt=\"%s\" style=\"max-width:100%%\" src=\"data:image/svg+xml;base64,%s\">",
		html.EscapeString(alt), base64.StdEncoding.EncodeToString([]byte(svg)))
	if m := focusRE.FindStringSubmatch(svg); m != nil {
		b.WriteString(ScrollHint)
		img = fmt.Sprintf("<div class=\"adrepl-scroll\" data-focus=\"%s\" style=\"max-width:100%%;overflow-x:auto\">%s</div>", m[1],
			strings.Replace(img, `style="max-width:100%"`, `style="max-width:none"`, 1))
	}
	fmt.Fprintf(&b, "<div class=\"adrepl-static\">%s</div>\n", img)
	b.WriteString("<div class=\"adrepl-live\" style=\"height:0;overflow:hidden\">\n")
	b.WriteString(live)
	b.WriteString("</div>\n")
	fmt.Fprintf(&b, swapScript, id)
	b.WriteString("</div>\n")
	return b.String()
}

// focusRE finds the focus an SVG names (see Figure).
var focusRE = regexp.MustCompile(`^<svg[^>]*>\s*<rect[^>]*/>\s*<g data-focus="(\d+)">`)

// ScrollHint is the line above a picture wider than its pane; the
// figure's script hides it when the picture fits.
const ScrollHint = `<div class="adrepl-hint" style="font:12px sans-serif;color:#555;margin:2px 0">⇆ wider than this pane: scroll sideways (it opens at the output, on the right, where the reverse sweep starts)</div>` + "\n"

// AltText is the first line of a picture's text rendering (its title),
// the alt text of its static image.
func AltText(text string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(text), "\n")
	return strings.TrimSpace(first)
}

// swapScript shows the live charts in place of the static SVG once all of
// them have rendered (data-rendered, set by chartHTML's script); it gives
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
    focus(root, true);
    return true;
  }
  // focus scrolls each wide box to its focus (once, unless again: the live
  // chart replaced the static one) and shows the hint only when a box
  // does not fit.
  function focus(root, again) {
    var boxes = root.querySelectorAll(".adrepl-scroll"), wide = false;
    for (var i = 0; i < boxes.length; i++) {
      var s = boxes[i];
      if (s.clientWidth === 0 || s.offsetParent === null) { continue; }
      if (again || !s.getAttribute("data-focused")) {
        s.scrollLeft = Math.max(0, +s.getAttribute("data-focus") - s.clientWidth + 8);
        s.setAttribute("data-focused", "1");
      }
      wide = wide || s.scrollWidth > s.clientWidth + 1;
    }
    var hint = root.querySelector(".adrepl-hint");
    if (hint && boxes.length > 0) { hint.style.display = wide ? "" : "none"; }
  }
  var first = document.getElementById(id);
  if (first) { focus(first, false); }
  if (swap()) { return; }
  var timer = setInterval(function () {
    var root = document.getElementById(id);
    if (root) { focus(root, false); }
    if (swap() || ++tries > 400) { clearInterval(timer); }
  }, 50);
})();
</script>
`

// staticPicture is a picture with a static form to show until its chart
// draws (every chart of this package).
type staticPicture interface {
	SVG() string
	Text() string
}

// figureOf is p's HTML: a Figure for charts (with lib before it), the
// plain HTML for tables.
func figureOf(p HTMLPicture, lib string) string {
	sp, ok := p.(staticPicture)
	if _, table := p.(*TapeTable); table || !ok {
		return lib + p.HTML()
	}
	return Figure(NewID(), sp.SVG(), AltText(sp.Text()), lib, p.HTML())
}
