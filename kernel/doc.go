// Package kernel is adrepl's Jupyter kernel: the Jupyter messaging protocol
// (version 5.3) over ZeroMQ's ZMTP 3.0 (its own code, hardened against
// peers that are not yet authenticated) around one interp.Interp session.
//
// One file per concern:
//
//	connection.go  the connection file and the five sockets
//	message.go     the wire format and HMAC-SHA256 signing
//	replay.go      a replayed message (same msg_id and signature) is dropped
//	zmtp.go        ZMTP 3.0 framing, NULL mechanism: greeting, READY, capped frames
//	transport.go   the five sockets: ROUTER, PUB, echo; deadlines, queues, caps
//	output.go      the cap on a cell's output, charged at its JSON size
//	kernel.go      the kernel's life: sockets, loops, status, shutdown, interrupts
//	handlers.go    dispatch of shell and control requests; kernel_info, comm_info
//	execute.go     execute_request: streams, results, pictures, errors
//	stdin.go       input_request and input_reply for fmt.Scan in a cell
//	commands.go    the REPL's colon commands (:tape, :gradnorm, ...) in cells
//	complete.go    is_complete, complete and inspect
//	history.go     history_request
//	display.go     MIME bundles for pictures and values (the viz seam)
//	rich.go        RichRenderer: pictures as text, SVG and HTML (internal/pictures)
//	install.go     the kernelspec: kernel.json and logos
//	client.go      a minimal Jupyter client (over zmq4), for the tests and the benchmarks
//
// Requests on the shell socket run one at a time on one goroutine, in order;
// the control socket has its own goroutine, so interrupt_request,
// kernel_info_request and shutdown_request are answered while a cell runs.
package kernel
