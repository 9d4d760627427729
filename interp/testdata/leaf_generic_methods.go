package main

import "fmt"

type Num interface{ ~int | ~int8 | ~float64 }

func Add[T Num](a, b T) T { return a + b }
func Twice[T Num](f func(T) T) func(T) T {
	return func(x T) T { return f(f(x)) }
}

type V struct{ X, Y float64 }

func (v V) Dot(w V) float64  { return v.X*w.X + v.Y*w.Y }
func (v *V) Scale(k float64) { v.X *= k }
func (v V) Norm2() float64   { return v.Dot(v) }

type Counter struct{ n int }

func (c *Counter) Inc() { c.n++ }

func main() {
	fmt.Println(Add(1, 2), Add[int8](100, 100), Add(0.5, 0.25))
	inc := func(x int8) int8 { return x + 100 }
	fmt.Println(Twice(inc)(1), Twice(func(x float64) float64 { return x * 1.5 })(2))

	v := V{3, 4}
	fmt.Println(v.Dot(V{1, 1}), v.Norm2())
	v.Scale(2)
	fmt.Println(v)
	dot := v.Dot
	norm := v.Norm2
	v.X = 0
	fmt.Println(dot(V{1, 0}), norm())
	var c Counter
	ci := c.Inc
	for i := 0; i < 5; i++ {
		ci()
		c.Inc()
	}
	fmt.Println(c.n)

	// a leaf that reads a variable another goroutine changes between calls
	shared := 0
	read := func() int { return shared * 2 }
	done, ack := make(chan bool), make(chan bool)
	go func() {
		for i := 0; i < 3; i++ {
			shared = i
			done <- true
			<-ack
		}
		close(done)
	}()
	for range done {
		fmt.Print(read(), " ")
		ack <- true
	}
	fmt.Println("end")
}

// Output:
// 3 -56 0.75
// -55 4.5
// 7 25
// {6 4}
// 6 52
// 10
// 0 2 4 end
