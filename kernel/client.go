package kernel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"time"

	"github.com/go-zeromq/zmq4"
)

// Client is a minimal Jupyter client over real sockets: what the tests and
// the start-time benchmark use to talk to a kernel as a front end would.
type Client struct {
	info    ConnectionInfo
	sign    signer
	session string
	ctx     context.Context
	cancel  context.CancelFunc

	Shell, Control, IOPub, HB zmq4.Socket
	// Stdin receives the kernel's input_request; answer with Send(c.Stdin,
	// "input_reply", {"value": ...}).
	Stdin   zmq4.Socket
	iopub   chan *Message
	replies map[zmq4.Socket]chan *Message // one reader per socket
}

// Dial connects to the kernel described by info.
func Dial(info ConnectionInfo) (*Client, error) {
	if err := info.check(); err != nil {
		return nil, err
	}
	c := &Client{info: info, sign: signer{key: []byte(info.Key)}, session: newID(), iopub: make(chan *Message, 1024)}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	id := zmq4.SocketIdentity(c.session)
	// A kernel that was just started may not listen yet: retry the
	// connection often (every 2 ms, for up to 20 s), so that measuring
	// the start time measures the kernel, not zmq4's default 250 ms retry.
	retry := []zmq4.Option{zmq4.WithDialerRetry(2 * time.Millisecond), zmq4.WithDialerMaxRetries(10000)}
	c.Shell = zmq4.NewDealer(c.ctx, append(retry, zmq4.WithID(id))...)
	c.Control = zmq4.NewDealer(c.ctx, append(retry, zmq4.WithID(id))...)
	c.Stdin = zmq4.NewDealer(c.ctx, append(retry, zmq4.WithID(id))...)
	c.IOPub = zmq4.NewSub(c.ctx, retry...)
	c.HB = zmq4.NewReq(c.ctx, retry...)
	for _, s := range []struct {
		s    zmq4.Socket
		port int
	}{{c.Shell, info.ShellPort}, {c.Control, info.ControlPort}, {c.Stdin, info.StdinPort}, {c.IOPub, info.IOPubPort}, {c.HB, info.HBPort}} {
		if err := s.s.Dial(info.endpoint(s.port)); err != nil {
			c.Close()
			return nil, err
		}
	}
	if err := c.IOPub.SetOption(zmq4.OptionSubscribe, ""); err != nil {
		c.Close()
		return nil, err
	}
	c.replies = map[zmq4.Socket]chan *Message{c.Shell: make(chan *Message, 64), c.Control: make(chan *Message, 64), c.Stdin: make(chan *Message, 64)}
	for s, ch := range map[zmq4.Socket]chan *Message{c.IOPub: c.iopub, c.Shell: c.replies[c.Shell], c.Control: c.replies[c.Control], c.Stdin: c.replies[c.Stdin]} {
		go c.read(s, ch)
	}
	return c, nil
}

// read parses the messages of one socket into ch (a reader that outlives a
// timed-out Recv would otherwise steal the next message).
func (c *Client) read(s zmq4.Socket, ch chan *Message) {
	defer close(ch)
	for {
		raw, err := s.Recv()
		if err != nil {
			return
		}
		if m, err := c.sign.parse(raw.Frames); err == nil {
			ch <- m
		}
	}
}

// Close closes the client's sockets.
func (c *Client) Close() {
	for _, s := range []zmq4.Socket{c.Shell, c.Control, c.Stdin, c.IOPub, c.HB} {
		if s != nil {
			s.Close()
		}
	}
	c.cancel()
}

// Send sends a request of type typ on s and returns its header's msg_id.
func (c *Client) Send(s zmq4.Socket, typ string, content any) (string, error) {
	h := Header{MsgID: newID(), Session: c.session, Username: "test", Date: now(), MsgType: typ, Version: ProtocolVersion}
	frames, err := c.sign.frames(nil, h, nil, nil, content)
	if err != nil {
		return "", err
	}
	return h.MsgID, s.Send(zmq4.NewMsgFrom(frames...))
}

// SendFrames sends raw frames (to test what the kernel does with bad ones).
func (c *Client) SendFrames(s zmq4.Socket, frames [][]byte) error {
	return s.Send(zmq4.NewMsgFrom(frames...))
}

// Sign signs four frames with the connection's key.
func (c *Client) Sign(frames ...[]byte) []byte { return c.sign.sign(frames...) }

// Recv waits for the next message on the shell, control or stdin socket s, for at
// most timeout.
func (c *Client) Recv(s zmq4.Socket, timeout time.Duration) (*Message, error) {
	select {
	case m, ok := <-c.replies[s]:
		if !ok {
			return nil, errors.New("socket closed")
		}
		return m, nil
	case <-time.After(timeout):
		return nil, errTimeout
	}
}

var errTimeout = errors.New("timed out")

// Request sends a request on s and waits for its reply.
func (c *Client) Request(s zmq4.Socket, typ string, content any, timeout time.Duration) (*Message, error) {
	id, err := c.Send(s, typ, content)
	if err != nil {
		return nil, err
	}
	for {
		m, err := c.Recv(s, timeout)
		if err != nil {
			return nil, fmt.Errorf("waiting for the reply to %s: %v", typ, err)
		}
		if ParentID(m) == id {
			return m, nil
		}
	}
}

// ParentID is the msg_id of a message's parent, "" when it has none.
func ParentID(m *Message) string {
	var h Header
	json.Unmarshal(m.Parent, &h)
	return h.MsgID
}

// IOPubFor returns the iopub messages whose parent is parentID, up to and
// including its status idle.
func (c *Client) IOPubFor(parentID string, timeout time.Duration) ([]*Message, error) {
	var out []*Message
	deadline := time.After(timeout)
	for {
		select {
		case m, ok := <-c.iopub:
			if !ok {
				return out, errors.New("iopub closed")
			}
			if ParentID(m) != parentID {
				continue
			}
			out = append(out, m)
			if m.Header.MsgType == "status" {
				var st struct {
					ExecutionState string `json:"execution_state"`
				}
				json.Unmarshal(m.Content, &st)
				if st.ExecutionState == "idle" {
					return out, nil
				}
			}
		case <-deadline:
			return out, errTimeout
		}
	}
}

// WaitReady sends kernel_info requests until one's iopub status arrives, so
// that the iopub subscription is known to be live (ZeroMQ drops what a PUB
// socket sends before the subscriber has joined).
func (c *Client) WaitReady(timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		id, err := c.Send(c.Shell, "kernel_info_request", nil)
		if err != nil {
			return err
		}
		if _, err := c.Recv(c.Shell, timeout); err != nil {
			return err
		}
		if msgs, _ := c.IOPubFor(id, 200*time.Millisecond); len(msgs) > 0 && msgs[len(msgs)-1].Header.MsgType == "status" {
			return nil
		}
	}
	return errTimeout
}

// FreePorts returns n TCP ports that were free a moment ago on 127.0.0.1.
func FreePorts(n int) ([]int, error) {
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	var ports []int
	for i := 0; i < n; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// NewConnectionInfo makes a connection on free local ports with a random key.
func NewConnectionInfo() (ConnectionInfo, error) {
	p, err := FreePorts(5)
	if err != nil {
		return ConnectionInfo{}, err
	}
	return ConnectionInfo{Transport: "tcp", IP: "127.0.0.1", ShellPort: p[0], ControlPort: p[1], IOPubPort: p[2],
		StdinPort: p[3], HBPort: p[4], SignatureScheme: "hmac-sha256", Key: newID()}, nil
}
