package interp_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/adrepl/adrepl/interp"
	"github.com/adrepl/adrepl/interp/stdlib"
)

// TestADDocs runs the REPL transcripts of docs/ad.md and
// docs/ad-conventions.md: the ```adrepl blocks, one session per file, as if
// a reader typed every block in order into one REPL. A cell is a ">>> " line
// and the "... " lines after it; the other lines up to the next cell are
// what it must print (standard output, then the error as the REPL prints
// it).
func TestADDocs(t *testing.T) {
	for _, c := range []struct {
		file      string
		minBlocks int
	}{{"ad.md", 10}, {"ad-conventions.md", 4}} {
		path := "../docs/" + c.file
		doc, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		blocks := 0
		var out bytes.Buffer
		sess := &docSession{in: interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out}), out: &out}
		lines := strings.Split(string(doc), "\n")
		for i := 0; i < len(lines); i++ {
			if lines[i] != "```adrepl" {
				continue
			}
			start := i + 1
			for i++; i < len(lines) && lines[i] != "```"; i++ {
			}
			blocks++
			sess.run(t, path, start+1, lines[start:i])
		}
		if blocks < c.minBlocks {
			t.Errorf("%s has %d adrepl blocks, want at least %d", path, blocks, c.minBlocks)
		}
	}
}

// docSession is the REPL session of one documentation file.
type docSession struct {
	in    *interp.Interp
	out   *bytes.Buffer
	cells int
}

func (s *docSession) run(t *testing.T, path string, line int, block []string) {
	out := s.out
	for k := 0; k < len(block); {
		if !strings.HasPrefix(block[k], ">>> ") {
			t.Errorf("%s:%d: expected a >>> line, found %q", path, line+k, block[k])
			return
		}
		at := line + k
		src := []string{strings.TrimPrefix(block[k], ">>> ")}
		for k++; k < len(block) && (strings.HasPrefix(block[k], "... ") || block[k] == "..."); k++ {
			src = append(src, strings.TrimPrefix(strings.TrimPrefix(block[k], "..."), " "))
		}
		var want []string
		for ; k < len(block) && !strings.HasPrefix(block[k], ">>> "); k++ {
			want = append(want, block[k])
		}
		s.cells++
		out.Reset()
		err := runGuarded(func() error { return s.in.Eval(fmt.Sprintf("cell%d", s.cells), strings.Join(src, "\n")) })
		if err != nil {
			msg := err.Error()
			if !strings.HasSuffix(msg, "\n") {
				msg += "\n"
			}
			out.WriteString(msg)
		}
		wantOut := ""
		if len(want) > 0 {
			wantOut = strings.Join(want, "\n") + "\n"
		}
		if got := out.String(); got != wantOut {
			t.Errorf("%s:%d: %s\nprints (-want +got):\n%s", path, at, src[0], lineDiff(wantOut, got))
		}
	}
}
