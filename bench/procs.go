package bench

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// YaegiVersion is the yaegi release the whole-process comparison installs
// (go install, into a cache directory: yaegi is a comparison, not a
// dependency of adrepl, so it stays out of go.mod).
const YaegiVersion = "v0.16.1"

// Procs runs the programs as whole processes: the native binary built from
// the same source by go build, adrepl run FILE.go, and yaegi run FILE.go.
// Every time includes process start, and for the interpreters parsing and
// checking.
type Procs struct {
	Dir    string // the programs' files and native binaries
	Adrepl string // the adrepl binary, built from this module
	Yaegi  string // the yaegi binary; "" leaves yaegi out
}

// NewProcs builds adrepl (from the module at root) into dir and finds or
// installs yaegi: yaegiPath if set, else YaegiVersion installed with go
// install into cacheDir/yaegi-VERSION (once; later runs reuse it).
// With noYaegi, yaegi is left out.
func NewProcs(root, dir, cacheDir, yaegiPath string, noYaegi bool) (*Procs, error) {
	p := &Procs{Dir: dir, Adrepl: filepath.Join(dir, "adrepl")}
	if err := goCmd(root, nil, "build", "-o", p.Adrepl, "./cmd/adrepl"); err != nil {
		return nil, err
	}
	switch {
	case noYaegi:
	case yaegiPath != "":
		p.Yaegi = yaegiPath
	default:
		bin := filepath.Join(cacheDir, "yaegi-"+YaegiVersion)
		p.Yaegi = filepath.Join(bin, "yaegi")
		if _, err := os.Stat(p.Yaegi); err != nil {
			if err := os.MkdirAll(bin, 0o755); err != nil {
				return nil, err
			}
			// Outside the module, so that go.mod is neither read nor changed.
			if err := goCmd(os.TempDir(), []string{"GOBIN=" + bin}, "install", "github.com/traefik/yaegi/cmd/yaegi@"+YaegiVersion); err != nil {
				return nil, err
			}
		}
	}
	return p, nil
}

func goCmd(dir string, env []string, args ...string) error {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// Prepare writes the program's source at size n and builds its native binary.
// It returns the paths of the source and the binary.
func (p *Procs) Prepare(prog *Program, n int) (src, bin string, err error) {
	name := fmt.Sprintf("%s_%d", strings.ToLower(prog.Key), n)
	src = filepath.Join(p.Dir, name+".go")
	bin = filepath.Join(p.Dir, name)
	if err := os.WriteFile(src, []byte(prog.Source(n)), 0o644); err != nil {
		return "", "", err
	}
	if err := goCmd(p.Dir, []string{"GO111MODULE=off"}, "build", "-o", bin, src); err != nil {
		return "", "", err
	}
	return src, bin, nil
}

// Run runs one process and returns its standard output and wall time.
func Run(argv ...string) (string, time.Duration, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	start := time.Now()
	err := cmd.Run()
	d := time.Since(start)
	if err != nil {
		return "", d, fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, errb.String())
	}
	return out.String(), d, nil
}
