package main

import (
	"fmt"

	"github.com/adrepl/adrepl/interp"
)

// sizeFlag is a flag.Value for a byte size such as 64MiB (interp.ParseBytes);
// 0 means the default of whatever it sets.
type sizeFlag int64

func (f *sizeFlag) String() string { return fmt.Sprint(int64(*f)) }

func (f *sizeFlag) Set(s string) error {
	n, err := interp.ParseBytes(s)
	if err != nil {
		return err
	}
	if n < 1<<10 {
		return fmt.Errorf("%s is too small (at least 1KiB)", s)
	}
	*f = sizeFlag(n)
	return nil
}
