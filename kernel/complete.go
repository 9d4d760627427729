package kernel

import (
	"encoding/json"
	"go/scanner"
	"go/token"
	"strings"
	"unicode/utf8"

	"github.com/adrepl/adrepl/interp"
)

// Cursor positions in the protocol (5.2 and later) count Unicode code
// points; the interpreter counts bytes.

func byteOffset(s string, runes int) int {
	if runes <= 0 {
		return 0
	}
	i := 0
	for n := 0; n < runes && i < len(s); n++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}

func runeOffset(s string, bytes int) int {
	if bytes > len(s) {
		bytes = len(s)
	}
	return utf8.RuneCountInString(s[:bytes])
}

// isComplete answers is_complete_request: jupyter console uses it to decide
// whether Enter runs the cell or starts a new line.
func (k *Kernel) isComplete(s *socket, m *Message) {
	var c struct {
		Code string `json:"code"`
	}
	json.Unmarshal(m.Content, &c)
	k.reply(s, m, "is_complete_reply", isCompleteContent(c.Code))
}

func isCompleteContent(code string) map[string]any {
	if isCommandCell(code) {
		return map[string]any{"status": "complete"}
	}
	if closesUnopened(code) {
		return map[string]any{"status": "invalid"}
	}
	if interp.IsComplete(code) {
		return map[string]any{"status": "complete"}
	}
	// Indent the next line one level deeper than the last one.
	last := code[strings.LastIndex(code, "\n")+1:]
	indent := last[:len(last)-len(strings.TrimLeft(last, " \t"))]
	if t := strings.TrimSpace(last); strings.HasSuffix(t, "{") || strings.HasSuffix(t, "(") || strings.HasSuffix(t, "[") {
		indent += "\t"
	}
	return map[string]any{"status": "incomplete", "indent": indent}
}

// closesUnopened reports whether code closes a bracket it never opened: no
// further line can make it valid, so Enter should run it and show the error.
func closesUnopened(code string) bool {
	var sc scanner.Scanner
	fs := token.NewFileSet()
	sc.Init(fs.AddFile("", -1, len(code)), []byte(code), func(token.Position, string) {}, 0)
	depth := 0
	for {
		_, tok, _ := sc.Scan()
		switch tok {
		case token.EOF:
			return false
		case token.LPAREN, token.LBRACE, token.LBRACK:
			depth++
		case token.RPAREN, token.RBRACE, token.RBRACK:
			if depth--; depth < 0 {
				return true
			}
		}
	}
}

// complete answers complete_request with the interpreter's candidates.
func (k *Kernel) complete(s *socket, m *Message) {
	var c struct {
		Code      string `json:"code"`
		CursorPos int    `json:"cursor_pos"`
	}
	json.Unmarshal(m.Content, &c)
	cur := byteOffset(c.Code, c.CursorPos)
	start, matches := k.in.Complete(c.Code, cur)
	if matches == nil {
		matches = []string{}
	}
	k.reply(s, m, "complete_reply", map[string]any{
		"status":       "ok",
		"matches":      matches,
		"cursor_start": runeOffset(c.Code, start),
		"cursor_end":   runeOffset(c.Code, cur),
		"metadata":     map[string]any{},
	})
}

// inspect answers inspect_request: the signature and doc of the name under
// the cursor.
func (k *Kernel) inspect(s *socket, m *Message) {
	var c struct {
		Code        string `json:"code"`
		CursorPos   int    `json:"cursor_pos"`
		DetailLevel int    `json:"detail_level"`
	}
	json.Unmarshal(m.Content, &c)
	ins, found := k.in.Inspect(c.Code, byteOffset(c.Code, c.CursorPos))
	data := map[string]any{}
	if strings.HasPrefix(ins.Doc, "func ") {
		// Library docs that start with the signature: keep the prose only.
		_, ins.Doc, _ = strings.Cut(ins.Doc, " — ")
	}
	if found {
		text := ins.Signature
		if ins.Doc != "" {
			text += "\n\n" + ins.Doc
		}
		data["text/plain"] = text
		html := "<pre>" + htmlEscape(ins.Signature) + "</pre>"
		if ins.Doc != "" {
			html += "<p>" + htmlEscape(ins.Doc) + "</p>"
		}
		data["text/html"] = html
	}
	k.reply(s, m, "inspect_reply", map[string]any{"status": "ok", "found": found, "data": data, "metadata": map[string]any{}})
}
