package kernel

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"sync"
	"sync/atomic"
	"time"
)

// The kernel's five sockets, on the ZMTP framing of zmtp.go. Every
// connection is its own goroutine, so a silent, slow or hostile peer holds
// only itself: a greeting and READY must arrive within the handshake
// deadline, a peer that stops in the middle of a message is cut off after
// the same time, no message may exceed the cap, and what all connections of
// one kernel are receiving at once is bounded too. Outgoing messages wait in
// a per-peer queue bounded in bytes; a full queue makes the sender wait
// (back-pressure: a cell printing faster than the notebook reads slows
// down, nothing is dropped) until the peer has not taken a byte for
// slowPeerTimeout, when it is disconnected and logged (it may connect
// again).
//
// Socket kinds: ROUTER (shell, control, stdin: messages come with the
// peer's identity first, and replies are routed by it), PUB (iopub:
// prefix-matched subscriptions per peer) and an echo that announces itself
// as REP (heartbeat: each message goes back to its sender as it came,
// which is what a REQ peer's envelope needs).

// Limits is what the kernel's sockets accept from peers. The zero value
// means the defaults.
type Limits struct {
	// MaxMessage caps one incoming message (all its frames, plus 64 bytes
	// a frame); a peer that announces more is disconnected and logged.
	MaxMessage int64
	// Handshake is how long a new connection has to send its ZMTP
	// greeting and READY, and how long a peer may stall inside a message.
	Handshake time.Duration
}

const (
	DefaultMaxMessage = 64 << 20
	DefaultHandshake  = 5 * time.Second
	// slowPeerTimeout: a peer that takes no byte of what the kernel
	// sends for this long is disconnected.
	slowPeerTimeout = 2 * time.Second
	// peerQueueBytes bounds what waits for one peer (at least one message
	// always fits, whatever its size).
	peerQueueBytes = 16 << 20
	// maxPending is how many connections of one socket may be in their
	// handshake at once: past it the oldest pending one is dropped, so a
	// flood of silent connections delays nobody for long.
	maxPending = 32
	// maxPeers is how many handshaken connections one socket keeps; past
	// it new ones are refused (and logged), the existing ones keep going.
	maxPeers = 128
	// writeChunk: each write of at most this many bytes has its own
	// slowPeerTimeout deadline, so a peer reading slowly but steadily is
	// not mistaken for one that stopped.
	writeChunk = 64 << 10
)

func (l Limits) withDefaults() Limits {
	if l.MaxMessage <= 0 {
		l.MaxMessage = DefaultMaxMessage
	}
	if l.Handshake <= 0 {
		l.Handshake = DefaultHandshake
	}
	return l
}

type socketKind int

const (
	kindRouter socketKind = iota
	kindPub
	kindEcho
)

func (k socketKind) zmtpType() string {
	switch k {
	case kindPub:
		return "PUB"
	case kindEcho:
		return "REP"
	}
	return "ROUTER"
}

// errSocketClosed is Recv's error once the socket is closed.
var errSocketClosed = errors.New("socket closed")

// socket is one listening kernel socket.
type socket struct {
	name   string
	kind   socketKind
	lim    Limits
	ln     net.Listener
	logf   func(format string, args ...any)
	recvMu *receiveBudget

	in     chan [][]byte // received messages (ROUTER), identity first
	closed chan struct{}
	once   sync.Once

	mu      sync.Mutex
	pending []net.Conn // connections still in their handshake, oldest first
	peers   map[*peer]struct{}
	byID    map[string]*peer
	nextID  uint32
	logged  logLimiter
}

// receiveBudget bounds the bytes all connections of a kernel hold in
// messages still arriving: many peers each sending most of a large message
// cannot together exhaust memory.
type receiveBudget struct {
	held atomic.Int64
	max  int64
}

func (b *receiveBudget) take(n int64) error {
	if b.held.Add(n) > b.max {
		b.held.Add(-n)
		return fmt.Errorf("%w: the kernel is already receiving %d bytes from its peers", errTooLarge, b.max)
	}
	return nil
}

func (b *receiveBudget) give(n int64) { b.held.Add(-n) }

// logLimiter keeps a flood of bad connections from flooding the log: at
// most 20 lines a second per socket, then a count of what was left out.
type logLimiter struct {
	second  time.Time
	n       int
	skipped int
}

func (s *socket) logLimited(format string, args ...any) {
	s.mu.Lock()
	now := time.Now()
	if now.Sub(s.logged.second) >= time.Second {
		skipped := s.logged.skipped
		s.logged = logLimiter{second: now}
		if skipped > 0 {
			s.mu.Unlock()
			s.logf("%s: %d more such messages were not logged", s.name, skipped)
			s.mu.Lock()
		}
	}
	s.logged.n++
	if s.logged.n > 20 {
		s.logged.skipped++
		s.mu.Unlock()
		return
	}
	s.mu.Unlock()
	s.logf(format, args...)
}

