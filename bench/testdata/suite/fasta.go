// fasta: generate DNA from a linear congruential generator and cumulative
// probability tables, into a byte buffer of 60-column lines, plus a repeated
// sequence; the output is counted and hashed instead of printed.
package main

import "fmt"

var size = 250000

const (
	im = 139968
	ia = 3877
	ic = 29573
)

var last = 42

func random(max float64) float64 {
	last = (last*ia + ic) % im
	return max * float64(last) / im
}

type acid struct {
	c byte
	p float64
}

var iub = []acid{
	{'a', 0.27}, {'c', 0.12}, {'g', 0.12}, {'t', 0.27},
	{'B', 0.02}, {'D', 0.02}, {'H', 0.02}, {'K', 0.02},
	{'M', 0.02}, {'N', 0.02}, {'R', 0.02}, {'S', 0.02},
	{'V', 0.02}, {'W', 0.02}, {'Y', 0.02},
}

var homo = []acid{
	{'a', 0.3029549426680}, {'c', 0.1979883004921},
	{'g', 0.1975473066391}, {'t', 0.3015094502008},
}

const alu = "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG" +
	"GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA" +
	"CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"

type sink struct {
	line  []byte
	lines int
	hash  uint32
}

func (s *sink) put(c byte) {
	s.line = append(s.line, c)
	if len(s.line) == 60 {
		s.flush()
	}
}

func (s *sink) flush() {
	for _, c := range s.line {
		s.hash = (s.hash ^ uint32(c)) * 16777619
	}
	s.hash = (s.hash ^ '\n') * 16777619
	s.lines++
	s.line = s.line[:0]
}

func repeat(s *sink, seq string, n int) {
	for i := 0; i < n; i++ {
		s.put(seq[i%len(seq)])
	}
	s.flush()
}

func randomFasta(s *sink, genes []acid, n int) {
	cum := make([]float64, len(genes))
	p := 0.0
	for i, g := range genes {
		p += g.p
		cum[i] = p
	}
	for i := 0; i < n; i++ {
		r := random(1)
		k := 0
		for k < len(cum)-1 && cum[k] < r {
			k++
		}
		s.put(genes[k].c)
	}
	s.flush()
}

func main() {
	s := &sink{hash: 2166136261}
	repeat(s, alu, 2*size)
	randomFasta(s, iub, 3*size)
	randomFasta(s, homo, 5*size)
	fmt.Println(s.lines, s.hash)
}
