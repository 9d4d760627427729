package bench

import (
	"embed"
	"io"
	"regexp"
	"strings"
)

//go:generate go run ../internal/gensuite

// The extended suite (issue 31): programs written from well-known benchmark
// families rather than for adrepl, each a file of testdata/suite/ that is valid Go,
// with its size on the line `var size = N`. internal/gensuite writes each
// one's native twin into suite_gen.go from the same file, so the native
// reference and the interpreted program cannot drift apart.
//
//go:embed testdata/suite/*.go
var suiteFS embed.FS

// suiteTable is the suite in table order: name, key, file, size, and the
// sizes of the scaling table.
var suiteTable = []struct {
	name, key, file string
	n               int
	scale           []int
}{
	{"n-body", "NBody", "nbody.go", 100_000, nil},
	{"spectral norm", "SpectralNorm", "spectralnorm.go", 200, nil},
	{"fannkuch-redux", "Fannkuch", "fannkuch.go", 8, nil},
	{"binary trees", "BinaryTrees", "binarytrees.go", 12, nil},
	{"mandelbrot", "Mandelbrot", "mandelbrot.go", 200, nil},
	{"fasta", "Fasta", "fasta.go", 100_000, nil},
	{"k-nucleotide", "KNucleotide", "knucleotide.go", 100_000, nil},
	{"interface dispatch", "Dispatch", "dispatch.go", 300_000, nil},
	{"byte hashing", "Hashing", "hashing.go", 65536, nil},
	{"string building", "StrBuild", "strbuild.go", 100_000, nil},
	{"generic containers", "Generics", "generics.go", 20_000, nil},
	{"recursion over slices", "RecSlices", "recslices.go", 50_000, nil},
}

var sizeLine = regexp.MustCompile(`(?m)^var size = \d+$`)

// Programs holds the suite after the original ten (and before nothing
// else): the reports, TestProgramsAgree and BenchmarkPrograms run them all.
func init() { Programs = append(Programs, SuitePrograms...) }

// SuitePrograms are the extended suite's programs, also at the end of
// Programs.
var SuitePrograms = func() []*Program {
	var ps []*Program
	for _, r := range suiteTable {
		b, err := suiteFS.ReadFile("testdata/suite/" + r.file)
		if err != nil {
			panic(err)
		}
		src := string(b)
		if len(sizeLine.FindAllString(src, -1)) != 1 {
			panic("bench: testdata/suite/" + r.file + " needs exactly one line `var size = N`")
		}
		tmpl := sizeLine.ReplaceAllString(src, "var size = SIZE")
		twin := suiteNatives[r.file]
		if twin == nil {
			panic("bench: testdata/suite/" + r.file + " has no native twin: run go generate ./bench")
		}
		ps = append(ps, program(r.name, r.key, tmpl, func(n int) any { return runTwin(twin, n) }, r.n, r.scale...))
	}
	return ps
}()

// printed is what a program printed, shown as Println shows a value: so
// that NativeN, which adds a newline, writes exactly the program's output.
type printed string

func (p printed) String() string { return strings.TrimSuffix(string(p), "\n") }

// runTwin runs a native twin at size n and returns its output.
func runTwin(twin func(io.Writer, int), n int) any {
	var b strings.Builder
	twin(&b, n)
	return printed(b.String())
}
