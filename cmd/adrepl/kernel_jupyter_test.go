package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// These tests drive the kernel with real Jupyter clients from Debian
// (python3-jupyter-client, python3-jupyter-kernel-test, jupyter-console,
// python3-nbclient, jupyter-nbconvert, chromium). .ci/run installs them and
// sets CI, under which a missing one fails the test with the package to
// install; on a machine without Jupyter they skip with that message.

const python = "/usr/bin/python3"

// jupyterEnv installs the kernelspec into a fresh Jupyter data directory and
// returns an environment whose Jupyter sees only it (and the system's).
func jupyterEnv(t *testing.T) []string {
	t.Helper()
	root := t.TempDir()
	data := filepath.Join(root, "data")
	env := testEnv(t,
		"JUPYTER_DATA_DIR="+data,
		"JUPYTER_CONFIG_DIR="+filepath.Join(root, "config"),
		"JUPYTER_RUNTIME_DIR="+filepath.Join(root, "runtime"),
		"JUPYTER_PATH="+data,
		"IPYTHONDIR="+filepath.Join(root, "ipython"),
		"JUPYTER_PLATFORM_DIRS=1",
		"PYDEVD_DISABLE_FILE_VALIDATION=1",
	)
	cmd := exec.Command(binPath, "kernel", "install", "--user")
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("adrepl kernel install --user: %v\n%s", err, out)
	}
	return env
}

// requirePython stops the test when Debian's Python lacks a module: under
// CI (which installs them all, see .ci/run) it fails; on a developer's
// machine without Jupyter it skips, saying what to install.
func requirePython(t *testing.T, modules map[string]string) {
	t.Helper()
	for mod, pkg := range modules {
		if err := exec.Command(python, "-c", "import "+mod).Run(); err != nil {
			missing(t, fmt.Sprintf("%s cannot import %s: apt-get install %s (see .ci/run)", python, mod, pkg))
		}
	}
}

// missing reports a client the test needs and cannot find: a failure under
// CI, a skip elsewhere.
func missing(t *testing.T, msg string) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg + "; skipped outside CI")
}

// runTool runs a command with the Jupyter environment and returns its
// combined output; a failure or a timeout fails the test with the output.
func runTool(t *testing.T, env []string, dir string, timeout time.Duration, name string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Env = env
	cmd.Dir = dir
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func TestJupyterSeesKernelspec(t *testing.T) {
	requirePython(t, map[string]string{"jupyter_client": "python3-jupyter-client"})
	env := jupyterEnv(t)
	out := runTool(t, env, t.TempDir(), time.Minute, python, "-c",
		"from jupyter_client.kernelspec import KernelSpecManager as M; s = M().get_kernel_spec('adrepl'); print(s.display_name, s.language, s.interrupt_mode, s.argv[1:])")
	if strings.TrimSpace(out) != "Go (adrepl) go message ['kernel', '--connection-file', '{connection_file}']" {
		t.Errorf("kernelspec as Jupyter reads it: %s", out)
	}
}

func TestJupyterKernelTest(t *testing.T) {
	requirePython(t, map[string]string{"jupyter_kernel_test": "python3-jupyter-kernel-test"})
	env := jupyterEnv(t)
	out := runTool(t, env, filepath.Join("testdata", "jupyter"), 5*time.Minute, python, "-m", "unittest", "-v", "test_kernel")
	if !strings.Contains(out, "\nOK") {
		t.Errorf("jupyter_kernel_test:\n%s", out)
	}
	// The checks that must run (not be skipped) for adrepl.
	for _, name := range []string{"test_kernel_info", "test_execute_stdout", "test_execute_stderr", "test_completion",
		"test_is_complete", "test_error", "test_execute_result", "test_display_data", "test_history", "test_inspect"} {
		if !strings.Contains(out, name+" (test_kernel.AdreplKernelTests."+name+") ... ok") {
			t.Errorf("%s did not pass:\n%s", name, out)
		}
	}
}

func TestJupyterConsole(t *testing.T) {
	requirePython(t, map[string]string{"pexpect": "python3-pexpect", "jupyter_console": "jupyter-console"})
	env := jupyterEnv(t)
	out := runTool(t, env, t.TempDir(), 3*time.Minute, python, filepath.Join(repoRoot(t), "cmd", "adrepl", "testdata", "jupyter", "console_smoke.py"))
	if !strings.Contains(out, "console smoke session ok") {
		t.Errorf("jupyter console:\n%s", out)
	}
}

// fmt.Scan in a cell reads what jupyter_client's stdin channel answers.
func TestJupyterStdin(t *testing.T) {
	requirePython(t, map[string]string{"jupyter_client": "python3-jupyter-client"})
	env := jupyterEnv(t)
	out := runTool(t, env, t.TempDir(), 2*time.Minute, python, filepath.Join(repoRoot(t), "cmd", "adrepl", "testdata", "jupyter", "stdin_client.py"))
	if !strings.Contains(out, "stdin client ok") {
		t.Errorf("stdin through jupyter_client:\n%s", out)
	}
}

// chromiumDOM loads an HTML file in headless Chromium and returns the
// rendered DOM and the JavaScript console errors.
func chromiumDOM(t *testing.T, env []string, file string) (dom string, jsErrors []string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu",
		"--user-data-dir="+t.TempDir(), "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000",
		"--dump-dom", "file://"+file)
	cmd.Env = env
	cmd.WaitDelay = 5 * time.Second
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	for _, l := range strings.Split(stderr.String(), "\n") {
		if strings.Contains(l, ":CONSOLE") && (strings.Contains(l, "Uncaught") || strings.Contains(l, "Error")) {
			jsErrors = append(jsErrors, l)
		}
	}
	return stdout.String(), jsErrors
}

