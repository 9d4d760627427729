//go:build linux

package ad

import (
	"sync/atomic"
	"syscall"
	"unsafe"
)

const hugePage = 2 << 20

// mapsChunks: full chunks are mapped outside the Go heap here.
const mapsChunks = true

// mapMem maps n bytes (a multiple of 4 KiB) starting on a 2 MiB boundary
// and advises the whole huge pages among them as huge (the tail, if any,
// stays in small pages, so that it costs only what is touched). It returns
// nil when the system refuses.
func mapMem(n int) unsafe.Pointer {
	size := uintptr(n) + hugePage // room to align
	r, _, errno := syscall.Syscall6(syscall.SYS_MMAP, 0, size,
		syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANONYMOUS, ^uintptr(0), 0)
	if errno != 0 {
		return nil
	}
	al := (r + hugePage - 1) &^ (hugePage - 1)
	if al > r {
		syscall.Syscall(syscall.SYS_MUNMAP, r, al-r, 0)
	}
	if end, e := r+size, al+uintptr(n); end > e {
		syscall.Syscall(syscall.SYS_MUNMAP, e, end-e, 0)
	}
	if h := uintptr(n) &^ (hugePage - 1); h > 0 {
		syscall.Syscall(syscall.SYS_MADVISE, al, h, syscall.MADV_HUGEPAGE) // a hint: failure is harmless
	}
	// The address is outside the Go heap, so holding it as a pointer is
	// safe; the conversion goes through memory because it is not one of
	// the forms of unsafe.Pointer arithmetic that vet accepts.
	return *(*unsafe.Pointer)(unsafe.Pointer(&al))
}

func unmapMem(p unsafe.Pointer, n int) {
	syscall.Syscall(syscall.SYS_MUNMAP, uintptr(p), uintptr(n), 0)
}

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14): fault pages in,
// writable, as writing to each would, without changing any contents.
const madvPopulateWrite = 23

// noPopulate is set when the kernel does not know MADV_POPULATE_WRITE:
// then nothing is mapped ahead.
var noPopulate atomic.Bool

func prefaults() bool { return !noPopulate.Load() }

// prefault has the kernel fault in n bytes at p on a goroutine of its own.
// It races with nothing: populating a page that is already there does
// nothing, and its contents are not touched; a region unmapped meanwhile
// (the tape was collected) makes the call fail harmlessly.
func prefault(p unsafe.Pointer, n int) {
	if n <= 0 {
		return
	}
	a := uintptr(p)
	go func() {
		_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, a, uintptr(n), madvPopulateWrite)
		if errno == syscall.EINVAL {
			noPopulate.Store(true)
		}
	}()
}
