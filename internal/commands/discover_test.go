package commands

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// :help fits a terminal of Width columns and names every API group with
// its guide's pointer, in both front ends.
func TestHelpFitsAndListsGroups(t *testing.T) {
	for _, fe := range []FrontEnd{REPL, Kernel} {
		h := newHost(t)
		if err := Run(h, fe, ":help"); err != nil {
			t.Fatal(err)
		}
		out := h.out.String()
		for _, l := range strings.Split(out, "\n") {
			if n := utf8.RuneCountInString(l); n > Width {
				t.Errorf("%v: :help line of %d columns: %q", fe, n, l)
			}
		}
		for _, g := range Groups {
			if !strings.Contains(out, "  "+g.Name+" ") {
				t.Errorf("%v: :help lacks the group %q", fe, g.Name)
			}
		}
		for _, want := range []string{":doc NAME", ":doc ad.Grad", "docs/ad.md", ":time CELL", "cell's last"} {
			if !strings.Contains(out, want) {
				t.Errorf("%v: :help lacks %q:\n%s", fe, want, out)
			}
		}
	}
}

// Every exported name of package ad is in a :help group, so that the
// list cannot fall behind the API; every group member exists.
func TestGroupsCoverAd(t *testing.T) {
	h := newHost(t)
	d, err := h.in.Describe("ad")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range d.Members {
		if groupOf("ad."+m) == nil {
			t.Errorf("ad.%s is in no group of :help (internal/commands/apigroups.go)", m)
		}
	}
	for _, g := range Groups {
		for _, m := range g.Members {
			if _, err := h.in.Describe(m); err != nil {
				t.Errorf("group %s: %v", g.Name, err)
			}
		}
	}
}

func TestDoc(t *testing.T) {
	cases := []struct {
		name string
		want []string
	}{
		{"ad.Grad", []string{"func ad.Grad[X any](f func(X) float64) func(X) X", "reverse mode", "docs/ad.md"}},
		{"strings.Repeat", []string{"func strings.Repeat(s string, count int) string", "https://pkg.go.dev/strings#Repeat"}},
		{"fmt.Println", []string{"func fmt.Println(a ...any) (n int, err error)", "newline", "https://pkg.go.dev/fmt#Println"}},
		{"ad.Tensor.MatVec", []string{"MatVec(v ad.Tensor) ad.Tensor", "docs/tensors.md"}},
		{"ad.Tape", []string{"type ad.Tape struct{ ... }", "Methods: ", "Sweep"}},
		{"math.Pi", []string{"const math.Pi untyped float", "circumference"}},
		{"strings", []string{"package strings", "Repeat", "https://pkg.go.dev/strings"}},
		{"rnn", []string{"var rnn func(w float64) float64"}},
		{"len", []string{"builtin len", "https://pkg.go.dev/builtin#len"}},
		{"display.HTML", []string{"func display.HTML(s string)", "rendered in a notebook", "docs/kernel.md"}},
	}
	for _, c := range cases {
		h := newHost(t)
		if err := Run(h, REPL, ":doc "+c.name); err != nil {
			t.Errorf(":doc %s: %v", c.name, err)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(h.out.String(), w) {
				t.Errorf(":doc %s lacks %q:\n%s", c.name, w, h.out.String())
			}
		}
		if own := strings.HasPrefix(c.name, "ad.") || strings.HasPrefix(c.name, "display."); own && strings.Contains(h.out.String(), "pkg.go.dev") {
			t.Errorf(":doc %s points to Go's documentation for adrepl's own package:\n%s", c.name, h.out.String())
		}
	}
	h := newHost(t)
	for _, bad := range []string{"nosuch", "ad.Nosuch", "ad.Tape.Nosuch", "1+1", "a.b.c.d"} {
		if err := Run(h, REPL, ":doc "+bad); err == nil {
			t.Errorf(":doc %s: no error", bad)
		}
	}
	if err := Run(h, REPL, ":doc"); err == nil || err.Error() != "usage: :doc NAME" {
		t.Errorf(":doc alone: %v", err)
	}
}

func TestTypeOfPackageMembers(t *testing.T) {
	h := newHost(t)
	h.in.Eval("cell2", "func Map[T, U any](xs []T, f func(T) U) []U { return nil }")
	for expr, want := range map[string]string{
		"ad.Grad":        "func[X any](f func(X) float64) func(X) X (generic function)",
		"slices.Index":   "func[S ~[]E, E comparable](s S, v E) int (generic function)",
		"Map":            "func[T, U any](xs []T, f func(T) U) []U (generic function)",
		"math.Pi":        "untyped float = 3.141592653589793",
		"ad.Tensor":      "ad.Tensor (type)",
		"time.Duration":  "time.Duration (type), underlying int64",
		"strings.Repeat": "func(s string, count int) string",
		"1.5":            "float64 = 1.5",
	} {
		h.out.Reset()
		if err := Run(h, REPL, ":type "+expr); err != nil {
			t.Errorf(":type %s: %v", expr, err)
			continue
		}
		if got := strings.TrimSpace(h.out.String()); got != want {
			t.Errorf(":type %s = %q, want %q", expr, got, want)
		}
	}
}

func TestTime(t *testing.T) {
	h := newHost(t)
	if err := Run(h, REPL, ":time x := 0; for i := 0; i < 1000; i++ { x += i }"); err != nil {
		t.Fatal(err)
	}
	if out := h.out.String(); !strings.HasPrefix(out, "wall time ") || strings.Contains(out, "tape") {
		t.Errorf(":time of a loop printed %q", out)
	}
	h.out.Reset()
	if err := Run(h, REPL, ":time ad.Grad(rnn)(0.7)"); err != nil {
		t.Fatal(err)
	}
	if out := h.out.String(); !strings.Contains(out, "(float64)\nwall time ") || !strings.Contains(out, "last gradient's tape: 11 entries, ") {
		t.Errorf(":time of a gradient printed %q", out)
	}
	// The cell's declarations persist, as in any cell; errors are the cell's.
	h.out.Reset()
	if err := Run(h, REPL, ":time x"); err != nil || !strings.HasPrefix(h.out.String(), "499500 (int)\nwall time") {
		t.Errorf(":time x: %v, %q", err, h.out.String())
	}
	var e *interp.Error
	if err := Run(h, REPL, ":time nosuch"); err == nil || !strings.Contains(err.Error(), "undefined: nosuch") {
		t.Errorf(":time of a bad cell: %v", err)
	} else if _, ok := err.(*interp.Error); !ok {
		t.Errorf(":time error %T, want %T", err, e)
	}
}

// The tape table fits 80 columns, in the REPL's text and the kernel's.
func TestTapeFits80(t *testing.T) {
	h := newHost(t)
	if err := Run(h, REPL, ":tape all"); err != nil {
		t.Fatal(err)
	}
	text := h.out.String()
	for _, d := range h.shown {
		text += d.Text
	}
	if !strings.Contains(text, "Tanh") {
		t.Fatalf("no tape:\n%s", text)
	}
	for _, l := range strings.Split(text, "\n") {
		if n := utf8.RuneCountInString(l); n > Width {
			t.Errorf("tape line of %d columns: %q", n, l)
		}
	}
}
