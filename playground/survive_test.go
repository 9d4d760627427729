package playground_test

import (
	"encoding/base64"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/playground"
)

// survivalCase is a Run of the page that must end (or be interrupted)
// with the session alive; testdata/survive.js runs them in order.
type survivalCase struct {
	Name             string   `json:"name"`
	Code             string   `json:"code"`
	InterruptAfterMs int      `json:"interruptAfterMs,omitempty"` // press Interrupt this long after the first output
	KillAfterMs      int      `json:"killAfterMs,omitempty"`      // terminate the worker this long after Run
	TimeoutMs        int      `json:"timeoutMs"`
	want             []string // in the cell's output
	wantRe           string   // a regexp the output must match, too
}

type survivalResult struct {
	Name                   string
	Done                   bool
	Ms, InterruptMs        float64
	MaxGapMs               float64 // the page's longest stall meanwhile
	RunningWhenInterrupted bool
	OutputChars            int
	Status, Output         string
}

// still is the cell after each case: it uses a name of an earlier cell.
func still(after string) survivalCase {
	return survivalCase{Name: "after " + after, Code: `fmt.Println("still", keep+1)`, TimeoutMs: 20000, want: []string{"still 42"}}
}

// depthErr is the REPL's positioned error for a runaway recursion.
const depthErr = `cell\d+:\d+:\d+: stack overflow: call depth exceeds 100000 \(runaway recursion\?\)`

// memErr is the memory governor's error, with the budget worker.js and
// main.go derive from what the browser allows (3/8 of 4 GiB in Chromium).
const memErr = `cell\d+:3:\d+: out of memory: .*the session's memory budget is 1\.5 GiB`

// survivalCases: the share link's endless print loop (case 0, run by
// ?run=1), then the playground family of issue 32, each followed by a cell
// that uses a name declared before them.
func survivalCases() []survivalCase {
	cases := []survivalCase{
		{Name: "print loop (share link)", Code: "i := 0\nfor {\n\tfmt.Println(i)\n\ti++\n}\n", InterruptAfterMs: 1000, TimeoutMs: 10000, want: []string{"interrupted"}},
		{Name: "keep", Code: "keep := 41\nfmt.Println(\"keep\", keep)", TimeoutMs: 20000, want: []string{"keep 41"}},
		// For comparison: the interrupt of a loop that prints nothing.
		{Name: "endless loop", Code: "n := 0\nfor {\n\tn++\n\tif n == 1 {\n\t\tfmt.Println(\"looping\")\n\t}\n}", InterruptAfterMs: 1000, TimeoutMs: 10000, want: []string{"interrupted"}},
		still("endless loop"),
	}
	for _, c := range []survivalCase{
		{Name: "depth-first search 2,000 deep", Code: `const N = 2000
adj := make([][]int, N)
for i := 0; i+1 < N; i++ {
	adj[i] = append(adj[i], i+1)
}
seen := make([]bool, N)
var dfs func(v, d int) int
dfs = func(v, d int) int {
	seen[v] = true
	best := d
	for _, w := range adj[v] {
		if !seen[w] {
			best = max(best, dfs(w, d+1))
		}
	}
	return best
}
fmt.Println("deepest", dfs(0, 1), keep)`, TimeoutMs: 60000, want: []string{"deepest 2000 41"}},
		{Name: "recursion 20,000 deep, twice", Code: `var down func(n int) int
down = func(n int) int {
	if n == 0 {
		return 0
	}
	return 1 + down(n-1)
}
fmt.Println("down", down(20000), down(20000))`, TimeoutMs: 60000, want: []string{"down 20000 20000"}},
		{Name: "runaway recursion", Code: "var inf func(n int) int\ninf = func(n int) int { return inf(n+1) + 1 }\nfmt.Println(inf(0))", TimeoutMs: 120000, wantRe: depthErr},
		{Name: "String method printing itself", Code: "type loud struct{ n int }\nfunc (l loud) String() string { return fmt.Sprintf(\"loud %v\", l) }\nfmt.Println(loud{1})", TimeoutMs: 120000,
			wantRe: `cell\d+:2:51: stack overflow: String methods nest 10000 deep while printing`},
		{Name: "recover and recurse", Code: `var again func(n int)
again = func(n int) {
	defer func() {
		if r := recover(); r != nil {
			again(n + 1)
		}
	}()
	panic(n)
}
again(0)`, TimeoutMs: 120000, wantRe: depthErr},
		{Name: "recover 3,000 deep", Code: `var dive func(n int) int
dive = func(n int) (r int) {
	defer func() {
		if e := recover(); e != nil {
			r = e.(int)
		}
	}()
	if n == 3000 {
		panic(n)
	}
	return dive(n + 1)
}
fmt.Println("recovered", dive(0))`, TimeoutMs: 60000, want: []string{"recovered 3000"}},
		{Name: "memory bomb: append doubling", Code: "s := []int{1}\nfor {\n\ts = append(s, s...)\n}", TimeoutMs: 120000,
			wantRe: memErr},
		{Name: "memory bomb: a map of megabytes", Code: "m := map[int][]byte{}\nfor i := 0; ; i++ {\n\tm[i] = make([]byte, 1<<20)\n}", TimeoutMs: 120000,
			wantRe: memErr},
		{Name: ":graph --html", Code: "x := 2.0\n_ = ad.Grad(func(x float64) float64 { return x * x })(x)\n:graph --html g.html", TimeoutMs: 20000,
			want: []string{"no files"}},
	} {
		cases = append(cases, c, still(c.Name))
	}
	// Last, the worker dies under a running cell (as if the system killed
	// it): the page must say so and start a fresh interpreter.
	return append(cases,
		survivalCase{Name: "worker killed", Code: "n := 0\nfor {\n\tn++\n}", KillAfterMs: 500, TimeoutMs: 70000, want: []string{"restarted"}},
		survivalCase{Name: "after the restart", Code: `fmt.Println("fresh", 6*7)`, TimeoutMs: 60000, want: []string{"fresh 42"}})
}

