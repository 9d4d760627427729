package kernel

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/xml"
	"html"
	"io"
	"regexp"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/viz"
)

// A stand-in for ECharts's megabyte; the renderer inlines it compressed,
// so copies are counted by the loader's signature.
const fakeLibrary = "window.echarts = window.echarts || {}; /* FAKE-ECHARTS-LIBRARY */"

const loaderMark = "window.adreplEChartsLoading = true"

var fakeAssets = viz.Assets{Script: fakeLibrary}

// bundles runs code and returns the MIME bundles of its execute_result and
// display_data messages, in order, with their message types.
func bundles(t *testing.T, c *Client, code string) (kinds []string, data []map[string]any) {
	t.Helper()
	reply, msgs := execute(t, c, code)
	if reply["status"] != "ok" {
		t.Fatalf("%q: %v", code, reply)
	}
	for _, m := range msgs {
		switch m.Header.MsgType {
		case "execute_result", "display_data":
			kinds = append(kinds, m.Header.MsgType)
			data = append(data, content(t, m)["data"].(map[string]any))
		case "error":
			t.Fatalf("%q: %v", code, content(t, m))
		}
	}
	return kinds, data
}

const rnnCell = `W := ad.Mat(2, 2, []float64{0.5, -0.4, 0.3, 0.6})
rnn := func(h ad.Tensor) float64 {
	for t := 0; t < 6; t++ {
		h = W.MatVec(h).Tanh()
	}
	return h.Sum()
}
ad.Grad(rnn)(ad.Vec([]float64{0.5, -0.3}))`

var htmlID = regexp.MustCompile(`id="(adrepl-[^"]+)"`)

func wellFormedXML(t *testing.T, what, s string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	dec.Strict = true
	root := ""
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", what, err)
		}
		if se, ok := tok.(xml.StartElement); ok && root == "" {
			root = se.Name.Local
		}
	}
	if root != "svg" {
		t.Errorf("%s: root element %q, want svg", what, root)
	}
}

// Pictures from real differentiations: a bare picture is an execute_result,
// ad.Show a display_data; every chart bundle has text, SVG and HTML; the
// library goes out once per session, and every id is new.
func TestRichRendering(t *testing.T) {
	_, c, _ := start(t, Config{Render: RichRenderer(fakeAssets)})
	bundles(t, c, rnnCell)

	var all []map[string]any
	kinds, data := bundles(t, c, `ad.Plot("h")`)
	if len(kinds) != 1 || kinds[0] != "execute_result" {
		t.Fatalf("bare ad.Plot: %v", kinds)
	}
	all = append(all, data...)
	kinds, data = bundles(t, c, `ad.Show(ad.Graph())
ad.Show(ad.TapeTable(5))`)
	if len(kinds) != 2 || kinds[0] != "display_data" || kinds[1] != "display_data" {
		t.Fatalf("ad.Show: %v", kinds)
	}
	all = append(all, data...)
	kinds, data = bundles(t, c, `ad.NormSweep("h", []float64{0.5, 2}, func(s float64) float64 {
	h := ad.Vec([]float64{0.5, -0.3})
	for t := 0; t < 6; t++ {
		h = W.Scale(s).MatVec(h).Tanh()
	}
	return h.Sum()
})`)
	if len(kinds) != 1 || kinds[0] != "execute_result" {
		t.Fatalf("bare ad.NormSweep: %v", kinds)
	}
	all = append(all, data...)

	plot, graph, tape, sweep := all[0], all[1], all[2], all[3]
	for name, b := range map[string]map[string]any{"plot": plot, "graph": graph, "tape": tape, "sweep": sweep} {
		for _, mime := range []string{"text/plain", "image/svg+xml", "text/html"} {
			if s, _ := b[mime].(string); s == "" {
				t.Errorf("%s: no %s in %v", name, mime, keys(b))
			}
		}
		wellFormedXML(t, name+" image/svg+xml", b["image/svg+xml"].(string))
	}
	if !strings.Contains(plot["text/plain"].(string), "h: growth factor") {
		t.Errorf("plot text: %q", plot["text/plain"])
	}
	if !strings.Contains(tape["text/html"].(string), `<table class="adrepl-tape"`) || strings.Contains(tape["text/html"].(string), "<script") {
		t.Errorf("tape html should be a plain table: %.300s", tape["text/html"])
	}
	for name, b := range map[string]map[string]any{"plot": plot, "graph": graph, "sweep": sweep} {
		h := b["text/html"].(string)
		// The static picture comes first, inside the HTML, for viewers
		// without scripts; the charts follow.
		st, live := strings.Index(h, `<div class="adrepl-static">`), strings.Index(h, `class="adrepl-chart"`)
		m := regexp.MustCompile(`<img alt="([^"]*)" [^>]*src="data:image/svg\+xml;base64,([^"]+)">`).FindStringSubmatch(h)
		if st < 0 || live < st || m == nil || !strings.Contains(h[st:live], m[2]) {
			t.Errorf("%s: the static SVG is not in the HTML before the chart", name)
			continue
		}
		svg, err := base64.StdEncoding.DecodeString(m[2])
		// The same picture; only the image/svg+xml form has suffixed ids.
		plain := regexp.MustCompile(`-[0-9a-f]{16}\b`).ReplaceAllString(b["image/svg+xml"].(string), "")
		if err != nil || string(svg) != plain {
			t.Errorf("%s: the static image is not the picture's SVG (%v)", name, err)
		}
		if m[1] == "" || !strings.HasPrefix(b["text/plain"].(string), html.UnescapeString(m[1])) {
			t.Errorf("%s: alt text %q is not the picture's title", name, m[1])
		}
	}
	if n := strings.Count(sweep["text/html"].(string), `class="adrepl-chart"`); n != 2 {
		t.Errorf("sweep has %d charts, want 2", n)
	}
	// The library: inlined in the first chart only.
	copies := 0
	for i, b := range all {
		n := strings.Count(b["text/html"].(string), loaderMark)
		if n > 0 && i != 0 {
			t.Errorf("output %d inlines the library again", i)
		}
		copies += n
	}
	if copies != 1 {
		t.Errorf("library inlined %d times, want once", copies)
	}
	// ... and it is the library of the assets, gzipped.
	if m := regexp.MustCompile(`atob\("([A-Za-z0-9+/=]+)"\)`).FindStringSubmatch(all[0]["text/html"].(string)); m == nil {
		t.Error("no library payload in the first chart")
	} else if z, err := base64.StdEncoding.DecodeString(m[1]); err != nil {
		t.Error(err)
	} else if r, err := gzip.NewReader(bytes.NewReader(z)); err != nil {
		t.Error(err)
	} else if lib, err := io.ReadAll(r); err != nil || string(lib) != fakeLibrary {
		t.Errorf("the payload is not the library: %q %v", lib, err)
	}
	// Ids: distinct across every output.
	seen := map[string]bool{}
	for _, b := range all {
		for _, m := range htmlID.FindAllStringSubmatch(b["text/html"].(string), -1) {
			if seen[m[1]] {
				t.Errorf("id %s used twice", m[1])
			}
			seen[m[1]] = true
		}
	}
	if len(seen) < 6 {
		t.Errorf("only %d ids: %v", len(seen), seen)
	}
	// The graph's SVG defines an arrow marker: under a name of its own.
	g := graph["image/svg+xml"].(string)
	if strings.Contains(g, `id="arrow"`) || !regexp.MustCompile(`id="arrow-[0-9a-f]+"`).MatchString(g) {
		t.Errorf("the graph's marker id is not made unique")
	}

	// A new session (a restarted kernel) inlines the library again, and its
	// ids are new too.
	_, c2, _ := start(t, Config{Render: RichRenderer(fakeAssets)})
	bundles(t, c2, rnnCell)
	_, data = bundles(t, c2, `ad.Plot("h")`)
	h := data[0]["text/html"].(string)
	if strings.Count(h, loaderMark) != 1 {
		t.Errorf("the restarted session's first chart does not inline the library")
	}
	for _, m := range htmlID.FindAllStringSubmatch(h, -1) {
		if seen[m[1]] {
			t.Errorf("id %s reused by the second session", m[1])
		}
	}
}

