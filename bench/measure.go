package bench

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Sample summarises repeated runs of one measurement: the medians of wall
// and process CPU time, and the fastest wall time (the run least disturbed
// by other processes on a shared machine).
type Sample struct{ Wall, CPU, Fastest time.Duration }

// CPUTime is the user plus system time the process has used so far.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// Measure runs f n times, each after a GC, and summarises the runs.
func Measure(n int, f func() error) (Sample, error) {
	var walls, cpus []time.Duration
	for i := 0; i < n; i++ {
		runtime.GC()
		c0, w0 := CPUTime(), time.Now()
		if err := f(); err != nil {
			return Sample{}, err
		}
		walls = append(walls, time.Since(w0))
		cpus = append(cpus, CPUTime()-c0)
	}
	return Sample{Wall: Median(walls), CPU: Median(cpus), Fastest: slices.Min(walls)}, nil
}

// Median is the median of xs (the mean of the middle two for an even
// count); xs is not modified.
func Median[T ~int64 | ~float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// Ms formats a duration in milliseconds with one decimal, as the reports do.
func Ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }

// CPUModel is the processor's model name from /proc/cpuinfo.
func CPUModel() string {
	b, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, l := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

// LoadAvg is the 1, 5 and 15 minute load averages: how busy the shared
// machine was while a report was measured.
func LoadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}

// PeakRSS is this process's peak resident set size in bytes (VmHWM of
// /proc/self/status), 0 where that file does not exist.
func PeakRSS() int64 {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseInt(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}
