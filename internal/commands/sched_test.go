package commands

import (
	"strings"
	"testing"
)

// run runs a command line and returns what it printed.
func runCmd(t *testing.T, h *host, line string) string {
	t.Helper()
	h.out.Reset()
	if err := Run(h, REPL, line); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return h.out.String()
}

func TestSchedCommand(t *testing.T) {
	h := newHost(t)
	if out := runCmd(t, h, ":sched"); !strings.HasPrefix(out, "schedule go ") {
		t.Errorf(":sched: %q", out)
	}
	if out := runCmd(t, h, ":sched random 42"); out != "schedule random, seed 42 (:sched random 42 replays it)\n" {
		t.Errorf(":sched random 42: %q", out)
	}
	if p, s := h.in.Schedule(); p != "random" || s != 42 {
		t.Errorf("after :sched random 42: %s %d", p, s)
	}
	if out := runCmd(t, h, ":sched random"); !strings.HasPrefix(out, "schedule random, seed ") {
		t.Errorf(":sched random: %q", out)
	}
	if out := runCmd(t, h, ":sched seed 7"); out != "schedule random, seed 7 (:sched random 7 replays it)\n" {
		t.Errorf(":sched seed 7: %q", out)
	}
	if out := runCmd(t, h, ":sched go"); !strings.HasPrefix(out, "schedule go ") || !strings.Contains(out, "seed 7") {
		t.Errorf(":sched go: %q", out)
	}
	for _, bad := range []string{":sched fair", ":sched seed x", ":sched go 3"} {
		if err := Run(h, REPL, bad); err == nil || !strings.Contains(err.Error(), ":sched") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func TestGoroutinesAndStopCommands(t *testing.T) {
	h := newHost(t)
	if out := runCmd(t, h, ":goroutines"); out != "no goroutines\n" {
		t.Errorf(":goroutines with none: %q", out)
	}
	if err := h.RunCell("import (\n\t\"sync\"\n\t\"time\"\n)"); err != nil {
		t.Fatal(err)
	}
	if err := h.RunCell("ch := make(chan int)\nfor i := 0; i < 3; i++ {\n\tgo func() { ch <- i }()\n}\nvar mu sync.Mutex\nmu.Lock()\ngo func() { mu.Lock() }()\ntime.Sleep(time.Millisecond)"); err != nil {
		t.Fatal(err)
	}
	out := runCmd(t, h, ":goroutines")
	if strings.Count(out, "[chan send]") != 3 || strings.Count(out, "[sync.Mutex.Lock]") != 1 || !strings.Contains(out, "goroutine 2 [chan send]: main.cell.func1 at cell3:3:") {
		t.Errorf(":goroutines:\n%s", out)
	}
	if out := runCmd(t, h, ":stop"); out != "stopped 4 goroutines\n" {
		t.Errorf(":stop: %q", out)
	}
	if out := runCmd(t, h, ":stop"); out != "no goroutines to stop\n" {
		t.Errorf(":stop again: %q", out)
	}
	// The mutex's queue forgot the stopped waiter: unlocking works.
	if err := h.RunCell("mu.Unlock()\nmu.Lock()\nfmt.Println(\"relocked\")"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{":goroutines x", ":stop now"} {
		if err := Run(h, REPL, c); err == nil {
			t.Errorf("%s: no error", c)
		}
	}
}
