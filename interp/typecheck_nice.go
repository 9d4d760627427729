//go:build linux

package interp

import "syscall"

// checkAside: type checks run on a goroutine that an interrupt abandons
// (typecheck_aside.go).
const checkAside = true

func threadID() int { return syscall.Gettid() }

// checkNice lowers the OS thread tid to nice 19 (Linux's setpriority on a
// thread id affects that thread alone).
func checkNice(tid int) { _ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, 19) }
