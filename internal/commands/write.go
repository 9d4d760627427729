package commands

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// Writing a picture file where placeFile put it.
//
// The walk opens each directory on the way itself (an os.Root), after
// checking with Lstat that it is a directory and not a symbolic link and
// then that the directory opened is the one checked: a link put in its
// place meanwhile is not followed. The picture goes to a new temporary
// file in the final directory (created with O_EXCL, so never an existing
// file or link) and is renamed over the name asked for only when that name
// is free or holds a file adrepl wrote: one with adrepl's marker comment
// at its top, no other hard link and no symbolic link. A failed write thus
// leaves no half picture and never changes the user's own files.

// Marker lines: the comment adrepl writes at the top of its files (after
// the <!DOCTYPE>, <?xml?> or <svg> line that comes first). A file is adrepl's,
// and may be replaced, when its first or second line is one of these.
const (
	markerXML = "<!-- written by adrepl; adrepl replaces this file when asked to write it again -->"
	markerDOT = "// written by adrepl; adrepl replaces this file when asked to write it again"
)

// marked returns the picture text s with adrepl's marker at its top.
func marked(s string) string {
	if strings.HasPrefix(s, "digraph") || strings.HasPrefix(s, "graph") || strings.HasPrefix(s, "strict") {
		return markerDOT + "\n" + s
	}
	// After a first line that must stay first (or that tools sniff: an
	// SVG file starts "<svg"), when it is whole; else on top.
	first, rest, ok := strings.Cut(s, "\n")
	if ok && (strings.HasPrefix(first, "<!DOCTYPE") || strings.HasPrefix(first, "<!doctype") || strings.HasPrefix(first, "<?xml") ||
		strings.HasPrefix(first, "<svg") && strings.HasSuffix(first, ">") && !strings.HasSuffix(first, "/>")) {
		return first + "\n" + markerXML + "\n" + rest
	}
	return markerXML + "\n" + s
}

// isMarked reports whether head, the start of a file, carries the marker.
func isMarked(head []byte) bool {
	lines := bytes.SplitN(head, []byte("\n"), 3)
	for _, l := range lines[:min(2, len(lines))] {
		l = bytes.TrimSuffix(l, []byte("\r"))
		if string(l) == markerXML || string(l) == markerDOT {
			return true
		}
	}
	return false
}

// write writes data to the file of p, replacing only a file adrepl wrote.
func (p place) write(data []byte) error {
	dir, err := p.openDir()
	if err != nil {
		return err
	}
	defer dir.Close()
	name := p.names[len(p.names)-1]
	if err := p.replaceable(dir, name); err != nil {
		return err
	}
	tmp, err := createTemp(dir, name)
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
	}
	_, werr := tmp.f.Write(data)
	if cerr := tmp.f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		// Checked again just before the rename: the name may have been
		// taken since.
		werr = p.replaceable(dir, name)
		if werr == nil {
			werr = os.Rename(p.path(tmp.name), p.path(name))
			if werr != nil {
				werr = fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(werr))
			}
		}
	} else {
		werr = fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(werr))
	}
	if werr != nil {
		dir.Remove(tmp.name)
	}
	return werr
}

// openDir opens the directory the file goes in, walking from p.base one
// directory at a time without following a symbolic link.
func (p place) openDir() (*os.Root, error) {
	r, err := os.OpenRoot(p.base)
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
	}
	for i, name := range p.names[:len(p.names)-1] {
		on := p.shown(p.names[:i+1])
		fi, err := r.Lstat(name)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			r.Close()
			return nil, fmt.Errorf("cannot write %s: the directory %s does not exist", p.file, on)
		case err != nil:
			r.Close()
			return nil, fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
		case fi.Mode()&fs.ModeSymlink != 0:
			r.Close()
			return nil, p.linkError(on)
		case !fi.IsDir():
			r.Close()
			return nil, fmt.Errorf("cannot write %s: %s is not a directory", p.file, on)
		}
		sub, err := r.OpenRoot(name)
		r.Close()
		if err != nil {
			return nil, fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
		}
		if now, err := sub.Lstat("."); err != nil || !os.SameFile(fi, now) {
			sub.Close()
			return nil, p.linkError(on) // replaced while we looked
		}
		r = sub
	}
	return r, nil
}

