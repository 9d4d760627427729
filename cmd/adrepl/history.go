package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
)

// history is the REPL's history file. One entry is one line; a multi-line
// cell is written as cellPrefix and its quoted text, so that recalling it
// brings back the whole cell (readline's own file would split it into
// lines). A line can never start with '#' in Go or in a colon command.
type history struct {
	f       *os.File
	entries []string
}

const (
	cellPrefix  = "#cell "
	historyKeep = 1000 // entries kept when the file is rewritten
)

// openHistory reads the history file at path ("" for none); errors leave
// the session without history rather than stopping it.
func openHistory(path string) *history {
	h := &history{}
	if path == "" {
		return h
	}
	if data, err := os.ReadFile(path); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if e := decodeEntry(l); strings.TrimSpace(e) != "" {
				h.entries = append(h.entries, e)
			}
		}
	}
	if len(h.entries) > 2*historyKeep {
		h.entries = h.entries[len(h.entries)-historyKeep:]
		var b strings.Builder
		for _, e := range h.entries {
			b.WriteString(encodeEntry(e) + "\n")
		}
		os.WriteFile(path, []byte(b.String()), 0o600)
	}
	h.f, _ = os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	return h
}

func (h *history) add(entry string) {
	h.entries = append(h.entries, entry)
	if h.f != nil {
		w := bufio.NewWriter(h.f)
		w.WriteString(encodeEntry(entry) + "\n")
		w.Flush()
	}
}

func (h *history) close() {
	if h.f != nil {
		h.f.Close()
	}
}

func encodeEntry(e string) string {
	if strings.ContainsAny(e, "\n\r") {
		return cellPrefix + strconv.Quote(e)
	}
	return e
}

func decodeEntry(l string) string {
	l = strings.TrimSuffix(l, "\r")
	if q, ok := strings.CutPrefix(l, cellPrefix); ok {
		if e, err := strconv.Unquote(q); err == nil {
			return e
		}
	}
	return l
}

// cellPainter shows the line breaks of a recalled multi-line cell as ↵ on
// the one line readline edits (a raw '\n' would break its cursor
// arithmetic); the cell keeps its real newlines. The newline that readline
// itself adds at the end when Enter is pressed stays as it is.
type cellPainter struct{}

func (cellPainter) Paint(line []rune, _ int) []rune {
	out := line
	for i, r := range line {
		if r == '\n' && i < len(line)-1 {
			if &out[0] == &line[0] {
				out = append([]rune(nil), line...)
			}
			out[i] = '↵'
		}
	}
	return out
}
