package interp_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// fmt.Scan* read Options.Stdin's lines as go run's programs read os.Stdin
// (the rune read ahead is dropped between calls); without Stdin the input
// is empty; a front end's error stops the program with its message.
func TestStdin(t *testing.T) {
	lines := []string{"bob 3", "1.5 2", "x"}
	var out bytes.Buffer
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out, Stdin: func() (string, error) {
		if len(lines) == 0 {
			return "", io.EOF
		}
		l := lines[0]
		lines = lines[1:]
		return l, nil
	}})
	src := `var name string
var n int
fmt.Scan(&name)
k, err := fmt.Scanln(&n)
fmt.Println(name, n, k, err)
var a, b float64
m, err := fmt.Scanf("%g %g", &a, &b)
fmt.Println(a+b, m, err)
var s string
fmt.Scanln(&s)
_, err = fmt.Scan(&s)
fmt.Println(s, err)`
	if err := in.Eval("cell1", src); err != nil {
		t.Fatal(err)
	}
	if want := "bob 3 1 <nil>\n3.5 2 <nil>\nx EOF\n"; out.String() != want {
		t.Errorf("output %q, want %q (what go run prints)", out.String(), want)
	}

	out.Reset()
	empty := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
	if err := empty.Eval("cell1", "var s string\nn, err := fmt.Scan(&s)\nfmt.Println(n, err)"); err != nil || out.String() != "0 EOF\n" {
		t.Errorf("no stdin: %v, %q", err, out.String())
	}

	refuse := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out, Stdin: func() (string, error) { return "", errors.New("no input here") }})
	if err := refuse.Eval("cell1", "var s string\nfmt.Scan(&s)"); err == nil || !strings.Contains(err.Error(), "no input here") {
		t.Errorf("a refused read: %v", err)
	}
	var ie *interp.Error
	stop := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out, Stdin: func() (string, error) { return "", interp.ErrInterrupted }})
	if err := stop.Eval("cell1", "var s string\nfmt.Scan(&s)\nfmt.Println(\"not reached\")"); !errors.As(err, &ie) || ie.Kind != interp.Interrupted {
		t.Errorf("an interrupted read: %v", err)
	}
}
