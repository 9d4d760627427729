package interp_test

import (
	"bytes"
	"testing"

	"github.com/adrepl/adrepl/interp"
)

// Only a cell's last bare expression shows its value, as in IPython; the
// earlier ones are still evaluated (their side effects happen).
func TestOnlyLastExpressionShows(t *testing.T) {
	cases := []struct{ cell, want string }{
		{"x := 2\nx\nx * 3", "6 (int)\n"},
		{"1; 2; 3", "3 (int)\n"},
		{`len("ab")` + "\n" + `len("abc")`, "3 (int)\n"},
		{"n := 0\ninc := func() int { n++; return n }\ninc()\ninc()\nn", "2 (int)\n"},
		{"y := 1\ny\nfunc g() {}", ""},                    // a declaration last: nothing shows
		{"y2 := 1\ny2\nfmt.Println(\"done\")", "done\n"},  // a print last: only its output
		{"q, r := 7/2, 7%2\nq, r = r, q\nq", "1 (int)\n"}, // an assignment is no expression
		{"func two() (int, string) { return 2, \"b\" }\ntwo()", "2, \"b\" (int, string)\n"},
	}
	for _, c := range cases {
		var out bytes.Buffer
		in := interp.New(interp.Options{Stdout: &out, Stderr: &out})
		if err := in.Eval("cell1", c.cell); err != nil {
			t.Errorf("%q: %v", c.cell, err)
			continue
		}
		if out.String() != c.want {
			t.Errorf("%q printed %q, want %q", c.cell, out.String(), c.want)
		}
	}
}