// TestPlaygroundSurvivesInChromium runs the hostile cells of the
// playground (deep and runaway recursion, a self-printing String method,
// recover-and-recurse, memory bombs, an endless print loop from a share
// link, a dead worker) in headless Chromium, each followed by a cell that
// uses an earlier name. ADREPL_PLAYGROUND_WASM names a module built
// already (GOOS=js GOARCH=wasm go build ./playground/wasm) to skip the build.
func TestPlaygroundSurvivesInChromium(t *testing.T) {
	bin := chromium(t)
	dir := t.TempDir()
	t0 := time.Now()
	if err := playground.Write(dir, playground.Config{Wasm: os.Getenv("ADREPL_PLAYGROUND_WASM")}); err != nil {
		t.Fatal(err)
	}
	t.Logf("site written in %v", time.Since(t0).Round(time.Millisecond))
	self, err := os.ReadFile("testdata/survive.js")
	if err != nil {
		t.Fatal(err)
	}
	cases := survivalCases()
	if only := os.Getenv("ADREPL_SURVIVE_ONLY"); only != "" {
		// The cases whose name matches (with the cell after each), for
		// working on one: the link's print loop and keep always run.
		re := regexp.MustCompile(only)
		kept := cases[:2:2]
		for _, c := range cases[2:] {
			if re.MatchString(strings.TrimPrefix(c.Name, "after ")) {
				kept = append(kept, c)
			}
		}
		cases = kept
	}
	casesJSON, _ := json.Marshal(cases)
	results := make(chan survivalResult, len(cases)+2)
	files := http.FileServer(http.Dir(dir))
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/cases":
			w.Header().Set("Content-Type", "application/json")
			w.Write(casesJSON)
		case "/result":
			var res survivalResult
			b, _ := io.ReadAll(r.Body)
			if err := json.Unmarshal(b, &res); err != nil {
				res = survivalResult{Name: "error", Output: "bad result: " + err.Error()}
			}
			results <- res
		case "/survive.js":
			w.Header().Set("Content-Type", "text/javascript")
			w.Write(self)
		case "/", "/index.html":
			b, err := os.ReadFile(filepath.Join(dir, "index.html"))
			if err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(strings.Replace(string(b), "</body>", `<script src="survive.js"></script></body>`, 1)))
		default:
			files.ServeHTTP(w, r)
		}
	})}
	go srv.Serve(ln)
	defer srv.Close()

	url := "http://" + ln.Addr().String() + "/?run=1#code=" + base64.RawURLEncoding.EncodeToString([]byte(cases[0].Code))
	cmd := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--disable-dev-shm-usage", "--enable-logging=stderr", "--user-data-dir="+t.TempDir(), url)
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Kill()
		cmd.Wait()
	}()
	survived := 0
	for i := 0; ; i++ {
		var res survivalResult
		select {
		case res = <-results:
		case <-time.After(150 * time.Second):
			t.Fatalf("no result from the page in 150 s (after %d)\nchromium: %s", i, errb.String())
		}
		if res.Name == "end" {
			break
		}
		if res.Name == "error" || i >= len(cases) {
			t.Fatalf("the page: %s", res.Output)
		}
		c := cases[i]
		short := res.Output
		if len(short) > 600 {
			short = short[:300] + " … " + short[len(short)-300:]
		}
		t.Logf("%s: %.0f ms, page stalled at most %.0f ms, status %q; output: %s", c.Name, res.Ms, res.MaxGapMs, res.Status, short)
		ok := res.Done
		for _, w := range c.want {
			ok = ok && strings.Contains(res.Output, w)
		}
		if c.wantRe != "" {
			ok = ok && regexp.MustCompile(c.wantRe).MatchString(res.Output)
		}
		if strings.Contains(res.Output, "Maximum call stack") || strings.Contains(res.Output, "fatal error") || strings.Contains(res.Status, "running") {
			ok = false
		}
		if c.InterruptAfterMs > 0 {
			t.Logf("%s: interrupt answered in %.0f ms (running: %v, %d characters shown)", c.Name, res.InterruptMs, res.RunningWhenInterrupted, res.OutputChars)
			// The target is 100 ms; on two cores shared by several test
			// suites (load 30 to 40) a plain loop's took 0.6 to 0.8 s and
			// the print loop's 1.0 to 1.5 s, so the bound here only
			// catches a frozen page (the print loop's took minutes).
			if !res.RunningWhenInterrupted || res.InterruptMs > 3000 {
				t.Errorf("%s: the interrupt took %.0f ms (running when pressed: %v)", c.Name, res.InterruptMs, res.RunningWhenInterrupted)
				ok = false
			}
		}
		// A frozen tab is one that does not answer for seconds (the issue's
		// print loop froze it for minutes); on two busy cores the page's
		// thread waits up to 2 s for a core at times, in any case.
		if res.MaxGapMs > 5000 {
			t.Errorf("%s: the page was frozen for %.0f ms", c.Name, res.MaxGapMs)
			ok = false
		}
		if !ok {
			t.Errorf("%s: done %v, status %q, want %q %s; output:\n%s", c.Name, res.Done, res.Status, c.want, c.wantRe, short)
		} else {
			survived++
		}
	}
	t.Logf("survived %d of %d cases", survived, len(cases))
	if t.Failed() {
		for _, l := range strings.Split(errb.String(), "\n") {
			if strings.Contains(l, "CONSOLE") || strings.Contains(l, "Uncaught") {
				t.Log(l)
			}
		}
	}
}
