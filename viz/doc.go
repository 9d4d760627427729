// Package viz draws what package ad records, so that people can see
// differentiation:
//
//   - the tape as a table (TapeTable): every entry's operation, inputs,
//     value, adjoint, source position and loop iteration;
//   - a loop unrolled into the chain of iterations it really is (Graph):
//     one column per iteration, data dependencies as edges, primal values
//     and adjoints (or tangents) on the nodes, long loops collapsed in the
//     middle;
//   - gradient norms ‖∂y/∂h_t‖ per iteration on a log axis with the fitted
//     growth and a verdict (NormPlot), and the same for a sweep over weight
//     scales, which shows the threshold at spectral norm 1 (SweepPlot).
//
// Every picture is a plain data structure built once from a tape (so it
// stays valid after the tape's memory is reused) and rendered by one
// renderer per output form, each in its own file: Text for the terminal,
// SVG for documents and notebook viewers without JavaScript (our own
// layout, no dependencies), HTML for notebooks and browsers (ECharts
// options built with go-echarts), and DOT for the graph (gonum's
// graph/encoding/dot).
//
// Package viz imports ad only. It never sees the interpreter: source
// positions come in as a func(uint32) string that renders an entry's
// opaque position as "line:col".
//
// # Offline HTML
//
// ECharts is not part of this repository, and no page ever loads it from
// the network. Every chart is a Figure: its static SVG shows until, and
// unless, the interactive chart has drawn. Page and Fragment inline a
// local copy of echarts.min.js (FindAssets: $ADREPL_ECHARTS, beside the
// executable, the paths the front end passes — where adrepl kernel
// install copies it —
// then node_modules in the working directory, the executable's directory
// or a parent); without one they carry a visible note instead, between
// the LibraryBegin and LibraryEnd comments like the library itself. The
// library is loaded at most once per document (a guard on window.echarts)
// and every chart gets a fresh element id, so several pictures in one page
// or one notebook do not clash.
//
// # Layout
//
// The unrolled graph sits on a grid: a column per iteration, one node
// wide; rows for the computation shared by several variables, then a band
// of rows per loop-carried variable holding what computes its next value,
// its own value on the band's last row. Edges run in the gaps between grid
// cells (graph_route.go), so none passes behind a node, and an edge that
// carries a variable's value runs on that variable's track in its colour;
// the SVG and the interactive chart draw the same routes. Nodes say what
// they compute with operands named by their variable ("0.9·x"), and the
// initial values of variables are named by matching the first iteration
// against the second (graph_label.go).
//
// # Files
//
// One file per picture and output form: the picture's data, then its
// _text, _svg and _html renderers:
//
//	tape.go, tape_text.go, tape_svg.go, tape_html.go          the tape table
//	graph.go, graph_text.go, graph_svg.go, graph_html.go      the unrolled loop graph
//	graph_layout.go, graph_route.go                          its grid layout and edge routes
//	graph_label.go                                           its node labels ("0.9·x"), named initial values, variable colours
//	graph_dot.go                                             its DOT form (gonum)
//	norms.go, norms_text.go, norms_svg.go, norms_html.go      the gradient-norm plot
//	sweep.go, sweep_text.go, sweep_svg.go, sweep_html.go      the weight-scale sweep
//	xyplot.go                                                an x-y line plot (ad.PlotXY)
//	chart_text.go, chart_svg.go                              log-axis line charts shared by the plots
//	svg.go                                                   the small SVG writer
//	figure.go                                                a chart with its static SVG fallback
//	page.go                                                  HTML pages and fragments, ECharts assets
//	iters.go, format.go                                      loop iterations of entries; number labels
package viz