// listen binds one kernel socket at ci's endpoint for port.
func listen(ci ConnectionInfo, port int, kind socketKind, name string, lim Limits, budget *receiveBudget, logf func(string, ...any)) (*socket, error) {
	s := &socket{name: name, kind: kind, lim: lim.withDefaults(), logf: logf, recvMu: budget,
		in: make(chan [][]byte), closed: make(chan struct{}), peers: map[*peer]struct{}{}, byID: map[string]*peer{}}
	var err error
	if ci.Transport == "ipc" {
		path := fmt.Sprintf("%s-%d", ci.IP, port)
		// A socket file left by a kernel that died is in the way, as
		// libzmq's bind treats it; any other file is not ours to remove.
		if fi, e := os.Lstat(path); e == nil && fi.Mode()&os.ModeSocket != 0 {
			os.Remove(path)
		}
		s.ln, err = net.Listen("unix", path)
	} else {
		s.ln, err = net.Listen("tcp", net.JoinHostPort(ci.IP, fmt.Sprint(port)))
	}
	if err != nil {
		return nil, err
	}
	go s.accept()
	return s, nil
}

func (s *socket) accept() {
	for {
		c, err := s.ln.Accept()
		if err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				continue
			}
			select {
			case <-s.closed:
			default:
				s.logf("%s: accept: %v", s.name, err)
			}
			return
		}
		s.mu.Lock()
		if len(s.pending) >= maxPending {
			oldest := s.pending[0]
			s.pending = s.pending[1:]
			oldest.Close()
			s.mu.Unlock()
			s.logLimited("%s: %d connections are in their handshake at once: dropped the oldest", s.name, maxPending)
			s.mu.Lock()
		}
		s.pending = append(s.pending, c)
		s.mu.Unlock()
		go s.serveConn(c)
	}
}

func (s *socket) unpend(c net.Conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, p := range s.pending {
		if p == c {
			s.pending = append(s.pending[:i], s.pending[i+1:]...)
			return
		}
	}
}

// peer is one handshaken connection.
type peer struct {
	s    *socket
	conn net.Conn
	id   []byte

	mu       sync.Mutex
	queue    [][]byte // encoded messages waiting to be written
	queued   int
	wake     chan struct{}
	progress chan struct{} // closed (and replaced) whenever bytes were written
	dead     bool
	subs     [][]byte // PUB: subscribed prefixes
}

// handshake exchanges greetings and READY commands, within the deadline.
func (s *socket) handshake(c net.Conn) (map[string][]byte, error) {
	c.SetDeadline(time.Now().Add(s.lim.Handshake))
	defer c.SetDeadline(time.Time{})
	out := append(append([]byte{}, ourGreeting...), encodeCommand(readyCommand(s.kind.zmtpType()))...)
	werr := make(chan error, 1)
	go func() { _, err := c.Write(out); werr <- err }()
	g := make([]byte, greetingLen)
	if _, err := io.ReadFull(c, g); err != nil {
		return nil, fmt.Errorf("greeting: %w", err)
	}
	if err := checkGreeting(g); err != nil {
		return nil, err
	}
	fr := &frameReader{r: c, max: maxCommand + frameOverhead}
	f, err := fr.readFrame(fr.max)
	if err != nil {
		return nil, fmt.Errorf("READY: %w", err)
	}
	if f.flags&flagCommand == 0 {
		return nil, fmt.Errorf("%w: a message before READY", errBadFrame)
	}
	name, body, err := parseCommand(f.body)
	if err != nil {
		return nil, err
	}
	if name == "ERROR" {
		return nil, errPeerClosed
	}
	if name != "READY" {
		return nil, fmt.Errorf("%w: %q before READY", errBadFrame, name)
	}
	props, err := parseProperties(body)
	if err != nil {
		return nil, err
	}
	if err := <-werr; err != nil {
		return nil, fmt.Errorf("sending the greeting: %w", err)
	}
	return props, nil
}

func (s *socket) serveConn(c net.Conn) {
	props, err := s.handshake(c)
	s.unpend(c)
	if err != nil {
		s.logLimited("%s: a connection from %s failed its handshake: %v", s.name, remote(c), err)
		c.Close()
		return
	}
	p := &peer{s: s, conn: c, wake: make(chan struct{}, 1), progress: make(chan struct{})}
	s.mu.Lock()
	if len(s.peers) >= maxPeers {
		s.mu.Unlock()
		s.logLimited("%s: refused a connection from %s: %d peers are connected already", s.name, remote(c), maxPeers)
		c.Close()
		return
	}
	if s.kind == kindRouter {
		id := props["identity"]
		if len(id) == 0 || id[0] == 0 || s.byID[string(id)] != nil {
			// No identity, one reserved for generated ones (a leading
			// zero byte), or one in use: a generated one, so that
			// replies still go back to this connection.
			s.nextID++
			id = []byte{0, byte(s.nextID >> 24), byte(s.nextID >> 16), byte(s.nextID >> 8), byte(s.nextID)}
		}
		p.id = append([]byte{}, id...)
		s.byID[string(p.id)] = p
	}
	s.peers[p] = struct{}{}
	s.mu.Unlock()
	select {
	case <-s.closed: // Close ran while this one shook hands
		p.kill("")
		return
	default:
	}
	go p.writeLoop()
	p.readLoop()
}

