package main

import "fmt"

type Counter struct {
	name string
	n    int
}

func (c *Counter) Run(times int, done chan<- string) {
	for i := 0; i < times; i++ {
		c.n++
	}
	done <- fmt.Sprintf("%s=%d", c.name, c.n)
}

func (c Counter) Report(out chan<- string) { out <- "report " + c.name }

func main() {
	done := make(chan string)
	c := &Counter{name: "c"}
	go c.Run(5, done)
	fmt.Println(<-done)
	run := c.Run
	go run(3, done)
	fmt.Println(<-done)
	v := Counter{name: "v"}
	go v.Report(done)
	v.name = "changed"
	fmt.Println(<-done)
	x := 1
	go func(x int) {
		done <- fmt.Sprint("arg evaluated at go: ", x)
	}(x)
	x = 2
	fmt.Println(<-done)
	fin := make(chan bool)
	go close(fin)
	_, ok := <-fin
	fmt.Println("closed by go close:", !ok)
}

// Output:
// c=5
// c=8
// report v
// arg evaluated at go: 1
// closed by go close: true
