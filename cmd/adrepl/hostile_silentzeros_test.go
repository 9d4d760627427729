package main

import (
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// hostileSilentZeroCells are hostile uses of the issue-26 surfaces: a
// worker that adopts a differentiation's tape and records without end, a
// worker building a complex number from a tracked float, checkpointed
// loops whose calls cannot be followed. Each must end in a positioned error
// with the session intact (TestHostileCells' rules).
var hostileSilentZeroCells = []struct{ name, cell, want string }{
	{"worker-records-forever", `req := make(chan float64); resp := make(chan float64); go func() { for v := range req { s := v; for { s = s*v + 1 }; resp <- s } }(); ad.Grad(func(x float64) float64 { req <- x; return <-resp })(0.5)`, "tape limit"},
	{"worker-cmplx-rect", `req := make(chan float64); resp := make(chan float64); go func() { for v := range req { resp <- real(cmplx.Rect(v, 1)) } }(); ad.Grad(func(x float64) float64 { req <- x; return <-resp })(0.5)`, "complex numbers"},
	{"ckpt-func-param", `h := func(step func(float64) float64, w float64) float64 { x := w; ` + "\n//ad:checkpoint\n" + `for i := 0; i < 5; i++ { x = step(x) }; return x }; ad.Grad(func(w float64) float64 { return h(math.Sin, w) })(0.5)`, "func value"},
	{"ckpt-recursive-calls", `var acc float64; func r(n int, h float64) float64 { if n == 0 { return h }; acc += h; return r(n-1, h*0.5) }; func cp(w float64) float64 { acc = 0; x := w; ` + "\n//ad:checkpoint\n" + `for i := 0; i < 1000; i++ { x = r(200, x) }; return x + acc }; ad.Grad(cp)(0.5); var z []int; z[3]`, "index out of range"},
}

func TestHostileSilentZeroCells(t *testing.T) {
	if testing.Short() {
		t.Skip("hostile cells take a while")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh to set the address-space limit")
	}
	tried, survived := 0, 0
	t.Cleanup(func() { t.Logf("hostile silent-zero cells: %d tried, %d survived", tried, survived) })
	pos := regexp.MustCompile(`cell3:\d+:\d+: `)
	// A Go stack trace of adrepl itself (the interpreted program's own
	// trace, "goroutine 2 [running]:" with cell positions, is Go-exact).
	hostTrace := regexp.MustCompile(`\.go:\d+ \+0x[0-9a-f]+`)
	for _, c := range hostileSilentZeroCells {
		t.Run(c.name, func(t *testing.T) {
			tried++
			in := "keep := 42\nimport (\"ad\"; \"math\"; \"math/cmplx\")\n" + c.cell + "\nkeep\n"
			r := runCapped(t, 3<<30, in, "--memory", "64MiB")
			out := r.stdout + r.stderr
			switch {
			case strings.Contains(out, "fatal error") || hostTrace.MatchString(out):
				t.Fatalf("crashed (exit %d):\n%s", r.code, clipOut(out))
			case r.code >= 128 || r.code < 0:
				t.Fatalf("exit %d:\n%s", r.code, clipOut(out))
			case !pos.MatchString(r.stderr):
				t.Fatalf("no positioned error (exit %d):\n%s", r.code, clipOut(out))
			case !strings.Contains(r.stderr, c.want):
				t.Fatalf("no error with %q (exit %d):\n%s", c.want, r.code, clipOut(out))
			case !strings.Contains(r.stdout, "42 (int)"):
				t.Fatalf("the session lost its state:\n%s", clipOut(out))
			}
			survived++
		})
	}
}
