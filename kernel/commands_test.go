package kernel

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `:tape`, `:graph` and `:gradnorm h` in a cell show pictures inline, as
// display_data with the rich renderer's SVG and HTML, and the REPL's text
// as text/plain; :quit and --open are the terminal's only.
func TestPictureCommandsInCells(t *testing.T) {
	_, c, _ := start(t, Config{Render: RichRenderer(fakeAssets)})
	bundles(t, c, rnnCell)
	for _, tc := range []struct{ cmd, text string }{
		{":graph", "unrolled"},
		{":gradnorm h", "‖∂y/∂h_t‖"},
		{":tape 5", "entries elided"},
	} {
		kinds, data := bundles(t, c, tc.cmd)
		if len(kinds) != 1 || kinds[0] != "display_data" {
			t.Fatalf("%s: outputs %v", tc.cmd, kinds)
		}
		d := data[0]
		svg, _ := d["image/svg+xml"].(string)
		html, _ := d["text/html"].(string)
		text, _ := d["text/plain"].(string)
		if !strings.HasPrefix(strings.TrimSpace(svg), "<svg") || html == "" {
			t.Errorf("%s: no SVG or HTML in %v", tc.cmd, keys(d))
		}
		if !strings.Contains(text, tc.text) {
			t.Errorf("%s: text/plain lacks %q:\n%s", tc.cmd, tc.text, text)
		}
	}
	// Files are written where the kernel runs, and only there.
	dir := t.TempDir()
	t.Chdir(dir)
	if reply, _ := execute(t, c, ":graph --svg ../g.svg"); reply["status"] != "error" || !strings.Contains(reply["evalue"].(string), "refused to write ../g.svg") {
		t.Errorf(":graph --svg ../g.svg: %v", reply)
	}
	svg := "g.svg"
	reply, msgs := execute(t, c, ":graph --svg "+svg)
	if b, err := os.ReadFile(filepath.Join(dir, svg)); reply["status"] != "ok" || err != nil || !strings.HasPrefix(string(b), "<svg") {
		t.Errorf(":graph --svg: %v %v", reply, err)
	}
	for _, m := range msgs {
		if m.Header.MsgType == "stream" && content(t, m)["text"] != "wrote "+svg+"\n" {
			t.Errorf(":graph --svg prints %v", content(t, m))
		}
	}
	for code, want := range map[string]string{
		":quit":                     `:quit works in the terminal REPL only`,
		":graph --open":             "--open opens a browser from the terminal REPL",
		":gradnorm h --frob":        "options: --html FILE, --svg FILE)",
		":tape\nx := 1":             "one command a line",
		":help\n:gradnorm nosuch\n": "",
	} {
		reply, _ := execute(t, c, code)
		if want == "" {
			if reply["status"] != "ok" {
				t.Errorf("%q: %v", code, reply)
			}
			continue
		}
		if reply["status"] != "error" || !strings.Contains(reply["evalue"].(string), want) {
			t.Errorf("%q: %v, want an error with %q", code, reply, want)
		}
	}
}

// :help in a notebook lists the notebook's commands: no :quit, no --open,
// and says where files go.
func TestHelpInCells(t *testing.T) {
	_, c, _ := start(t, Config{})
	reply, msgs := execute(t, c, ":help")
	out := ""
	for _, m := range msgs {
		if m.Header.MsgType == "stream" {
			out += content(t, m)["text"].(string)
		}
	}
	if reply["status"] != "ok" || !strings.Contains(out, ":graph [--html F]") || !strings.Contains(out, "kernel's machine") {
		t.Errorf(":help: %v\n%s", reply, out)
	}
	if strings.Contains(out, ":quit") || strings.Contains(out, "--open") {
		t.Errorf(":help lists what a notebook cannot do:\n%s", out)
	}
}
