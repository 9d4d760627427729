package interp_test

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// runCkpt runs a program and returns its output and the interpreter.
func runCkpt(t *testing.T, name, src string) (string, *interp.Interp) {
	t.Helper()
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
	if err := in.RunFile(name, src); err != nil {
		t.Fatalf("%s: %v\noutput so far:\n%s", name, err, out.String())
	}
	return out.String(), in
}

// checkStoreAll is the harness's extra check of a testdata/ckpt program
// (TestCorpus/ckpt): run as written (its loops marked //ad:checkpoint), it
// printed ck; run again with the directives turned into plain comments
// (store-all), it must print the same. The programs print their gradients
// as float64 bit patterns, so equal outputs mean bit-identical gradients.
// The checkpointed run must really have checkpointed.
func checkStoreAll(t *testing.T, f corpusFile, ck string, in *interp.Interp) {
	if !strings.Contains(f.Src, "//ad:checkpoint") {
		t.Fatal("no //ad:checkpoint directive")
	}
	plain, in2, err := runCorpusProgram(t, f.Name, strings.ReplaceAll(f.Src, "//ad:checkpoint", "// (store-all)"), interp.Options{})
	if err != nil {
		t.Fatalf("store-all: %v\noutput so far:\n%s", err, plain)
	}
	if ck != plain {
		t.Fatalf("checkpointed output differs from store-all:\n--- checkpointed\n%s--- store-all\n%s", ck, plain)
	}
	nonzero := false
	for _, line := range strings.Fields(ck) {
		if bits, err := strconv.ParseUint(line, 16, 64); err == nil {
			if v := math.Float64frombits(bits); math.IsNaN(v) || math.IsInf(v, 0) {
				t.Fatalf("gradient component %v: the program is numerically broken", v)
			}
		}
		nonzero = nonzero || line != "0" && line != "8000000000000000"
	}
	if !nonzero {
		t.Fatal("the program printed no non-zero gradient")
	}
	tp := in.LastTape()
	if tp == nil || len(tp.View().Checkpoints()) == 0 {
		t.Fatal("the checkpointed run recorded no checkpointed loop")
	}
	s, s2 := tp.Stats(), in2.LastTape().Stats()
	if s.Entries >= s2.Entries {
		t.Errorf("checkpointed tape has %d entries, store-all %d", s.Entries, s2.Entries)
	}
	t.Logf("entries %d vs store-all %d; peak %d B vs %d B; snapshots %d, recomputed %d",
		s.Entries, s2.Entries, s.PeakBytes, s2.PeakBytes, s.Snapshots, s.Recomputed)
}

// Outside differentiation, in forward mode and under ad.Check, a marked
// loop runs as usual and gives the same numbers.
func TestCheckpointOtherModes(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	x := p[0]
	//ad:checkpoint snapshots=2
	for i := 0; i < 50; i++ {
		x = math.Cos(x*p[1]) + 0.1*x
		if i == 10 {
			fmt.Println("i=10")
		}
	}
	return x * x
}

func g(w float64) float64 { return f([]float64{0.3, w}) }

