package viz

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

var screenshots = flag.Bool("screenshots", false, "write PNG screenshots of every kind of picture to docs/img")

// chromium returns the headless browser, or skips the test with a reason
// when it is absent (CI installs it: see .ci/run).
func chromium(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("ADREPL_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("chromium is not installed: CI must install it (apt-get install chromium), see .ci/run")
	}
	t.Skip("chromium is not installed (apt-get install chromium); skipping the browser test")
	return ""
}

// runChromium runs headless Chromium with args (after the common flags),
// no network, a fresh profile, and a time limit.
func runChromium(t *testing.T, bin string, args ...string) []byte {
	t.Helper()
	common := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=" + t.TempDir()}
	cmd := exec.Command(bin, append(common, args...)...)
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("chromium %v: %v\n%s", args, err, errb.String())
		}
	case <-time.After(90 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("chromium %v: timed out", args)
	}
	return []byte(out.String())
}

func localAssets(t *testing.T) Assets {
	t.Helper()
	a := FindAssets()
	if a.Script == "" {
		if os.Getenv("CI") != "" {
			t.Fatalf("no local ECharts: %s", a.Warning)
		}
		t.Skipf("no local ECharts (%s)", a.Warning)
	}
	return a
}

// TestHTMLInChromium renders every HTML picture, alone and all in one page,
// in headless Chromium without network, and checks that each chart drew
// its canvas and that no script failed.
func TestHTMLInChromium(t *testing.T) {
	bin := chromium(t)
	a := localAssets(t)
	norms, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string][]HTMLPicture{
		"tape":   {NewTapeTable(scalarRNN(0.8, 30), testPos, 12)},
		"graph":  {NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{})},
		"norms":  {norms},
		"sweep":  {testSweep()},
		"nested": {NewGraph(nested(), testPos, GraphOptions{})},
		"xy":     {testXY()},
	}
	pages["all"] = []HTMLPicture{pages["tape"][0], pages["graph"][0], pages["norms"][0], pages["sweep"][0], pages["nested"][0],
		NewGraph(tensorRNN(1, 8), testPos, GraphOptions{})}
	dir := t.TempDir()
	for name, pics := range pages {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name+".html")
			page := Page(name, a, pics...)
			if strings.Contains(page, "<script src=") {
				t.Fatal("the page loads a script from the network")
			}
			if err := os.WriteFile(path, []byte(page), 0o644); err != nil {
				t.Fatal(err)
			}
			dom := string(runChromium(t, bin, "--virtual-time-budget=10000", "--dump-dom", "file://"+path))
			if m := regexp.MustCompile(`data-js-error="([^"]*)"`).FindStringSubmatch(dom); m != nil {
				t.Fatalf("a script failed: %s", m[1])
			}
			charts := strings.Count(page, `class="adrepl-chart"`)
			if got := strings.Count(dom, `data-rendered="1"`); got != charts {
				t.Errorf("%d of %d charts finished rendering", got, charts)
			}
			if got := strings.Count(dom, "<canvas"); got < charts {
				t.Errorf("%d canvases for %d charts", got, charts)
			}
			// Each chart's static SVG gave way to the drawn chart.
			if pics, live := strings.Count(page, `class="adrepl-picture"`), strings.Count(dom, `data-live="1"`); pics != live || (charts > 0 && pics == 0) {
				t.Errorf("%d of %d pictures swapped their static SVG for the chart", live, pics)
			}
			ids := regexp.MustCompile(`id="(adrepl-[^"]+)"`).FindAllStringSubmatch(page, -1)
			seen := map[string]bool{}
			for _, id := range ids {
				if seen[id[1]] {
					t.Errorf("element id %s used twice", id[1])
				}
				seen[id[1]] = true
			}
			if name == "tape" && !strings.Contains(dom, "entries elided") {
				t.Error("the tape table is missing its elision row")
			}
		})
	}
	// The library loads once even when two fragments (two notebook
	// outputs) both carry it, and lands on window even under an AMD loader
	// (Jupyter's require.js defines define.amd).
	path := filepath.Join(dir, "twice.html")
	twice := "<!DOCTYPE html><html><body><script>window.addEventListener('error', function (e) { document.body.setAttribute('data-js-error', String(e.message)); });" +
		"window.define = function () {}; window.define.amd = {};</script>" +
		Fragment(a, norms) + Fragment(a, norms) + "</body></html>"
	os.WriteFile(path, []byte(twice), 0o644)
	dom := string(runChromium(t, bin, "--virtual-time-budget=10000", "--dump-dom", "file://"+path))
	if strings.Contains(dom, `data-js-error="`) || strings.Count(dom, `data-rendered="1"`) != 2 {
		t.Errorf("two fragments in one page: errors or charts missing:\n%.2000s", dom)
	}
}

// TestScreenshots writes docs/img/*.png with -screenshots: one of each
// kind of picture, in HTML and in SVG, for docs/visualizer.md.
func TestScreenshots(t *testing.T) {
	if !*screenshots {
		t.Skip("run with -screenshots to rewrite docs/img")
	}
	bin := chromium(t)
	a := localAssets(t)
	out, _ := filepath.Abs("../docs/img")
	os.MkdirAll(out, 0o755)
	dir := t.TempDir()
	norms, _ := NewNormPlot(tensorRNN(0.6, 12), "h")
	shots := []struct {
		name string
		body string
		w, h int
	}{
		{"tape-html", Page("tape", a, NewTapeTable(scalarRNN(0.8, 30), testPos, 12)), 760, 420},
		{"graph-html", Page("graph", a, NewGraph(tensorRNN(0.6, 12), testPos, GraphOptions{})), 1520, 520},
		// graph-{one,two,three}-state-{svg,html}: TestStateGraphScreenshots.
		{"graph-forward-html", Page("graph", a, NewGraph(scalarRNN(0.8, 5), testPos, GraphOptions{Flow: FlowForward})), 1300, 500},
		{"graph-svg", NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{}).SVG(), 1250, 520},
		{"graph-nested-svg", NewGraph(nested(), testPos, GraphOptions{}).SVG(), 1250, 460},
		{"graph-tensor-svg", NewGraph(tensorRNN(1, 8), testPos, GraphOptions{}).SVG(), 1400, 460},
		{"gradnorm-html", Page("norms", a, norms), 840, 500},
		{"gradnorm-svg", norms.SVG(), 780, 450},
		{"sweep-html", Page("sweep", a, testSweep()), 840, 940},
		{"sweep-svg", testSweep().SVG(), 1120, 480},
		{"tape-svg", NewTapeTable(scalarRNN(0.8, 4), testPos, 0).SVG(), 800, 400},
		{"plotxy-html", Page("xy", a, testXY()), 840, 500},
		{"plotxy-svg", testXY().SVG(), 780, 420},
	}
	for _, s := range shots {
		ext := ".html"
		if strings.HasSuffix(s.name, "-svg") {
			ext = ".svg"
		}
		path := filepath.Join(dir, s.name+ext)
		os.WriteFile(path, []byte(s.body), 0o644)
		if m := regexp.MustCompile(`^<svg [^>]*width="(\d+)" height="(\d+)"`).FindStringSubmatch(s.body); m != nil {
			fmt.Sscan(m[1], &s.w)
			fmt.Sscan(m[2], &s.h)
		}
		png := filepath.Join(out, s.name+".png")
		runChromium(t, bin, "--virtual-time-budget=10000", fmt.Sprintf("--window-size=%d,%d", s.w, s.h), "--screenshot="+png, "file://"+path)
	}
}
