package kernel

import (
	"context"
	"errors"
	"net"
	"sync"
	"time"

	"github.com/go-zeromq/zmq4"
	"github.com/go-zeromq/zmq4/transport"
)

// A subscriber that stops reading iopub must not stall the kernel. zmq4
// (v0.17.0) queues what the PUB socket sends, without bound by default, and
// one goroutine writes the queue to every subscriber in turn with blocking
// writes: a peer that never reads blocks that goroutine for ever, so every
// other subscriber (the notebook itself) stops getting output and the queue
// grows until memory runs out. Publishing never blocks the executor (Send
// only queues), but the output must keep flowing and the memory bounded.
//
// The kernel's iopub socket therefore listens through a transport of its
// own, whose connections give every write a deadline: a subscriber that has
// not taken a write for slowPeerTimeout is disconnected and logged (it may
// subscribe again). The queue is bounded as well (iopubHWM messages; past
// it zmq4 drops new messages rather than grow).

const (
	slowPeerTimeout = 2 * time.Second
	iopubHWM        = 10000
)

func init() {
	zmq4.RegisterTransport(iopubTCP, &deadlineTransport{base: transport.New("tcp"), network: "tcp"})
	zmq4.RegisterTransport(iopubIPC, &deadlineTransport{base: transport.New("unix"), network: "unix"})
}

const (
	iopubTCP = "adrepl-iopub-tcp"
	iopubIPC = "adrepl-iopub-ipc"
)

// iopubEndpoint is ci's iopub endpoint through the deadline transport.
func (ci ConnectionInfo) iopubEndpoint() string {
	ep := ci.endpoint(ci.IOPubPort)
	if ci.Transport == "ipc" {
		return iopubIPC + ep[len("ipc"):]
	}
	return iopubTCP + ep[len("tcp"):]
}

// slowPeerLogs maps a listening address to the log of the kernel that
// listens there (several kernels may run in one process, in tests).
var slowPeerLogs sync.Map // string -> func(format string, args ...any)

type deadlineTransport struct {
	base    transport.Transport
	network string
}

func (t *deadlineTransport) Dial(ctx context.Context, d transport.Dialer, addr string) (net.Conn, error) {
	return t.base.Dial(ctx, d, addr)
}

func (t *deadlineTransport) Listen(ctx context.Context, addr string) (net.Listener, error) {
	l, err := t.base.Listen(ctx, addr)
	if err != nil {
		return nil, err
	}
	return &deadlineListener{Listener: l, addr: addr}, nil
}

func (t *deadlineTransport) Addr(ep string) (string, error) { return t.base.Addr(ep) }

type deadlineListener struct {
	net.Listener
	addr string
}

func (l *deadlineListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &deadlineConn{Conn: c, addr: l.addr}, nil
}

// deadlineConn is one subscriber's connection.
type deadlineConn struct {
	net.Conn
	addr string
	once sync.Once
}

// errSlowPeer is not a timeout, so that zmq4 marks the connection closed
// and forgets it.
var errSlowPeer = &net.OpError{Op: "write", Net: "iopub", Err: errors.New("subscriber stopped reading; disconnected")}

func (c *deadlineConn) Write(p []byte) (int, error) {
	c.Conn.SetWriteDeadline(time.Now().Add(slowPeerTimeout))
	n, err := c.Conn.Write(p)
	var ne net.Error
	if err != nil && errors.As(err, &ne) && ne.Timeout() {
		c.once.Do(func() {
			if f, ok := slowPeerLogs.Load(c.addr); ok {
				f.(func(string, ...any))("iopub: a subscriber (%v) has not read for %v: disconnected it", c.RemoteAddr(), slowPeerTimeout)
			}
			c.Conn.Close()
		})
		return n, errSlowPeer
	}
	return n, err
}

// iopubAddr is the address the deadline transport's Listen receives for
// ci's iopub socket.
func iopubAddr(ci ConnectionInfo) string {
	ep := ci.iopubEndpoint()
	network := iopubTCP
	if ci.Transport == "ipc" {
		network = iopubIPC
	}
	t := &deadlineTransport{base: transport.New("tcp")}
	if network == iopubIPC {
		t.base = transport.New("unix")
	}
	addr, _ := t.Addr(ep[len(network)+len("://"):])
	return addr
}