func main() {
	fmt.Printf("%x\n", math.Float64bits(f([]float64{0.3, 0.8})))
	fmt.Printf("%x\n", math.Float64bits(ad.Derivative(g)(0.8)))
	c := ad.Check(f, []float64{0.3, 0.8})
	fmt.Println(c.MaxErr < 1e-6)
}
`
	ck, in := runCkpt(t, "modes.go", src)
	plain, _ := runCkpt(t, "modes.go", strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
	if ck != plain {
		t.Fatalf("outputs differ:\n%s---\n%s", ck, plain)
	}
	if strings.Count(ck, "i=10") != 3 || !strings.HasSuffix(ck, "true\n") {
		// f runs three times printing: plain call, Derivative (forward
		// mode: not checkpointed), and Check's reverse pass (checkpointed,
		// re-run steps print nothing); Check's other runs print too.
		if !strings.HasSuffix(ck, "true\n") {
			t.Fatalf("ad.Check of the checkpointed loop fails:\n%s", ck)
		}
	}
	if tp := in.LastTape(); tp == nil {
		t.Fatal("no tape")
	}
}

// Constructs the checkpointed loop cannot re-run are compile errors with
// positions.
func TestCheckpointErrors(t *testing.T) {
	cases := []struct{ body, want string }{
		{"//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tif x > 1 {\n\t\t\treturn x\n\t\t}\n\t\tx *= 2\n\t}", "e.go:9:4: //ad:checkpoint: return inside a checkpointed loop is not supported yet"},
		{"m := map[int]float64{}\n\t//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tm[i] = x\n\t}", "loop state variable m has type map[int]float64"},
		{"//ad:checkpoint snapshots=zero\n\tfor i := 0; i < 3; i++ {\n\t\tx *= 2\n\t}", "snapshots must be a positive integer"},
		{"//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tdefer func() {}()\n\t}", "defer inside a checkpointed loop"},
		{"ch := make(chan float64, 9)\n\t//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tch <- x\n\t}", "e.go:9:3: //ad:checkpoint: channel send inside a checkpointed loop is not supported yet"},
		{"ch := make(chan float64, 9)\n\t//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tx += <-ch\n\t}", "channel receive inside a checkpointed loop"},
		{"//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tgo func() {}()\n\t}", "go statement (goroutines) inside a checkpointed loop"},
		{"//ad:checkpoint\n\tfor i := 0; i < 3; i++ {\n\t\tselect {\n\t\tdefault:\n\t\t}\n\t}", "select inside a checkpointed loop"},
	}
	for _, c := range cases {
		src := "package main\n\nimport \"fmt\"\n\nfunc f(x float64) float64 {\n\t" + c.body + "\n\treturn x\n}\n\nfunc main() { fmt.Println(f(1)) }\n"
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out})
		err := in.RunFile("e.go", src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want %q\n%s", err, c.want, src)
		}
	}
}

// With the gradient's level nested (a Hessian), a marked loop is recorded
// as usual: the nested sweep must record its own arithmetic.
func TestCheckpointNestedLevel(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	x := p[0]
	//ad:checkpoint
	for i := 0; i < 20; i++ {
		x = math.Sin(x * p[1])
	}
	return x
}

func main() {
	h := ad.Hessian(f)([]float64{0.5, 0.9})
	fmt.Printf("%x %x\n", math.Float64bits(h[0][1]), math.Float64bits(h[1][1]))
}
`
	ck, _ := runCkpt(t, "h.go", src)
	plain, _ := runCkpt(t, "h.go", strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
	if ck != plain {
		t.Fatalf("Hessian differs: %s vs %s", ck, plain)
	}
}

// Interpreted code sees the accounting: *ad.Tape's PeakBytes, Snapshots and
// Recomputed, and ad.Memory(); the recomputation is the binomial optimum.
func TestCheckpointTapeAPI(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	x := p[0]
	//ad:checkpoint
	for i := 0; i < 1000; i++ {
		x = math.Sin(x * p[1])
	}
	return x
}

func main() {
	ad.Grad(f)([]float64{0.5, 0.9})
	t := ad.LastTape()
	fmt.Println(t.Len(), t.PeakBytes() > 0, t.Recomputed())
	m := ad.Memory()
	fmt.Println(m.Entries, m.StoreAll > 10*m.Kept, m.Recomputed, m.Snapshots == t.Snapshots())
}
`
	out, _ := runCkpt(t, "api.go", src)
	rec := ad.RevolveCost(1000, ad.SnapshotsFor(1000)) - 999
	want := fmt.Sprintf("4 true %d\n4 true %d true\n", rec, rec)
	if out != want {
		t.Fatalf("got %q, want %q", out, want)
	}
}

// A large loop state gets fewer snapshots (at most an eighth of the tape
// limit), with the gradient unchanged.
func TestCheckpointLargeState(t *testing.T) {
	src := `package main

