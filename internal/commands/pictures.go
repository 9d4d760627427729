package commands

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/adrepl/adrepl/internal/pictures"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/viz"
)

// The picture commands :tape, :graph and :gradnorm. Without options they
// show the picture with Host.Show (the REPL prints its text, a notebook
// shows it inline); --html FILE writes an interactive page (ECharts
// inlined from a local copy when there is one, see docs/visualizer.md),
// --svg FILE a static image, --dot FILE (graphs) Graphviz's DOT, and, in
// the REPL, --open opens the HTML in a browser.

// pictureArgs are a picture command's arguments: options and the rest.
type pictureArgs struct {
	html, svg, dot string
	open           bool
	tempHTML       string // --open without --html: the page's os.CreateTemp pattern
	rest           []string
}

func (c *call) parsePictureArgs(cmd, arg string, dot bool) (pictureArgs, error) {
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
		case opt == "--open" && c.fe == REPL:
			p.open = true
		case opt == "--open":
			return p, fmt.Errorf(":%s --open opens a browser from the terminal REPL; in a notebook the picture shows in the cell (--html FILE writes a page)", cmd)
		case strings.HasPrefix(opt, "--"):
			opts := "--html FILE, --svg FILE"
			if dot {
				opts += ", --dot FILE"
			}
			if c.fe == REPL {
				opts += ", --open"
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
		p.tempHTML = "adrepl-" + cmd + "-*.html"
	}
	return p, nil
}

// present writes the files the options ask for or, without any, shows d
// with text as its text rendering (what the REPL prints).
func (c *call) present(d *interp.Display, p pictureArgs, title string, text func() (string, error)) error {
	if done, err := c.export(d, p, title); done || err != nil {
		return err
	}
	t, err := text()
	if err != nil {
		return err
	}
	d.Text = t
	return c.Show(d)
}

// usage is the error of a picture command called with too many arguments.
func (c *call) usage(synopsis string) error {
	if c.fe == REPL {
		synopsis += " [--open]"
	}
	return errors.New("usage: " + synopsis)
}

// export writes the files the options ask for. It reports whether any
// output option was given (then the picture is not shown).
func (c *call) export(d *interp.Display, p pictureArgs, title string) (bool, error) {
	if p.html == "" && p.svg == "" && p.dot == "" && p.tempHTML == "" {
		return false, nil
	}
	write := func(file string, render func(*interp.Display) (string, error)) error {
		where, err := c.placeFile(file)
		if err != nil {
			return err
		}
		s, err := render(d)
		if err != nil {
			return err
		}
		if err := where.write([]byte(marked(s))); err != nil {
			return err
		}
		c.printf("wrote %s\n", file)
		return nil
	}
	if p.svg != "" {
		if err := write(p.svg, pictures.SVG); err != nil {
			return true, err
		}
	}
	if p.dot != "" {
		if err := write(p.dot, pictures.DOT); err != nil {
			return true, err
		}
	}
	if p.html != "" || p.tempHTML != "" {
		a := viz.FindAssets(c.EChartsPaths()...)
		page := func(d *interp.Display) (string, error) { return pictures.HTMLPage(d, "adrepl: "+title, a) }
		file := p.html
		if file == "" {
			s, err := page(d)
			if err != nil {
				return true, err
			}
			if file, err = writeTemp(p.tempHTML, marked(s)); err != nil {
				return true, err
			}
			c.printf("wrote %s\n", file)
		} else if err := write(file, page); err != nil {
			return true, err
		}
		if a.Warning != "" && d.Kind != "tape" {
			fmt.Fprintf(c.Err(), "warning: %s\n", a.Warning)
		}
		if p.open {
			c.openBrowser(file)
		}
	}
	return true, nil
}

// writeTemp writes s to a new file of the system's temporary directory
// (a fresh name, so nobody's file) and returns its name.
func writeTemp(pattern, s string) (string, error) {
	f, err := os.CreateTemp("", pattern)
	if err != nil {
		return "", fmt.Errorf("cannot write a temporary page for the browser: %v", err)
	}
	_, err = f.WriteString(s)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(f.Name())
		return "", fmt.Errorf("cannot write %s: %v", f.Name(), err)
	}
	return f.Name(), nil
}

func cmdTape(c *call, arg string) error {
	p, err := c.parsePictureArgs("tape", arg, false)
	if err != nil {
		return err
	}
	rows := 40
	switch len(p.rest) {
	case 0:
	case 1:
		if p.rest[0] == "optimize" {
			out, err := optimizeTape(c.in, c.in.LastTape())
			if err != nil {
				return err
			}
			c.printf("%s", out)
			return nil
		}
		if p.rest[0] == "all" {
			rows = 0
		} else if _, err := fmt.Sscan(p.rest[0], &rows); err != nil || rows < 0 {
			return fmt.Errorf(":tape takes all or a number of rows, not %q", p.rest[0])
		}
	default:
		return c.usage(":tape [all|N|optimize] [--html FILE] [--svg FILE]")
	}
	d, err := c.in.TapeDisplay(rows)
	if err != nil {
		return err
	}
	// The text is the REPL's table, with its source positions.
	return c.present(d, p, "tape", func() (string, error) { return c.in.TapeTable(d.Tape, rows), nil })
}

func cmdGraph(c *call, arg string) error {
	p, err := c.parsePictureArgs("graph", arg, true)
	if err != nil {
		return err
	}
	flow := ""
	switch len(p.rest) {
	case 0:
	case 1:
		flow = p.rest[0]
	default:
		return c.usage(":graph [forward|reverse] [--html FILE] [--svg FILE] [--dot FILE]")
	}
	d, err := c.in.GraphDisplay(flow)
	if err != nil {
		return err
	}
	return c.present(d, p, "unrolled graph", func() (string, error) { return pictures.Text(d) })
}

func cmdGradNorm(c *call, arg string) error {
	// --each: one curve per variable instead of the joint state's norm.
	each := false
	var kept []string
	for _, f := range strings.Fields(arg) {
		if f == "--each" {
			each = true
			continue
		}
		kept = append(kept, f)
	}
	p, err := c.parsePictureArgs("gradnorm", strings.Join(kept, " "), false)
	if err != nil {
		return err
	}
	if len(p.rest) == 0 {
		return c.usage(":gradnorm NAME... [--each] [--html FILE] [--svg FILE]")
	}
	exporting := p.html != "" || p.svg != ""
	d, err := c.in.GradNormDisplayEach(each, p.rest...)
	if err != nil && !exporting && len(p.rest) == 1 {
		// No plot (no such variable, forward mode, no tape): the text
		// says why, with the variables there are.
		c.printf("%s", c.in.GradNormsText(p.rest[0]))
		return nil
	}
	if err != nil {
		return err
	}
	return c.present(d, p, "gradient norms", func() (string, error) {
		if !each {
			return c.in.GradNormsStateText(p.rest), nil // the table with the verdict
		}
		return d.Text, nil
	})
}
