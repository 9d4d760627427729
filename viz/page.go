package viz

import (
	"bytes"
	"compress/gzip"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// HTML output: every picture renders to a fragment (elements and scripts
// with fresh ids); Page wraps fragments in a document, and the library
// loader puts ECharts in front of them once.

// EChartsEnv names the environment variable pointing at a local
// echarts.min.js.
const EChartsEnv = "ADREPL_ECHARTS"

// EChartsFile is the library's file name beside an installed binary or
// kernelspec (adrepl kernel install copies it there).
const EChartsFile = "echarts.min.js"

// Assets says where a page gets ECharts from. There is no network
// fallback: a page either carries the library or says it has none and
// shows its static SVG.
type Assets struct {
	Script  string // the library's source, inlined in the page; "" when none was found
	Path    string // the local file Script was read from
	Warning string // why the charts will be static, and how to get them interactive
}

// NoLibraryHelp says how to get the interactive charts.
const NoLibraryHelp = "run npm ci in the adrepl repository and then adrepl kernel install (which copies ECharts beside the kernelspec), " +
	"or set " + EChartsEnv + " to an echarts.min.js"

// FindAssets looks for a local echarts.min.js, in order: $ADREPL_ECHARTS;
// beside the executable (and in ../share/adrepl from it); the installed
// paths the front end passes (where adrepl kernel install copies it, so
// that a REPL's :graph --html page finds the copy too);
// node_modules/echarts/dist/echarts.min.js in the working directory, the
// executable's directory, or any of their parents. Without one, Warning
// says that the pictures will be static and how to fix it.
func FindAssets(installed ...string) Assets {
	if p := os.Getenv(EChartsEnv); p != "" {
		a, err := LoadAssets(p)
		if err == nil {
			return a
		}
		return Assets{Warning: fmt.Sprintf("%s=%s: %v; the HTML pictures stay static (SVG)", EChartsEnv, p, err)}
	}
	var cands []string
	var starts []string
	if exe, err := os.Executable(); err == nil {
		if r, err := filepath.EvalSymlinks(exe); err == nil {
			exe = r
		}
		d := filepath.Dir(exe)
		cands = append(cands, filepath.Join(d, EChartsFile), filepath.Join(d, "..", "share", "adrepl", EChartsFile))
		starts = append(starts, d)
	}
	cands = append(cands, installed...)
	if wd, err := os.Getwd(); err == nil {
		starts = append([]string{wd}, starts...)
	}
	for _, dir := range starts {
		for {
			cands = append(cands, filepath.Join(dir, "node_modules", "echarts", "dist", EChartsFile))
			parent := filepath.Dir(dir)
			if parent == dir {
				break
			}
			dir = parent
		}
	}
	for _, p := range cands {
		if a, err := LoadAssets(p); err == nil {
			return a
		}
	}
	return Assets{Warning: "no local copy of ECharts found, so the HTML pictures stay static (SVG); for interactive charts " + NoLibraryHelp}
}

// LoadAssets reads a local echarts.min.js.
func LoadAssets(path string) (Assets, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Assets{}, err
	}
	if !strings.Contains(string(b[:min(len(b), 4096)]), "echarts") {
		return Assets{}, fmt.Errorf("%s does not look like ECharts", path)
	}
	return Assets{Script: string(b), Path: path}, nil
}

// The library (or the note saying there is none) sits between these
// comments, so that a comparison of outputs can tell it from the pictures
// (the notebook staleness test replaces it with one placeholder).
const (
	LibraryBegin = "<!-- adrepl:echarts -->"
	LibraryEnd   = "<!-- /adrepl:echarts -->"
)

// Loader is the HTML that defines window.echarts once per document, or,
// without a local copy, a visible note saying why the charts are static.
// The library is wrapped so that an AMD or CommonJS environment (Jupyter's
// require.js) does not capture it: it always lands on window. A front end
// that shows many fragments in one page (the Jupyter kernel) puts it in the
// first only; the charts of later fragments wait for window.echarts.
func (a Assets) Loader() string {
	if a.Script == "" {
		return a.note()
	}
	lib := strings.ReplaceAll(a.Script, "</script", `<\/script`)
	return LibraryBegin + "<script>\nif (typeof window.echarts === \"undefined\") {\n(function (define, module, exports) {\n" +
		lib + "\n}).call(window);\n}\n</script>" + LibraryEnd + "\n"
}

