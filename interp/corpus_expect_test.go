package interp_test

// The format of the corpus programs' expectations (testdata/README.md): the
// trailing "// Output:" and "// Error:" comment blocks, parsed and rendered
// back, and the line diff the corpus tests report with.

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// expectation is the parsed trailing comment block of a corpus program.
type expectation struct {
	Body      string   // the program without its expectation blocks (ends with "\n")
	HasOutput bool     // an "// Output:" block is present
	Output    []string // its lines
	HasError  bool     // an "// Error:" block is present
	Error     []string // its lines: substrings of the expected error text
}

const (
	outputHeader = "// Output:"
	errorHeader  = "// Error:"
)

// Stdout is the exact standard output the Output block describes.
func (e *expectation) Stdout() string {
	if len(e.Output) == 0 {
		return ""
	}
	return strings.Join(e.Output, "\n") + "\n"
}

var typeErrorPos = regexp.MustCompile(`\.go:\d+:\d+: `)

// Kind classifies a program by its Error block.
type corpusKind int

const (
	kindRuns        corpusKind = iota // valid Go the toolchain can run: Output, maybe a panic
	kindTypeError                     // rejected by go/types: Error lines hold "file.go:L:C: msg"
	kindUnsupported                   // valid Go adrepl refuses: "not supported yet", "not available in adrepl"
)

func (e *expectation) Kind() corpusKind {
	for _, l := range e.Error {
		if typeErrorPos.MatchString(l) {
			return kindTypeError
		}
	}
	for _, l := range e.Error {
		if strings.Contains(l, "not supported yet") || strings.Contains(l, "not available in adrepl") {
			return kindUnsupported
		}
	}
	return kindRuns
}

// parseExpectation splits a corpus file into the program and its trailing
// expectation blocks: the trailing run of "//" lines, from the first
// "// Output:" or "// Error:" header in it.
func parseExpectation(src string) (*expectation, error) {
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	start := len(lines)
	for start > 0 && strings.HasPrefix(lines[start-1], "//") {
		start--
	}
	hdr := -1
	for i := start; i < len(lines); i++ {
		if lines[i] == outputHeader || lines[i] == errorHeader {
			hdr = i
			break
		}
	}
	if hdr < 0 {
		return nil, errors.New("no trailing // Output: or // Error: block")
	}
	e := &expectation{Body: strings.TrimRight(strings.Join(lines[:hdr], "\n"), "\n") + "\n"}
	var cur *[]string
	for _, l := range lines[hdr:] {
		switch {
		case l == outputHeader:
			if e.HasOutput || e.HasError {
				return nil, errors.New("// Output: must come first and only once")
			}
			e.HasOutput, cur = true, &e.Output
		case l == errorHeader:
			if e.HasError {
				return nil, errors.New("duplicate // Error: block")
			}
			e.HasError, cur = true, &e.Error
		case l == "//":
			*cur = append(*cur, "")
		case strings.HasPrefix(l, "// "):
			*cur = append(*cur, l[3:])
		default:
			return nil, fmt.Errorf("malformed expectation line %q (want \"// text\" or \"//\")", l)
		}
	}
	if e.HasError {
		for len(e.Error) > 0 && e.Error[len(e.Error)-1] == "" {
			e.Error = e.Error[:len(e.Error)-1]
		}
		if len(e.Error) == 0 {
			return nil, errors.New("empty // Error: block")
		}
		for _, l := range e.Error {
			if l == "" {
				return nil, errors.New("empty line inside // Error: block")
			}
		}
	}
	return e, nil
}

// format renders the program followed by its expectation blocks.
func (e *expectation) format() string {
	var b strings.Builder
	b.WriteString(e.Body)
	b.WriteString("\n")
	if e.HasOutput || len(e.Output) > 0 || !e.HasError {
		b.WriteString(outputHeader + "\n")
		for _, l := range e.Output {
			if l == "" {
				b.WriteString("//\n")
			} else {
				b.WriteString("// " + l + "\n")
			}
		}
	}
	if e.HasError {
		b.WriteString(errorHeader + "\n")
		for _, l := range e.Error {
			b.WriteString("// " + l + "\n")
		}
	}
	return b.String()
}

type corpusFile struct {
	Name string // base name, e.g. "slice_append_grow.go"
	Path string
	Src  string
	Exp  *expectation
}

// lineDiff renders a line diff of want and got, "-" for lines only in want,
// "+" for lines only in got.
func lineDiff(want, got string) string {
	var note string
	if want != "" && got != "" && strings.HasSuffix(want, "\n") != strings.HasSuffix(got, "\n") {
		note = "(one of the outputs lacks a final newline)\n"
	}
	a := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	b := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if want == "" {
		a = nil
	}
	if got == "" {
		b = nil
	}
	if len(a)*len(b) > 4_000_000 {
		return fmt.Sprintf("want:\n%s\ngot:\n%s", want, got)
	}
	// Longest common subsequence, by dynamic programming from the end.
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var sb strings.Builder
	sb.WriteString(note)
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			fmt.Fprintf(&sb, "  %q\n", a[i])
			i, j = i+1, j+1
		case j < len(b) && (i == len(a) || lcs[i][j+1] >= lcs[i+1][j]):
			fmt.Fprintf(&sb, "+ %q\n", b[j])
			j++
		default:
			fmt.Fprintf(&sb, "- %q\n", a[i])
			i++
		}
	}
	return sb.String()
}

// readCorpusFiles reads and parses the programs at paths, sorted.
func readCorpusFiles(t *testing.T, paths []string) []corpusFile {
	t.Helper()
	sort.Strings(paths)
	var files []corpusFile
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		e, err := parseExpectation(string(src))
		if err != nil {
			t.Errorf("%s: %v", p, err)
			continue
		}
		files = append(files, corpusFile{Name: filepath.Base(p), Path: p, Src: string(src), Exp: e})
	}
	return files
}
