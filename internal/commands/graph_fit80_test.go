package commands

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// :graph's listing fits 80 columns, for the fixture's loop and for a
// coupled two-state loop with long variable names (the listing moves tags
// and derivatives to continuation lines rather than run past the edge).
// The norms' text is checked by TestPictureTextFits80 once it fits too.
func TestGraphTextFits80(t *testing.T) {
	h := newHost(t)
	check := func(what string) {
		t.Helper()
		for _, line := range []string{":graph", ":graph forward", ":graph reverse"} {
			h.shown = nil
			if err := Run(h, REPL, line); err != nil {
				t.Fatalf("%s %s: %v", what, line, err)
			}
			if len(h.shown) == 0 {
				t.Fatalf("%s %s: no picture", what, line)
			}
			for _, d := range h.shown {
				for _, l := range strings.Split(d.Text, "\n") {
					if n := utf8.RuneCountInString(l); n > Width {
						t.Errorf("%s %s: a line of %d columns: %q", what, line, n, l)
					}
				}
			}
		}
	}
	check("rnn")
	err := h.in.Eval("cell2", `rot := func(p0 float64) float64 {
	positionOfTheParticle, velocityOfTheParticleAlongTheAxis := p0, 2*p0
	for t := 0; t < 6; t++ {
		positionOfTheParticle, velocityOfTheParticleAlongTheAxis = 0.9*positionOfTheParticle-0.3*velocityOfTheParticleAlongTheAxis, 0.3*positionOfTheParticle+0.9*velocityOfTheParticleAlongTheAxis
	}
	return positionOfTheParticle + velocityOfTheParticleAlongTheAxis
}
_ = ad.Grad(rot)(1)`)
	if err != nil {
		t.Fatal(err)
	}
	check("two-state")
	h.shown = nil
	Run(h, REPL, ":graph")
	txt := h.shown[0].Text
	for _, want := range []string{"0.9·positionOfTheParticle", "positionOfTheParticle = "} {
		if !strings.Contains(txt, want) {
			t.Errorf(":graph of the two-state loop lacks %q:\n%s", want, txt)
		}
	}
}
