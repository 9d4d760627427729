package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// A user marks a loop in the REPL and watches the memory figure drop with
// the gradient unchanged.
func TestMemoryCommandCheckpoint(t *testing.T) {
	var stdout, stderr bytes.Buffer
	s := newSession(&stdout, &stderr)
	run := func(lines ...string) string {
		stdout.Reset()
		for _, l := range lines {
			s.feed(l)
		}
		if stderr.Len() > 0 {
			t.Fatalf("stderr: %s", stderr.String())
		}
		return stdout.String()
	}
	body := []string{
		"	x, y := 0.5, 0.0",
		"	for i := 0; i < 20000; i++ {",
		"		x = math.Sin(x*p[0] + p[1])",
		"		y += x",
		"	}",
		"	return y",
		"}",
	}
	run(append([]string{"func f(p []float64) float64 {"}, body...)...)
	g1 := run(`fmt.Printf("%x %x\n", math.Float64bits(ad.Grad(f)([]float64{0.9, 0.3})[0]), math.Float64bits(ad.Grad(f)([]float64{0.9, 0.3})[1]))`)
	m1 := run(":memory")
	if !strings.Contains(m1, "store-all") || !strings.Contains(m1, "mark it with //ad:checkpoint") {
		t.Fatalf(":memory of a store-all gradient:\n%s", m1)
	}
	// the same function with the loop marked
	marked := append([]string{"func f(p []float64) float64 {", body[0], "	//ad:checkpoint"}, body[1:]...)
	run(marked...)
	g2 := run(`fmt.Printf("%x %x\n", math.Float64bits(ad.Grad(f)([]float64{0.9, 0.3})[0]), math.Float64bits(ad.Grad(f)([]float64{0.9, 0.3})[1]))`)
	if g1 != g2 || strings.TrimSpace(g1) == "" {
		t.Fatalf("gradient changed: store-all %q, checkpointed %q", g1, g2)
	}
	m2 := run(":memory")
	if !strings.Contains(m2, "checkpointed loop at") || !strings.Contains(m2, "revolve schedule") {
		t.Fatalf(":memory after marking the loop:\n%s", m2)
	}
	peak := func(m string) float64 {
		r := regexp.MustCompile(`peak live ([0-9.]+) (B|KiB|MiB)`).FindStringSubmatch(m)
		if r == nil {
			t.Fatalf("no peak in\n%s", m)
		}
		v, _ := strconv.ParseFloat(r[1], 64)
		return v * map[string]float64{"B": 1, "KiB": 1 << 10, "MiB": 1 << 20}[r[2]]
	}
	p1, p2 := peak(m1), peak(m2)
	if p2*10 > p1 {
		t.Fatalf("peak live memory %v B checkpointed vs %v B store-all: not 10x smaller\n%s\n%s", p2, p1, m1, m2)
	}
	t.Logf("store-all:\n%s\ncheckpointed:\n%s", m1, m2)
	if tape := run(":tape"); !strings.Contains(tape, "checkpointed loops: 1, peak live") || !strings.Contains(tape, "forward steps recomputed 19800") {
		t.Fatalf(":tape summary of a checkpointed gradient:\n%s", tape)
	}
	if out := run(":memory limit 1GiB"); !strings.Contains(out, "tape limit 1024.0 MiB") {
		t.Fatalf(":memory limit: %q", out)
	}
}

// Past the tape limit, recording stops with an error naming the loop to
// mark; the session goes on.
func TestTapeLimitNamesLoop(t *testing.T) {
	var stdout, stderr bytes.Buffer
	s := newSession(&stdout, &stderr)
	s.feed(":memory limit 1MiB")
	s.feed("func f(w float64) float64 {")
	s.feed("	x := 0.0")
	s.feed("	for i := 0; i < 1000000; i++ {")
	s.feed("		x = x*w + 1")
	s.feed("	}")
	s.feed("	return x")
	s.feed("}")
	s.feed("ad.Grad(f)(0.5)")
	if e := stderr.String(); !strings.Contains(e, "tape limit reached") || !strings.Contains(e, "mark the loop at cell1:3:2") {
		t.Fatalf("stderr: %q", e)
	}
	stderr.Reset()
	stdout.Reset()
	s.feed("1 + 2")
	if !strings.Contains(stdout.String(), "3") || stderr.Len() > 0 {
		t.Fatalf("session did not continue: %q %q", stdout.String(), stderr.String())
	}
}
