package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/viz"
)

// The picture commands :tape, :graph and :gradnorm. Without options they
// print to the terminal; --html FILE writes an interactive page (ECharts
// inlined from a local copy when there is one, see docs/visualizer.md),
// --svg FILE a static image, --dot FILE (graphs) Graphviz's DOT, and
// --open opens the HTML in a browser.

// pictureArgs are a picture command's arguments: options and the rest.
type pictureArgs struct {
	html, svg, dot string
	open           bool
	rest           []string
}

func parsePictureArgs(cmd, arg string, dot bool) (pictureArgs, error) {
	var p pictureArgs
	f := strings.Fields(arg)
	for i := 0; i < len(f); i++ {
		opt := f[i]
		file := func() (string, error) {
			if i+1 >= len(f) || strings.HasPrefix(f[i+1], "--") {
				return "", fmt.Errorf(":%s %s needs a file name", cmd, opt)
			}
			i++
			return f[i], nil
		}
		var err error
		switch {
		case opt == "--html":
			p.html, err = file()
		case opt == "--svg":
			p.svg, err = file()
		case opt == "--dot" && dot:
			p.dot, err = file()
		case opt == "--open":
			p.open = true
		case strings.HasPrefix(opt, "--"):
			opts := "--html FILE, --svg FILE, --open"
			if dot {
				opts = "--html FILE, --svg FILE, --dot FILE, --open"
			}
			return p, fmt.Errorf(":%s: unknown option %s (options: %s)", cmd, opt, opts)
		default:
			p.rest = append(p.rest, opt)
		}
		if err != nil {
			return p, err
		}
	}
	if p.open && p.html == "" {
		p.html = tempHTML(cmd)
	}
	return p, nil
}

// tempHTML names a page for --open without --html.
func tempHTML(cmd string) string {
	f, err := os.CreateTemp("", "adrepl-"+cmd+"-*.html")
	if err != nil {
		return "adrepl-" + cmd + ".html"
	}
	f.Close()
	return f.Name()
}

// export writes the files the options ask for. It reports whether any
// output option was given (then the terminal rendering is not printed).
func (s *session) export(d *interp.Display, p pictureArgs, title string) (bool, error) {
	if p.html == "" && p.svg == "" && p.dot == "" {
		return false, nil
	}
	if p.svg != "" {
		svg, err := pictures.SVG(d)
		if err != nil {
			return true, err
		}
		if err := os.WriteFile(p.svg, []byte(svg), 0o644); err != nil {
			return true, err
		}
		fmt.Fprintf(s.stdout, "wrote %s\n", p.svg)
	}
	if p.dot != "" {
		dot, err := pictures.DOT(d)
		if err != nil {
			return true, err
		}
		if err := os.WriteFile(p.dot, []byte(dot), 0o644); err != nil {
			return true, err
		}
		fmt.Fprintf(s.stdout, "wrote %s\n", p.dot)
	}
	if p.html != "" {
		a := viz.FindAssets()
		page, err := pictures.HTMLPage(d, "adrepl: "+title, a)
		if err != nil {
			return true, err
		}
		if err := os.WriteFile(p.html, []byte(page), 0o644); err != nil {
			return true, err
		}
		if a.Warning != "" && d.Kind != "tape" {
			fmt.Fprintf(s.stderr, "warning: %s\n", a.Warning)
		}
		fmt.Fprintf(s.stdout, "wrote %s\n", p.html)
		if p.open {
			openBrowser(s, p.html)
		}
	}
	return true, nil
}

// openBrowser opens a file with xdg-open (or open on macOS) when there is one.
func openBrowser(s *session, path string) {
	for _, opener := range []string{"xdg-open", "open"} {
		if bin, err := exec.LookPath(opener); err == nil {
			cmd := exec.Command(bin, path)
			if err := cmd.Start(); err == nil {
				go cmd.Wait() // reap it; the browser lives on
				return
			}
		}
	}
	fmt.Fprintf(s.stderr, "no xdg-open to open a browser with: open %s yourself\n", path)
}

func cmdTapePicture(s *session, arg string) error {
	p, err := parsePictureArgs("tape", arg, false)
	if err != nil {
		return err
	}
	rows := 40
	switch len(p.rest) {
	case 0:
	case 1:
		if p.rest[0] == "optimize" {
			t := s.in.LastTape()
			if t == nil {
				return errors.New("no tape yet: differentiate something first, e.g. ad.Grad(f)(x)")
			}
			return cmdTapeOptimize(s, t)
		}
		if p.rest[0] == "all" {
			rows = 0
		} else if _, err := fmt.Sscan(p.rest[0], &rows); err != nil || rows < 0 {
			return fmt.Errorf(":tape takes all or a number of rows, not %q", p.rest[0])
		}
	default:
		return errors.New("usage: :tape [all|N|optimize] [--html FILE] [--svg FILE] [--open]")
	}
	d, err := s.in.TapeDisplay(rows)
	if err != nil {
		return err
	}
	if done, err := s.export(d, p, "tape"); done || err != nil {
		return err
	}
	fmt.Fprint(s.stdout, s.in.TapeTable(d.Tape, rows))
	return nil
}

func cmdGraph(s *session, arg string) error {
	p, err := parsePictureArgs("graph", arg, true)
	if err != nil {
		return err
	}
	flow := ""
	switch len(p.rest) {
	case 0:
	case 1:
		flow = p.rest[0]
	default:
		return errors.New("usage: :graph [forward|reverse] [--html FILE] [--svg FILE] [--dot FILE] [--open]")
	}
	d, err := s.in.GraphDisplay(flow)
	if err != nil {
		return err
	}
	if done, err := s.export(d, p, "unrolled graph"); done || err != nil {
		return err
	}
	text, err := pictures.Text(d)
	if err != nil {
		return err
	}
	fmt.Fprint(s.stdout, text)
	return nil
}

func cmdGradNormPicture(s *session, arg string) error {
	p, err := parsePictureArgs("gradnorm", arg, false)
	if err != nil {
		return err
	}
	if len(p.rest) == 0 {
		return errors.New("usage: :gradnorm NAME... [--html FILE] [--svg FILE] [--open]")
	}
	if p.html == "" && p.svg == "" && len(p.rest) == 1 {
		fmt.Fprint(s.stdout, s.in.GradNormsText(p.rest[0]))
		return nil
	}
	d, err := s.in.GradNormDisplay(p.rest...)
	if err != nil {
		return err
	}
	if done, err := s.export(d, p, "gradient norms"); done || err != nil {
		return err
	}
	fmt.Fprint(s.stdout, d.Text)
	return nil
}
