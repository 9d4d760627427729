package viz

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A graph wider than its page scrolls sideways in its own box, under a
// visible hint, and opens scrolled to its output node (where the reverse
// sweep starts): checked in headless Chromium at 900 px, for the static
// SVG (no ECharts) and the live chart (with it, when installed). With
// -screenshots the live view is docs/img/graph-two-state-scrolled.png.
func TestWideGraphScrollsToOutput(t *testing.T) {
	bin := chromium(t)
	g := NewGraph(twoState(6), testPos, GraphOptions{})
	focus := g.focusX()
	probe := `<script>setTimeout(function () {
  var out = [];
  document.querySelectorAll(".adrepl-static, .adrepl-scroll").forEach(function (s) {
    if (s.offsetParent !== null) { out.push(s.scrollLeft + "/" + s.scrollWidth + "/" + s.clientWidth); }
  });
  var h = document.querySelector(".adrepl-hint");
  document.body.setAttribute("data-probe", out.join(" ") + " hint=" + (h && h.offsetParent !== null));
}, 4000);</script>`
	assets := map[string]Assets{"static": {Warning: "none, for the test"}}
	if a := FindAssets(); a.Script != "" {
		assets["live"] = a
	} else if os.Getenv("CI") != "" {
		t.Fatal("no local ECharts")
	}
	dir := t.TempDir()
	for name, a := range assets {
		page := Page(name, a, g)
		k := strings.LastIndex(page, "</body>") // the library may hold the string too
		page = page[:k] + probe + page[k:]
		path := filepath.Join(dir, name+".html")
		os.WriteFile(path, []byte(page), 0o644)
		dom := string(runChromium(t, bin, "--virtual-time-budget=15000", "--window-size=900,800", "--dump-dom", "file://"+path))
		m := regexp.MustCompile(`data-probe="(\d+)/(\d+)/(\d+)[^"]* hint=(\w+)"`).FindStringSubmatch(dom)
		if m == nil {
			t.Fatalf("%s: no visible scroll box: %s", name, regexp.MustCompile(`<body[^>]*>`).FindString(dom))
		}
		var left, width, client float64
		fmt.Sscan(m[1], &left)
		fmt.Sscan(m[2], &width)
		fmt.Sscan(m[3], &client)
		if width <= client {
			t.Errorf("%s: the box does not scroll (%v wide in %v)", name, width, client)
		}
		if left <= 0 || focus < left || focus > left+client {
			t.Errorf("%s: scrolled to %v..%v, the output's edge is at %v", name, left, left+client, focus)
		}
		if m[4] != "true" {
			t.Errorf("%s: the scroll hint is hidden", name)
		}
		if *screenshots && name == "live" {
			out, _ := filepath.Abs("../docs/img/graph-two-state-scrolled.png")
			runChromium(t, bin, "--virtual-time-budget=15000", "--window-size=900,800", "--screenshot="+out, "file://"+path)
		}
	}
}
