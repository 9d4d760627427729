package main

import (
	"fmt"
	"runtime"
)

func main() {
	runtime.GOMAXPROCS(1)
	done := make(chan bool)
	go func() {
		fmt.Println("goroutine runs")
		done <- true
	}()
	runtime.Gosched()
	fmt.Println("main resumes")
	<-done
	fmt.Println(runtime.NumGoroutine())
}

// Output:
// goroutine runs
// main resumes
// 2
