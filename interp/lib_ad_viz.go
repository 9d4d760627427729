package interp

// Package ad's part for displayable pictures (tapes, unrolled graphs, gradient-norm plots).

const vizSrc = `
`

// vizDoc documents this part's names for completion and inspection.
var vizDoc = map[string]string{}

func vizHost() map[string]*HostFunc {
	return map[string]*HostFunc{}
}
