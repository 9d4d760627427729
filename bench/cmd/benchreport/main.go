package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/adrepl/adrepl/bench"
)

func main() {
	if v := os.Getenv(tapeChildEnv); v != "" {
		os.Exit(tapeChild(v))
	}
	n := flag.Int("n", 5, "runs of each measurement; the tables show medians")
	what := flag.String("what", "inproc,procs", "parts to run, comma-separated: inproc, procs, scale, tape, or all")
	only := flag.String("only", "", "comma-separated program keys (FloatLoop, Fib, ..., NBody, Fannkuch, ...), or ten (the original programs) or suite (the extended suite, bench/testdata/suite); empty: all")
	cache := flag.String("cache", defaultCache(), "directory for the yaegi install")
	yaegi := flag.String("yaegi", "", "yaegi binary to use instead of installing "+bench.YaegiVersion)
	noYaegi := flag.Bool("no-yaegi", false, "leave yaegi out of the whole-process table")
	flag.Parse()
	progs, err := selectPrograms(*only)
	if err == nil {
		err = report(os.Stdout, *n, *what, progs, *cache, *yaegi, *noYaegi)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchreport:", err)
		os.Exit(1)
	}
}

func defaultCache() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "adrepl-bench")
	}
	return filepath.Join(os.TempDir(), "adrepl-bench")
}

func selectPrograms(only string) ([]*bench.Program, error) {
	if only == "" {
		return bench.Programs, nil
	}
	var ps []*bench.Program
	for _, k := range strings.Split(only, ",") {
		switch k = strings.TrimSpace(k); k {
		case "ten":
			ps = append(ps, bench.Programs[:len(bench.Programs)-len(bench.SuitePrograms)]...)
			continue
		case "suite":
			ps = append(ps, bench.SuitePrograms...)
			continue
		}
		p := bench.ProgramByKey(k)
		if p == nil {
			return nil, fmt.Errorf("no program %q", k)
		}
		ps = append(ps, p)
	}
	return ps, nil
}

func report(w io.Writer, n int, what string, progs []*bench.Program, cache, yaegi string, noYaegi bool) error {
	parts := map[string]bool{}
	for _, p := range strings.Split(what, ",") {
		parts[strings.TrimSpace(p)] = true
	}
	if parts["all"] {
		parts = map[string]bool{"inproc": true, "procs": true, "scale": true, "tape": true}
	}
	fmt.Fprintf(w, "Machine: %s, %d cores (GOMAXPROCS %d), %s/%s, %s; load average %s at the start. Medians of %d runs.\n\n",
		bench.CPUModel(), runtime.NumCPU(), runtime.GOMAXPROCS(0), runtime.GOOS, runtime.GOARCH, runtime.Version(), bench.LoadAvg(), n)
	steps := []struct {
		name string
		f    func() error
	}{
		{"inproc", func() error { return inProcess(w, n, progs) }},
		{"procs", func() error { return processes(w, n, progs, cache, yaegi, noYaegi) }},
		{"scale", func() error { return scaling(w, n, progs) }},
		{"tape", func() error {
			if err := tapeBytes(w); err != nil {
				return err
			}
			fmt.Fprintln(w)
			return tapeProcs(w, n)
		}},
	}
	for _, s := range steps {
		if !parts[s.name] {
			continue
		}
		delete(parts, s.name)
		if err := s.f(); err != nil {
			return err
		}
		fmt.Fprintf(w, "\n(load average %s after %s)\n\n", bench.LoadAvg(), s.name)
	}
	for p := range parts {
		return fmt.Errorf("unknown part %q (want inproc, procs, scale, tape or all)", p)
	}
	return nil
}
