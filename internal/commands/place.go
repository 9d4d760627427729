package commands

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// In a notebook, the picture commands' files (--html/--svg/--dot FILE) go
// only under the kernel's working directory, the notebook's own directory
// as Jupyter starts kernels: a cell must not write over ~/.bashrc. Paths
// that climb out with "..", absolute paths elsewhere and symbolic links
// (of the file or of a directory on its way) that lead out are refused
// with an error saying so. The terminal REPL writes where its user asks:
// there the user has the shell anyway.

// placeFile returns the path to write file to, or an error when the front
// end keeps files in their place and file is outside it.
func (c *call) placeFile(file string) (string, error) {
	if c.fe != Kernel {
		return file, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("cannot write %s: the working directory is unknown: %v", file, err)
	}
	return placeUnder(dir, file)
}

// placeUnder checks that file (relative to dir, or absolute) names a file
// inside dir once every symbolic link is followed, and returns its path.
func placeUnder(dir, file string) (string, error) {
	refuse := func(why string) (string, error) {
		return "", fmt.Errorf("refused to write %s: %s; in a notebook, files go under the notebook's directory %s", file, why, dir)
	}
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	path := file
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	path = filepath.Clean(path)
	if !inside(dir, path) && !inside(root, path) {
		return refuse("it is outside that directory")
	}
	// Follow the links of the directories on the way, then of the file
	// itself when it exists.
	parent, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("cannot write %s: its directory does not exist", file)
		}
		return "", err
	}
	if !inside(root, parent) {
		return refuse("a symbolic link on its way leads outside that directory")
	}
	target := filepath.Join(parent, filepath.Base(path))
	if fi, err := os.Lstat(target); err == nil {
		if fi.Mode()&fs.ModeSymlink != 0 {
			real, err := filepath.EvalSymlinks(target)
			if err != nil || !inside(root, real) {
				return refuse("it is a symbolic link that leads outside that directory")
			}
			target = real
		}
		if fi, err := os.Stat(target); err == nil && !fi.Mode().IsRegular() {
			return refuse("it is not a regular file")
		}
	}
	return target, nil
}

// inside reports whether path is root or below it (both clean).
func inside(root, path string) bool {
	rel, err := filepath.Rel(root, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && !filepath.IsAbs(rel)
}
