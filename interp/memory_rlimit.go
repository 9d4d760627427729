//go:build !js && !wasip1

package interp

import "syscall"

// addressSpaceLimit is the process's RLIMIT_AS, when there is one.
func addressSpaceLimit() (uint64, bool) {
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) != nil || rl.Cur == ^uint64(0) || rl.Cur >= 1<<62 {
		return 0, false
	}
	return rl.Cur, true
}
