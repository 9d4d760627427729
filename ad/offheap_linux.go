//go:build linux

package ad

import (
	"runtime"
	"sync"
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

// prefault asks the prefault worker to have the kernel fault in n bytes
// at p. The worker is one goroutine on a thread of its own that the kernel
// runs only when a core would otherwise be idle (SCHED_IDLE), so that it
// takes nothing from the recording when the machine is busy; the recording
// then faults the pages in itself, as without it. A request the worker has
// no room for is dropped, for the same reason.
//
// It races with nothing: populating a page that is already there does
// nothing, and no page's contents are touched; a region unmapped
// meanwhile (the tape was collected) makes the call fail harmlessly, and
// one mapped again at the same address meanwhile only has its pages
// faulted in.
func prefault(p unsafe.Pointer, n int) {
	if n <= 0 {
		return
	}
	prefaultOnce.Do(func() {
		prefaultQ = make(chan [2]uintptr, 16)
		go prefaultWorker()
	})
	select {
	case prefaultQ <- [2]uintptr{uintptr(p), uintptr(n)}:
	default:
	}
}

var (
	prefaultOnce sync.Once
	prefaultQ    chan [2]uintptr
)

// schedIdle is SCHED_IDLE: run only when nothing else wants the core.
const schedIdle = 5

func prefaultWorker() {
	// The thread stays this goroutine's for the life of the process (it
	// is never unlocked), so that its scheduling class does not leak to
	// other goroutines.
	runtime.LockOSThread()
	tid := syscall.Gettid()
	var param [1]int32 // struct sched_param: priority 0
	if _, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle, uintptr(unsafe.Pointer(&param))); e != 0 {
		syscall.Setpriority(syscall.PRIO_PROCESS, tid, 19)
	}
	for r := range prefaultQ {
		_, _, errno := syscall.Syscall(syscall.SYS_MADVISE, r[0], r[1], madvPopulateWrite)
		if errno == syscall.EINVAL {
			noPopulate.Store(true)
		}
	}
}
