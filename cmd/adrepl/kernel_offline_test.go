package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// offlineNotebook has a gradient-norm chart and a loop graph.
var offlineNotebook = []string{
	`f := func(h float64) float64 {
	for t := 0; t < 8; t++ {
		h = 0.5*h + 0.1
	}
	return h
}
ad.Grad(f)(1.0)`,
	`ad.Plot("h")`,
	`ad.Graph()`,
}

// TestInstalledKernelOffline installs the kernel the README way from a
// binary built outside the repository (TestMain's), runs a notebook with
// charts through it from a directory outside the repository, and loads the
// result in Chromium with every host unresolvable: with a local ECharts
// (npm ci) every chart draws; without one every picture shows its static
// SVG and the page says why. No page ever loads the library from the
// network.
func TestInstalledKernelOffline(t *testing.T) {
	requirePython(t, map[string]string{"nbconvert": "jupyter-nbconvert", "nbformat": "python3-nbformat"})
	if _, err := os.Stat("/usr/bin/chromium"); err != nil {
		missing(t, "/usr/bin/chromium is missing: apt-get install chromium (see .ci/run)")
	}
	cases := []struct {
		name, lib string
	}{{"with-echarts", localECharts()}, {"without-echarts", ""}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "with-echarts" && c.lib == "" {
				missing(t, "no node_modules/echarts in the repository: run npm ci")
			}
			// The install is where a local copy is found (here named by
			// $ADREPL_ECHARTS; from the repository, node_modules) and
			// copied beside the kernelspec. The kernel and the notebook
			// then live outside the repository, where none is found.
			lib := c.lib
			if lib == "" {
				lib = filepath.Join(t.TempDir(), "none", "echarts.min.js")
			}
			env := jupyterEnvWith(t, "ADREPL_ECHARTS="+lib)
			env = append(env, "ADREPL_ECHARTS=") // the kernel finds its copy through kernel.json alone
			dir := t.TempDir()
			var cells []map[string]any
			for _, src := range offlineNotebook {
				cells = append(cells, map[string]any{"cell_type": "code", "source": src, "metadata": map[string]any{}, "outputs": []any{}, "execution_count": nil})
			}
			nb, _ := json.Marshal(map[string]any{"nbformat": 4, "nbformat_minor": 5, "cells": cells,
				"metadata": map[string]any{"kernelspec": map[string]any{"name": "adrepl", "display_name": "Go (adrepl)", "language": "go"}}})
			os.WriteFile(filepath.Join(dir, "offline.ipynb"), nb, 0o644)
			runTool(t, env, dir, 3*time.Minute, "/usr/bin/jupyter", "nbconvert", "--execute", "--to", "html",
				"--ExecutePreprocessor.kernel_name=adrepl", filepath.Join(dir, "offline.ipynb"))
			page := filepath.Join(dir, "offline.html")
			b, err := os.ReadFile(page)
			if err != nil {
				t.Fatal(err)
			}
			html := string(b)
			dom := offlineDOM(t, env, page)
			if c.lib == "" {
				staticPictures(t, c.name, html, dom, 2)
				return
			}
			if strings.Count(html, "window.adreplEChartsLoading = true") != 1 {
				t.Error("the kernel did not inline its ECharts copy once")
			}
			pics := regexp.MustCompile(`<div class="adrepl-picture"[^>]*>`).FindAllString(dom, -1)
			if len(pics) < 2 {
				t.Errorf("%d pictures, want 2", len(pics))
			}
			for _, p := range pics {
				if !strings.Contains(p, `data-live="1"`) {
					t.Errorf("a chart did not draw offline: %s", p)
				}
			}
		})
	}
}

// jupyterEnvWith is jupyterEnv with extra variables for the install.
func jupyterEnvWith(t *testing.T, extra ...string) []string {
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
	cmd.Env = append(append([]string(nil), env...), extra...)
	cmd.Dir = root // outside the repository: only $ADREPL_ECHARTS can name a copy
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("adrepl kernel install --user: %v\n%s", err, out)
	}
	return env
}

// offlineDOM is chromiumDOM with no network: every host name fails to
// resolve, so a script from a CDN could not load.
func offlineDOM(t *testing.T, env []string, file string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu",
		"--host-resolver-rules=MAP * ~NOTFOUND", "--disable-background-networking",
		"--user-data-dir="+t.TempDir(), "--virtual-time-budget=8000", "--dump-dom", "file://"+file)
	cmd.Env = env
	cmd.WaitDelay = 5 * time.Second
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("chromium: %v", err)
	}
	return string(out)
}
