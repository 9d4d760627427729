package playground_test

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adrepl/adrepl/playground"
	"github.com/adrepl/adrepl/viz"
)

// chromium returns the headless browser, or skips the test with the
// install line when it is absent; under CI it must be there (.ci/run).
func chromium(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("ADREPL_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("chromium is not installed: CI must install it (apt-get install chromium), see .ci/run")
	}
	t.Skip("chromium is not installed (apt-get install chromium); skipping the playground's browser test")
	return ""
}

// report is what testdata/selftest.js saw in the page: in the "run"
// phase (the share link with ?run=1), the "again" phase (the link opened a
// second time) and the "warm" phase (the same link without ?run=1: a Run
// pressed once the page has warmed up).
type report struct {
	Phase          string
	FirstResultMs  float64 // from navigation to the end of the first run, seen by a script of the page
	FirstDoneMs    float64 // from navigation to the first run's end as the page received it
	RequestStartMs float64 // from navigation to the page's request (the browser's start)
	WorkerMs       float64 // from navigation to the worker's start
	LoadedMs       float64 // from the worker's start to the module's compiled
	ReadyMs        float64 // from the worker's start to the interpreter's ready
	WarmedMs       float64 // from the worker's start to the warm-up's end
	FirstOutputMs  float64 // from navigation to the first output
	FirstRunMs     float64 // the first run, from Run to its end
	FirstOutput    string
	TapeTables     int
	Charts         int
	LiveCharts     int
	LoopRunning    bool
	InterruptMs    float64
	AfterInterrupt string
	ErrorMark      string // the text marked in the editor for an error
	ErrorLine      int    // the line marked in the gutter
	ErrorCaret     int    // the cursor's column (from 0) on that line
	Output         string
	Error          string
}

