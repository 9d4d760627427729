package viz

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The compressed loader carries the library exactly, in the same bytes
// every time (stored notebooks do not change from run to run).
func TestCompressedLoaderRoundTrip(t *testing.T) {
	a := Assets{Script: "window.echarts = {version: 'fake'}; // " + strings.Repeat("echarts ", 1000)}
	l := a.CompressedLoader()
	if l != a.CompressedLoader() {
		t.Error("two compressions differ")
	}
	m := regexp.MustCompile(`atob\("([A-Za-z0-9+/=]+)"\)`).FindStringSubmatch(l)
	if m == nil {
		t.Fatalf("no payload in\n%.300s", l)
	}
	z, err := base64.StdEncoding.DecodeString(m[1])
	if err != nil {
		t.Fatal(err)
	}
	r, err := gzip.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(r)
	if err != nil || string(got) != a.Script {
		t.Errorf("payload does not inflate to the library (%v)", err)
	}
	if len(l) > len(a.Script)/4 {
		t.Errorf("compressed loader %d bytes for a %d-byte library", len(l), len(a.Script))
	}
	none := (Assets{}).CompressedLoader()
	if none != (Assets{}).Loader() || strings.Contains(none, "<script") || !strings.Contains(none, "no local copy of ECharts") {
		t.Errorf("without a local copy the loader should be a visible note and load nothing:\n%s", none)
	}
}

// In Chromium, the real library inflated in the page draws two fragments'
// charts, under an AMD loader too, with no script error.
func TestCompressedLoaderInChromium(t *testing.T) {
	bin := chromium(t)
	a := localAssets(t)
	norms, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "compressed.html")
	page := "<!DOCTYPE html><html><head></head><body><script>window.addEventListener('error', function (e) { document.body.setAttribute('data-js-error', String(e.message)); });" +
		"window.define = function () {}; window.define.amd = {};</script>" +
		a.CompressedLoader() + norms.HTML() + a.CompressedLoader() + testSweep().HTML() + "</body></html>"
	os.WriteFile(path, []byte(page), 0o644)
	dom := string(runChromium(t, bin, "--virtual-time-budget=10000", "--dump-dom", "file://"+path))
	if m := regexp.MustCompile(`data-js-error="([^"]*)"`).FindStringSubmatch(dom); m != nil {
		t.Fatalf("a script failed: %s", m[1])
	}
	if got := strings.Count(dom, `data-rendered="1"`); got != 3 {
		t.Errorf("%d of 3 charts rendered", got)
	}
}

// Without a library a page loads nothing, says why, and shows every
// picture's static SVG (Chromium: no chart drew, every image is visible).
func TestPageWithoutLibraryInChromium(t *testing.T) {
	bin := chromium(t)
	norms, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "static.html")
	page := Page("static", Assets{}, NewGraph(scalarRNN(0.8, 6), testPos, GraphOptions{}), norms)
	if strings.Contains(page, "<script src=") {
		t.Fatal("the page loads a script")
	}
	os.WriteFile(path, []byte(page), 0o644)
	dom := string(runChromium(t, bin, "--virtual-time-budget=3000", "--dump-dom", "file://"+path))
	if strings.Count(dom, `class="adrepl-nolib"`) != 1 {
		t.Error("no visible note about the missing library")
	}
	// (a wide graph's box is made to scroll: it gets a style)
	if n := len(regexp.MustCompile(`<div class="adrepl-static"( style="[^"]*")?><img`).FindAllString(dom, -1)); n != 2 {
		t.Errorf("%d visible static pictures, want 2", n)
	}
	if strings.Contains(dom, `data-live="1"`) || strings.Contains(dom, `data-js-error=`) {
		t.Error("a chart claims to have drawn, or a script failed")
	}
}