func TestNbconvertExecuteRendersInChromium(t *testing.T) {
	requirePython(t, map[string]string{"nbconvert": "jupyter-nbconvert"})
	if _, err := os.Stat("/usr/bin/chromium"); err != nil {
		missing(t, "/usr/bin/chromium is missing: apt-get install chromium (see .ci/run)")
	}
	nbconvertScripts(t)
	env := jupyterEnv(t)
	out := t.TempDir()
	// The detector must see a JavaScript error when there is one.
	bad := filepath.Join(out, "bad.html")
	os.WriteFile(bad, []byte(`<html><body><p>x</p><script>noSuchFunction();</script></body></html>`), 0o644)
	if _, errs := chromiumDOM(t, env, bad); len(errs) == 0 {
		t.Fatal("the console-error detector missed noSuchFunction()")
	}
	// Notebook 1 has a graph chart; notebook 2 a gradient-norm chart and a
	// sweep of two, in two outputs: ECharts is inlined in the first, the
	// second waits for it.
	nbs := []string{"01-loops", "02-recurrences"}
	args := []string{"nbconvert", "--execute", "--to", "html", "--ExecutePreprocessor.kernel_name=adrepl", "--output-dir", out}
	for _, n := range nbs {
		args = append(args, filepath.Join(repoRoot(t), "notebooks", n+".ipynb"))
	}
	runTool(t, env, out, 5*time.Minute, "/usr/bin/jupyter", args...)
	wants := map[string][]string{
		"01-loops": {
			"15.5897368000",              // executed by nbconvert
			`<table class="adrepl-tape"`, // ad.TapeTable
		},
		"02-recurrences": {
			"dW = 0.9904089904",     // BPTT by adrepl, executed by nbconvert
			`class="adrepl-tensor"`, // a tensor result as an HTML table
			"ad.Tensor (2×2)",       // its caption
			"exploding",             // the spectral-norm sweep's verdict
			"MathJax_CHTML",         // the page's mathematics was typeset
		},
	}
	minCharts := map[string]int{"01-loops": 1, "02-recurrences": 3}
	chartDiv := regexp.MustCompile(`<div class="adrepl-chart"[^>]*>`)
	pictureDiv := regexp.MustCompile(`<div class="adrepl-picture"[^>]*>`)
	for _, n := range nbs {
		page := filepath.Join(out, n+".html")
		html, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		dom, errs := chromiumDOM(t, env, page)
		if localECharts() == "" {
			// Without npm's copy the kernel has no library: every picture
			// shows its static SVG, and the page says why.
			staticPictures(t, n, string(html), dom, minCharts[n])
			continue
		}
		if c := strings.Count(string(html), "window.adreplEChartsLoading = true"); c != 1 {
			t.Errorf("%s: ECharts inlined %d times, want once", n, c)
		}
		if len(errs) > 0 {
			t.Errorf("JavaScript errors rendering %s:\n%s", page, strings.Join(errs, "\n"))
		}
		for _, want := range wants[n] {
			if !strings.Contains(dom, want) {
				t.Errorf("%s: rendered page lacks %q", n, want)
			}
		}
		// Every chart drew its canvas, and every picture swapped its static
		// SVG for the live chart.
		charts := chartDiv.FindAllStringIndex(dom, -1)
		if len(charts) < minCharts[n] {
			t.Errorf("%s: %d charts, want at least %d", n, len(charts), minCharts[n])
		}
		for i, loc := range charts {
			tag := dom[loc[0]:loc[1]]
			rest := dom[loc[1]:]
			if end := strings.Index(rest, "</div>"); end >= 0 {
				rest = rest[:end]
			}
			if !strings.Contains(tag, `data-rendered="1"`) || !strings.Contains(rest, "<canvas") {
				t.Errorf("%s: chart %d did not render: %s", n, i, tag)
			}
		}
		for _, tag := range pictureDiv.FindAllString(dom, -1) {
			if !strings.Contains(tag, `data-live="1"`) {
				t.Errorf("%s: a picture kept its static SVG: %s", n, tag)
			}
		}
	}
}

