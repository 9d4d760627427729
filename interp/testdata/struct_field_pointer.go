package main

import "fmt"

type Counter struct {
	Hits  int
	Names []string
}

func main() {
	c := Counter{}
	p := &c.Hits
	*p = 10
	*p++
	fmt.Println(c.Hits)
	cs := []Counter{{}, {}}
	q := &cs[1]
	q.Hits = 7
	fmt.Println(cs)
	cs = append(cs, Counter{}) // reallocation: q points to the old array
	q.Hits = 99
	fmt.Println(cs[1].Hits, q.Hits)
	arr := [2]Counter{}
	ap := &arr[0].Hits
	*ap = 3
	fmt.Println(arr[0].Hits)
}

// Output:
// 11
// [{0 []} {7 []}]
// 7 99
// 3
