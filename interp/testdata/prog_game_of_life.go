package main

import (
	"fmt"
	"strings"
)

type Grid [][]bool

func parse(rows ...string) Grid {
	g := make(Grid, len(rows))
	for i, r := range rows {
		g[i] = make([]bool, len(r))
		for j, c := range r {
			g[i][j] = c == '#'
		}
	}
	return g
}

func (g Grid) neighbors(r, c int) int {
	n := 0
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 {
				continue
			}
			rr, cc := (r+dr+len(g))%len(g), (c+dc+len(g[0]))%len(g[0])
			if g[rr][cc] {
				n++
			}
		}
	}
	return n
}

func (g Grid) Step() Grid {
	out := make(Grid, len(g))
	for r := range g {
		out[r] = make([]bool, len(g[r]))
		for c := range g[r] {
			n := g.neighbors(r, c)
			out[r][c] = n == 3 || (g[r][c] && n == 2)
		}
	}
	return out
}

func (g Grid) String() string {
	var b strings.Builder
	for _, row := range g {
		for _, v := range row {
			if v {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func main() {
	g := parse(
		".#....",
		"..#...",
		"###...",
		"......",
		"......",
	)
	for i := 0; i < 4; i++ {
		g = g.Step()
	}
	fmt.Print(g)
}

// Output:
// ......
// ..#...
// ...#..
// .###..
// ......
