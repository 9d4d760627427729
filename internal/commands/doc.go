// Package commands holds the colon commands (:help, :type, :tape, ...) of
// both front ends, the terminal REPL (and its script mode) and the Jupyter
// kernel: one declarative table, one implementation. A front end supplies
// a Host: the interpreter, where text goes, and how a picture is shown (the
// REPL prints its text; the kernel sends a rich MIME bundle).
//
//	commands.go    the table of commands, Run, :help, :env, :reset and the small ones
//	cmddoc.go      :doc NAME, through the interpreter's Describe
//	apigroups.go   the parts of the ad API that :help lists, with their guides
//	pictures.go    :tape, :graph, :gradnorm and their --html, --svg, --dot files
//	place.go       where those files may go: in a notebook, under its directory; never dotfiles
//	write.go       writing them: no links followed, only over adrepl's own (marked) files
//	write_unix.go  O_NOFOLLOW and the hard-link count on Unix
//	write_other.go the same elsewhere (Windows, js/wasm), without them
//	browser.go     --open: the desktop's opener, or where the page is when there is none
//	optimize.go    :tape optimize, checked bit for bit against the plain sweep
//	memory.go      :memory: the last gradient's memory, the tape limit, the budget
//	timing.go      :time CELL
//	wrap.go        the terminal's 80 columns: the commands' text and errors wrapped at spaces
//	sched.go       :sched, :goroutines, :stop: the goroutine schedule and leftover goroutines
package commands
