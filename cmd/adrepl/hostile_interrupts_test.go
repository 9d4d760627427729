package main

import (
	"os/exec"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
)

// hostileStorms are goroutine and timer storms (issue 32) run at the
// default memory budget under the address-space cap of runCapped: each must
// end with a positioned error (a cap of the scheduler or the memory
// governor), never a crash, and keep the session.
var hostileStorms = []struct{ name, cell string }{
	{"goroutine-storm", "for { go func() { select {} }() }"},
	{"sleeper-storm", "for { go func() { time.Sleep(time.Hour) }() }"},
	{"afterfunc-storm", "for { time.AfterFunc(time.Hour, func() {}) }"},
	{"ticker-storm", "for { time.NewTicker(time.Hour) }"},
	{"afterfunc-doubling", "var f func(); f = func() { time.AfterFunc(time.Microsecond, f); time.AfterFunc(time.Microsecond, f) }; f(); time.Sleep(time.Minute)"},
}

func TestHostileStorms(t *testing.T) {
	if testing.Short() {
		t.Skip("storms take seconds each")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to set the address-space limit")
	}
	var tried, survived atomic.Int32
	t.Cleanup(func() { t.Logf("hostile storms: %d tried, %d survived", tried.Load(), survived.Load()) })
	pos := regexp.MustCompile(`cell2:\d+:\d+: `)
	for _, c := range hostileStorms {
		t.Run(c.name, func(t *testing.T) {
			tried.Add(1)
			r := runCapped(t, 3<<30, "keep := 42\n"+c.cell+"\nkeep\n")
			out := r.stdout + r.stderr
			switch {
			case strings.Contains(out, "fatal error: runtime") || strings.Contains(out, "goroutine ") && strings.Contains(out, "[running]"):
				t.Fatalf("crashed (exit %d):\n%s", r.code, clipOut(out))
			case r.code >= 128 || r.code < 0:
				t.Fatalf("exit %d:\n%s", r.code, clipOut(out))
			case !pos.MatchString(r.stderr) || !(strings.Contains(r.stderr, "too many") || strings.Contains(r.stderr, "out of memory")):
				t.Fatalf("no positioned cap error (exit %d):\n%s", r.code, clipOut(out))
			case !strings.Contains(r.stdout, "42 (int)"):
				t.Fatalf("the session lost its state:\n%s", clipOut(out))
			}
			t.Logf("%s: %s", c.name, strings.SplitN(r.stderr, "\n", 2)[0])
			survived.Add(1)
		})
	}
}
