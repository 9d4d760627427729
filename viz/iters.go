package viz

import (
	"strconv"
	"strings"

	"github.com/adrepl/adrepl/ad"
)

// walkIters calls f for every entry in [0, n) with the loop iterations the
// entry was recorded in, outermost first (ad.View.WalkIters).
func walkIters(t *ad.View, n int, f func(i int, stack []ad.IterMark)) {
	t.WalkIters(n, f)
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
