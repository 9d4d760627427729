package kernel

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ZMTP 3.x framing with the NULL mechanism (rfc.zeromq.org/spec/23 and 37),
// written for the kernel's side of the wire: a peer is a stranger until a
// message's HMAC says otherwise, so nothing here believes what it announces.
// A frame header may announce up to 2^64 bytes; the reader refuses any frame
// whose size would take the message past its cap before reading a byte of
// it, and then grows the frame's buffer only as the bytes really arrive, so
// a peer must send what it wants held. (go-zeromq/zmq4 v0.17.0 allocates the
// announced size at once: one 9-byte header killed the kernel.)

const (
	flagMore    = 0x01
	flagLong    = 0x02
	flagCommand = 0x04

	greetingLen = 64
	// frameOverhead is what one frame costs the kernel beyond its bytes
	// (its slice header and bookkeeping): counted against the message cap,
	// so that a million empty frames are refused like a large message.
	frameOverhead = 64
	// maxCommand caps a command frame (READY, SUBSCRIBE, PING): the
	// largest legitimate one, a READY with a 255-byte identity, is far
	// smaller.
	maxCommand = 64 << 10
	// firstChunk is the most a frame's buffer starts with, whatever size
	// it announces; it then doubles as bytes arrive, up to the size.
	firstChunk = 32 << 10
)

var (
	errTooLarge   = errors.New("message too large")
	errBadFrame   = errors.New("malformed frame")
	errBadGreet   = errors.New("not a ZMTP 3 greeting")
	errMechanism  = errors.New("security mechanism is not NULL")
	errPeerClosed = errors.New("peer sent ERROR")
)

// ourGreeting is the greeting the kernel sends: ZMTP 3.0, NULL, not as
// server. Announcing 3.0 makes every peer (libzmq 4.x, zmq4) send
// subscriptions as messages; SUBSCRIBE commands of 3.1 are understood too.
var ourGreeting = func() []byte {
	g := make([]byte, greetingLen)
	g[0], g[9] = 0xFF, 0x7F
	g[10], g[11] = 3, 0
	copy(g[12:32], "NULL")
	return g
}()

// checkGreeting validates a peer's 64-byte greeting.
func checkGreeting(g []byte) error {
	if len(g) != greetingLen || g[0] != 0xFF || g[9]&0x01 != 0x01 || g[9] != 0x7F {
		return errBadGreet
	}
	if g[10] < 3 {
		return fmt.Errorf("%w (version %d.%d)", errBadGreet, g[10], g[11])
	}
	mech := g[12:32]
	if !bytes.Equal(bytes.TrimRight(mech, "\x00"), []byte("NULL")) {
		return fmt.Errorf("%w (%q)", errMechanism, bytes.TrimRight(mech, "\x00"))
	}
	return nil
}

// frameReader reads frames from one connection. Its cap is the most bytes
// (plus frameOverhead per frame) one message may hold; hold reserves bytes
// in the kernel-wide receive budget before the buffer grows (nil: no
// budget).
type frameReader struct {
	r    io.Reader
	max  int64
	hold func(n int64) error
	// progress is called before each read of a frame's body, so that the
	// connection can give a peer that stops mid-message a deadline.
	progress func()
	hdr      [9]byte
}

// frame is one frame read: its flags and body.
type frame struct {
	flags byte
	body  []byte
}

// readFrame reads one frame; room is what the message may still take.
func (fr *frameReader) readFrame(room int64) (frame, error) {
	if _, err := io.ReadFull(fr.r, fr.hdr[:1]); err != nil {
		return frame{}, err
	}
	flags := fr.hdr[0]
	if flags&^(flagMore|flagLong|flagCommand) != 0 {
		return frame{}, fmt.Errorf("%w: reserved flag bits %#02x", errBadFrame, flags)
	}
	if flags&flagCommand != 0 && flags&flagMore != 0 {
		return frame{}, fmt.Errorf("%w: a command frame with MORE", errBadFrame)
	}
	if fr.progress != nil {
		fr.progress()
	}
	var size uint64
	if flags&flagLong != 0 {
		if _, err := io.ReadFull(fr.r, fr.hdr[1:9]); err != nil {
			return frame{}, err
		}
		size = binary.BigEndian.Uint64(fr.hdr[1:9])
	} else {
		if _, err := io.ReadFull(fr.r, fr.hdr[1:2]); err != nil {
			return frame{}, err
		}
		size = uint64(fr.hdr[1])
	}
	limit := room - frameOverhead
	if flags&flagCommand != 0 && limit > maxCommand {
		limit = maxCommand
	}
	if limit < 0 || size > uint64(limit) {
		return frame{}, fmt.Errorf("%w: a frame announces %d bytes, the cap is %d", errTooLarge, size, fr.max)
	}
	body, err := fr.readBody(int64(size))
	return frame{flags: flags, body: body}, err
}

