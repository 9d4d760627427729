// Command adrepl is an interactive Go interpreter.
//
//	adrepl               start the REPL (or run stdin as a script when it is not a terminal)
//	adrepl run FILE.go   run a package main file, or a script of cells (-sched go|random|seed=N)
//	adrepl version       print the version
//	adrepl help          print the usage
//	adrepl kernel ...    run as a Jupyter kernel; adrepl kernel install writes its kernelspec
//	adrepl playground DIR  write the browser playground, a static site, to DIR
//
// # Files
//
//	main.go      the subcommands, adrepl run, usage, internal-error guard
//	repl.go      the interactive loop on a terminal (readline), completion
//	session.go   the session the REPL and script mode share: cells, interrupts
//	commands.go  the colon commands, with the session as their host
//	history.go   the history file, one entry per cell
//	kernel.go    adrepl kernel: run the Jupyter kernel, install its kernelspec
//	memflag.go   --memory SIZE and $ADREPL_MEMORY
//	sizeflag.go  byte-size flags (adrepl kernel --max-message, --max-output)
//	generalpath.go  $ADREPL_GENERAL_PATH=1: the general path only (a cross-check)
//	schedflag.go adrepl run -sched go|random|seed=N: the goroutine schedule
//	playground.go  adrepl playground DIR (package playground)
//
// The front end passes every option interp needs (the streams, console
// input, the memory budget, PictureText for viz's picture text) when it
// creates a session; no package sets another's variables.
package main