// A picture whose tape a later gradient reused falls back to its text.
func TestRichRenderingStale(t *testing.T) {
	_, c, _ := start(t, Config{Render: RichRenderer(fakeAssets)})
	bundles(t, c, rnnCell)
	bundles(t, c, `p := ad.Plot("h")`)
	// Two gradients later the session reuses the tape's memory.
	bundles(t, c, `ad.Grad(rnn)(ad.Vec([]float64{0.1, 0.2}))`)
	bundles(t, c, `ad.Grad(rnn)(ad.Vec([]float64{0.3, 0.2}))`)
	_, data := bundles(t, c, `p`)
	if len(data) != 1 || data[0]["text/plain"] == "" || data[0]["text/html"] != nil {
		t.Errorf("stale picture: %v", data)
	}
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// `:tape optimize` in a cell, as in the REPL: the sizes before and after,
// and the bit-for-bit check of the gradient.
func TestTapeOptimizeCommand(t *testing.T) {
	_, c, _ := start(t, Config{})
	execute(t, c, `f := func(x []float64) float64 { y := math.Exp(math.Sin(x[0]))*x[1]; _ = math.Cos(x[1]); g := ad.Grad(func(z float64) float64 { return z*z*z })(2); return y*g }
ad.Grad(f)([]float64{1, 2})`)
	reply, msgs := execute(t, c, ":tape optimize")
	if reply["status"] != "ok" {
		t.Fatalf("reply %v", reply)
	}
	out := ""
	for _, m := range msgs {
		if m.Header.MsgType == "stream" {
			out += content(t, m)["text"].(string)
		}
	}
	for _, want := range []string{"before: 16 entries, 352 bytes", "after:  5 entries, 147 bytes",
		"gradient: 2 components, bit-identical to the original tape's", "fused    #0"} {
		if !strings.Contains(out, want) {
			t.Errorf(":tape optimize lacks %q:\n%s", want, out)
		}
	}
	execute(t, c, "ad.Derivative(math.Sin)(1)")
	reply, _ = execute(t, c, ":tape optimize")
	if reply["status"] != "error" || !strings.Contains(reply["evalue"].(string), "never swept") {
		t.Errorf(":tape optimize of a forward-mode tape: %v", reply)
	}
}
