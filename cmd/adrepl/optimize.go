package main

import (
	"fmt"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/kernel"
)

// :tape optimize compresses the last tape for the outputs and inputs of its
// last reverse pass, sweeps the compressed tape with the same seeds and
// checks that every gradient component has the same bits (the kernel's
// command does the same: kernel.OptimizeTape).
func cmdTapeOptimize(s *session, t *ad.Tape) error {
	out, err := kernel.OptimizeTape(s.in, t)
	if err != nil {
		return err
	}
	fmt.Fprint(s.stdout, out)
	return nil
}
