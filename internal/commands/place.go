package commands

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Where the picture commands' files (--html/--svg/--dot FILE) may go.
//
// In a notebook they go only under the kernel's working directory, the
// notebook's own directory as Jupyter starts kernels: a cell must not
// write over ~/.bashrc. Names that climb out with "..", and absolute names
// elsewhere, are refused. In every front end (the terminal REPL too) a
// picture is written only where the user plainly asked for one: never to
// a dotfile or into a dot directory (.ssh/authorized_keys), never through a
// symbolic link (of the file or of any directory on its way) and never
// over a file that adrepl did not write itself (write.go says how the
// writing itself keeps to that).

// place is where a picture file goes: a directory to start from and the
// names below it, each one directory and the last the file.
type place struct {
	file  string   // the name as the user wrote it, for messages
	base  string   // the directory the walk starts from: ".", "/", "../.." or the notebook's
	names []string // the components below base (no ".", ".." or empty ones)
	rel   bool     // messages name directories relative to base (a notebook's)
}

// placeFile works out where file goes in c's front end, or why it may not
// be written.
func (c *call) placeFile(file string) (place, error) {
	if file == "" {
		return place{}, fmt.Errorf("refused to write a file with an empty name")
	}
	if c.fe != Kernel {
		return placeAnywhere(file)
	}
	dir, err := os.Getwd()
	if err != nil {
		return place{}, fmt.Errorf("cannot write %s: the working directory is unknown: %v", file, err)
	}
	return placeUnder(dir, file)
}

// placeAnywhere is the REPL's place for file: relative to the working
// directory (leading ".." climb above it, as in the shell) or absolute.
func placeAnywhere(file string) (place, error) {
	p := place{file: file, base: "."}
	path := filepath.Clean(file)
	if filepath.IsAbs(path) {
		p.base = filepath.VolumeName(path) + string(filepath.Separator)
		path = strings.TrimPrefix(path[len(filepath.VolumeName(path)):], string(filepath.Separator))
	} else {
		// A cleaned relative name has its ".." in front only.
		for path == ".." || strings.HasPrefix(path, ".."+string(filepath.Separator)) {
			if p.base == "." {
				p.base = ".."
			} else {
				p.base = filepath.Join(p.base, "..")
			}
			path = strings.TrimPrefix(strings.TrimPrefix(path, ".."), string(filepath.Separator))
		}
	}
	return p.split(path)
}

// placeUnder is the notebook's place for file: it must name a file below
// dir, the notebook's directory.
func placeUnder(dir, file string) (place, error) {
	p := place{file: file, base: dir, rel: true}
	path := file
	if filepath.IsAbs(path) {
		// An absolute name is fine if it is below dir, as dir is spelled
		// or as it really is (dir may be reached through a link).
		rel, ok := below(dir, path)
		if !ok {
			if real, err := filepath.EvalSymlinks(dir); err == nil {
				rel, ok = below(real, path)
			}
		}
		if !ok {
			return place{}, p.outside()
		}
		path = rel
	}
	path = filepath.Clean(path)
	if !filepath.IsLocal(path) {
		return place{}, p.outside()
	}
	return p.split(path)
}

// outside is the error of a notebook file outside the notebook's directory.
func (p place) outside() error {
	return fmt.Errorf("refused to write %s: it is outside the notebook's directory %s; in a notebook, files go under that directory (a name such as plot.svg or pictures/plot.svg)", p.file, p.base)
}

// below returns path relative to root when it is root or below it.
func below(root, path string) (string, bool) {
	rel, err := filepath.Rel(filepath.Clean(root), filepath.Clean(path))
	if err != nil || !filepath.IsLocal(rel) {
		return "", false
	}
	return rel, true
}

// split fills in p.names from a clean path relative to p.base and refuses
// dotfiles: a name whose file or directory on the way starts with '.' is
// one the user keeps for programs (.bashrc, .ssh, .git), not a picture.
func (p place) split(path string) (place, error) {
	if path == "." || path == "" {
		return place{}, fmt.Errorf("refused to write %s: it names a directory, not a file", p.file)
	}
	for _, name := range strings.Split(path, string(filepath.Separator)) {
		if strings.HasPrefix(name, ".") {
			return place{}, fmt.Errorf("refused to write %s: %s starts with '.', and pictures are not written as dotfiles or into dot directories; choose a name such as %s", p.file, name, suggest(path))
		}
		p.names = append(p.names, name)
	}
	return p, nil
}

// suggest is a name like path without its dots: .bashrc -> bashrc.html.
func suggest(path string) string {
	base := strings.TrimLeft(filepath.Base(path), ".")
	if base == "" {
		base = "picture"
	}
	if filepath.Ext(base) == "" {
		base += ".html"
	}
	return base
}