// note is the visible line a page without the library shows above its
// static pictures.
func (a Assets) note() string {
	return LibraryBegin + `<p class="adrepl-nolib" style="font-size:12px;color:#868e96;margin:4px 0">` +
		"Static pictures: no local copy of ECharts was found for the interactive charts (" + esc(NoLibraryHelp) + ").</p>" + LibraryEnd + "\n"
}

// CompressedLoader is Loader with the library gzipped and base64-encoded:
// about 450 KB instead of 1 MB, for outputs that are stored (notebooks).
// The browser inflates it with DecompressionStream (Chrome 80, Firefox 113,
// Safari 16.4) and runs it as Loader's script would; a browser without
// DecompressionStream gets no library, and the charts keep their static
// pictures. Without a local copy it is Loader (the note).
func (a Assets) CompressedLoader() string {
	if a.Script == "" {
		return a.Loader()
	}
	var z bytes.Buffer
	w, _ := gzip.NewWriterLevel(&z, gzip.BestCompression) // no name, no time: the same bytes every run
	w.Write([]byte(a.Script))
	w.Close()
	return LibraryBegin + `<script>
(function () {
  if (typeof window.echarts !== "undefined" || window.adreplEChartsLoading || typeof DecompressionStream === "undefined") { return; }
  window.adreplEChartsLoading = true;
  var b = atob("` + base64.StdEncoding.EncodeToString(z.Bytes()) + `");
  var u = new Uint8Array(b.length);
  for (var i = 0; i < b.length; i++) { u[i] = b.charCodeAt(i); }
  new Response(new Blob([u]).stream().pipeThrough(new DecompressionStream("gzip"))).text().then(function (src) {
    if (typeof window.echarts === "undefined") {
      var s = document.createElement("script");
      // Hidden from AMD and CommonJS loaders, as in Loader.
      s.text = "(function (define, module, exports) {\n" + src + "\n}).call(window);";
      document.head.appendChild(s);
    }
    window.adreplEChartsLoading = false;
  });
})();
</script>` + LibraryEnd + `
`
}

// HTMLPicture is a picture with an HTML form.
type HTMLPicture interface {
	// HTML returns elements and scripts showing the picture; ids come from
	// newID so that pictures never clash.
	HTML() string
}

// Fragment is the HTML of pictures for embedding in a page that may already
// hold others (a notebook): the guarded library loader (or the note saying
// there is none) before the first chart, then each picture, charts as
// Figures that show their static SVG until the chart draws.
func Fragment(a Assets, pics ...HTMLPicture) string {
	var b strings.Builder
	lib := ""
	if needsECharts(pics) {
		lib = a.Loader()
	}
	for _, p := range pics {
		if _, table := p.(*TapeTable); table {
			b.WriteString(p.HTML())
			continue
		}
		b.WriteString(figureOf(p, lib))
		lib = ""
	}
	return b.String()
}

// Page is a complete, self-contained HTML document showing pics.
func Page(title string, a Assets, pics ...HTMLPicture) string {
	var b strings.Builder
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%s</title>\n", esc(title))
	b.WriteString(pageStyle)
	b.WriteString("</head>\n<body>\n")
	// Errors are counted on the body, where tests (and curious users) see them.
	b.WriteString(`<script>window.addEventListener("error", function (e) { var b = document.body; b.setAttribute("data-js-errors", (+(b.getAttribute("data-js-errors") || 0) + 1) + ""); b.setAttribute("data-js-error", String(e.message)); });</script>` + "\n")
	b.WriteString(Fragment(a, pics...))
	b.WriteString("</body>\n</html>\n")
	return b.String()
}

const pageStyle = `<style>
body { font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 16px; color: #212529; }
.adrepl-chart { margin: 8px 0 24px 0; }
` + tapeRules + `</style>
`

// TapeStyle is the style sheet of tape tables, for pages that show them
// without Page's head (notebook outputs).
const TapeStyle = "<style>\n" + tapeRules + "</style>\n"

