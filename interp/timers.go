package interp

import (
	"container/heap"
	"time"
)

// timer is one pending timer of the scheduler (see sched.go's contract):
// f runs at a scheduling point once when has passed.
type timer struct {
	when time.Time
	seq  uint64 // creation order: timers due at the same instant fire in it
	f    func()
	idx  int
}

type timerHeap []*timer

func (h timerHeap) Len() int { return len(h) }
func (h timerHeap) Less(i, j int) bool {
	if !h[i].when.Equal(h[j].when) {
		return h[i].when.Before(h[j].when)
	}
	return h[i].seq < h[j].seq
}
func (h timerHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].idx, h[j].idx = i, j
}
func (h *timerHeap) Push(x any) {
	t := x.(*timer)
	t.idx = len(*h)
	*h = append(*h, t)
}
func (h *timerHeap) Pop() any {
	old := *h
	t := old[len(old)-1]
	old[len(old)-1] = nil
	*h = old[:len(old)-1]
	t.idx = -1
	return t
}

// addTimer schedules f at when.
func (in *Interp) addTimer(when time.Time, f func()) *timer {
	s := in.sch()
	in.capTimers(s) // sched_caps.go
	s.timerSeq++
	t := &timer{when: when, seq: s.timerSeq, f: f}
	heap.Push(&s.timers, t)
	in.updatePreempt()
	return t
}

// stopTimer removes t if it is still pending and reports whether it was.
func (in *Interp) stopTimer(t *timer) bool {
	s := in.sched
	if s == nil || t.idx < 0 || t.idx >= len(s.timers) || s.timers[t.idx] != t {
		return false
	}
	heap.Remove(&s.timers, t.idx)
	in.updatePreempt()
	return true
}

// fireTimers runs the timers that are due, earliest first.
func (in *Interp) fireTimers() {
	s := in.sched
	if len(s.timers) == 0 {
		return
	}
	now := time.Now()
	for len(s.timers) > 0 && !s.timers[0].when.After(now) {
		t := heap.Pop(&s.timers).(*timer)
		in.inTimer++ // f must not switch goroutines (noSwitch)
		func() {
			defer func() { in.inTimer-- }()
			t.f()
		}()
	}
	in.updatePreempt()
}

// dropTimersOf removes the timer that would wake gp (it is stopped): its
// sleep, the only timer a goroutine owns. It costs O(log timers), not a
// walk of the heap: stopping 100k sleepers walked 100k timers 100k times.
func (in *Interp) dropTimersOf(gp *g) {
	if t := gp.sleepT; t != nil {
		gp.sleepT = nil
		in.stopTimer(t)
	}
}

// sleepUntil is time.Sleep for the running goroutine: the others run
// meanwhile; an interrupt stops the program.
func (in *Interp) sleepUntil(when time.Time) {
	me := in.curG()
	me.sleepT = in.addTimer(when, func() {
		me.sleepT = nil
		in.ready(me)
	})
	in.park("sleep")
}
