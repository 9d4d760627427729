package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
	"github.com/adrepl/adrepl/kernel"
	"github.com/adrepl/adrepl/viz"
)

const kernelUsage = `usage:
  adrepl kernel --connection-file FILE   run as a Jupyter kernel (Jupyter starts it so)
      [--max-message SIZE]               cap on one incoming message (default 64MiB)
      [--handshake-timeout DURATION]     time a connection has to greet (default 5s)
      [--max-output SIZE]                what one cell may print and display (default 32MiB)
  adrepl kernel install [--user] [--name NAME] [--display-name TEXT] [--prefix DIR]
                                         write the kernelspec so that Jupyter offers adrepl
`

// cmdKernel runs the Jupyter kernel or installs its kernelspec.
func cmdKernel(args []string) int {
	if len(args) > 0 && args[0] == "install" {
		return cmdKernelInstall(args[1:], os.Stdout, os.Stderr)
	}
	fs := flag.NewFlagSet("adrepl kernel", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var file string
	var lim kernel.Limits
	var maxOutput sizeFlag
	fs.Var((*sizeFlag)(&lim.MaxMessage), "max-message", "")
	fs.DurationVar(&lim.Handshake, "handshake-timeout", kernel.DefaultHandshake, "")
	fs.Var(&maxOutput, "max-output", "")
	fs.StringVar(&file, "connection-file", "", "")
	fs.StringVar(&file, "f", "", "")
	if err := fs.Parse(args); err != nil {
		fmt.Fprintf(os.Stderr, "adrepl kernel: %v\n%s", err, kernelUsage)
		return 2
	}
	if file == "" && fs.NArg() == 1 {
		file = fs.Arg(0) // argv form: adrepl kernel FILE
	}
	if file == "" || fs.NArg() > 1 || (fs.NArg() == 1 && fs.Arg(0) != file) {
		fmt.Fprint(os.Stderr, kernelUsage)
		return 2
	}
	return runKernel(file, lim, int64(maxOutput))
}

func runKernel(file string, lim kernel.Limits, maxOutput int64) int {
	info, err := kernel.ReadConnectionFile(file)
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl kernel: %v\n", unwrapPathError(err))
		return 1
	}
	// Pictures render as text, SVG and HTML (kernel.RichRenderer); the
	// HTML inlines ECharts from a local copy (beside the kernelspec, where
	// kernel.json's env points, or node_modules) once per session; without
	// one the pictures stay static SVG and say so.
	assets := viz.FindAssets(kernel.InstalledECharts()...)
	if assets.Warning != "" {
		fmt.Fprintf(os.Stderr, "adrepl kernel: %s\n", assets.Warning)
	}
	k, err := kernel.New(info, kernel.Config{
		Version: strings.TrimPrefix(versionString(), "adrepl "),
		Render:  kernel.RichRenderer(assets),
		Limits:  lim,
		// What one cell may print and display (kernel.DefaultMaxOutput
		// when 0).
		MaxOutput: maxOutput,
		Options:   interp.Options{Packages: stdlib.Packages(), Memory: memoryBudget, GeneralPath: generalPath()},
		// The colon commands' --html pages find the installed copy too.
		EChartsPaths: kernel.InstalledECharts(),
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "adrepl kernel: %v\n", err)
		return 1
	}
	defer k.Close()
	// SIGINT interrupts the running cell (interrupt_mode "signal", or a
	// Ctrl-C in the terminal that runs the notebook server reaching the
	// process group); the kernel goes on.
	defer onInterrupt(k.Interrupt)()
	go watchParent(k)
	if err := k.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "adrepl kernel: %v\n", err)
		return 1
	}
	return 0
}

func cmdKernelInstall(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("adrepl kernel install", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var o kernel.InstallOptions
	fs.BoolVar(&o.User, "user", false, "")
	fs.StringVar(&o.Name, "name", "adrepl", "")
	fs.StringVar(&o.DisplayName, "display-name", "", "")
	fs.StringVar(&o.Prefix, "prefix", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		if err == nil {
			err = fmt.Errorf("unexpected argument %q", fs.Arg(0))
		}
		fmt.Fprintf(stderr, "adrepl kernel install: %v\n%s", err, kernelUsage)
		return 2
	}
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		fmt.Fprintf(stderr, "adrepl kernel install: cannot find the adrepl binary: %v\n", err)
		return 1
	}
	if isGoRunBinary(exe) {
		// go run deletes its binary on exit: a kernelspec naming it would
		// point at nothing once this command returns.
		fmt.Fprintf(stderr, "adrepl kernel install: this adrepl is a temporary `go run` build (%s), which is deleted when it exits;\n"+
			"install a binary first:  go install ./cmd/adrepl && \"$(go env GOPATH)/bin/adrepl\" kernel install --user\n", exe)
		return 1
	}
	o.Binary = exe
	// A local ECharts (node_modules of the repository this is run from,
	// $ADREPL_ECHARTS, or an earlier install's copy) goes beside the
	// kernelspec, so that the kernel's charts draw offline wherever the
	// binary lives.
	assets := viz.FindAssets(kernel.InstalledECharts()...)
	o.ECharts = assets.Path
	dir, err := kernel.Install(o)
	if err != nil {
		fmt.Fprintf(stderr, "adrepl kernel install: %v\n", unwrapPathError(err))
		if os.IsPermission(err) && !o.User {
			fmt.Fprintln(stderr, "(a system-wide install needs root; use --user to install for yourself)")
		}
		return 1
	}
	fmt.Fprintf(stdout, "installed kernelspec %s in %s\n", o.Name, dir)
	if assets.Path != "" {
		fmt.Fprintf(stdout, "copied ECharts from %s beside it: charts are interactive offline\n", assets.Path)
	} else {
		fmt.Fprintf(stdout, "no local ECharts found: the kernel's charts will be static SVG; for interactive ones %s\n", viz.NoLibraryHelp)
	}
	return 0
}

// watchParent ends the kernel process when the process that started it dies
// (a notebook server or console killed without shutting its kernels down),
// so that no orphaned kernel keeps running, as IPython's kernels do. It
// polls every 100 ms and exits the process itself: a busy cell, a sleeping
// one or a hundred spinning goroutines cannot hold it (Go preempts them), and
// a cell cannot be relied on to return.
func watchParent(k *kernel.Kernel) {
	ppid := os.Getppid()
	if ppid <= 1 {
		return
	}
	t := time.NewTicker(orphanPoll)
	defer t.Stop()
	for {
		select {
		case <-k.Done():
			return
		case <-t.C:
			if os.Getppid() != ppid {
				fmt.Fprintf(os.Stderr, "adrepl kernel: the process that started it (%d) is gone: exiting\n", ppid)
				k.Close()
				os.Exit(1)
			}
		}
	}
}

const orphanPoll = 100 * time.Millisecond

// isGoRunBinary reports whether exe is a binary that `go run` built in its
// temporary work directory.
func isGoRunBinary(exe string) bool {
	tmp, err := filepath.EvalSymlinks(os.TempDir())
	if err != nil {
		tmp = os.TempDir()
	}
	rel, err := filepath.Rel(tmp, exe)
	return err == nil && strings.HasPrefix(rel, "go-build") && strings.Contains(filepath.ToSlash(rel), "/exe/")
}
