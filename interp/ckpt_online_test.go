package interp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/ad"
)

// countSteps is an ad.Dropper that only counts, to predict what the
// interpreter's reverse pass does with the same schedule.
type countSteps struct {
	held, maxHeld, advanced int
}

func (c *countSteps) Advance(n int) { c.advanced += n }
func (c *countSteps) Push()         { c.held++; c.maxHeld = max(c.maxHeld, c.held) }
func (c *countSteps) Pop()          { c.held-- }
func (c *countSteps) Drop(int)      { c.held-- }
func (c *countSteps) Restore()      {}
func (c *countSteps) RestoreLast()  {}
func (c *countSteps) Reverse(int)   {}

// A while-style loop runs the Wang–Moin–Iaccarino schedule: the loop's
// report matches the schedule's own count, its repetition bound and slots,
// and the gradient equals store-all's.
func TestCheckpointOnlineSchedule(t *testing.T) {
	for _, c := range []struct{ n, s int }{{1, 2}, {7, 1}, {200, 4}, {1000, 3}, {333, 8}} {
		src := fmt.Sprintf(`package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	w, x := p[0], 0.5
	k := 0
	//ad:checkpoint snapshots=%d
	for k < %d {
		x = math.Sin(x*w + 0.1)
		k++
	}
	return x
}

func main() { fmt.Printf("%%x\n", math.Float64bits(ad.Grad(f)([]float64{1.3})[0])) }
`, c.s, c.n)
		got, in := runCkpt(t, "online.go", src)
		want, _ := runCkpt(t, "online.go", strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
		if got != want {
			t.Fatalf("n=%d s=%d: gradient %s, store-all %s", c.n, c.s, got, want)
		}
		cks := in.LastTape().View().Checkpoints()
		if len(cks) != 1 {
			t.Fatalf("%d checkpointed loops recorded", len(cks))
		}
		info := cks[0].Info
		// Predict with the schedule alone.
		d := ad.NewDynamic(c.s)
		var cs countSteps
		for i := 0; i < c.n; i++ {
			drop, take := d.Step(i)
			if drop >= 0 {
				cs.Drop(drop)
			}
			if take {
				cs.Push()
			}
		}
		ad.DynamicRevolve(&cs, d, c.n)
		if info.Schedule != "online" || info.Steps != c.n || info.Slots != c.s {
			t.Fatalf("n=%d s=%d: info %+v", c.n, c.s, info)
		}
		if info.Recomputed != cs.advanced || info.MaxHeld != cs.maxHeld || info.MaxHeld > c.s {
			t.Fatalf("n=%d s=%d: recomputed %d, held %d; schedule says %d, %d", c.n, c.s, info.Recomputed, info.MaxHeld, cs.advanced, cs.maxHeld)
		}
		if b := ad.DynamicReps(c.n, c.s) * c.n; info.Recomputed > b {
			t.Fatalf("n=%d s=%d: recomputed %d > t·n = %d", c.n, c.s, info.Recomputed, b)
		}
		t.Logf("n=%d s=%d: recomputed %d (t=%d)", c.n, c.s, info.Recomputed, ad.DynamicReps(c.n, c.s))
	}
}

// `online=doubling` keeps the older doubling schedule; :memory names each.
func TestCheckpointOnlineDoubling(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	x, k := p[0], 0
	//ad:checkpoint snapshots=4 online=doubling
	for k < 300 {
		x = math.Sin(x*p[1] + 0.1)
		k++
	}
	y := x
	//ad:checkpoint snapshots=4
	for k < 600 {
		y = math.Cos(y*p[1]) + 0.5*x
		k++
	}
	return y
}

func main() { fmt.Printf("%x\n", math.Float64bits(ad.Grad(f)([]float64{0.2, 1.3})[1])) }
`
	got, in := runCkpt(t, "doubling.go", src)
	want, _ := runCkpt(t, "doubling.go", strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
	if got != want {
		t.Fatalf("gradient %s, store-all %s", got, want)
	}
	cks := in.LastTape().View().Checkpoints()
	if len(cks) != 2 || cks[0].Info.Schedule != "online-doubling" || cks[1].Info.Schedule != "online" {
		t.Fatalf("schedules recorded: %d loops", len(cks))
	}
	m := in.MemoryText()
	for _, w := range []string{"300 steps, online (doubling) schedule, 4 snapshot slots", "300 steps, online (Wang–Moin–Iaccarino) schedule, 4 snapshot slots"} {
		if !strings.Contains(m, w) {
			t.Errorf(":memory lacks %q:\n%s", w, m)
		}
	}
}