// TestPlaygroundInChromium builds the site (one wasm build), serves it on
// 127.0.0.1, and opens a share link with ?run=1 in headless Chromium. The
// server is also Chromium's proxy for every URL, loopback included, so
// any request for another host reaches it and fails the test.
func TestPlaygroundInChromium(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	a := viz.FindAssets()
	if a.Script == "" && os.Getenv("CI") != "" {
		t.Fatalf("no local ECharts under CI: %s", a.Warning)
	}
	t0 := time.Now()
	if err := playground.Write(dir, playground.Config{ECharts: a.Script}); err != nil {
		t.Fatal(err)
	}
	t.Logf("site written in %v", time.Since(t0).Round(time.Millisecond))
	if fi, err := os.Stat(filepath.Join(dir, playground.WasmFile)); err == nil {
		t.Logf("%s: %d bytes", playground.WasmFile, fi.Size())
	}
	self, err := os.ReadFile("testdata/selftest.js")
	if err != nil {
		t.Fatal(err)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	origin := ln.Addr().String()
	var mu sync.Mutex
	var foreign, browser, served, cspReports []string
	reports := make(chan report, 3)
	files := http.FileServer(http.Dir(dir))
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/csp" {
			b, _ := io.ReadAll(r.Body)
			mu.Lock()
			cspReports = append(cspReports, string(b))
			mu.Unlock()
			return
		}
		if r.Method == http.MethodConnect || r.Host != origin {
			// Chromium's own traffic (updates, accounts) has no referrer;
			// the page's carries its origin.
			ref := r.Header.Get("Referer") + r.Header.Get("Origin")
			mu.Lock()
			if strings.Contains(ref, origin) {
				foreign = append(foreign, r.Method+" "+r.Host+r.URL.Path)
			} else {
				browser = append(browser, r.Method+" "+r.Host+r.URL.Path)
			}
			mu.Unlock()
			http.Error(w, "no network", http.StatusForbidden)
			return
		}
		// Report, and not block, any load from elsewhere: the page's and
		// the worker's (which gets the policy of worker.js's response).
		w.Header().Set("Content-Security-Policy-Report-Only", csp)
		mu.Lock()
		served = append(served, r.URL.Path)
		mu.Unlock()
		switch r.URL.Path {
		case "/report":
			var rep report
			b, _ := io.ReadAll(r.Body)
			if err := json.Unmarshal(b, &rep); err != nil {
				rep.Error = "bad report: " + err.Error()
			}
			select {
			case reports <- rep:
			default:
			}
			return
		case "/selftest.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(self)
			return
		case "/", "/index.html":
			b, err := os.ReadFile(filepath.Join(dir, "index.html"))
			if err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(strings.Replace(string(b), "</body>", `<script src="selftest.js"></script></body>`, 1)))
			return
		}
		files.ServeHTTP(w, r)
	})}
	go srv.Serve(ln)
	defer srv.Close()

	src := "f := func(x float64) float64 { return x * x * math.Sin(x) }\n" +
		"fmt.Println(\"grad\", ad.Grad(f)(0.7))\n" +
		":tape\n" +
		"g := func(x float64) float64 {\n\th := x\n\tfor i := 0; i < 8; i++ {\n\t\th = math.Tanh(2 * h)\n\t}\n\treturn h\n}\n" +
		"ad.Grad(g)(0.3)\n" +
		"ad.Plot(\"h\")\n"
	url := "http://" + origin + "/?run=1#code=" + base64.RawURLEncoding.EncodeToString([]byte(src))
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--user-data-dir=" + t.TempDir(),
		"--proxy-server=http://" + origin, "--proxy-bypass-list=<-loopback>"}
	cmd := exec.Command(bin, append(args, url)...)
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	next := func() report {
		select {
		case rep := <-reports:
			return rep
		case <-time.After(120 * time.Second):
			t.Fatalf("no report from the page in 2 minutes; served %v\nchromium: %s", served, errb.String())
		}
		return report{}
	}
	rep := next()
	t.Logf("share link with ?run=1: first result %.0f ms after navigation (run ended at %.0f ms; request at %.0f ms, worker started at %.0f ms, module compiled %.0f ms and interpreter ready %.0f ms later, first output at %.0f ms, first run %.0f ms); interrupt answered in %.0f ms",
		rep.FirstResultMs, rep.FirstDoneMs, rep.RequestStartMs, rep.WorkerMs, rep.LoadedMs, rep.ReadyMs, rep.FirstOutputMs, rep.FirstRunMs, rep.InterruptMs)
	if rep.Error != "" {
		t.Fatalf("the page: %s\noutput:\n%s", rep.Error, rep.Output)
	}
	for _, want := range []string{"grad 1.2766774339021665", "input", "Sin"} {
		if !strings.Contains(rep.FirstOutput, want) {
			t.Errorf("first output lacks %q:\n%s", want, rep.FirstOutput)
		}
	}
	if rep.TapeTables < 1 {
		t.Errorf("no tape table drew:\n%s", rep.FirstOutput)
	}
	if rep.Charts < 1 {
		t.Errorf("no chart drew:\n%s", rep.FirstOutput)
	}
	if a.Script != "" && rep.LiveCharts < 1 {
		t.Errorf("ECharts is in the site but no live chart drew")
	}
	if !rep.LoopRunning {
		t.Errorf("the endless loop was not running a second after Run")
	}
	if rep.InterruptMs > 2000 || !strings.Contains(rep.Output, "interrupted") {
		t.Errorf("the interrupt took %.0f ms (status %q); output:\n%s", rep.InterruptMs, rep.AfterInterrupt, rep.Output)
	}
	if !strings.Contains(rep.Output, "k+1 = 42 ann") {
		t.Errorf("fmt.Scan did not read the Input box:\n%s", rep.Output)
	}
	if !strings.Contains(rep.Output, "still here 1.2766774339021665") {
		t.Errorf("the session did not survive the interrupt:\n%s", rep.Output)
	}
	if rep.ErrorMark != "undefinedName" || rep.ErrorLine != 2 || rep.ErrorCaret != 15 {
		t.Errorf("the error's position in the editor: mark %q on line %d, cursor at column %d; want undefinedName, 2, 15", rep.ErrorMark, rep.ErrorLine, rep.ErrorCaret)
	}
	// The link again: a second visit, with the compiled module cached.
	again := next()
	t.Logf("the link again (a second visit): first result %.0f ms after navigation (request at %.0f ms, interpreter ready %.0f ms after the worker's start, first run %.0f ms)",
		again.FirstResultMs, again.RequestStartMs, again.ReadyMs, again.FirstRunMs)
	if again.Phase != "again" || again.Error != "" || !strings.Contains(again.Output, "grad 1.2766774339021665") {
		t.Errorf("the second visit (phase %q, error %q):\n%s", again.Phase, again.Error, again.Output)
	}
	// The same link without ?run=1: the page warms up, then Run.
	warm := next()
	t.Logf("the same link, Run pressed after the warm-up (ready %.0f ms, warmed %.0f ms after the worker's start): first run %.0f ms",
		warm.ReadyMs, warm.WarmedMs, warm.FirstRunMs)
	if warm.Phase != "warm" || warm.Error != "" || !strings.Contains(warm.Output, "grad 1.2766774339021665") {
		t.Errorf("the warmed-up page's run (phase %q, error %q):\n%s", warm.Phase, warm.Error, warm.Output)
	}
	mu.Lock()
	defer mu.Unlock()
	t.Logf("the browser's own requests (not the page's): %d", len(browser))
	if len(foreign) != 1 || foreign[0] != "GET 192.0.2.1/probe" {
		t.Errorf("requests of the page for other hosts: %v; want only the self-test's probe", foreign)
	}
	probe := 0
	for _, r := range cspReports {
		if strings.Contains(r, "192.0.2.1") {
			probe++
			continue
		}
		t.Errorf("a load from elsewhere: %s", r)
	}
	if probe == 0 {
		t.Errorf("no CSP report of the self-test's probe: the watch over loads is blind (reports %v)", cspReports)
	}
	for _, f := range []string{"/" + playground.WasmFile, "/" + playground.ExecFile, "/worker.js"} {
		if !contains(served, f) {
			t.Errorf("%s was never requested (served %v)", f, served)
		}
	}
	if *shots != "" && !t.Failed() {
		takeShots(t, bin, dir)
	}
}

// csp allows what the site does (inline scripts of the pictures, data:
// images, compiling wasm) from its own origin only.
const csp = "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; " +
	"style-src 'self' 'unsafe-inline'; img-src 'self' data:; report-uri /csp"

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
