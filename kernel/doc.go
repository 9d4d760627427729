// Package kernel is adrepl's Jupyter kernel: the Jupyter messaging protocol
// (version 5.3) over ZeroMQ (github.com/go-zeromq/zmq4) around one
// interp.Interp session.
//
// One file per concern:
//
//	connection.go  the connection file and the five sockets
//	message.go     the wire format and HMAC-SHA256 signing
//	kernel.go      the kernel's life: sockets, loops, status, shutdown, interrupts
//	handlers.go    dispatch of shell and control requests; kernel_info, comm_info
//	execute.go     execute_request: streams, results, pictures, errors
//	commands.go    the REPL's colon commands (:tape, :gradnorm, ...) in cells
//	complete.go    is_complete, complete and inspect
//	history.go     history_request
//	display.go     MIME bundles for pictures and values (the viz seam)
//	install.go     the kernelspec: kernel.json and logos
//
// Requests on the shell socket run one at a time on one goroutine, in order;
// the control socket has its own goroutine, so interrupt_request,
// kernel_info_request and shutdown_request are answered while a cell runs.
package kernel