func remote(c net.Conn) string {
	if a := c.RemoteAddr(); a != nil && a.String() != "" && a.String() != "@" {
		return a.String()
	}
	return "a local socket"
}

// readLoop reads the peer's messages until it goes or misbehaves.
func (p *peer) readLoop() {
	s := p.s
	var held int64
	fr := &frameReader{r: p.conn, max: s.lim.MaxMessage}
	if s.kind == kindPub {
		fr.max = maxCommand // subscribers send only subscriptions
	}
	fr.hold = func(n int64) error {
		if s.recvMu == nil {
			return nil
		}
		if err := s.recvMu.take(n); err != nil {
			return err
		}
		held += n
		return nil
	}
	// A peer may be silent between messages for as long as it likes (a
	// notebook left open); inside one it must keep sending.
	fr.progress = func() { p.conn.SetReadDeadline(time.Now().Add(s.lim.Handshake)) }
	release := func() {
		if s.recvMu != nil {
			s.recvMu.give(held)
		}
		held = 0
	}
	defer release()
	for {
		p.conn.SetReadDeadline(time.Time{})
		frames, err := fr.readMessage(p.command)
		if err != nil {
			if !p.isDead() && !errors.Is(err, io.EOF) && !errors.Is(err, net.ErrClosed) {
				s.logLimited("%s: disconnected %s: %v", s.name, remote(p.conn), err)
			}
			p.kill("")
			return
		}
		// The frames are handed on: they no longer count as arriving.
		release()
		switch s.kind {
		case kindEcho:
			if err := p.enqueue(frames); err != nil {
				return
			}
		case kindPub:
			// ZMTP 3.0 subscriptions: a first byte 1 (subscribe) or 0
			// (cancel) and the prefix; anything else is ignored.
			if len(frames) == 1 && len(frames[0]) > 0 && frames[0][0] <= 1 {
				p.subscribe(frames[0][0] == 1, frames[0][1:])
			}
		case kindRouter:
			msg := make([][]byte, 0, len(frames)+1)
			msg = append(append(msg, p.id), frames...)
			select {
			case s.in <- msg:
			case <-s.closed:
				p.kill("")
				return
			}
		}
	}
}

// command handles a command between messages.
func (p *peer) command(name string, body []byte) error {
	switch name {
	case "PING":
		// PING: TTL (2 bytes) and a context of at most 16 bytes that PONG
		// echoes.
		if len(body) < 2 {
			return fmt.Errorf("%w: short PING", errBadFrame)
		}
		ctx := body[2:]
		if len(ctx) > 16 {
			ctx = ctx[:16]
		}
		return p.enqueueRaw(encodeCommand(append([]byte("\x04PONG"), ctx...)))
	case "SUBSCRIBE", "CANCEL":
		if p.s.kind == kindPub {
			p.subscribe(name == "SUBSCRIBE", body)
		}
	case "ERROR":
		return errPeerClosed
	}
	return nil // PONG, READY again, unknown: ignored
}

func (p *peer) subscribe(on bool, prefix []byte) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if on {
		if len(p.subs) >= 1024 {
			return // a peer subscribing without end gains nothing
		}
		p.subs = append(p.subs, append([]byte{}, prefix...))
		return
	}
	for i, sub := range p.subs {
		if bytes.Equal(sub, prefix) {
			p.subs = append(p.subs[:i], p.subs[i+1:]...)
			return
		}
	}
}

func (p *peer) wants(topic []byte) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, sub := range p.subs {
		if bytes.HasPrefix(topic, sub) {
			return true
		}
	}
	return false
}

func (p *peer) isDead() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dead
}

// kill disconnects the peer (logging why, when why is set) and forgets it.
func (p *peer) kill(why string) {
	p.mu.Lock()
	if p.dead {
		p.mu.Unlock()
		return
	}
	p.dead = true
	p.queue, p.queued = nil, 0
	close(p.progress)
	p.mu.Unlock()
	p.conn.Close()
	s := p.s
	s.mu.Lock()
	delete(s.peers, p)
	if p.id != nil && s.byID[string(p.id)] == p {
		delete(s.byID, string(p.id))
	}
	s.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
	if why != "" {
		s.logf("%s: %s (%s): disconnected it", s.name, why, remote(p.conn))
	}
}

