package viz

import (
	"encoding/base64"
	"fmt"
	"html"
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
func Figure(id, svg, alt, lib, live string) string {
	var b strings.Builder
	b.WriteString(lib)
	fmt.Fprintf(&b, "<div class=\"adrepl-picture\" id=\"%s\">\n", id)
	fmt.Fprintf(&b, "<div class=\"adrepl-static\"><img alt=\"%s\" style=\"max-width:100%%\" src=\"data:image/svg+xml;base64,%s\"></div>\n",
		html.EscapeString(alt), base64.StdEncoding.EncodeToString([]byte(svg)))
	b.WriteString("<div class=\"adrepl-live\" style=\"height:0;overflow:hidden\">\n")
	b.WriteString(live)
	b.WriteString("</div>\n")
	fmt.Fprintf(&b, swapScript, id)
	b.WriteString("</div>\n")
	return b.String()
}

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
    return true;
  }
  if (swap()) { return; }
  var timer = setInterval(function () {
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
