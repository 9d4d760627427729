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

// TestStateDocs runs the REPL transcripts of docs/state.md and docs/tapes.md
// (one session per file, blocks in order), as TestADDocs does for ad.md.
// With -update the expected lines are rewritten from what adrepl prints.
func TestStateDocs(t *testing.T) {
	for _, c := range []struct {
		file      string
		minBlocks int
	}{{"state.md", 5}, {"tapes.md", 4}} {
		path := "../docs/" + c.file
		doc, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		in := interp.New(interp.Options{Packages: stdlib.Packages(), Stdout: &out, Stderr: &out})
		lines := strings.Split(string(doc), "\n")
		var updated []string
		blocks, cells := 0, 0
		for i := 0; i < len(lines); i++ {
			updated = append(updated, lines[i])
			if lines[i] != "```adrepl" {
				continue
			}
			blocks++
			for i++; i < len(lines) && lines[i] != "```"; {
				if !strings.HasPrefix(lines[i], ">>> ") {
					t.Fatalf("%s:%d: expected a >>> line, found %q", path, i+1, lines[i])
				}
				at := i + 1
				src := []string{strings.TrimPrefix(lines[i], ">>> ")}
				updated = append(updated, lines[i])
				for i++; i < len(lines) && (strings.HasPrefix(lines[i], "... ") || lines[i] == "..."); i++ {
					src = append(src, strings.TrimPrefix(strings.TrimPrefix(lines[i], "..."), " "))
					updated = append(updated, lines[i])
				}
				var want []string
				for ; i < len(lines) && lines[i] != "```" && !strings.HasPrefix(lines[i], ">>> "); i++ {
					want = append(want, lines[i])
				}
				cells++
				out.Reset()
				err := runGuarded(func() error { return in.Eval(fmt.Sprintf("cell%d", cells), strings.Join(src, "\n")) })
				if err != nil {
					msg := err.Error()
					if !strings.HasSuffix(msg, "\n") {
						msg += "\n"
					}
					out.WriteString(msg)
				}
				got := out.String()
				if got != "" {
					updated = append(updated, strings.Split(strings.TrimSuffix(got, "\n"), "\n")...)
				}
				wantOut := ""
				if len(want) > 0 {
					wantOut = strings.Join(want, "\n") + "\n"
				}
				if got != wantOut && !*update {
					t.Errorf("%s:%d: %s\nprints (-want +got):\n%s", path, at, src[0], lineDiff(wantOut, got))
				}
			}
			if i < len(lines) {
				updated = append(updated, lines[i])
			}
		}
		if blocks < c.minBlocks {
			t.Errorf("%s has %d adrepl blocks, want at least %d", path, blocks, c.minBlocks)
		}
		if *update {
			if s := strings.Join(updated, "\n"); s != string(doc) {
				if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
				t.Logf("updated %s", path)
			}
		}
	}
}
