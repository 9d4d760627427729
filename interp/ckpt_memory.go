package interp

import (
	"fmt"
	"go/token"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/adrepl/adrepl/ad"
)

// ---- the tape limit ----

// liveEntryBytes is what one entry costs while it is swept: the entry and
// its adjoint.
const liveEntryBytes = ad.EntryBytes + 8

var (
	ramOnce  sync.Once
	ramBytes int64
)

// hostRAM is the host's memory from /proc/meminfo (0 if unknown).
func hostRAM() int64 {
	ramOnce.Do(func() {
		b, err := os.ReadFile("/proc/meminfo")
		if err != nil {
			return
		}
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) >= 2 && f[0] == "MemTotal:" {
				if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil {
					ramBytes = kb << 10
				}
			}
		}
	})
	return ramBytes
}

// DefaultTapeLimitBytes is the default cap on a differentiation's tape:
// the default memory budget (the tape is part of it).
func DefaultTapeLimitBytes() int64 { return DefaultMemoryBudget() }

// SetTapeLimitBytes caps the tape of later differentiations at n bytes of
// real memory (entries, adjoints, marks and constants, growth included;
// ad/limit.go); 0 restores the default (the memory budget), n < 0 leaves
// only the budget.
func (in *Interp) SetTapeLimitBytes(n int64) {
	if n < 0 {
		n = 0
	}
	in.ad.limitB = n
	in.ad.limit = 0
}

// TapeLimitBytes is the current cap in bytes: the tape limit when it is
// set and smaller than the memory budget, else the budget.
func (in *Interp) TapeLimitBytes() int64 {
	b := in.mem.budget
	if in.ad.limitB > 0 && in.ad.limitB < b {
		return in.ad.limitB
	}
	return b
}

// ParseBytes reads a size such as 512MiB, 2GiB, 100MB or 1000000.
func ParseBytes(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	for _, u := range []struct {
		suf string
		m   int64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"GB", 1e9}, {"MB", 1e6}, {"KB", 1e3}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}, {"B", 1}} {
		if strings.HasSuffix(s, u.suf) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suf)), u.m
			break
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 {
		return 0, fmt.Errorf("not a size: %q (try 512MiB or 2GiB)", s)
	}
	return int64(f * float64(mult)), nil
}

// limitLoop names the loop to checkpoint when the tape limit is reached:
// of the loops being recorded, the one with the most iterations so far.
func (in *Interp) limitLoop(t *ad.Tape) string {
	if t == nil {
		return ""
	}
	p, iters := in.longestLoop(t.View().IterOf(t.Len()))
	if iters < 0 {
		return ""
	}
	return fmt.Sprintf("the loop at %s (%d iterations so far)", posString(p), iters+1)
}

// longestLoop is the position and last iteration of the loop that reached
// the highest iteration among marks (-1 if none).
func (in *Interp) longestLoop(marks []ad.IterMark) (token.Position, int32) {
	best, iters := uint32(0), int32(-1)
	for _, m := range marks {
		if m.Iter > iters {
			best, iters = m.Loop, m.Iter
		}
	}
	return in.fset.Position(token.Pos(best)), iters
}

// ---- the memory view ----

// MemoryText describes the memory of the last gradient: what the tape
// kept, what store-all would have kept for each checkpointed loop, and how
// long saved values lived.
func (in *Interp) MemoryText() string {
	t := in.ad.last
	var b strings.Builder
	if t == nil {
		if in.ad.dropped {
			return "no tape: the last gradient's tape was let go to make room under the memory budget\n"
		}
		return "no gradient yet\n"
	}
	s := t.Stats()
	fmt.Fprintf(&b, "last tape: %d entries, %s; peak live %s (adjoints, snapshots too)\n",
		s.Entries, ad.ByteSize(s.Bytes), ad.ByteSize(s.PeakBytes))
	fmt.Fprintf(&b, "tape limit %s\n", ad.ByteSize(int(in.TapeLimitBytes())))
	cks := t.View().Checkpoints()
	if len(cks) == 0 {
		fmt.Fprintf(&b, "store-all: every entry lives from its forward step until the reverse\nsweep passes it\n")
		if loop := in.limitLoopEnded(t); loop != "" {
			fmt.Fprintf(&b, "%s;\nmark it with //ad:checkpoint to keep only snapshots\n", loop)
		}
		return b.String()
	}
	for _, c := range cks {
		i := c.Info
		p := in.fset.Position(token.Pos(c.Loop))
		storeAll := i.StepEntries * liveEntryBytes
		kept := i.SnapshotBytes + i.MaxStepEntries*liveEntryBytes + int(c.NOut)*ad.EntryBytes
		fmt.Fprintf(&b, "checkpointed loop at %s: %d steps, %s schedule, %d snapshot slots\n", posString(p), i.Steps, scheduleName(i.Schedule), i.Slots)
		fmt.Fprintf(&b, "  store-all would keep %d entries, %s with adjoints\n", i.StepEntries, ad.ByteSize(storeAll))
		fmt.Fprintf(&b, "  kept at most       %s: %d snapshots held (%s) + one step of %d entries\n", ad.ByteSize(kept), i.MaxHeld, ad.ByteSize(i.SnapshotBytes), i.MaxStepEntries)
		if kept > 0 {
			fmt.Fprintf(&b, "  saving             %.1fx less memory, for %d snapshots taken\n", float64(storeAll)/float64(kept), i.SnapshotsTaken)
			fmt.Fprintf(&b, "                     and %d forward steps recomputed (%.2f per step)\n", i.Recomputed, float64(i.Recomputed)/float64(max(1, i.Steps)))
		}
		// Within a terminal's 80 columns (the :memory command's text is
		// checked for it): the prose on lines of its own, the snapshots
		// as a table with a heading.
		fmt.Fprintf(&b, "  lifetimes: store-all keeps step k's entries from forward step k\n")
		fmt.Fprintf(&b, "             to reverse step %d-k (mean %d steps); checkpointed,\n", i.Steps-1, i.Steps)
		fmt.Fprintf(&b, "             a step's entries live one reverse step. Snapshots:\n")
		if len(i.Lifetimes) > 0 {
			fmt.Fprintf(&b, "             %-20s %-20s %s\n", "state before", "taken at", "freed at")
		}
		for k, l := range i.Lifetimes {
			if k == 8 {
				fmt.Fprintf(&b, "             ... %d more\n", len(i.Lifetimes)-8)
				break
			}
			when := fmt.Sprintf("forward step %d", l.Taken)
			if l.TakenReverse {
				when = fmt.Sprintf("reverse step %d", l.Taken)
			}
			fmt.Fprintf(&b, "             %-20s %-20s reverse step %d\n", fmt.Sprintf("step %d", l.Pos), when, l.Freed)
		}
	}
	return b.String()
}

// limitLoopEnded names the loop of a finished store-all tape with the most
// iterations (the one worth checkpointing).
func (in *Interp) limitLoopEnded(t *ad.Tape) string {
	p, iters := in.longestLoop(t.View().Iters())
	if iters < 1 {
		return ""
	}
	return fmt.Sprintf("the loop at %s ran %d iterations on the tape", posString(p), iters+1)
}

// scheduleName names a checkpointed loop's schedule for :memory.
func scheduleName(s string) string {
	switch s {
	case "online":
		return "online (Wang–Moin–Iaccarino)"
	case "online-doubling":
		return "online (doubling)"
	}
	return s
}
