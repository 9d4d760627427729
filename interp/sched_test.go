package interp_test

import (
	"bytes"
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

func newSchedSession(t *testing.T) (*interp.Interp, *bytes.Buffer, *bytes.Buffer) {
	t.Helper()
	var out, errOut bytes.Buffer
	in := interp.New(interp.Options{Stdout: &out, Stderr: &errOut, Packages: stdlib.Packages()})
	return in, &out, &errOut
}

// An interrupt stops a cell whose 100 goroutines all loop, within the
// latency bound, ends them all and keeps the session's state.
func TestInterruptGoroutines(t *testing.T) {
	in, out, _ := newSchedSession(t)
	if err := in.Eval("cell1", "kept := 7"); err != nil {
		t.Fatal(err)
	}
	src := `
x := 0.0
for i := 0; i < 100; i++ {
	go func() {
		for {
			x += float64(i)
		}
	}()
}
select {}
`
	done := make(chan error)
	go func() { done <- in.Eval("cell2", src) }()
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	in.Interrupt()
	var err error
	select {
	case err = <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the interrupt did not stop 100 goroutines")
	}
	lat := time.Since(start)
	var e *interp.Error
	if !errors.As(err, &e) || e.Kind != interp.Interrupted {
		t.Fatalf("want interrupted, got %v", err)
	}
	if os.Getenv("ADREPL_LATENCY") != "" || lat > interruptBound {
		t.Logf("latency %v", lat)
	}
	if lat > interruptBound {
		t.Errorf("the interrupt took %v with 100 running goroutines (bound %v)", lat, interruptBound)
	}
	if n := in.NumGoroutine(); n != 1 {
		t.Errorf("%d goroutines left after the interrupt, want 1", n)
	}
	if err := in.Eval("cell3", "fmt.Println(kept)"); err != nil || out.String() != "7\n" {
		t.Errorf("the session lost its state: %v %q", err, out.String())
	}
}

// Goroutines left blocked by a cell stay parked, with a note (runnable ones
// get their turns first, settle); a later cell that blocks lets them run;
// :stop's StopGoroutines ends them.
func TestGoroutinesAcrossCells(t *testing.T) {
	in, out, errOut := newSchedSession(t)
	if err := in.Eval("cell1", "ch := make(chan int)\ngo func() { ch <- 41 }()"); err != nil {
		t.Fatal(err)
	}
	if got := errOut.String(); !strings.Contains(got, "adrepl: 1 goroutine still running (cell1:2 chan send); :goroutines lists them, :stop ends them") {
		t.Errorf("stderr %q, want the note about the parked goroutine", got)
	}
	gs := in.Goroutines()
	if len(gs) != 1 || gs[0].ID != 2 || gs[0].State != "chan send" || gs[0].Start.Line != 2 {
		t.Errorf("Goroutines() = %+v", gs)
	}
	if err := in.Eval("cell2", "fmt.Println(<-ch + 1)"); err != nil || out.String() != "42\n" {
		t.Fatalf("cell2: %v %q", err, out.String())
	}
	if n := in.NumGoroutine(); n != 1 {
		t.Errorf("NumGoroutine = %d after the sender ended", n)
	}
	errOut.Reset()
	if err := in.Eval("cell3", "for i := 0; i < 3; i++ {\n\tgo func() { <-ch }()\n}"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(errOut.String(), "3 goroutines still running") {
		t.Errorf("stderr %q", errOut.String())
	}
	if n := in.StopGoroutines(); n != 3 {
		t.Errorf("StopGoroutines ended %d, want 3", n)
	}
	if n := in.NumGoroutine(); n != 1 {
		t.Errorf("NumGoroutine = %d after StopGoroutines", n)
	}
	// The channel is usable again: no stale waiter of a stopped goroutine.
	out.Reset()
	if err := in.Eval("cell4", "go func() { ch <- 1 }()\nfmt.Println(<-ch)"); err != nil || out.String() != "1\n" {
		t.Errorf("cell4: %v %q", err, out.String())
	}
}

// A deadlock lists every goroutine with Go's wait reasons; a panic in a
// goroutine names it and where it was created.
func TestDeadlockAndPanicTraces(t *testing.T) {
	in, _, _ := newSchedSession(t)
	src := `package main

func main() {
	ch := make(chan int)
	go func() {
		ch <- 1
		ch <- 2
	}()
	<-ch
	select {}
}
`
	err := in.RunFile("dl.go", src)
	var e *interp.Error
	if !errors.As(err, &e) || e.Exit != 2 {
		t.Fatalf("want a deadlock error with exit 2, got %v", err)
	}
	want := []string{
		"dl.go:10:2: fatal error: all goroutines are asleep - deadlock!",
		"goroutine 1 [select (no cases)]:\n\tmain.main\n\t\tdl.go:10:2",
		"goroutine 2 [chan send]:\n\tmain.main.func1\n\t\tdl.go:7:6",
		"created by main.main in goroutine 1\n\t\tdl.go:5:2",
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("deadlock error lacks %q:\n%v", w, err)
		}
	}
	src = `package main

import "fmt"

func boom() { panic(fmt.Sprint("bad ", 3)) }

func main() {
	done := make(chan bool)
	go boom()
	<-done
}
`
	err = in.RunFile("p.go", src)
	if !errors.As(err, &e) || e.Exit != 2 {
		t.Fatalf("want a panic with exit 2, got %v", err)
	}
	for _, w := range []string{"p.go:5:20: panic: bad 3", "goroutine 2 [running]:\n\tmain.boom\n\t\tp.go:5:20", "created by main.main in goroutine 1\n\t\tp.go:9:2"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("panic error lacks %q:\n%v", w, err)
		}
	}
	if n := in.NumGoroutine(); n != 1 {
		t.Errorf("NumGoroutine = %d after the panic", n)
	}
}