// nbconvertScripts stops the test when the scripts nbconvert's pages load
// from local files are not there: Debian's nbconvert points MathJax and
// require.js at /usr/share/javascript, which libjs-mathjax and
// libjs-requirejs provide, and without them the page cannot typeset its
// mathematics (a "lacks MathJax_CHTML" failure that says nothing of why).
func nbconvertScripts(t *testing.T) {
	t.Helper()
	out, err := exec.Command(python, "-c", "from nbconvert import HTMLExporter as E; e = E(); print(e.mathjax_url); print(e.require_js_url)").Output()
	if err != nil {
		missing(t, fmt.Sprintf("%s cannot ask nbconvert for its script URLs (%v): apt-get install python3-nbconvert (see .ci/run)", python, err))
	}
	if msg := missingScript(string(out)); msg != "" {
		missing(t, msg)
	}
}

// missingScript checks nbconvert's script URLs (MathJax's, then
// require.js's, one a line) and says what to install for a local one that
// is missing, or returns "".
func missingScript(urls string) string {
	pkgs := []string{"libjs-mathjax", "libjs-requirejs"}
	for i, url := range strings.Fields(urls) {
		file, ok := strings.CutPrefix(url, "file://")
		if !ok {
			continue // loaded from the network when the page is opened
		}
		file, _, _ = strings.Cut(file, "?")
		if _, err := os.Stat(file); err != nil {
			pkg := "the package that provides it"
			if i < len(pkgs) {
				pkg = pkgs[i]
			}
			return fmt.Sprintf("nbconvert's pages load %s, which is missing: apt-get install %s (see .ci/run)", file, pkg)
		}
	}
	return ""
}

// staticPictures checks a page whose kernel had no ECharts: it loads no
// script from the network, says once that its pictures are static, and
// every picture shows its SVG image.
func staticPictures(t *testing.T, name, html, dom string, min int) {
	t.Helper()
	if strings.Contains(html, "adreplEChartsLoading") || strings.Contains(html, "cdn.jsdelivr.net/npm/echarts") {
		t.Errorf("%s: the page loads ECharts although the kernel had none", name)
	}
	if c := strings.Count(dom, `class="adrepl-nolib"`); c != 1 {
		t.Errorf("%s: %d notes about the missing chart library, want 1", name, c)
	}
	pics := regexp.MustCompile(`<div class="adrepl-picture"[^>]*>\s*<div class="adrepl-static"( style="[^"]*")?><img [^>]*src="data:image/svg\+xml;base64,`).FindAllStringSubmatch(dom, -1)
	if len(pics) < min {
		t.Errorf("%s: %d pictures with a static SVG, want at least %d", name, len(pics), min)
	}
	for _, p := range pics {
		if strings.Contains(p[1], "none") {
			t.Errorf("%s: a static SVG is hidden: %s", name, p[0])
		}
	}
}
