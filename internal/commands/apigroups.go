package commands

// Group is one part of the API that :help lists, with the guide that
// teaches it. Members are the package-level names it covers: :doc NAME
// points to the group's guide, and a test checks that every exported name
// of package ad is in a group, so that :help cannot fall behind the API.
type Group struct {
	Name    string
	Line    string   // one line for :help
	Guide   string   // docs/*.md
	Members []string // "ad.Grad", "display.HTML", ...
}

// Groups lists the API in the order :help shows it.
var Groups = []Group{
	{"gradients", "ad.Grad, ad.ValueAndGrad, ad.Check (against finite differences), ad.Anomaly",
		"docs/ad.md", []string{"ad.Grad", "ad.ValueAndGrad", "ad.Check", "ad.CheckResult", "ad.Anomaly",
			"ad.FixedPoint", "ad.FixedPointIters", "ad.SumPairwise", "ad.SumSequential"}},
	{"forward mode", "ad.Derivative (f'), ad.JVP (J·v)",
		"docs/ad.md", []string{"ad.Derivative", "ad.JVP"}},
	{"Jacobians", "ad.Jacobian, ad.Hessian (forward over reverse), ad.VJP (uᵀJ)",
		"docs/ad.md", []string{"ad.Jacobian", "ad.Hessian", "ad.VJP"}},
	{"tensors", "ad.Vec, ad.Mat, ad.Zeros, ad.RandN, ad.Tensor's MatVec, Tanh, Sum...",
		"docs/tensors.md", []string{"ad.Tensor", "ad.Vec", "ad.Mat", "ad.Zeros", "ad.Ones", "ad.Eye",
			"ad.RandN", "ad.RandU", "ad.FromScalars", "ad.Concat", "ad.SpectralNorm"}},
	{"checkpointing", "//ad:checkpoint loops, ad.Memory, ad.SetTapeLimit, :memory",
		"docs/checkpointing.md", []string{"ad.Memory", "ad.MemoryReport", "ad.SetTapeLimit"}},
	{"state", "ad.Record (a tape to sweep again), ad.NewAdam, ad.NewSGD, ad.Dropout",
		"docs/state.md", []string{"ad.Record", "ad.Adam", "ad.NewAdam", "ad.SGD", "ad.NewSGD",
			"ad.Dropout", "ad.DropoutSlice"}},
	{"tapes", "ad.LastTape, a Tape's Len, Bytes, Sweep; :tape shows the last one",
		"docs/tapes.md", []string{"ad.Tape", "ad.LastTape"}},
	{"pictures", "ad.TapeTable, ad.Graph, ad.Plot, ad.GradNorms, ad.PlotXY, ad.Show",
		"docs/visualizer.md", []string{"ad.Picture", "ad.TapeTable", "ad.Graph", "ad.Plot",
			"ad.NormSweep", "ad.GradNorms", "ad.Norms", "ad.Show", "ad.PlotXY"}},
	{"display", "display.HTML, display.Markdown: rich output from a cell",
		"docs/kernel.md", []string{"display.HTML", "display.Markdown"}},
}

// groupOf finds the group of a package member ("ad.Grad"), or nil.
func groupOf(name string) *Group {
	for i := range Groups {
		for _, m := range Groups[i].Members {
			if m == name {
				return &Groups[i]
			}
		}
	}
	return nil
}
