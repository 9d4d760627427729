package main

import (
	"fmt"
	"math"
	"strings"
)

type Edge struct {
	To     string
	Weight int
}

func dijkstra(g map[string][]Edge, src string) (map[string]int, map[string]string) {
	dist := map[string]int{}
	prev := map[string]string{}
	for v := range g {
		dist[v] = math.MaxInt
	}
	dist[src] = 0
	done := map[string]bool{}
	for len(done) < len(g) {
		best, bestD := "", math.MaxInt
		for v, d := range dist {
			if !done[v] && (d < bestD || (d == bestD && v < best)) {
				best, bestD = v, d
			}
		}
		if best == "" {
			break
		}
		done[best] = true
		for _, e := range g[best] {
			if nd := bestD + e.Weight; nd < dist[e.To] {
				dist[e.To] = nd
				prev[e.To] = best
			}
		}
	}
	return dist, prev
}

func path(prev map[string]string, to string) string {
	var p []string
	for v := to; v != ""; v = prev[v] {
		p = append([]string{v}, p...)
	}
	return strings.Join(p, "->")
}

func main() {
	g := map[string][]Edge{
		"A": {{"B", 4}, {"C", 2}},
		"B": {{"C", 5}, {"D", 10}},
		"C": {{"E", 3}},
		"D": {{"F", 11}},
		"E": {{"D", 4}},
		"F": {},
		"G": {{"A", 1}},
	}
	dist, prev := dijkstra(g, "A")
	for _, v := range []string{"A", "B", "C", "D", "E", "F", "G"} {
		if dist[v] == math.MaxInt {
			fmt.Println(v, "unreachable")
			continue
		}
		fmt.Println(v, dist[v], path(prev, v))
	}
}

// Output:
// A 0 A
// B 4 A->B
// C 2 A->C
// D 9 A->C->E->D
// E 5 A->C->E
// F 20 A->C->E->D->F
// G unreachable
