package interp_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
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
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
		if err := in.Eval("cell1", c.cell); err != nil {
			t.Errorf("%q: %v", c.cell, err)
			continue
		}
		if out.String() != c.want {
			t.Errorf("%q printed %q, want %q", c.cell, out.String(), c.want)
		}
	}
}

// In the REPL (no Display callback) display.HTML prints the HTML's text,
// display.Markdown its source; ad.PlotXY checks its arguments.
func TestDisplayHelpersText(t *testing.T) {
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	src := `display.HTML("<h2>Loss</h2><p>x &lt; 1<br>done</p><ul><li>a</li><li>b</li></ul><script>alert(1)</script><table><tr><td>1</td><td>2</td></tr></table>")
display.Markdown("**bold**")`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	if want := "Loss\nx < 1\ndone\n• a\n• b\n\n1\t2\n**bold**\n"; out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	for cell, msg := range map[string]string{
		"ad.PlotXY([]float64{1, 2}, []float64{1})":                          "ad.PlotXY: 2 xs but 1 ys",
		`ad.PlotXY(nil, nil, "a", "b", "c", "d")`:                           "at most 3: title, x axis, y axis",
		`p := ad.PlotXY([]float64{1, 2}, []float64{3, 4}, "t"); p.String()`: "",
	} {
		err := in.Eval("cell2", cell)
		if msg == "" && err != nil || msg != "" && (err == nil || !strings.Contains(err.Error(), msg)) {
			t.Errorf("%s: %v, want %q", cell, err, msg)
		}
	}
}
