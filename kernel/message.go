package kernel

import (
	"bytes"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// ProtocolVersion is the version of the Jupyter messaging protocol spoken.
const ProtocolVersion = "5.3"

// delimiter separates the routing identities from the signed frames.
var delimiter = []byte("<IDS|MSG>")

// Header is a message header.
type Header struct {
	MsgID    string `json:"msg_id"`
	Session  string `json:"session"`
	Username string `json:"username"`
	Date     string `json:"date"`
	MsgType  string `json:"msg_type"`
	Version  string `json:"version"`
}

// Message is one Jupyter message. Incoming messages keep their parent header,
// metadata and content as raw JSON; Parent is kept verbatim so that replies
// name their request exactly as the client sent it.
type Message struct {
	Identities [][]byte // ZeroMQ routing frames (ROUTER sockets)
	Header     Header
	RawHeader  json.RawMessage // the header frame as received (the parent of replies)
	Parent     json.RawMessage
	Metadata   json.RawMessage
	Content    json.RawMessage
	Buffers    [][]byte
	received   time.Time // when the kernel took it off its socket
	signature  string    // the HMAC frame as received (replay.go)
}

// errBadSignature marks a message whose HMAC does not match: it is dropped.
var errBadSignature = errors.New("bad message signature")

// signer computes and checks HMAC-SHA256 signatures over the four frames
// header, parent header, metadata and content. With an empty key nothing is
// signed, as the protocol allows.
type signer struct{ key []byte }

func (s signer) sign(frames ...[]byte) []byte {
	if len(s.key) == 0 {
		return nil
	}
	m := hmac.New(sha256.New, s.key)
	for _, f := range frames {
		m.Write(f)
	}
	sum := m.Sum(nil)
	out := make([]byte, hex.EncodedLen(len(sum)))
	hex.Encode(out, sum)
	return out
}

// verify compares in constant time.
func (s signer) verify(sig []byte, frames ...[]byte) bool {
	if len(s.key) == 0 {
		return true
	}
	return hmac.Equal(sig, s.sign(frames...))
}

// parse splits the frames of a received message and checks its signature.
func (s signer) parse(frames [][]byte) (*Message, error) {
	i := 0
	for i < len(frames) && !bytes.Equal(frames[i], delimiter) {
		i++
	}
	if i == len(frames) {
		return nil, errors.New("no <IDS|MSG> delimiter")
	}
	if len(frames) < i+6 {
		return nil, fmt.Errorf("%d frames after the delimiter, want at least 5", len(frames)-i-1)
	}
	sig, h, p, md, c := frames[i+1], frames[i+2], frames[i+3], frames[i+4], frames[i+5]
	if !s.verify(sig, h, p, md, c) {
		return nil, errBadSignature
	}
	m := &Message{Identities: frames[:i], RawHeader: h, Parent: p, Metadata: md, Content: c, Buffers: frames[i+6:], signature: string(sig)}
	if err := json.Unmarshal(h, &m.Header); err != nil {
		return nil, fmt.Errorf("header: %v", err)
	}
	if len(m.Content) == 0 {
		m.Content = json.RawMessage("{}")
	}
	return m, nil
}

// frames serializes an outgoing message: identities, delimiter, signature,
// header, parent, metadata, content.
func (s signer) frames(ids [][]byte, h Header, parent json.RawMessage, metadata, content any) ([][]byte, error) {
	hb, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	if len(parent) == 0 {
		parent = json.RawMessage("{}")
	}
	if metadata == nil {
		metadata = map[string]any{}
	}
	mb, err := json.Marshal(metadata)
	if err != nil {
		return nil, err
	}
	if content == nil {
		content = map[string]any{}
	}
	cb, err := json.Marshal(content)
	if err != nil {
		return nil, err
	}
	out := make([][]byte, 0, len(ids)+6)
	out = append(out, ids...)
	out = append(out, delimiter, s.sign(hb, parent, mb, cb), hb, parent, mb, cb)
	return out, nil
}

// newID returns a random UUID-like identifier (version 4 layout).
func newID() string {
	var b [16]byte
	rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:])
}

// now is the header date: ISO 8601 in UTC with microseconds.
func now() string { return time.Now().UTC().Format("2006-01-02T15:04:05.000000Z") }
