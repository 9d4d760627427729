package main

import (
	"strings"
	"testing"
)

// The site itself is tested in package playground (it builds the wasm
// module once); here only the command line.
func TestPlaygroundUsage(t *testing.T) {
	var out, errb strings.Builder
	if code := playgroundMain(nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), "usage: adrepl playground [--src DIR] DIR") {
		t.Fatalf("exit %d, stderr:\n%s", code, errb.String())
	}
	errb.Reset()
	if code := playgroundMain([]string{"--src", t.TempDir(), t.TempDir()}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "building the wasm module") {
		t.Fatalf("a source tree without adrepl: exit %d, stderr:\n%s", code, errb.String())
	}
}
