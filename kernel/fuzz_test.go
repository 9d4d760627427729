package kernel

import (
	"bytes"
	"net"
	"testing"
	"time"
)

// The parsers that see a peer's bytes before its HMAC is checked, fuzzed:
// none panics, none holds more than its cap, whatever it is given.

// FuzzParseMessage: the Jupyter layer over a message's frames (frames are
// separated by 0x00 in the input, the fuzzer's way to make multipart ones).
func FuzzParseMessage(f *testing.F) {
	sg := signer{key: []byte("key")}
	good, _ := sg.frames([][]byte{[]byte("id")}, Header{MsgID: "1", MsgType: "execute_request"}, nil, nil, map[string]any{"code": "1"})
	f.Add(bytes.Join(good, []byte{0}))
	f.Add([]byte("<IDS|MSG>\x00\x00{}\x00{}\x00{}\x00{}"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		frames := bytes.Split(data, []byte{0})
		for _, s := range []signer{sg, {}} {
			m, err := s.parse(frames)
			if err == nil && (m == nil || len(m.Content) == 0) {
				t.Fatalf("parsed without content: %v", m)
			}
		}
	})
}

// FuzzFrameScanner: the frame reader under a small cap.
func FuzzFrameScanner(f *testing.F) {
	f.Add(encodeMessage([][]byte{[]byte("a"), bytes.Repeat([]byte("b"), 300)}))
	f.Add(longHeader(0, 1<<62))
	f.Add(append(encodeCommand([]byte("\x04PING\x00\x01ctx")), 0, 1, 'x'))
	f.Add([]byte{flagMore, 0, flagMore, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		const max = 4096
		fr := &frameReader{r: bytes.NewReader(data), max: max}
		for i := 0; i < 64; i++ {
			frames, err := fr.readMessage(func(name string, body []byte) error {
				if len(body) > maxCommand {
					t.Fatalf("command %q of %d bytes", name, len(body))
				}
				return nil
			})
			if err != nil {
				return
			}
			total := 0
			for _, f := range frames {
				total += len(f) + frameOverhead
			}
			if total > max {
				t.Fatalf("a message of %d bytes (with overhead) passed a cap of %d", total, max)
			}
		}
	})
}

// FuzzHandshake: a connection's first bytes against a ROUTER socket's
// handshake (the deadlines are TestHostileWireKernel's).
func FuzzHandshake(f *testing.F) {
	f.Add(peerGreeting("DEALER"))
	f.Add(ourGreeting)
	f.Add(cat(ourGreeting, encodeCommand([]byte("\x05READY\x08Identity\x00\x00\x00\x03abc"))))
	f.Add(cat(ourGreeting, longHeader(flagCommand, 1<<40)))
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &socket{name: "fuzz", kind: kindRouter, lim: Limits{}.withDefaults()}
		props, err := s.handshake(&bytesConn{Reader: bytes.NewReader(data)})
		if err == nil && props == nil {
			t.Fatal("no error and no properties")
		}
	})
}

// bytesConn is a net.Conn that reads a fixed input and discards writes.
type bytesConn struct {
	*bytes.Reader
	net.Conn // not called
}

func (c *bytesConn) Read(p []byte) (int, error)       { return c.Reader.Read(p) }
func (c *bytesConn) Write(p []byte) (int, error)      { return len(p), nil }
func (c *bytesConn) SetDeadline(time.Time) error      { return nil }
func (c *bytesConn) SetReadDeadline(time.Time) error  { return nil }
func (c *bytesConn) SetWriteDeadline(time.Time) error { return nil }
