package interp

// Package ad's part for checkpointing, memory accounting and the tape limit.

const ckptSrc = `
`

// ckptDoc documents this part's names for completion and inspection.
var ckptDoc = map[string]string{}

func ckptHost() map[string]*HostFunc {
	return map[string]*HostFunc{}
}
