package kernel

import "sync"

// A message captured on the wire and sent again (same msg_id, same
// signature) must not run a second time: the kernel remembers the msg_id
// and signature of the last replayWindow messages of all its sockets and
// drops a repeat. The window is bounded so that a long session's memory
// stays flat; a replay older than that many messages is not recognised
// (Jupyter's protocol has no timestamps that the kernel could check
// instead).
const replayWindow = 1 << 14

type replayGuard struct {
	mu   sync.Mutex
	seen map[string]struct{}
	ring []string // insertion order, for eviction
	next int
}

// first reports whether m was not seen among the recent messages, and
// remembers it.
func (g *replayGuard) first(m *Message) bool {
	if m.Header.MsgID == "" && m.signature == "" {
		return true // nothing to recognise it by
	}
	key := m.Header.MsgID + "\x00" + m.signature
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.seen == nil {
		g.seen = map[string]struct{}{}
		g.ring = make([]string, replayWindow)
	}
	if _, dup := g.seen[key]; dup {
		return false
	}
	if old := g.ring[g.next]; old != "" {
		delete(g.seen, old)
	}
	g.ring[g.next] = key
	g.next = (g.next + 1) % replayWindow
	g.seen[key] = struct{}{}
	return true
}
