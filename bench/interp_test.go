package bench

import (
	"io"
	"testing"
)

// BenchmarkPrograms runs every program natively and interpreted by adrepl,
// side by side: BenchmarkPrograms/FloatLoop/native, .../adrepl, and so on.
// The adrepl sub-benchmarks time main() alone (see Session); the program
// is parsed, checked and compiled once, by RunFile, before the timer starts.
// Every iteration checks that both print the same line.
func BenchmarkPrograms(b *testing.B) {
	for _, p := range Programs {
		want := p.NativeOutput()
		b.Run(p.Key+"/native", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.Native(io.Discard)
			}
		})
		b.Run(p.Key+"/adrepl", func(b *testing.B) {
			s, err := Load(p)
			if err != nil {
				b.Fatal(err)
			}
			if err := p.Check(want, s.First); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				got, err := s.Run()
				if err != nil {
					b.Fatal(err)
				}
				if err := p.Check(want, got); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRunFile times the whole RunFile of each program in a fresh
// interpreter: parse, type-check, compile and run.
func BenchmarkRunFile(b *testing.B) {
	for _, p := range Programs {
		want := p.NativeOutput()
		b.Run(p.Key, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				s, err := Load(p)
				if err != nil {
					b.Fatal(err)
				}
				if err := p.Check(want, s.First); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestProgramsAgree runs each program once both ways (quick: a fraction of
// a second natively, a few seconds interpreted) so that go test ./... catches
// a disagreement without -bench.
func TestProgramsAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the benchmark programs")
	}
	for _, p := range Programs {
		t.Run(p.Key, func(t *testing.T) {
			s, err := Load(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Check(p.NativeOutput(), s.First); err != nil {
				t.Fatal(err)
			}
			// The smallest size of the scaling table: Source and NativeN
			// agree on what the size means.
			if len(p.Scale) > 0 {
				n := p.Scale[0]
				s, err := LoadN(p, n)
				if err != nil {
					t.Fatal(err)
				}
				if err := p.Check(p.NativeOutputN(n), s.First); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}