// The random policy replays the same interleaving for the same seed.
func TestScheduleRandomSeed(t *testing.T) {
	src := `package main

import "fmt"

func main() {
	out := make(chan string, 100)
	done := make(chan bool)
	for w := 0; w < 4; w++ {
		go func() {
			for i := 0; i < 3; i++ {
				out <- fmt.Sprint(w, ":", i)
				for k := 0; k < 3000*(w+1); k++ {
				}
			}
			done <- true
		}()
	}
	for w := 0; w < 4; w++ {
		<-done
	}
	close(out)
	for s := range out {
		fmt.Print(s, " ")
	}
	a, b := make(chan int, 1), make(chan int, 1)
	for i := 0; i < 20; i++ {
		a <- 0
		b <- 1
		select {
		case <-a:
			fmt.Print("a")
			<-b
		case <-b:
			fmt.Print("b")
			<-a
		}
	}
	fmt.Println()
}
`
	run := func(policy string, seed int64) string {
		in, out, _ := newSchedSession(t)
		if err := in.SetSchedule(policy, seed); err != nil {
			t.Fatal(err)
		}
		if err := in.RunFile("r.go", src); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	a1, a2 := run("random", 1), run("random", 1)
	if a1 != a2 {
		t.Errorf("the same seed gave two interleavings:\n%s\n%s", a1, a2)
	}
	differ := false
	for seed := int64(2); seed < 8 && !differ; seed++ {
		differ = run("random", seed) != a1
	}
	if !differ {
		t.Errorf("six other seeds all gave the interleaving of seed 1: %s", a1)
	}
	if g1, g2 := run("go", 0), run("go", 0); g1 != g2 {
		t.Errorf("the go policy is not reproducible:\n%s\n%s", g1, g2)
	}
	in, _, _ := newSchedSession(t)
	if err := in.SetSchedule("fair", 0); err == nil {
		t.Error("SetSchedule accepted an unknown policy")
	}
}

// time.Sleep in one goroutine lets the others run; an unrelated busy loop
// does not keep a sleeper from waking.
func TestSleepYields(t *testing.T) {
	in, out, _ := newSchedSession(t)
	src := `package main

import (
	"fmt"
	"time"
)

func main() {
	woke := false
	go func() {
		time.Sleep(20 * time.Millisecond)
		woke = true
	}()
	start := time.Now()
	for !woke {
	}
	fmt.Println(time.Since(start) >= 20*time.Millisecond)
	res := make(chan string)
	go func() { time.Sleep(30 * time.Millisecond); res <- "slow" }()
	go func() { time.Sleep(10 * time.Millisecond); res <- "fast" }()
	fmt.Println(<-res, <-res)
}
`
	if err := in.RunFile("s.go", src); err != nil {
		t.Fatal(err)
	}
	if out.String() != "true\nfast slow\n" {
		t.Errorf("got %q", out.String())
	}
}

// Under the random policy the workers' loops interleave on the tape (the
// quantum is drawn from the seed): the gradient of the parallel sum is
// still the analytic one, and a seed replays the same primal bit for bit.
func TestADGoroutinesRandomSchedule(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func main() {
	x := make([]float64, 20000)
	for i := range x {
		x[i] = 0.001 * float64(i-7000)
	}
	f := func(x []float64) float64 {
		parts := make(chan float64)
		for w := 0; w < 4; w++ {
			go func() {
				s := 0.0
				for i := w; i < len(x); i += 4 {
					s += x[i] * x[i] * math.Sin(x[i])
				}
				parts <- s
			}()
		}
		return <-parts + <-parts + <-parts + <-parts
	}
	v, g := ad.ValueAndGrad(f)(x)
	worst := 0.0
	for i, xi := range x {
		worst = max(worst, math.Abs(g[i]-(2*xi*math.Sin(xi)+xi*xi*math.Cos(xi))))
	}
	fmt.Println(math.Float64bits(v), worst < 1e-12)
}
`
	for seed := int64(1); seed <= 3; seed++ {
		var first string
		for run := 0; run < 2; run++ {
			var out bytes.Buffer
			in := interp.New(interp.Options{Stdout: &out, Packages: stdlib.Packages()})
			in.SetSchedule("random", seed)
			if err := in.RunFile("g.go", src); err != nil {
				t.Fatal(err)
			}
			if !strings.HasSuffix(out.String(), " true\n") {
				t.Errorf("seed %d: gradient wrong: %s", seed, out.String())
			}
			if run == 0 {
				first = out.String()
			} else if out.String() != first {
				t.Errorf("seed %d replayed differently: %q then %q", seed, first, out.String())
			}
		}
	}
}

const stressSrc = `package main

import "fmt"

func producer(id, n int, out chan<- int, quit <-chan struct{}) {
	for i := 0; i < n; i++ {
		select {
		case out <- id*1000 + i:
		case <-quit:
			return
		}
	}
}

func main() {
	total := 0
	for round := 0; round < 20; round++ {
		a := make(chan int, round%3)
		b := make(chan int)
		quit := make(chan struct{})
		done := make(chan int)
		for p := 0; p < 4; p++ {
			go producer(p, 50, a, quit)
			go producer(p+10, 50, b, quit)
		}
		go func() {
			sum, n := 0, 0
			for n < 300 {
				select {
				case v := <-a:
					sum += v % 1000
					n++
				case v, ok := <-b:
					if ok {
						sum += v % 1000
						n++
					}
				}
			}
			close(quit)
			done <- sum
		}()
		s := <-done
		total += s
		res := make(chan int)
		for w := 0; w < 5; w++ {
			go func() {
				acc := 0
				for i := 0; i < 1000*(w+1); i++ {
					acc += i % 3
				}
				res <- acc
			}()
		}
		for w := 0; w < 5; w++ {
			total += <-res
		}
	}
	fmt.Println(total > 0)
}
`

// Producers and consumers over select, buffered and unbuffered channels,
// quit channels and worker joins, under both policies and several seeds:
// every run ends with the right answer and no goroutine left; interrupts at
// arbitrary moments leave one goroutine and a working session.
func TestSchedStress(t *testing.T) {
	src := stressSrc
	for seed := int64(0); seed < 6; seed++ {
		for _, pol := range []string{"go", "random"} {
			var out bytes.Buffer
			in := interp.New(interp.Options{Stdout: &out, Packages: stdlib.Packages()})
			in.SetSchedule(pol, seed)
			if err := in.RunFile("s.go", src); err != nil {
				t.Fatalf("%s %d: %v", pol, seed, err)
			}
			if out.String() != "true\n" {
				t.Fatalf("%q", out.String())
			}
			if n := in.NumGoroutine(); n != 1 {
				t.Fatalf("left %d", n)
			}
		}
	}
}

func TestSchedStressInterrupt(t *testing.T) {
	s := stressSrc
	var out bytes.Buffer
	in := interp.New(interp.Options{Stdout: &out, Packages: stdlib.Packages()})
	in.SetSchedule("random", 3)
	for i := 0; i < 15; i++ {
		done := make(chan error)
		go func() { done <- in.RunFile("s.go", s) }()
		time.Sleep(time.Duration(i*7) * time.Millisecond)
		in.Interrupt()
		err := <-done
		_ = err
		if n := in.NumGoroutine(); n != 1 {
			t.Fatalf("left %d", n)
		}
		if err := in.Eval("c", "x := 1\n_ = x"); err != nil {
			t.Fatal(err)
		}
	}
}

// Host coroutines of finished goroutines are reused within a cell and
// released when it ends: a session keeps a host goroutine only for each
// goroutine still parked, and none once they are stopped.
func TestHostCoroutinesReleased(t *testing.T) {
	in, out, _ := newSchedSession(t)
	if err := in.Eval("cell0", `import "sync"`); err != nil {
		t.Fatal(err)
	}
	// Count the host goroutines of coroutines (newHostCo's function on
	// their stack), not all of the process's: other tests' sessions and
	// the runtime start and end goroutines of their own meanwhile. Ending
	// ones are waited for.
	coroutines := func() int {
		buf := make([]byte, 1<<20)
		for {
			n := runtime.Stack(buf, true)
			if n < len(buf) {
				buf = buf[:n]
				break
			}
			buf = make([]byte, 2*len(buf))
		}
		k := 0
		for _, st := range strings.Split(string(buf), "\n\n") {
			if strings.Contains(st, "interp.(*Interp).newHostCo.func") {
				k++
			}
		}
		return k
	}
	settled := func() int {
		n := coroutines()
		for i := 0; i < 50; i++ {
			time.Sleep(10 * time.Millisecond)
			if m := coroutines(); m != n {
				n, i = m, 0
			}
			if i >= 5 {
				break
			}
		}
		return n
	}
	base := settled()
	hosts := func(want int) {
		t.Helper()
		if n := settled() - base; n != want {
			t.Errorf("%d host goroutines beyond the session's, want %d", n, want)
		}
	}
	src := `
block := make(chan int)
for i := 0; i < 3; i++ {
	go func() { <-block }()
}
var wg sync.WaitGroup
sum := 0
for i := 0; i < 1000; i++ {
	wg.Add(1)
	go func() {
		defer wg.Done()
		sum += i
	}()
}
wg.Wait()
fmt.Println(sum)
`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	if out.String() != "499500\n" {
		t.Fatalf("got %q", out.String())
	}
	hosts(3)
	if n := in.StopGoroutines(); n != 3 {
		t.Errorf("stopped %d goroutines, want 3", n)
	}
	hosts(0)
}

// A goroutine preempted at the end of its quantum that resumes with no
// other goroutine runnable keeps a whole quantum for when another is
// runnable again, however the poll flag is kept: the schedule, and so the
// output of this racy program under the go policy, stays as it was when
// the flag was cleared at once (the consumer gets 98760, not 111105, before
// the last worker ends).
func TestQuantumAfterLoneResume(t *testing.T) {
	in, out, _ := newSchedSession(t)
	if err := in.RunFile("lone.go", loneResumeSrc); err != nil {
		t.Fatal(err)
	}
	want := "[0 0 0 0 12345 12345 12345 12345 24690 24690 24690 24690 end0 37035 37035 37035 49380 49380 49380 end1 61725 61725 74070 74070 86415 86415 end2 98760 end3]\n"
	if out.String() != want {
		t.Errorf("got  %s want %s", out.String(), want)
	}
}

const loneResumeSrc = `package main

import (
	"fmt"
	"sync"
)

func main() {
	var wg sync.WaitGroup
	var log []string
	ch := make(chan int, 3)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 30000*(w+1); i++ {
				if i%12345 == 0 {
					select {
					case ch <- i:
					default:
						log = append(log, fmt.Sprint("full", w))
					}
				}
			}
			log = append(log, fmt.Sprint("end", w))
		}()
	}
	go func() {
		for v := range ch {
			log = append(log, fmt.Sprint(v))
			for j := 0; j < 5000; j++ {
			}
		}
	}()
	wg.Wait()
	fmt.Println(log)
}
`
