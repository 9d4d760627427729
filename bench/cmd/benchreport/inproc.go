package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/adrepl/adrepl/bench"
)

func inProcess(w io.Writer, n int, progs []*bench.Program) error {
	fmt.Fprintln(w, "| program | native | adrepl (run) | ratio | adrepl RunFile (parse+check+compile+run) | output |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | --- |")
	for _, p := range progs {
		want := p.NativeOutput()
		s, err := bench.Load(p)
		if err != nil {
			return err
		}
		if err := p.Check(want, s.First); err != nil {
			return err
		}
		// The three measurements are interleaved, so that a change in the
		// machine's load during the report affects them alike.
		var native, run, file []time.Duration
		for i := 0; i < n; i++ {
			tn, tr, err := timeRound(p, s, p.N, want)
			if err != nil {
				return err
			}
			native, run = append(native, tn), append(run, tr)

			f, err := bench.Load(p)
			if err == nil {
				err = p.Check(want, f.First)
			}
			if err != nil {
				return err
			}
			file = append(file, f.RunFile)
		}
		mn, mr, mf := bench.Median(native), bench.Median(run), bench.Median(file)
		fmt.Fprintf(w, "| %s | %s | %s | %.1fx | %s | `%s` |\n", p.Name, bench.Ms(mn), bench.Ms(mr),
			float64(mr)/float64(mn), bench.Ms(mf), strings.TrimSpace(want))
	}
	return nil
}

// scaling times native and adrepl (the run of main alone, as inProcess) at
// each of a program's sizes.
func scaling(w io.Writer, n int, progs []*bench.Program) error {
	fmt.Fprintln(w, "| program | n | native | adrepl (run) | ratio | adrepl ns per n |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | ---: | ---: |")
	for _, p := range progs {
		for _, size := range p.Scale {
			want := p.NativeOutputN(size)
			s, err := bench.LoadN(p, size)
			if err != nil {
				return err
			}
			if err := p.Check(want, s.First); err != nil {
				return err
			}
			var native, run []time.Duration
			for i := 0; i < n; i++ {
				tn, tr, err := timeRound(p, s, size, want)
				if err != nil {
					return err
				}
				native, run = append(native, tn), append(run, tr)
			}
			mn, mr := bench.Median(native), bench.Median(run)
			fmt.Fprintf(w, "| %s | %d | %s | %s | %.1fx | %.1f |\n", p.Name, size, bench.Ms(mn), bench.Ms(mr),
				float64(mr)/float64(mn), float64(mr)/float64(size))
		}
	}
	return nil
}

// timeRound times one run of the native program at size and one run of
// main in the loaded session s, and checks what the latter printed.
func timeRound(p *bench.Program, s *bench.Session, size int, want string) (native, run time.Duration, err error) {
	start := time.Now()
	p.NativeN(io.Discard, size)
	native = time.Since(start)
	start = time.Now()
	got, err := s.Run()
	run = time.Since(start)
	if err == nil {
		err = p.Check(want, got)
	}
	return native, run, err
}
