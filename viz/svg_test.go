package viz

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"
)

// wellFormed fails the test unless s parses as XML.
func wellFormed(t *testing.T, name, s string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	for {
		_, err := d.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s is not well-formed XML: %v", name, err)
		}
	}
}

func TestSVG(t *testing.T) {
	norms, err := NewNormPlot(tensorRNN(1.6, 20), "h")
	if err != nil {
		t.Fatal(err)
	}
	for name, svg := range map[string]string{
		"tape_scalar.svg":  NewTapeTable(scalarRNN(0.8, 4), testPos, 0).SVG(),
		"tape_elided.svg":  NewTapeTable(scalarRNN(0.8, 30), testPos, 10).SVG(),
		"graph_scalar.svg": NewGraph(scalarRNN(0.8, 4), testPos, GraphOptions{}).SVG(),
		"graph_long.svg":   NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{}).SVG(),
		"graph_nested.svg": NewGraph(nested(), testPos, GraphOptions{}).SVG(),
		"graph_tensor.svg": NewGraph(tensorRNN(1, 8), testPos, GraphOptions{}).SVG(),
		"norms_tensor.svg": norms.SVG(),
		"sweep.svg":        testSweep().SVG(),
	} {
		wellFormed(t, name, svg)
		golden(t, name, svg)
	}
}

func TestDOT(t *testing.T) {
	d, err := NewGraph(scalarRNN(0.8, 20), testPos, GraphOptions{}).DOT()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"rankdir=LR", "e0 -> e1", `kind="loop-carried"`, "collapsed"} {
		if !strings.Contains(d, want) {
			t.Errorf("DOT output lacks %q", want)
		}
	}
	golden(t, "graph_long.dot", d)
}
