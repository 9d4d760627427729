package interp

// Package ad's part for random state, dropout, optimizers, fixed points, persistent tapes and tape compression.

const stateSrc = `
`

// stateDoc documents this part's names for completion and inspection.
var stateDoc = map[string]string{}

func stateHost() map[string]*HostFunc {
	return map[string]*HostFunc{}
}
