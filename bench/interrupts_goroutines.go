package bench

import (
	"fmt"
	"strings"
)

// GoroutineInterruptFamilies are the families of issue 32: cells whose
// goroutines sleep, block on channels, locks, WaitGroups, timers or select,
// or spin, while goroutine 1 waits or works. Each must stop within 100 ms
// of the interrupt, and no goroutine of the cell may run after it. They are
// part of InterruptFamilies (the latency test and cmd/interruptreport).
var GoroutineInterruptFamilies = []InterruptFamily{
	{"go sleep + sleep", "", "go func() { time.Sleep(time.Hour) }()\ntime.Sleep(time.Hour)"},
	{"select time.After", "", "select {\ncase <-time.After(time.Hour):\n}"},
	{"go + select time.After", "", "go func() { for { time.Sleep(time.Millisecond) } }()\nselect {\ncase <-time.After(time.Hour):\n}"},
	{"timer of an earlier cell", "tm := time.AfterFunc(time.Hour, func() {})\n_ = tm\n", "ch := make(chan int)\n<-ch"},
	{"wg.Wait sleeper", "", "var wg sync.WaitGroup\nwg.Add(1)\ngo func() { defer wg.Done(); time.Sleep(time.Hour) }()\nwg.Wait()"},
	{"wg.Wait spinners", "", "var wg sync.WaitGroup\nfor range 4 {\n\twg.Add(1)\n\tgo func() { defer wg.Done(); for {} }()\n}\nwg.Wait()"},
	{"channel ping-pong", "", "a, b := make(chan int), make(chan int)\ngo func() { for { b <- 1 + <-a } }()\nfor { a <- 1; <-b }"},
	{"mutex storm", "", "var mu sync.Mutex\nn := 0\nfor range 100 {\n\tgo func() { for { mu.Lock(); n++; mu.Unlock() } }()\n}\nselect {}"},
	{"1000 sleepers", "", "for range 1000 {\n\tgo func() { for { time.Sleep(time.Millisecond) } }()\n}\ntime.Sleep(time.Hour)"},
	{"context chain", "", "ctx, cancel := context.WithTimeout(context.Background(), time.Hour)\ndefer cancel()\nfor range 10 {\n\tvar c2 context.CancelFunc\n\tctx, c2 = context.WithCancel(ctx)\n\tdefer c2()\n}\ngo func() { <-ctx.Done() }()\n<-ctx.Done()"},
	{"ticker loop", "", "tk := time.NewTicker(time.Millisecond)\nfor range tk.C {\n}"},
	{"AfterFunc storm", "", "var f func()\nf = func() { time.AfterFunc(time.Millisecond, f) }\nfor range 100 { f() }\ntime.Sleep(time.Hour)"},
	{"100 spinners + select{}", "", "for range 100 {\n\tgo func() { for {} }()\n}\nselect {}"},
	{"spinners + busy main", "", "for range 10 {\n\tgo func() { x := 0; for { x++ } }()\n}\nfor {}"},
	{"cond wait", "", "var mu sync.Mutex\nc := sync.NewCond(&mu)\nmu.Lock()\ngo func() { time.Sleep(time.Hour); c.Signal() }()\nc.Wait()"},
	{"90k sleepers", "", "for range 90000 {\n\tgo func() { time.Sleep(time.Hour) }()\n}\ntime.Sleep(time.Hour)"},
	{"1e6 goroutines started", "", "n := 0\nfor range 1000000 {\n\tgo func() { n++ }()\n}\nfor {}"},
}

// typeCheckBombs are sources that keep go/types busy for minutes; an
// interrupt abandons the check (interp/typecheck_aside.go).
// They are sized to keep the checker busy for seconds but not to grow its
// memory (an abandoned check runs on to its end in the test's process).
var typeCheckBombs = []InterruptFamily{
	{"type check: nested structs", "", nestedStructs(26)},
	{"type check: nested generics", "", nestedGenerics(12)},
}

// ReportOnlyFamilies are measured by cmd/interruptreport -all but not by
// the latency test: an abandoned generic alias chain goes on allocating
// (gigabytes within a minute) until its process ends.
var ReportOnlyFamilies = []InterruptFamily{
	{"type check: generic alias chain", "", aliasChain(30)},
}

// nestedStructs declares T0..Tn-1, each with two fields of the previous,
// and compares two of the last (go/types' validity and comparability
// checks walk the 2^n leaves).
func nestedStructs(n int) string {
	var b strings.Builder
	b.WriteString("type T0 struct{ a, b int }\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "type T%d struct{ a, b T%d }\n", i, i-1)
	}
	fmt.Fprintf(&b, "var x, y T%d\nfmt.Println(x == y)\n", n-1)
	return b.String()
}

// aliasChain declares generic aliases each instantiating the previous twice.
func aliasChain(n int) string {
	var b strings.Builder
	b.WriteString("type A0[T any] = struct{ a, b T }\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "type A%d[T any] = A%d[A%d[T]]\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "var z A%d[int]\n_ = z\n", n-1)
	return b.String()
}

// nestedGenerics is aliasChain with defined generic types.
func nestedGenerics(n int) string {
	var b strings.Builder
	b.WriteString("type G0[T any] struct{ a, b T }\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "type G%d[T any] struct{ a G%d[G%d[T]] }\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, "var z G%d[int]\n_ = z\n", n-1)
	return b.String()
}

// checksOnly names the families whose cell stops in its type check.
var checksOnly = map[string]bool{}

func init() {
	for _, f := range append(typeCheckBombs, ReportOnlyFamilies...) {
		checksOnly[f.Name] = true
	}
	GoroutineInterruptFamilies = append(GoroutineInterruptFamilies, typeCheckBombs...)
	InterruptFamilies = append(InterruptFamilies, GoroutineInterruptFamilies...)
}
