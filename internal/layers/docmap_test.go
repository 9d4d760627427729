package layers

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// fileName is a Go file named in a doc comment: a bare lower-case name, not a path
// into another package ("ad/tape.go"), possibly a pattern for a group of
// generated files ("zz_*.go").
var fileName = regexp.MustCompile(`(?:^|[^\w/.*-])([a-z0-9_*]+\.go)\b`)

// generated reports whether a file carries Go's generated-code header.
func generated(file string) bool {
	b, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	return regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`).Match(b)
}

// Every package explains itself in a package comment. A package of more
// than one file has a doc.go whose comment is a map of the package: it
// names each non-test .go file (generated files may be named as a group,
// "zz_*.go"), and names no file that does not exist. A package of one file
// carries its comment in that file.
func TestDocMaps(t *testing.T) {
	for _, p := range packages(t) {
		var documented []string
		for _, f := range p.files {
			if p.docs[f] != nil && strings.TrimSpace(p.docs[f].Text()) != "" {
				documented = append(documented, f)
			}
		}
		if len(p.files) == 1 {
			if len(documented) == 0 {
				t.Errorf("%s: no package comment in %s: say what the package is for", p.rel, p.files[0])
			}
			continue
		}
		doc := p.docs["doc.go"]
		if doc == nil {
			t.Errorf("%s has %d files and no doc.go with a package comment: write one that explains the package and maps its files", p.rel, len(p.files))
			continue
		}
		if len(documented) > 1 {
			t.Errorf("%s: package comments in %s: keep the one in doc.go (go doc shows them all, run together)", p.rel, strings.Join(documented, ", "))
		}
		text := doc.Text()
		named := map[string]bool{}
		var patterns []string
		for _, m := range fileName.FindAllStringSubmatch(text, -1) {
			if strings.Contains(m[1], "*") {
				patterns = append(patterns, m[1])
			} else {
				named[m[1]] = true
			}
		}
		for _, f := range p.files {
			if named[f] || f == "doc.go" {
				continue
			}
			if group(patterns, f) && generated(filepath.Join(p.dir, f)) {
				continue
			}
			t.Errorf("%s/doc.go: the file map does not name %s: add a line saying what it holds", p.rel, f)
		}
		for f := range named {
			if strings.HasSuffix(f, "_test.go") {
				continue // tests may be pointed to; they are not mapped
			}
			if _, err := os.Stat(filepath.Join(p.dir, f)); err != nil {
				t.Errorf("%s/doc.go names %s, which is not in the package: update the map", p.rel, f)
			}
		}
	}
}

func group(patterns []string, file string) bool {
	for _, pat := range patterns {
		if ok, _ := path.Match(pat, file); ok {
			return true
		}
	}
	return false
}
