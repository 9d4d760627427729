package kernel

import (
	"encoding/binary"
	"fmt"
	"net"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// wireCase is one hostile peer: what it sends on a raw connection to one
// of the kernel's sockets. Silent ones stay connected for the rest of the
// test, so that the normal clients are served while they hang on.
type wireCase struct {
	name   string
	send   func(zmtpType string) []byte
	stay   bool // keep the connection open to the end
	stream bool // then send 2 MiB of a frame's body slowly (not needed whole)
}

// peerGreeting is a client's greeting and READY for socket type typ.
func peerGreeting(typ string) []byte {
	return append(append([]byte{}, ourGreeting...), encodeCommand(readyCommand(typ))...)
}

func longHeader(flags byte, size uint64) []byte {
	b := make([]byte, 9)
	b[0] = flags | flagLong
	binary.BigEndian.PutUint64(b[1:], size)
	return b
}

func cat(parts ...[]byte) []byte {
	var out []byte
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func hostileWireCases() []wireCase {
	g := peerGreeting
	msg := func(frames ...string) func(string) []byte {
		return func(typ string) []byte {
			fs := make([][]byte, len(frames))
			for i, f := range frames {
				fs[i] = []byte(f)
			}
			return cat(g(typ), encodeMessage(fs))
		}
	}
	var cases []wireCase
	for _, size := range []struct {
		name string
		n    uint64
	}{{"5GiB", 5 << 30}, {"32TiB", 32 << 40}, {"2^62", 1 << 62}, {"2^64-1", ^uint64(0)}, {"cap+1", DefaultMaxMessage + 1}} {
		n := size.n
		cases = append(cases,
			wireCase{name: "frame-" + size.name, send: func(typ string) []byte { return cat(g(typ), longHeader(0, n)) }, stay: true},
			wireCase{name: "frame-" + size.name + "-before-ready", send: func(string) []byte { return cat(ourGreeting, longHeader(flagCommand, n)) }},
			wireCase{name: "more-frame-" + size.name, send: func(typ string) []byte {
				return cat(g(typ), []byte{flagMore, 3, 'a', 'b', 'c'}, longHeader(0, n), []byte("xxxx"))
			}, stay: true},
		)
	}
	cases = append(cases,
		wireCase{name: "silent", send: func(string) []byte { return nil }, stay: true},
		wireCase{name: "half-greeting", send: func(string) []byte { return ourGreeting[:20] }, stay: true},
		wireCase{name: "greeting-no-ready", send: func(string) []byte { return ourGreeting }, stay: true},
		wireCase{name: "garbage", send: func(string) []byte { return []byte(strings.Repeat("GET / HTTP/1.1\r\n", 8)) }},
		wireCase{name: "zmtp2-greeting", send: func(string) []byte { return []byte{0xFF, 0, 0, 0, 0, 0, 0, 0, 1, 0x7F, 1, 5} }},
		wireCase{name: "curve-mechanism", send: func(string) []byte {
			b := append([]byte{}, ourGreeting...)
			copy(b[12:32], "CURVE\x00\x00\x00")
			return b
		}},
		wireCase{name: "bad-ready-property", send: func(string) []byte {
			return cat(ourGreeting, encodeCommand([]byte("\x05READY\x0bSocket-Type\xff\xff\xff\xffDEALER")))
		}},
		wireCase{name: "message-before-ready", send: func(string) []byte { return cat(ourGreeting, encodeMessage([][]byte{[]byte("hi")})) }},
		wireCase{name: "reserved-flags", send: func(typ string) []byte { return cat(g(typ), []byte{0xF0, 1, 'x'}) }},
		wireCase{name: "command-inside-message", send: func(typ string) []byte {
			return cat(g(typ), []byte{flagMore, 1, 'x'}, encodeCommand([]byte("\x04PING\x00\x10")))
		}},
		wireCase{name: "empty-command", send: func(typ string) []byte { return cat(g(typ), []byte{flagCommand, 0}) }},
		wireCase{name: "ping-storm", send: func(typ string) []byte {
			var b []byte
			for i := 0; i < 1000; i++ {
				b = append(b, encodeCommand([]byte("\x04PING\x00\x10ctx"))...)
			}
			return cat(g(typ), b)
		}},
		wireCase{name: "no-delimiter", send: msg("a", "b", "c", "d", "e", "f")},
		wireCase{name: "too-few-frames", send: msg("<IDS|MSG>", "sig", "{}")},
		wireCase{name: "empty-frames", send: msg("", "", "", "", "", "", "")},
		wireCase{name: "one-empty-frame", send: msg("")},
		wireCase{name: "unsigned", send: msg("<IDS|MSG>", "", `{"msg_id":"x","msg_type":"execute_request"}`, "{}", "{}", `{"code":"1"}`)},
		wireCase{name: "million-empty-frames", send: func(typ string) []byte {
			b := g(typ)
			for i := 0; i < 1<<20; i++ {
				b = append(b, flagMore, 0)
			}
			return append(b, 0, 0)
		}},
		wireCase{name: "stall-mid-message", send: func(typ string) []byte { return cat(g(typ), longHeader(0, 1<<20), []byte("partial")) }, stay: true},
		wireCase{name: "slow-large-frame", send: func(typ string) []byte { return cat(g(typ), longHeader(0, 48<<20)) }, stay: true, stream: true},
		wireCase{name: "half-header", send: func(typ string) []byte { return cat(g(typ), longHeader(0, 10)[:4]) }},
		wireCase{name: "subscribe-storm", send: func(typ string) []byte {
			var b []byte
			for i := 0; i < 5000; i++ {
				b = append(b, encodeMessage([][]byte{[]byte(fmt.Sprintf("\x01topic%d", i))})...)
			}
			return cat(g(typ), b)
		}},
	)
	return cases
}

// Every hostile case on each of the five sockets, over tcp and ipc: the
// kernel survives, its heap stays small, and both the client that was
// connected all along and a new one get their cells run while the silent
// and stalled connections are still open.
func TestHostileWireKernel(t *testing.T) {
	for _, transport := range []string{"tcp", "ipc"} {
		t.Run(transport, func(t *testing.T) { hostileWire(t, transport) })
	}
}

func hostileWire(t *testing.T, transport string) {
	info, err := NewConnectionInfo()
	if err != nil {
		t.Fatal(err)
	}
	if transport == "ipc" {
		info.Transport, info.IP = "ipc", filepath.Join(t.TempDir(), "k")
	}
	log := &logBuffer{}
	k, err := New(info, Config{Log: log, Options: interp.Options{Packages: stdlib.Packages()}, Limits: Limits{Handshake: 500 * time.Millisecond}})
	if err != nil {
		t.Fatal(err)
	}
	ran := make(chan struct{})
	go func() { k.Run(); close(ran) }()
	defer func() { k.Close(); <-ran }()
	c, err := Dial(info)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.WaitReady(timeout); err != nil {
		t.Fatal(err)
	}
	execute(t, c, "keep := 41")

	network, addr := "tcp", func(port int) string { return fmt.Sprintf("%s:%d", info.IP, port) }
	if transport == "ipc" {
		network, addr = "unix", func(port int) string { return fmt.Sprintf("%s-%d", info.IP, port) }
	}
	sockets := []struct {
		name, peerType string
		port           int
	}{{"shell", "DEALER", info.ShellPort}, {"control", "DEALER", info.ControlPort}, {"stdin", "DEALER", info.StdinPort},
		{"iopub", "SUB", info.IOPubPort}, {"heartbeat", "REQ", info.HBPort}}
	var open []net.Conn
	defer func() {
		for _, c := range open {
			c.Close()
		}
	}()
	tried := 0
	for _, s := range sockets {
		for _, wc := range hostileWireCases() {
			tried++
			conn, err := net.Dial(network, addr(s.port))
			if err != nil {
				t.Fatalf("%s %s: dial: %v", s.name, wc.name, err)
			}
			conn.SetWriteDeadline(time.Now().Add(2 * time.Second))
			conn.Write(wc.send(s.peerType)) // the kernel may hang up first
			if wc.stream {
				chunk := make([]byte, 64<<10)
				for i := 0; i < 32; i++ {
					if _, err := conn.Write(chunk); err != nil {
						break
					}
				}
			}
			if wc.stay {
				open = append(open, conn)
			} else {
				conn.Close()
			}
		}
	}
	// A flood of silent connections on the shell port, more than may be
	// in their handshake at once.
	for i := 0; i < 2*maxPending; i++ {
		tried++
		if conn, err := net.Dial(network, addr(info.ShellPort)); err == nil {
			open = append(open, conn)
		}
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if ms.HeapAlloc > 1<<30 {
		t.Errorf("heap %d MiB after the hostile peers", ms.HeapAlloc>>20)
	}
	// The client connected all along, and a new one, are served while the
	// silent and stalled connections are still open.
	reply, msgs := execute(t, c, "keep + 1")
	if reply["status"] != "ok" {
		t.Fatalf("after %d hostile peers: %v\nlog:\n%s", tried, reply, log)
	}
	if _, _, results := outputs(t, msgs); len(results) != 1 || !strings.HasPrefix(results[0], "42") {
		t.Fatalf("keep + 1 = %v", results)
	}
	c2, err := Dial(info)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	if err := c2.WaitReady(timeout); err != nil {
		t.Fatalf("a new client while hostile peers hang on: %v\nlog:\n%s", err, log)
	}
	if reply, _ := execute(t, c2, "keep * 2"); reply["status"] != "ok" {
		t.Fatalf("new client: %v", reply)
	}
	if err := c2.HB.Send(zmqMsg("ping")); err != nil {
		t.Fatal(err)
	}
	if m, err := c2.HB.Recv(); err != nil || string(m.Frames[0]) != "ping" {
		t.Fatalf("heartbeat: %v %v", m, err)
	}
	for _, want := range []string{"announces", "handshake", "disconnected"} {
		if !strings.Contains(log.String(), want) {
			t.Errorf("log does not mention %q:\n%s", want, log)
		}
	}
	t.Logf("%s: %d hostile peers tried, kernel survived all; heap %d MiB", transport, tried, ms.HeapAlloc>>20)
}
