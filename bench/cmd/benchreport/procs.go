package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrepl/adrepl/bench"
)

// processes times whole processes: native binary, adrepl run, yaegi run,
// interleaved in every round.
func processes(w io.Writer, n int, progs []*bench.Program, cache, yaegi string, noYaegi bool) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "benchreport")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	pr, err := bench.NewProcs(root, dir, cache, yaegi, noYaegi)
	if err != nil {
		return err
	}
	if pr.Yaegi != "" {
		fmt.Fprintf(w, "Whole processes; yaegi %s (%s).\n\n", bench.YaegiVersion, pr.Yaegi)
		fmt.Fprintln(w, "| program | native | adrepl run | yaegi run | adrepl / native | yaegi / native | yaegi / adrepl |")
		fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
	} else {
		fmt.Fprintln(w, "Whole processes.\n\n| program | native | adrepl run | adrepl / native |")
		fmt.Fprintln(w, "| --- | ---: | ---: | ---: |")
	}
	for _, p := range progs {
		src, bin, err := pr.Prepare(p, p.N)
		if err != nil {
			return err
		}
		want := p.NativeOutput()
		runs := [][]string{{bin}, {pr.Adrepl, "run", src}}
		if pr.Yaegi != "" {
			runs = append(runs, []string{pr.Yaegi, "run", src})
		}
		times := make([][]time.Duration, len(runs))
		for i := 0; i < n; i++ {
			for k, argv := range runs {
				out, d, err := bench.Run(argv...)
				if err != nil {
					return err
				}
				if out != want {
					return fmt.Errorf("%s: %s printed %q, native Go (in process) printed %q", p.Name, filepath.Base(argv[0]), out, want)
				}
				times[k] = append(times[k], d)
			}
		}
		m := make([]time.Duration, len(runs))
		for k := range runs {
			m[k] = bench.Median(times[k])
		}
		ratio := func(a, b time.Duration) string { return fmt.Sprintf("%.1fx", float64(a)/float64(b)) }
		if pr.Yaegi != "" {
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s |\n", p.Name, bench.Ms(m[0]), bench.Ms(m[1]), bench.Ms(m[2]),
				ratio(m[1], m[0]), ratio(m[2], m[0]), ratio(m[2], m[1]))
		} else {
			fmt.Fprintf(w, "| %s | %s | %s | %s |\n", p.Name, bench.Ms(m[0]), bench.Ms(m[1]), ratio(m[1], m[0]))
		}
	}
	return nil
}

// moduleRoot is the directory of go.mod above the working directory.
func moduleRoot() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && strings.Contains(string(b), "module github.com/adrepl/adrepl") {
			return d, nil
		}
		up := filepath.Dir(d)
		if up == d {
			return "", fmt.Errorf("run benchreport inside the adrepl module (no go.mod found)")
		}
		d = up
	}
}
