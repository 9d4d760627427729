package viz

import (
	"strconv"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// walkIters calls f for every entry in [0, n) with the loop iterations the
// entry was recorded in, outermost first. It is ad.Tape.IterOf for all
// entries in one pass (IterOf alone is linear per entry). The stack passed
// to f is reused: copy it to keep it.
func walkIters(t *ad.Tape, n int, f func(i int, stack []ad.IterMark)) {
	marks := t.Iters()
	var stack []ad.IterMark
	k := 0
	for i := 0; i < n; i++ {
		for ; k < len(marks) && int(marks[k].Entry) <= i; k++ {
			m := marks[k]
			if m.Iter < 0 {
				for len(stack) > 0 && stack[len(stack)-1].Loop != m.Loop {
					stack = stack[:len(stack)-1]
				}
				if len(stack) > 0 {
					stack = stack[:len(stack)-1]
				}
				continue
			}
			if d := len(stack); d > 0 && stack[d-1].Loop == m.Loop {
				stack[d-1] = m
				continue
			}
			for len(stack) > 0 && stack[len(stack)-1].Depth >= m.Depth {
				stack = stack[:len(stack)-1]
			}
			stack = append(stack, m)
		}
		f(i, stack)
	}
}

// iterString renders an iteration stack as the tape table does: "3.1".
func iterString(stack []ad.IterMark) string {
	var b strings.Builder
	for j, m := range stack {
		if j > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(int(m.Iter)))
	}
	return b.String()
}