// path is name in the directory of p's file, spelled from p.base. The
// rename goes by path (os.Root.Rename needs go1.25; go.mod says 1.24):
// that is safe because its source, the temporary file, has a random name
// that exists only in the directory the walk opened, so a path that led
// anywhere else would fail rather than write there.
func (p place) path(name string) string {
	return filepath.Join(p.base, filepath.Join(p.names[:len(p.names)-1]...), name)
}

// shown spells the first names of p's path for a message: from "/" or
// "../.." as in the REPL, relative to the notebook's directory in a
// notebook (p.rel).
func (p place) shown(names []string) string {
	s := filepath.Join(names...)
	if !p.rel && p.base != "." {
		s = filepath.Join(p.base, s)
	}
	return s
}

// at is a path shown by shown, usable from the working directory.
func (p place) at(shown string) string {
	if p.rel {
		return filepath.Join(p.base, shown)
	}
	return shown
}

// linkError refuses a symbolic link on the way to p's file (or the file).
func (p place) linkError(on string) error {
	msg := fmt.Sprintf("refused to write %s: %s is a symbolic link, and adrepl does not write through links", p.file, on)
	if real, err := filepath.EvalSymlinks(p.at(on)); err == nil {
		msg += "; name the place it leads to instead (" + real + ")"
	}
	return errors.New(msg)
}

// replaceable checks that name in dir is free or a file adrepl wrote.
func (p place) replaceable(dir *os.Root, name string) error {
	fi, err := dir.Lstat(name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
	}
	other := fmt.Sprintf("choose another name (for example %s) or remove it first", another(name))
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		return p.linkError(p.shown(p.names))
	case fi.IsDir():
		return fmt.Errorf("refused to write %s: it is a directory", p.file)
	case !fi.Mode().IsRegular():
		return fmt.Errorf("refused to write %s: it exists and is not a regular file; %s", p.file, other)
	case links(fi) > 1:
		return fmt.Errorf("refused to write %s: it has other hard links, so writing it would change a file elsewhere; %s", p.file, other)
	}
	f, err := dir.OpenFile(name, os.O_RDONLY|oNoFollow, 0)
	if err != nil {
		return fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
	}
	defer f.Close()
	head := make([]byte, 512)
	n, err := io.ReadFull(f, head)
	if err != nil && err != io.ErrUnexpectedEOF && err != io.EOF {
		return fmt.Errorf("cannot write %s: %v", p.file, unwrapPath(err))
	}
	if now, err := f.Stat(); err != nil || !os.SameFile(fi, now) {
		return fmt.Errorf("refused to write %s: it changed while adrepl looked at it; %s", p.file, other)
	}
	if !isMarked(head[:n]) {
		return fmt.Errorf("refused to write %s: it exists and adrepl did not write it; %s", p.file, other)
	}
	return nil
}

// another suggests a free-sounding name beside name: plot.svg -> plot-2.svg.
func another(name string) string {
	ext := filepath.Ext(name)
	return strings.TrimSuffix(name, ext) + "-2" + ext
}

// tempFile is a new file in the directory of the picture.
type tempFile struct {
	f    *os.File
	name string
}

// createTemp creates a new file beside name that nothing else can be:
// O_EXCL fails on any existing name, a symbolic link included.
func createTemp(dir *os.Root, name string) (tempFile, error) {
	for range 100 {
		var b [6]byte
		rand.Read(b[:])
		tmp := ".adrepl-" + hex.EncodeToString(b[:]) + "-" + short(name) + ".tmp"
		f, err := dir.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNoFollow, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return tempFile{}, err
		}
		return tempFile{f, tmp}, nil
	}
	return tempFile{}, errors.New("no free temporary name")
}

// short is name cut to at most 64 bytes (whole runes), so that the
// temporary name stays within the system's limit when name itself does.
func short(name string) string {
	for len(name) > 64 {
		_, n := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-n]
	}
	return name
}

// unwrapPath drops the operation and path of an *fs.PathError, whose path
// is the internal one of the walk; the messages name the user's file.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}