// readBody reads n bytes, growing the buffer as they arrive.
func (fr *frameReader) readBody(n int64) ([]byte, error) {
	if n == 0 {
		return []byte{}, nil
	}
	c := n
	if c > firstChunk {
		c = firstChunk
	}
	if fr.hold != nil {
		if err := fr.hold(c); err != nil {
			return nil, err
		}
	}
	buf := make([]byte, 0, c)
	for int64(len(buf)) < n {
		if len(buf) == cap(buf) {
			grow := int64(cap(buf))
			if int64(cap(buf))+grow > n {
				grow = n - int64(cap(buf))
			}
			if fr.hold != nil {
				if err := fr.hold(grow); err != nil {
					return nil, err
				}
			}
			nb := make([]byte, len(buf), int64(cap(buf))+grow)
			copy(nb, buf)
			buf = nb
		}
		if fr.progress != nil {
			fr.progress()
		}
		m, err := fr.r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+m]
		if err != nil && int64(len(buf)) < n {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return nil, err
		}
	}
	return buf, nil
}

// readMessage reads the frames of one message. Commands between messages
// go to onCommand (PING, SUBSCRIBE, ...); a command inside a message is a
// protocol error.
func (fr *frameReader) readMessage(onCommand func(name string, body []byte) error) ([][]byte, error) {
	var frames [][]byte
	room := fr.max
	for {
		f, err := fr.readFrame(room)
		if err != nil {
			return nil, err
		}
		if f.flags&flagCommand != 0 {
			if len(frames) > 0 {
				return nil, fmt.Errorf("%w: a command inside a multipart message", errBadFrame)
			}
			name, body, err := parseCommand(f.body)
			if err != nil {
				return nil, err
			}
			if err := onCommand(name, body); err != nil {
				return nil, err
			}
			continue
		}
		room -= int64(len(f.body)) + frameOverhead
		frames = append(frames, f.body)
		if f.flags&flagMore == 0 {
			return frames, nil
		}
	}
}

// parseCommand splits a command frame into its name and body.
func parseCommand(b []byte) (string, []byte, error) {
	if len(b) < 1 || int(b[0]) == 0 || len(b) < 1+int(b[0]) {
		return "", nil, fmt.Errorf("%w: bad command name", errBadFrame)
	}
	return string(b[1 : 1+b[0]]), b[1+b[0]:], nil
}

// parseProperties reads a READY command's metadata: name (1-byte length),
// value (4-byte length), repeated. Names are case-insensitive.
func parseProperties(b []byte) (map[string][]byte, error) {
	props := map[string][]byte{}
	for len(b) > 0 {
		n := int(b[0])
		if n == 0 || len(b) < 1+n+4 {
			return nil, fmt.Errorf("%w: bad property", errBadFrame)
		}
		name := strings.ToLower(string(b[1 : 1+n]))
		b = b[1+n:]
		vlen := binary.BigEndian.Uint32(b[:4])
		b = b[4:]
		if uint64(vlen) > uint64(len(b)) {
			return nil, fmt.Errorf("%w: property %q runs past its command", errBadFrame, name)
		}
		props[name] = b[:vlen]
		b = b[vlen:]
	}
	return props, nil
}

// readyCommand is the READY command announcing socket type typ.
func readyCommand(typ string) []byte {
	var b bytes.Buffer
	b.WriteByte(5)
	b.WriteString("READY")
	b.WriteByte(byte(len("Socket-Type")))
	b.WriteString("Socket-Type")
	var l [4]byte
	binary.BigEndian.PutUint32(l[:], uint32(len(typ)))
	b.Write(l[:])
	b.WriteString(typ)
	return b.Bytes()
}

// appendFrame appends one frame (header and body) to dst.
func appendFrame(dst []byte, flags byte, body []byte) []byte {
	if len(body) > 255 {
		var l [8]byte
		binary.BigEndian.PutUint64(l[:], uint64(len(body)))
		dst = append(dst, flags|flagLong)
		dst = append(dst, l[:]...)
	} else {
		dst = append(dst, flags, byte(len(body)))
	}
	return append(dst, body...)
}

// encodeMessage is the wire form of a multipart message.
func encodeMessage(frames [][]byte) []byte {
	n := 0
	for _, f := range frames {
		n += 9 + len(f)
	}
	out := make([]byte, 0, n)
	for i, f := range frames {
		var flags byte
		if i < len(frames)-1 {
			flags = flagMore
		}
		out = appendFrame(out, flags, f)
	}
	return out
}

// encodeCommand is the wire form of a command.
func encodeCommand(body []byte) []byte { return appendFrame(nil, flagCommand, body) }
