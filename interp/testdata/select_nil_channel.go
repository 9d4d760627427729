package main

import "fmt"

func produce(vals []int) chan int {
	ch := make(chan int)
	go func() {
		for _, v := range vals {
			ch <- v
		}
		close(ch)
	}()
	return ch
}

func main() {
	a := produce([]int{1, 2, 3})
	b := produce([]int{10, 20})
	sum, n := 0, 0
	for a != nil || b != nil {
		select {
		case v, ok := <-a:
			if !ok {
				a = nil
				continue
			}
			sum += v
			n++
		case v, ok := <-b:
			if !ok {
				b = nil
				continue
			}
			sum += v
			n++
		}
	}
	fmt.Println(sum, n)
	var nilc chan int
	select {
	case nilc <- 1:
		fmt.Println("sent on nil")
	case v := <-nilc:
		fmt.Println("received from nil", v)
	default:
		fmt.Println("nil channels are never ready")
	}
}

// Output:
// 36 5
// nil channels are never ready
