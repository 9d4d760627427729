package main

import (
	"fmt"
	"time"
)

func main() {
	d := 90 * time.Minute
	fmt.Println(d, d.Hours(), d.Minutes())
	fmt.Println(1500*time.Millisecond, 2*time.Second+300*time.Millisecond)
	fmt.Println(time.Duration(1), time.Duration(1500), time.Microsecond*1500)
	fmt.Println(time.Duration(0), -3*time.Second)
	fmt.Println(d.Truncate(time.Hour), d.Round(time.Hour), (95 * time.Second).Round(time.Minute))
	total := time.Duration(0)
	for _, s := range []string{"1h", "30m", "45s", "1.5s"} {
		x, err := time.ParseDuration(s)
		if err != nil {
			panic(err)
		}
		total += x
	}
	fmt.Println(total, total.Seconds())
	_, err := time.ParseDuration("5 parsecs")
	fmt.Println(err)
	fmt.Printf("%v %d %T\n", time.Second, time.Second, time.Second)
	fmt.Println(time.Hour > time.Minute, (time.Hour / time.Minute))
}

// Output:
// 1h30m0s 1.5 90
// 1.5s 2.3s
// 1ns 1.5µs 1.5ms
// 0s -3s
// 1h0m0s 2h0m0s 2m0s
// 1h30m46.5s 5446.5
// time: unknown unit " parsecs" in duration "5 parsecs"
// 1s 1000000000 time.Duration
// true 60ns