import (
	"ad"
	"fmt"
	"math"
)

func f(p []float64) float64 {
	h := make([]float64, 5000)
	h[0] = p[0]
	//ad:checkpoint
	for i := 0; i < 40; i++ {
		for j := 1; j < len(h); j += 97 {
			h[j] = math.Sin(h[j-1]*p[1] + h[j])
		}
		h[0] = h[len(h)-97] * 0.5
	}
	return h[0] + h[97]
}

func main() {
	for _, v := range ad.Grad(f)([]float64{0.4, 1.1}) {
		fmt.Printf("%x\n", math.Float64bits(v))
	}
}
`
	run := func(src string) (string, *interp.Interp) {
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, TapeLimit: 4 << 20})
		if err := in.RunFile("big.go", src); err != nil {
			t.Fatal(err)
		}
		return out.String(), in
	}
	ck, in := run(src)
	plain, _ := run(strings.ReplaceAll(src, "//ad:checkpoint", "// (store-all)"))
	if ck != plain {
		t.Fatalf("gradients differ:\n%s---\n%s", ck, plain)
	}
	c := in.LastTape().View().Checkpoints()
	if len(c) != 1 || c[0].Info.Slots != 4 {
		t.Fatalf("want one checkpointed loop with 4 slots (4 MiB / 8 / 120 KiB), got %+v", c)
	}
}

// A cell rejected while compiling (here by a bad directive, found after
// type checking) leaves no half-declared names behind: the name is
// undefined afterwards, and can be declared again.
func TestCompileErrorRollsBackCell(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	err := in.Eval("cell1", "k := 1\ng := func(w float64) float64 {\n\tx := 0.5\n\t//ad:checkpoint snapshots=0\n\tfor i := 0; i < 5; i++ {\n\t\tx *= w\n\t}\n\treturn x\n}")
	if err == nil || !strings.Contains(err.Error(), "snapshots must be a positive integer") {
		t.Fatalf("err = %v", err)
	}
	if err := in.Eval("cell2", "g"); err == nil || !strings.Contains(err.Error(), "undefined: g") {
		t.Fatalf("g after the failed cell: %v", err)
	}
	if err := in.Eval("cell3", "g := 3\nfmt.Println(g)"); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "3\n" {
		t.Fatalf("output %q", got)
	}
}

// An interrupt during a checkpointed loop's reverse pass (which recomputes
// steps for a long time with two snapshot slots) stops it promptly, and the
// next gradient is right.
func TestCheckpointReverseInterrupt(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	loop := func(name, mark string) string {
		return name + ` := func(w float64) float64 {
	x, y := 0.5, 0.0
	` + mark + `
	for i := 0; i < N; i++ {
		x = math.Sin(x*w + 0.1)
		y += x
	}
	return y
}
`
	}
	if err := in.Eval("c1", "N := 200000\n"+loop("f", "//ad:checkpoint snapshots=2")); err != nil {
		t.Fatal(err)
	}
	go func() { time.Sleep(500 * time.Millisecond); in.Interrupt() }()
	start := time.Now()
	err := in.Eval("c2", "ad.Grad(f)(1.3)")
	if err == nil || !strings.Contains(err.Error(), "interrupted") {
		t.Fatalf("err = %v, want interrupted", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("the interrupt took %v to stop the reverse pass", d)
	}
	out.Reset()
	if err := in.Eval("c3", "N = 1000\n"+loop("g", "")+`fmt.Printf("%x %x\n", math.Float64bits(ad.Grad(f)(1.3)), math.Float64bits(ad.Grad(g)(1.3)))`); err != nil {
		t.Fatal(err)
	}
	if f := strings.Fields(out.String()); len(f) != 2 || f[0] != f[1] {
		t.Fatalf("after the interrupt, checkpointed and store-all gradients differ: %q", out.String())
	}
}
