//go:build unix

package commands

import (
	"io/fs"
	"syscall"
)

// oNoFollow makes opening a symbolic link fail instead of following it.
const oNoFollow = syscall.O_NOFOLLOW

// links is the number of hard links of the file fi describes.
func links(fi fs.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
