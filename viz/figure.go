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
// output node) is not shrunk to the pane where scripts run: its script
// gives the static image its full size in a box that scrolls sideways,
// scrolled at first to show the focus (where the reverse sweep starts),
// and shows the hint under it; the live chart does the same. Without
// scripts the image is shrunk to fit, as before, and no hint shows.
func Figure(id, svg, alt, lib, live string) string {
	var b strings.Builder
	b.WriteString(lib)
	hint := ""
	if m := focusRE.FindStringSubmatch(svg); m != nil {
		fmt.Fprintf(&b, "<div class=\"adrepl-picture\" id=\"%s\" data-focus=\"%s\">\n", id, m[1])
		hint = ScrollHint
	} else {
		fmt.Fprintf(&b, "<div class=\"adrepl-picture\" id=\"%s\">\n", id)
	}
	fmt.Fprintf(&b, "<div class=\"adrepl-static\"><img alt=\"%s\" style=\"max-width:100%%\" src=\"data:image/svg+xml;base64,%s\"></div>\n",
		html.EscapeString(alt), base64.StdEncoding.EncodeToString([]byte(svg)))
	b.WriteString("<div class=\"adrepl-live\" style=\"height:0;overflow:hidden\">\n")
	b.WriteString(live)
	b.WriteString("</div>\n")
	b.WriteString(hint)
	fmt.Fprintf(&b, swapScript, id)
	b.WriteString("</div>\n")
	return b.String()
}

// focusRE finds the focus an SVG names (see Figure).
var focusRE = regexp.MustCompile(`^<svg[^>]*>\s*<rect[^>]*/>\s*<g data-focus="(\d+)">`)

// ScrollHint is the line above a picture wider than its pane; the
// figure's script hides it when the picture fits.
const ScrollHint = `<div class="adrepl-hint" style="display:none;font:12px sans-serif;color:#555;margin:2px 0">⇆ wider than this pane: scroll sideways (it opened at the output, on the right, where the reverse sweep starts)</div>` + "\n"

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
    var at = root.getAttribute("data-focus");
    if (at === null) { return; }
    var st = root.querySelector(".adrepl-static"), img = st && st.querySelector("img");
    if (img && img.style.maxWidth !== "none") {
      st.style.maxWidth = "100%%"; st.style.overflowX = "auto"; img.style.maxWidth = "none";
    }
    var boxes = [st].concat([].slice.call(root.querySelectorAll(".adrepl-scroll"))), wide = false;
    for (var i = 0; i < boxes.length; i++) {
      var s = boxes[i];
      if (!s || s.clientWidth === 0 || s.offsetParent === null) { continue; }
      if (again || !s.adreplFocused) {
        s.scrollLeft = Math.max(0, +at - s.clientWidth + 8);
        s.adreplFocused = true; // a property: the page's markup stays as written
      }
      wide = wide || s.scrollWidth > s.clientWidth + 1;
    }
    var hint = root.querySelector(".adrepl-hint");
    if (hint) { hint.style.display = wide ? "" : "none"; }
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
