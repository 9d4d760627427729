package playground_test

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var shots = flag.String("shots", "", "write the playground's screenshots for docs/playground.md to this folder (TestPlaygroundInChromium)")

// takeShots writes the screenshots of docs/playground.md to the -shots
// folder, of the site in dir (TestPlaygroundInChromium calls it after its
// checks: go test ./playground -run InChromium -shots ../docs/img). It
// drives headless Chromium through the DevTools protocol on a pipe
// (--remote-debugging-pipe), so it needs no npm package.
func takeShots(t *testing.T, bin, dir string) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir))}
	go srv.Serve(ln)
	defer srv.Close()
	link := func(src string, run bool) string {
		q := ""
		if run {
			q = "?run=1"
		}
		return "http://" + ln.Addr().String() + "/" + q + "#code=" + base64.RawURLEncoding.EncodeToString([]byte(src))
	}

	for _, s := range []struct {
		file, src string
		then      string // JavaScript run after the first run, awaited
	}{
		{"playground.png", "f := func(x float64) float64 { return x * x * math.Sin(x) }\n" +
			"fmt.Println(\"f'(0.7) =\", ad.Grad(f)(0.7))\n" +
			":tape\n" +
			"g := func(x float64) float64 {\n\th := x\n\tfor i := 0; i < 12; i++ {\n\t\th = math.Tanh(1.5*h + 0.1)\n\t}\n\treturn h\n}\n" +
			"ad.Grad(g)(0.3)\n" +
			"ad.Plot(\"h\")\n", ""},
		{"playground-interrupt.png", "// An endless loop: press Interrupt.\nn := 0\nfor {\n\tn++\n}\n", `
			$("interrupt").click();
			await wait(() => runs() >= 1);`},
		{"playground-error.png", "f := func(x float64) float64 {\n\treturn x * math.Sin(x)\n}\ny := ad.Grad(f)(1.0)\nfmt.Println(y + \"1\")\n", ""},
	} {
		png, err := screenshot(bin, link(s.src, s.file != "playground-interrupt.png"), s.then, t.TempDir())
		if err != nil {
			t.Fatalf("%s: %v", s.file, err)
		}
		if err := os.WriteFile(filepath.Join(*shots, s.file), png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %s (%d bytes)", s.file, len(png))
	}
}

// screenshot opens url in headless Chromium, waits for the first run (or,
// with then, runs then and waits for it), and returns a PNG of the page.
func screenshot(bin, url, then, profile string) ([]byte, error) {
	// Chromium reads the protocol's messages from fd 3 and writes to fd 4,
	// each ended by a NUL byte.
	toR, toW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	fromR, fromW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--hide-scrollbars", "--window-size=1400,1100", "--user-data-dir="+profile,
		"--remote-debugging-pipe", url)
	cmd.ExtraFiles = []*os.File{toR, fromW}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	toR.Close()
	fromW.Close()
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	in := bufio.NewReader(fromR)
	id := 0
	call := func(session, method string, params any) (json.RawMessage, error) {
		id++
		m := map[string]any{"id": id, "method": method, "params": params}
		if session != "" {
			m["sessionId"] = session
		}
		b, _ := json.Marshal(m)
		if _, err := toW.Write(append(b, 0)); err != nil {
			return nil, err
		}
		for {
			line, err := in.ReadBytes(0)
			if err != nil {
				return nil, err
			}
			var r struct {
				ID     int
				Result json.RawMessage
				Error  *struct{ Message string }
			}
			json.Unmarshal(line[:len(line)-1], &r)
			if r.ID == id {
				if r.Error != nil {
					return nil, fmt.Errorf("%s: %s", method, r.Error.Message)
				}
				return r.Result, nil
			}
		}
	}
	res, err := call("", "Target.getTargets", map[string]any{})
	if err != nil {
		return nil, err
	}
	var targets struct {
		TargetInfos []struct{ TargetID, Type string }
	}
	json.Unmarshal(res, &targets)
	page := ""
	for _, ti := range targets.TargetInfos {
		if ti.Type == "page" {
			page = ti.TargetID
		}
	}
	res, err = call("", "Target.attachToTarget", map[string]any{"targetId": page, "flatten": true})
	if err != nil {
		return nil, err
	}
	var att struct{ SessionID string }
	json.Unmarshal(res, &att)
	script := `(async () => {
		const $ = (id) => document.getElementById(id);
		const runs = () => Number(document.body.dataset.runs || 0);
		const wait = (cond) => new Promise((ok, fail) => {
			const t0 = Date.now();
			const iv = setInterval(() => { if (cond()) { clearInterval(iv); ok(); } else if (Date.now() - t0 > 60000) { clearInterval(iv); fail(new Error("timed out waiting for " + cond + "; status: " + $("status").textContent + "; output: " + $("output").innerText)); } }, 20);
		});
		if (!new URLSearchParams(location.search).get("run")) {
			await wait(() => document.body.dataset.warmedMs);
			$("run").click();
			await new Promise((ok) => setTimeout(ok, 1500));
		} else {
			await wait(() => runs() >= 1);
		}
		` + then + `
		// Live charts replace their static picture once drawn, and
		// ECharts draws their lines in about a second.
		await wait(() => [...document.querySelectorAll(".adrepl-picture")].every((p) => p.dataset.live === "1" || !window.adreplECharts));
		await new Promise((ok) => setTimeout(ok, 1500));
		return "ok";
	})()`
	// The page's scripts first (app.js sets up the buttons).
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		res, err = call(att.SessionID, "Runtime.evaluate", map[string]any{"expression": `document.readyState === "complete" && !!document.body.dataset.workerMs`, "returnByValue": true})
		if err == nil && strings.Contains(string(res), "true") {
			break
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("the page did not load: %v %s", err, res)
		}
	}
	res, err = call(att.SessionID, "Runtime.evaluate", map[string]any{"expression": script, "awaitPromise": true, "returnByValue": true})
	if err != nil || strings.Contains(string(res), "exceptionDetails") {
		return nil, fmt.Errorf("the page: %v %s", err, res)
	}
	res, err = call(att.SessionID, "Page.captureScreenshot", map[string]any{"format": "png"})
	if err != nil {
		return nil, err
	}
	var shot struct{ Data []byte }
	if err := json.Unmarshal(res, &shot); err != nil {
		return nil, err
	}
	return shot.Data, nil
}
