package kernel

import (
	"fmt"
	"io"
	"strings"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/interp"
)

// The REPL's colon commands work in notebook cells too: a cell whose first
// non-blank character is ':' is a list of commands, one a line. The
// commands are package commands' (the REPL's table and code); the kernel is
// their host, and shows their pictures inline as rich outputs.

func isCommandCell(code string) bool {
	return strings.HasPrefix(strings.TrimSpace(code), ":")
}

func (k *Kernel) runCommands(cell, code string) error {
	h := commandHost{k, cell}
	lines := strings.Split(code, "\n")
	for i, line := range lines {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if name, _, _ := strings.Cut(line, " "); name == ":time" {
			// As IPython's %%time: the rest of the cell is the code to time.
			line = strings.Join(append([]string{line}, lines[i+1:]...), "\n")
			return commands.Run(h, commands.Kernel, line)
		}
		if !strings.HasPrefix(line, ":") {
			return fmt.Errorf("%q: a cell of colon commands holds one command a line (put Go code in its own cell)", line)
		}
		if err := commands.Run(h, commands.Kernel, line); err != nil {
			return err
		}
	}
	return nil
}

// commandHost is the kernel as the commands' host: text goes to the cell's
// streams, pictures out as display_data with the configured renderer.
type commandHost struct {
	k    *Kernel
	cell string // the cell's name, for the code :time runs
}

func (h commandHost) Interp() *interp.Interp { return h.k.in }
func (h commandHost) Out() io.Writer         { return h.stream("stdout") }
func (h commandHost) Err() io.Writer         { return h.stream("stderr") }

func (h commandHost) stream(name string) io.Writer {
	return writerFunc(func(p []byte) (int, error) { return h.k.streamWrite(name, p) })
}

// Quit is never called: :quit is not a notebook command (a notebook stops
// its kernel from its menu).
func (h commandHost) Quit() {}

// EChartsPaths are where --html pages look for ECharts beyond the usual places.
func (h commandHost) EChartsPaths() []string { return h.k.cfg.EChartsPaths }

// RunCell runs the code of :time as the cell itself.
func (h commandHost) RunCell(src string) error { return h.k.in.Eval(h.cell, src) }

func (h commandHost) Show(d *interp.Display) error {
	h.k.onDisplay(*d)
	return nil
}
