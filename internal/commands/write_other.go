//go:build !unix

package commands

import "io/fs"

// Without O_NOFOLLOW (Windows, the WebAssembly playground, which has no
// files), the Lstat checks in write.go refuse links.
const oNoFollow = 0

// links reports 1: there is no portable link count here.
func links(fs.FileInfo) uint64 { return 1 }
