package interp

import (
	"io"
	"os"
	"testing"
)

func TestZZProf(t *testing.T) {
	src, _ := os.ReadFile(os.Getenv("PROF_FILE"))
	in := New(Options{Stdout: io.Discard, Stderr: io.Discard})
	if err := in.RunFile("x.go", string(src)); err != nil {
		t.Fatal(err)
	}
}
