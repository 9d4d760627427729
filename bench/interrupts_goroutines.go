package bench

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

func init() { InterruptFamilies = append(InterruptFamilies, GoroutineInterruptFamilies...) }
