package interp

import (
	"os"
	"strconv"
	"strings"
	"sync"
)

// What the process may really use: the smallest of the address-space
// rlimit, the cgroup's memory limit (v2 memory.max, v1
// memory.limit_in_bytes) and physical memory. The default budget leaves a
// quarter of it (and, under an address-space cap, the Go runtime's own
// reservations) to the host.

var (
	limitOnce sync.Once
	limitVal  int64
	limitFrom string
)

// MemoryAvailable is the memory the process may use and where that figure
// comes from ("RLIMIT_AS", "cgroup", "RAM"); 0 when nothing is known.
func MemoryAvailable() (int64, string) {
	limitOnce.Do(func() { limitVal, limitFrom = memoryAvailable() })
	return limitVal, limitFrom
}

// asReserve is what a Go process maps besides its heap (runtime arenas
// metadata, stacks, binary): address space an RLIMIT_AS must leave.
const asReserve = 1 << 30

func memoryAvailable() (int64, string) {
	best, from := int64(0), ""
	take := func(n int64, what string) {
		if n > 0 && (best == 0 || n < best) {
			best, from = n, what
		}
	}
	take(hostRAM(), "RAM")
	if n := cgroupLimit(); n > 0 {
		take(n, "cgroup")
	}
	if cur, ok := addressSpaceLimit(); ok {
		// The heap gets about half of what is left after the runtime's
		// reservations: the allocator maps arenas and their metadata ahead
		// of use, and freed spans stay mapped until they are scavenged.
		take(max((int64(cur)-asReserve)/2, 64<<20), "RLIMIT_AS")
	}
	return best, from
}

// cgroupLimit reads the memory limit of the process's cgroup (0 if none).
func cgroupLimit() int64 {
	read := func(p string) int64 {
		b, err := os.ReadFile(p)
		if err != nil {
			return 0
		}
		s := strings.TrimSpace(string(b))
		if s == "max" {
			return 0
		}
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n <= 0 || n >= 1<<60 {
			return 0 // v1 reports "no limit" as a huge number
		}
		return n
	}
	// The process's own cgroup path, for v2 and v1.
	b, _ := os.ReadFile("/proc/self/cgroup")
	best := int64(0)
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.SplitN(line, ":", 3)
		if len(f) != 3 {
			continue
		}
		var p string
		switch {
		case f[0] == "0" && f[1] == "":
			p = "/sys/fs/cgroup" + f[2] + "/memory.max"
		case strings.Contains(","+f[1]+",", ",memory,"):
			p = "/sys/fs/cgroup/memory" + f[2] + "/memory.limit_in_bytes"
		default:
			continue
		}
		if n := read(p); n > 0 && (best == 0 || n < best) {
			best = n
		}
	}
	for _, p := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		if n := read(p); n > 0 && (best == 0 || n < best) {
			best = n
		}
	}
	return best
}

// DefaultMemoryBudget is three quarters of MemoryAvailable (4 GiB when
// nothing is known), at least 64 MiB.
func DefaultMemoryBudget() int64 {
	n, _ := MemoryAvailable()
	if n == 0 {
		return 4 << 30
	}
	return max(n/4*3, 64<<20)
}
