package viz

import (
	"strings"
	"testing"
)

func TestTapeTableText(t *testing.T) {
	tp := scalarRNN(0.8, 4)
	got := NewTapeTable(tp, testPos, 0).Text()
	// The REPL's :tape and this table agree, row for row.
	var want strings.Builder
	tp.View().Table(&want, 0, testPos)
	if got != want.String() {
		t.Errorf("viz table differs from ad's:\n%s\nwant:\n%s", got, want.String())
	}
	golden(t, "tape_scalar.txt", got)
	golden(t, "tape_elided.txt", NewTapeTable(scalarRNN(0.8, 30), testPos, 10).Text())
	golden(t, "tape_forward.txt", NewTapeTable(nested(), testPos, 0).Text())
}

func TestGraphText(t *testing.T) {
	golden(t, "graph_scalar.txt", NewGraph(scalarRNN(0.8, 4), testPos, GraphOptions{}).Text())
	golden(t, "graph_long.txt", NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{}).Text())
	golden(t, "graph_tensor.txt", NewGraph(tensorRNN(1, 8), testPos, GraphOptions{}).Text())
	golden(t, "graph_nested.txt", NewGraph(nested(), testPos, GraphOptions{}).Text())
}

func TestNormPlotText(t *testing.T) {
	p, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "norms_tensor.txt", p.Text())
	p, err = NewNormPlot(scalarRNN(0.5, 12))
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "norms_scalar.txt", p.Text())
}

func TestSweepText(t *testing.T) {
	golden(t, "sweep.txt", testSweep().Text())
}

func testSweep() *SweepPlot {
	var runs []SweepRun
	for _, s := range []float64{0.3, 0.6, 0.9, 1.2} {
		p, err := NewNormPlot(tensorRNN(s, 12), "h")
		if err != nil {
			panic(err)
		}
		runs = append(runs, SweepRun{Scale: s, Spectral: p.Spectral, Series: p.Series[0]})
	}
	return NewSweepPlot("h", runs)
}
