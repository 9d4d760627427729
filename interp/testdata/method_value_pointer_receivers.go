package main

import "fmt"

type Counter struct{ n int }

func (c Counter) Get() int { return c.n }
func (c *Counter) Inc()    { c.n++ }
func (c Counter) IncCopy() { c.n++ }

func main() {
	var c Counter
	c.Inc() // addressable: (&c).Inc()
	c.Inc()
	c.IncCopy()
	fmt.Println(c.Get())
	p := &c
	p.Inc()
	fmt.Println(p.Get(), c.n)
	cs := []Counter{{}, {}}
	cs[1].Inc()
	fmt.Println(cs)
	m := map[string]*Counter{"a": {}}
	m["a"].Inc()
	fmt.Println(m["a"].Get())
	for _, cc := range cs {
		cc.Inc()
	}
	fmt.Println(cs)
}

// Output:
// 2
// 3 3
// [{0} {1}]
// 1
// [{0} {1}]
