package main

import "fmt"

type Point struct{ X, Y int }

func main() {
	visited := map[Point]bool{}
	moves := []Point{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {0, 1}}
	p := Point{}
	visited[p] = true
	for _, m := range moves {
		p = Point{p.X + m.X, p.Y + m.Y}
		visited[p] = true
	}
	fmt.Println(len(visited), visited[Point{1, 1}], visited[Point{5, 5}])
	type key struct {
		name string
		id   int
	}
	idx := map[key]string{{"a", 1}: "first"}
	fmt.Println(idx[key{"a", 1}], idx[key{"a", 2}] == "")
	im := map[interface{}]int{1: 1, "1": 2, 1.0: 3}
	fmt.Println(im[1], im["1"], im[1.0], len(im))
}

// Output:
// 4 true false
// first true
// 1 2 3 3
