package interp_test

import (
	"io"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// sync, sync/atomic (as atomic), context and cmp are imported on first use
// in a cell, like fmt and math; each cell below uses one without importing
// it, and what it prints is what go run prints.
func TestAutoImportSyncAtomicContextCmp(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"sync", `var mu sync.Mutex
var wg sync.WaitGroup
n := 0
for i := 0; i < 10; i++ {
	wg.Add(1)
	go func() { defer wg.Done(); mu.Lock(); n++; mu.Unlock() }()
}
wg.Wait()
fmt.Println(n)`, "10\n"},
		{"atomic", `var c atomic.Int64
var wg sync.WaitGroup
for i := 0; i < 5; i++ {
	wg.Add(1)
	go func() { defer wg.Done(); c.Add(2) }()
}
wg.Wait()
var old int32 = 3
atomic.AddInt32(&old, 4)
fmt.Println(c.Load(), old)`, "10 7\n"},
		{"context", `ctx, cancel := context.WithCancel(context.Background())
cancel()
<-ctx.Done()
fmt.Println(ctx.Err())`, "context canceled\n"},
		{"cmp", `fmt.Println(cmp.Compare(2, 3), cmp.Less("b", "a"), cmp.Or(0, 0, 7))`, "-1 false 7\n"},
	} {
		var out strings.Builder
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: io.Discard})
		if err := in.Eval("cell1", tc.src); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if out.String() != tc.want {
			t.Errorf("%s: printed %q, want %q", tc.name, out.String(), tc.want)
		}
	}
}

// A name of the user's own still wins over the package of that name, and
// a package that is not imported automatically gets a hint saying how.
func TestAutoImportShadowedAndHint(t *testing.T) {
	var out strings.Builder
	in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: io.Discard})
	if err := in.Eval("cell1", `type box struct{ Load int }
atomic := box{Load: 4}
fmt.Println(atomic.Load)`); err != nil || out.String() != "4\n" {
		t.Errorf("shadowed atomic: %q %v", out.String(), err)
	}
	err := in.Eval("cell2", `var s iter.Seq[int]
_ = s`)
	if err == nil || !strings.Contains(err.Error(), `cell2:1:7: undefined: iter (package iter is not imported automatically: add import "iter" to the cell)`) {
		t.Errorf("iter: %v", err)
	}
	if err := in.Eval("cell3", `x := nosuchpkg.F`); err == nil || strings.Contains(err.Error(), "import") {
		t.Errorf("no hint for what is no package: %v", err)
	}
}
