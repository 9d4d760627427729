package interp_test

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// inChild runs the calling top-level test again in a child process of the
// test binary and reports true in the parent, whose work is then done.
// Tests that abandon type checks use it: an abandoned check runs on to its
// end (typecheck_aside.go), for minutes with a bomb, and in this process it
// would load every test after it (FuzzPipeline's seeds, which run last,
// stalled past their 10 s hang limit on a loaded machine).
func inChild(t *testing.T) bool {
	const env = "ADREPL_TEST_CHILD"
	if os.Getenv(env) == t.Name() {
		return false
	}
	args := []string{"-test.run=^" + t.Name() + "$", "-test.count=1", "-test.v"}
	if testing.Short() {
		args = append(args, "-test.short")
	}
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("in a child process: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "--- PASS: "+t.Name()) && !strings.Contains(string(out), "--- SKIP: "+t.Name()) {
		t.Fatalf("the child process did not run %s:\n%s", t.Name(), out)
	}
	return true
}
