package interp_test

import (
	"bytes"
	"errors"
	"go/types"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// semLib is a library built on the exported scheduler API the way package
// sync and time's timers are meant to be: a counting semaphore whose
// waiters Park and are Readied, and After, a channel a timer sends on.
func semLib() *interp.Library {
	type queue struct{ gs []interp.Goroutine }
	return &interp.Library{
		Path: "adrepl/sem",
		Src: `package sem

type Sem struct {
	n int
	q int64
}

func New(n int) *Sem { return &Sem{n: n, q: newQueue()} }

func (s *Sem) Acquire() {
	if s.n > 0 {
		s.n--
		return
	}
	wait(s.q)
}

func (s *Sem) Release() {
	if !wake(s.q) {
		s.n++
	}
}

func newQueue() int64
func wait(q int64)
func wake(q int64) bool

func After(ms int) <-chan int
`,
		Host: map[string]*interp.HostFunc{
			"newQueue": {Call: func(c *interp.Call) { c.Results[0] = interp.MakeInt(c.In.NewHandle(&queue{})) }},
			"wait": {Call: func(c *interp.Call) {
				q := c.In.Handle(c.Args[0].Int()).(*queue)
				q.gs = append(q.gs, c.In.CurrentGoroutine())
				c.In.Park("sem.Acquire")
			}},
			"wake": {Call: func(c *interp.Call) {
				q := c.In.Handle(c.Args[0].Int()).(*queue)
				if len(q.gs) == 0 {
					c.Results[0] = interp.MakeBool(false)
					return
				}
				g := q.gs[0]
				q.gs = q.gs[1:]
				c.In.Ready(g)
				c.Results[0] = interp.MakeBool(true)
			}},
			"After": {Call: func(c *interp.Call) {
				in := c.In
				ms := c.Args[0].Int()
				ch := in.MakeChan(in.RType(types.Typ[types.Int]), 1)
				in.AddTimer(time.Now().Add(time.Duration(ms)*time.Millisecond), func() { in.ChanTrySend(ch, interp.MakeInt(ms)) })
				c.Results[0] = ch
			}},
		},
	}
}

func TestSchedHostAPI(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Stdout: &out, Packages: append(stdlib.Packages(), semLib())})
	src := `package main

import (
	"adrepl/sem"
	"fmt"
)

func main() {
	s := sem.New(2)
	inside, most := 0, 0
	done := make(chan bool)
	for w := 0; w < 6; w++ {
		go func() {
			s.Acquire()
			inside++
			most = max(most, inside)
			for k := 0; k < 30000; k++ {
			}
			inside--
			s.Release()
			done <- true
		}()
	}
	for w := 0; w < 6; w++ {
		<-done
	}
	fmt.Println("most inside at once:", most)
	slow, fast := sem.After(40), sem.After(10)
	for i := 0; i < 2; i++ {
		select {
		case v := <-slow:
			fmt.Println("after", v)
		case v := <-fast:
			fmt.Println("after", v)
		}
	}
	select {
	case <-sem.After(1000):
		fmt.Println("too late")
	case v := <-sem.After(5):
		fmt.Println("first", v)
	}
	s.Acquire()
	s.Acquire()
	s.Acquire()
}
`
	err := in.RunFile("s.go", src)
	if got, want := out.String(), "most inside at once: 2\nafter 10\nafter 40\nfirst 5\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	var e *interp.Error
	if !errors.As(err, &e) || !strings.Contains(err.Error(), "fatal error: all goroutines are asleep - deadlock!") || !strings.Contains(err.Error(), "goroutine 1 [sem.Acquire]:") {
		t.Errorf("want a deadlock in sem.Acquire, got %v", err)
	}
}
