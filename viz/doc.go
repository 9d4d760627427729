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
// ECharts is not part of this repository. Page and Fragment inline a local
// copy of echarts.min.js so that pages render with no network: the file
// named by $ADREPL_ECHARTS, else node_modules/echarts/dist/echarts.min.js
// in the working directory or any parent (npm install at the repository
// root puts it there, from package.json). When no copy is found the page
// refers to the CDN and Assets reports a warning saying how to get one.
// The library is loaded at most once per document (a guard on
// window.echarts) and every chart gets a fresh element id, so several
// pictures in one page or one notebook do not clash.
package viz
