package interp_test

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
)

// A deadlock in a sync primitive names Go's wait reason for every
// goroutine, as Go 1.26's traceback does.
func TestSyncDeadlockReasons(t *testing.T) {
	cases := []struct{ body, want string }{
		{"var wg sync.WaitGroup\n\twg.Add(1)\n\twg.Wait()", "goroutine 1 [sync.WaitGroup.Wait]:"},
		{"var mu sync.Mutex\n\tmu.Lock()\n\tmu.Lock()", "goroutine 1 [sync.Mutex.Lock]:"},
		{"var mu sync.RWMutex\n\tmu.Lock()\n\tmu.RLock()", "goroutine 1 [sync.RWMutex.RLock]:"},
		{"var mu sync.RWMutex\n\tmu.RLock()\n\tmu.Lock()", "goroutine 1 [sync.RWMutex.Lock]:"},
		{"var mu sync.Mutex\n\tc := sync.NewCond(&mu)\n\tmu.Lock()\n\tc.Wait()", "goroutine 1 [sync.Cond.Wait]:"},
		{"var mu sync.Mutex\n\tmu.Lock()\n\tgo func() { mu.Lock() }()\n\tselect {}", "goroutine 2 [sync.Mutex.Lock]:"},
	}
	for _, c := range cases {
		in, _, _ := newSchedSession(t)
		err := in.RunFile("dl.go", "package main\n\nimport \"sync\"\n\nfunc main() {\n\t"+c.body+"\n}\n")
		var e *interp.Error
		if !errors.As(err, &e) || e.Exit != 2 || !strings.Contains(err.Error(), "fatal error: all goroutines are asleep - deadlock!") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: want a deadlock with %q, got %v", c.body, c.want, err)
		}
	}
}

// The sync and atomic programs of the corpus print the same under the
// random policy with several seeds: their locks, not the schedule, make
// them correct.
func TestSyncUnderRandomSchedules(t *testing.T) {
	for _, name := range []string{"sync_mutex_map.go", "sync_rwmutex.go", "sync_cond_queue.go", "sync_once.go", "atomic_counter.go", "context_cancel_worker.go"} {
		src, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		want := ""
		for seed := int64(0); seed < 4; seed++ {
			in, out, _ := newSchedSession(t)
			policy := "random"
			if seed == 0 {
				policy = "go"
			}
			if err := in.SetSchedule(policy, seed); err != nil {
				t.Fatal(err)
			}
			if err := in.RunFile(name, string(src)); err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			if seed == 0 {
				want = out.String()
			} else if out.String() != want {
				t.Errorf("%s under seed %d:\n%s\nwant\n%s", name, seed, out, want)
			}
		}
	}
}

// A goroutine stopped while it waits on a lock leaves its queue: the lock
// works afterwards, and goroutine 1 after a deadlock does too.
func TestSyncWaitersStopped(t *testing.T) {
	in, out, _ := newSchedSession(t)
	cells := []string{
		`import ("fmt"; "sync")`,
		"var mu sync.Mutex\nvar wg sync.WaitGroup\nmu.Lock()\nfor i := 0; i < 3; i++ {\n\tgo func() { mu.Lock() }()\n}\nwg.Add(1)\nwg.Wait()",
	}
	for i, c := range cells {
		err := in.Eval(fmt.Sprintf("cell%d", i+1), c)
		if i == 1 && (err == nil || !strings.Contains(err.Error(), "deadlock")) {
			t.Fatalf("cell2: want a deadlock, got %v", err)
		} else if i == 0 && err != nil {
			t.Fatal(err)
		}
	}
	if err := in.Eval("cell3", "mu.Unlock()\nmu.Lock()\nwg.Done()\nwg.Wait()\nfmt.Println(\"locked again\")"); err != nil || out.String() != "locked again\n" {
		t.Errorf("cell3: %v %q", err, out.String())
	}
}