var errPeerGone = errors.New("peer disconnected")

func (p *peer) enqueue(frames [][]byte) error { return p.enqueueRaw(encodeMessage(frames)) }

// enqueueRaw queues wire bytes for the peer, waiting while its queue is
// full; a peer that takes nothing for slowPeerTimeout meanwhile is cut off.
func (p *peer) enqueueRaw(b []byte) error {
	var timer *time.Timer
	for {
		p.mu.Lock()
		if p.dead {
			p.mu.Unlock()
			return errPeerGone
		}
		if p.queued == 0 || p.queued+len(b) <= peerQueueBytes {
			p.queue = append(p.queue, b)
			p.queued += len(b)
			p.mu.Unlock()
			select {
			case p.wake <- struct{}{}:
			default:
			}
			if timer != nil {
				timer.Stop()
			}
			return nil
		}
		progress := p.progress
		p.mu.Unlock()
		if timer == nil {
			timer = time.NewTimer(slowPeerTimeout)
		} else {
			timer.Reset(slowPeerTimeout)
		}
		select {
		case <-progress:
		case <-timer.C:
			p.kill(fmt.Sprintf("a peer has not read for %v", slowPeerTimeout))
			return errPeerGone
		case <-p.s.closed:
			timer.Stop()
			return errSocketClosed
		}
	}
}

// writeLoop writes the peer's queue, in chunks with deadlines.
func (p *peer) writeLoop() {
	for range p.wake {
		for {
			p.mu.Lock()
			if p.dead {
				p.mu.Unlock()
				return
			}
			if len(p.queue) == 0 {
				p.mu.Unlock()
				break
			}
			b := p.queue[0]
			p.queue[0] = nil
			p.queue = p.queue[1:]
			p.mu.Unlock()
			for len(b) > 0 {
				n := min(len(b), writeChunk)
				p.conn.SetWriteDeadline(time.Now().Add(slowPeerTimeout))
				m, err := p.conn.Write(b[:n])
				if err != nil {
					var ne net.Error
					if errors.As(err, &ne) && ne.Timeout() {
						p.kill(fmt.Sprintf("a peer has not read for %v", slowPeerTimeout))
					} else {
						p.kill("")
					}
					return
				}
				b = b[m:]
				p.mu.Lock()
				if p.dead {
					p.mu.Unlock()
					return
				}
				p.queued -= m
				close(p.progress)
				p.progress = make(chan struct{})
				p.mu.Unlock()
			}
		}
	}
}

// Recv returns the next message of a ROUTER socket, the sender's identity
// first.
func (s *socket) Recv() ([][]byte, error) {
	select {
	case m := <-s.in:
		return m, nil
	case <-s.closed:
		return nil, errSocketClosed
	}
}

// Send sends a message. On a ROUTER socket the first frame names the peer
// (a message for a peer that is gone is dropped, as ZeroMQ's ROUTER does);
// on PUB the first frame is the topic and every subscriber whose prefix
// matches gets it.
func (s *socket) Send(frames [][]byte) error {
	select {
	case <-s.closed:
		return errSocketClosed
	default:
	}
	if len(frames) == 0 {
		return nil
	}
	switch s.kind {
	case kindRouter:
		if len(frames) < 2 {
			return fmt.Errorf("%s: a message with no frame after the identity", s.name)
		}
		s.mu.Lock()
		p := s.byID[string(frames[0])]
		s.mu.Unlock()
		if p == nil {
			return nil
		}
		if err := p.enqueue(frames[1:]); err != nil && err != errPeerGone {
			return err
		}
	case kindPub:
		s.mu.Lock()
		peers := make([]*peer, 0, len(s.peers))
		for p := range s.peers {
			peers = append(peers, p)
		}
		s.mu.Unlock()
		var wire []byte
		for _, p := range peers {
			if !p.wants(frames[0]) {
				continue
			}
			if wire == nil {
				wire = encodeMessage(frames)
			}
			if err := p.enqueueRaw(wire); err == errSocketClosed {
				return err
			}
		}
	default:
		return fmt.Errorf("%s: cannot send on this socket", s.name)
	}
	return nil
}

// Close stops listening and disconnects every peer.
func (s *socket) Close() error {
	s.once.Do(func() {
		close(s.closed)
		s.ln.Close() // a unix listener removes its socket file
		s.mu.Lock()
		peers := make([]*peer, 0, len(s.peers))
		for p := range s.peers {
			peers = append(peers, p)
		}
		for _, c := range s.pending {
			c.Close()
		}
		s.pending = nil
		s.mu.Unlock()
		for _, p := range peers {
			p.kill("")
		}
	})
	return nil
}
