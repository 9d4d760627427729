package interp

import (
	"io"
	"os"
	"testing"
)

func TestZZMineBench(t *testing.T) {
	src, _ := os.ReadFile("/tmp/bench1.go")
	in := New(Options{Stdout: io.Discard})
	if err := in.RunFile("b.go", string(src)); err != nil {
		t.Fatal(err)
	}
}
