package main

import (
	"fmt"
	"io"

	"github.com/adrepl/adrepl/internal/commands"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/kernel"
)

// The colon commands are package commands' table, shared with the Jupyter
// kernel; the session is their host in the REPL and script mode.

// runCommand executes one colon command line such as ":type x+1"; errors
// go to stderr.
func (s *session) runCommand(line string) {
	if err := guard(func() error { return commands.Run(s, commands.REPL, line) }); err != nil {
		s.printError(err)
	}
}

func (s *session) Interp() *interp.Interp { return s.in }
func (s *session) Out() io.Writer         { return s.stdout }
func (s *session) Err() io.Writer         { return s.stderr }
func (s *session) Quit()                  { s.quit = true }

// EChartsPaths: a REPL's --html page finds the ECharts copy that adrepl
// kernel install put beside the kernelspec.
func (s *session) EChartsPaths() []string { return kernel.InstalledECharts() }

// RunCell runs src as the next cell, interruptible by Ctrl-C (:time).
func (s *session) RunCell(src string) error {
	s.cells++
	name := fmt.Sprintf("cell%d", s.cells)
	s.interrupts.Store(0)
	s.evaluating.Store(true)
	defer s.evaluating.Store(false)
	return guard(func() error { return s.evalCell(name, src) })
}

// Show prints a picture's text rendering.
func (s *session) Show(d *interp.Display) error {
	_, err := io.WriteString(s.stdout, d.Text)
	return err
}
