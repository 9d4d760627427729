package kernel

import (
	"encoding/json"
	"regexp"
	"strings"
)

// historyEntry is one executed cell. History lives as long as the kernel
// process: session number 0 is "this session", as in IPython's replies.
type historyEntry struct {
	line   int
	input  string
	output string // the text/plain of the cell's results, for output=true requests
}

type historyRequest struct {
	Output         bool   `json:"output"`
	Raw            bool   `json:"raw"`
	HistAccessType string `json:"hist_access_type"` // "range", "tail", "search"
	Session        int    `json:"session"`
	Start          int    `json:"start"`
	Stop           int    `json:"stop"`
	N              int    `json:"n"`
	Pattern        string `json:"pattern"`
	Unique         bool   `json:"unique"`
}

func (k *Kernel) historyReply(s *socket, m *Message) {
	var req historyRequest
	json.Unmarshal(m.Content, &req)
	k.reply(s, m, "history_reply", map[string]any{"status": "ok", "history": k.historyList(req)})
}

// historyList selects entries as [session, line, input] triples.
func (k *Kernel) historyList(req historyRequest) [][3]any {
	out := [][3]any{}
	add := func(e historyEntry) {
		if req.Output {
			var o any // null when the cell had no result
			if e.output != "" {
				o = e.output
			}
			out = append(out, [3]any{0, e.line, []any{e.input, o}})
			return
		}
		out = append(out, [3]any{0, e.line, e.input})
	}
	switch req.HistAccessType {
	case "tail", "":
		n := req.N
		if n <= 0 || n > len(k.history) {
			n = len(k.history)
		}
		for _, e := range k.history[len(k.history)-n:] {
			add(e)
		}
	case "range":
		for _, e := range k.history {
			if e.line >= req.Start && (req.Stop <= 0 || e.line < req.Stop) {
				add(e)
			}
		}
	case "search":
		pat := req.Pattern
		if pat == "" {
			pat = "*"
		}
		re := globRegexp(pat)
		seen := map[string]bool{}
		for i := len(k.history) - 1; i >= 0; i-- {
			e := k.history[i]
			if !re.MatchString(e.input) {
				continue
			}
			if req.Unique && seen[e.input] {
				continue
			}
			seen[e.input] = true
			add(e)
		}
		// Newest last, as the other kinds; at most n.
		for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
			out[i], out[j] = out[j], out[i]
		}
		if req.N > 0 && len(out) > req.N {
			out = out[len(out)-req.N:]
		}
	}
	return out
}

// globRegexp compiles a history search pattern: * matches any text (also
// across lines and slashes), ? one character.
func globRegexp(pat string) *regexp.Regexp {
	q := regexp.QuoteMeta(pat)
	q = strings.ReplaceAll(q, `\*`, ".*")
	q = strings.ReplaceAll(q, `\?`, ".")
	return regexp.MustCompile("(?s)^" + q + "$")
}
