//go:build !linux

package ad

import "unsafe"

const mapsChunks = false

// mapMem maps nothing elsewhere: chunks stay on the Go heap.
func mapMem(n int) unsafe.Pointer { return nil }

func unmapMem(p unsafe.Pointer, n int) {}

func prefaults() bool { return false }

func prefault(p unsafe.Pointer, n int) {}
