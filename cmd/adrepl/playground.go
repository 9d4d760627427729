package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/adrepl/adrepl/kernel"
	"github.com/adrepl/adrepl/playground"
	"github.com/adrepl/adrepl/viz"
)

// cmdPlayground writes the browser playground to a directory.
func cmdPlayground(args []string) int { return playgroundMain(args, os.Stdout, os.Stderr) }

func playgroundMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("adrepl playground", flag.ContinueOnError)
	fs.SetOutput(stderr)
	src := fs.String("src", "", "the adrepl source tree to build the wasm module from (default: the one adrepl was built from)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: adrepl playground [--src DIR] DIR\n\nwrites the browser playground, a static site, to DIR (built with the local Go toolchain)")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	dir := fs.Arg(0)
	a := viz.FindAssets(kernel.InstalledECharts()...)
	if err := playground.Write(dir, playground.Config{Src: *src, ECharts: a.Script}); err != nil {
		fmt.Fprintf(stderr, "adrepl playground: %v\n", err)
		return 1
	}
	abs, _ := filepath.Abs(dir)
	fmt.Fprintf(stdout, "wrote the playground to %s; serve it with any static web server, e.g.\n\tpython3 -m http.server -d %s 8000\n", abs, abs)
	if a.Script == "" {
		fmt.Fprintf(stdout, "charts are static SVG: %s\n", a.Warning)
	}
	return 0
}