const tapeRules = `table.adrepl-tape { border-collapse: collapse; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 13px; margin: 8px 0 24px 0; }
table.adrepl-tape caption { text-align: left; white-space: nowrap; font-family: "DejaVu Sans", Helvetica, Arial, sans-serif; font-weight: bold; padding: 4px 0; }
table.adrepl-tape th, table.adrepl-tape td { padding: 2px 10px; border-bottom: 1px solid #e9ecef; text-align: left; }
table.adrepl-tape td.num { text-align: right; }
table.adrepl-tape tr.input { background: #d3f9d8; } table.adrepl-tape tr.output { background: #ffe3e3; }
table.adrepl-tape tr.carried { background: #d0ebff; } table.adrepl-tape tr.constant { background: #fff9db; } table.adrepl-tape tr.elided td { color: #868e96; font-style: italic; }
`

func needsECharts(pics []HTMLPicture) bool {
	for _, p := range pics {
		if _, ok := p.(*TapeTable); !ok {
			return true
		}
	}
	return false
}

// NewID returns a fresh element id: 64 random bits, so that ids never
// clash within a page, across processes writing into one notebook, or
// across kernel sessions (a counter would restart at 1 in each).
func NewID() string {
	var b [8]byte
	rand.Read(b[:])
	return "adrepl-" + hex.EncodeToString(b[:])
}

func newID() string { return NewID() }

// chartHTML is the element and the script of one ECharts chart with the
// given option (a JSON object). The script waits for the library if it is
// still loading (a later notebook output relies on the first one's copy)
// and for the element if the front end has not attached it to the document
// yet, and marks the element data-rendered="1" once drawn.
func chartHTML(option map[string]any, width, height int) string {
	return chartHTMLFocus(option, width, height, -1)
}

// chartHTMLFocus is chartHTML for a chart that scrolls to x = focus at
// first (focus >= 0; see Figure): its box is an adrepl-scroll, which the
// playground does not shrink to its pane.
func chartHTMLFocus(option map[string]any, width, height int, focus float64) string {
	id := newID()
	box := `<div style="max-width:100%;overflow-x:auto">`
	if focus >= 0 {
		box = fmt.Sprintf(`<div class="adrepl-scroll" data-focus="%.0f" style="max-width:100%%;overflow-x:auto">`, focus)
	}
	js, err := json.Marshal(option)
	if err != nil {
		js = []byte(`{"title":{"text":"could not encode the chart"}}`)
	}
	opt := strings.ReplaceAll(string(js), "</", `<\/`)
	// A chart wider than the page (a long unrolled loop) scrolls sideways
	// in its own box rather than being cut at the page's edge.
	return box + fmt.Sprintf(`<div class="adrepl-chart" id="%s" style="width:%dpx;height:%dpx;"></div></div>
<script>
(function () {
  var id = %q;
  // Log axes label 1e-9 and 1e7 so, not as 0.000000001 and 10,000,000.
  // ECharts computes a tick as 10^k by pow, so 1e9 arrives as
  // 999999999.9999996: rounded to 12 digits first, it prints as 1e9.
  function logLabels(axes) {
    [].concat(axes || []).forEach(function (ax) {
      if (ax && ax.type === "log") {
        ax.axisLabel = ax.axisLabel || {};
        ax.axisLabel.formatter = function (v) {
          v = Number(v.toPrecision(12));
          return (v >= 1e4 || v < 1e-2) ? v.toExponential().replace("e+", "e") : String(v);
        };
      }
    });
  }
  function draw() {
    var el = document.getElementById(id);
    if (!window.echarts || !el) { return false; }
    var option = %s;
    logLabels(option.xAxis); logLabels(option.yAxis);
    var chart = echarts.init(el, null, {renderer: "canvas"});
    chart.setOption(option);
    if (el.querySelector("canvas")) { el.setAttribute("data-rendered", "1"); }
    window.addEventListener("resize", function () { chart.resize(); });
    return true;
  }
  if (draw()) { return; }
  var tries = 0, timer = setInterval(function () {
    if (draw()) { clearInterval(timer); }
    else if (++tries > 400) {
      clearInterval(timer);
      var el = document.getElementById(id);
      if (el) { el.setAttribute("data-failed", "1"); el.textContent = "ECharts did not load: %s (see docs/visualizer.md)."; }
    }
  }, 50);
})();
</script>
`, id, width, height, id, opt, NoLibraryHelp)
}
