package kernel

import (
	"strings"
	"testing"
	"time"
)

// outputs gathers a request's stream text and execute_result texts.
func outputs(t *testing.T, msgs []*Message) (stdout, stderr string, results []string) {
	t.Helper()
	for _, m := range msgs {
		c := content(t, m)
		switch m.Header.MsgType {
		case "stream":
			if c["name"] == "stdout" {
				stdout += c["text"].(string)
			} else {
				stderr += c["text"].(string)
			}
		case "execute_result":
			results = append(results, c["data"].(map[string]any)["text/plain"].(string))
		}
	}
	return
}

// Only the last bare expression of a cell is an execute_result.
func TestKernelOnlyLastExpression(t *testing.T) {
	_, c, _ := start(t, Config{})
	_, msgs := execute(t, c, "x := 2\nx\nx * 10\nx * 21")
	if _, _, res := outputs(t, msgs); len(res) != 1 || res[0] != "42 (int)" {
		t.Errorf("results %q, want only the last expression's", res)
	}
}

// :time in a notebook times the rest of the cell (IPython's %%time).
func TestKernelTime(t *testing.T) {
	_, c, _ := start(t, Config{})
	reply, msgs := execute(t, c, ":time\nf := func(x float64) float64 { return x * x }\nad.Grad(f)(3)")
	stdout, _, res := outputs(t, msgs)
	if reply["status"] != "ok" || len(res) != 1 || res[0] != "6 (float64)" ||
		!strings.HasPrefix(stdout, "wall time ") || !strings.Contains(stdout, "tape: 2 entries") {
		t.Errorf(":time cell: %v, results %q, stdout %q", reply["status"], res, stdout)
	}
	// The code's declarations persist, as in any cell.
	if _, msgs := execute(t, c, "f(4)"); !strings.Contains(strings.Join(func() []string { _, _, r := outputs(t, msgs); return r }(), ""), "16 (float64)") {
		t.Errorf("f after :time: %v", types(msgs))
	}
}

// An interrupt wakes time.Sleep at once.
func TestKernelInterruptSleep(t *testing.T) {
	_, c, _ := start(t, Config{})
	id, _ := c.Send(c.Shell, "execute_request", map[string]any{"code": "time.Sleep(50 * time.Second)"})
	time.Sleep(300 * time.Millisecond)
	start := time.Now()
	if _, err := c.Request(c.Control, "interrupt_request", nil, timeout); err != nil {
		t.Fatal(err)
	}
	reply, err := c.Recv(c.Shell, timeout)
	if err != nil || ParentID(reply) != id || content(t, reply)["ename"] != "Interrupted" {
		t.Fatalf("sleep not interrupted: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the interrupt took %v to wake time.Sleep", d)
	}
}

// :doc and :help in a notebook.
func TestKernelDocHelp(t *testing.T) {
	_, c, _ := start(t, Config{})
	_, msgs := execute(t, c, ":doc ad.Grad\n:help")
	stdout, _, _ := outputs(t, msgs)
	for _, want := range []string{"func ad.Grad[X any](f func(X) float64) func(X) X", "docs/ad.md", "gradients", ":time"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}

// display.HTML and display.Markdown send their content with its MIME type
// and a text fallback; ad.PlotXY is a picture like the others (SVG, chart).
func TestKernelDisplayHelpers(t *testing.T) {
	_, c, _ := start(t, Config{Render: RichRenderer(fakeAssets)})
	_, msgs := execute(t, c, `display.HTML("<b>bold</b> &amp; more")
display.Markdown("# Title")
ad.PlotXY([]float64{0, 1, 2}, []float64{0, 1, 4}, "squares", "n", "n²")`)
	var bundles []map[string]any
	for _, m := range msgs {
		if m.Header.MsgType == "display_data" || m.Header.MsgType == "execute_result" {
			bundles = append(bundles, content(t, m)["data"].(map[string]any))
		}
	}
	if len(bundles) != 3 {
		t.Fatalf("%d rich outputs, want 3: %v", len(bundles), types(msgs))
	}
	if bundles[0]["text/html"] != "<b>bold</b> &amp; more" || bundles[0]["text/plain"] != "bold & more\n" {
		t.Errorf("display.HTML: %v", bundles[0])
	}
	if bundles[1]["text/markdown"] != "# Title" || bundles[1]["text/plain"] != "# Title" {
		t.Errorf("display.Markdown: %v", bundles[1])
	}
	svg, _ := bundles[2]["image/svg+xml"].(string)
	html, _ := bundles[2]["text/html"].(string)
	plain, _ := bundles[2]["text/plain"].(string)
	if !strings.Contains(svg, "<polyline") || !strings.Contains(html, "adrepl-chart") || !strings.HasPrefix(plain, "squares — 3 points") {
		t.Errorf("ad.PlotXY bundle: svg %d bytes, html %d bytes, text %q", len(svg), len(html), plain)
	}
}

// fmt.Scan asks the front end with input_request when allow_stdin is true;
// without it the cell stops with a clear error; an interrupt ends the wait.
func TestKernelStdin(t *testing.T) {
	_, c, _ := start(t, Config{})
	run := func(code string, allow bool) string {
		id, err := c.Send(c.Shell, "execute_request", map[string]any{"code": code, "allow_stdin": allow, "store_history": true})
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	id := run(`var name string
var n int
fmt.Print("name? ")
fmt.Scan(&name)
fmt.Print("count? ")
k, err := fmt.Scanln(&n)
fmt.Println("hello", name, n, k, err)`, true)
	for _, answer := range []string{"bob", "3"} {
		m, err := c.Recv(c.Stdin, timeout)
		if err != nil || m.Header.MsgType != "input_request" || ParentID(m) != id {
			t.Fatalf("no input_request for the cell: %v %v", m, err)
		}
		if p := content(t, m); p["prompt"] != "" || p["password"] != false {
			t.Errorf("input_request content %v", p)
		}
		c.Send(c.Stdin, "input_reply", map[string]any{"value": answer})
	}
	reply, err := c.Recv(c.Shell, timeout)
	if err != nil || content(t, reply)["status"] != "ok" {
		t.Fatalf("cell with input: %v %v", reply, err)
	}
	msgs, _ := c.IOPubFor(id, timeout)
	if stdout, _, _ := outputs(t, msgs); stdout != "name? count? hello bob 3 1 <nil>\n" {
		t.Errorf("stdout %q", stdout)
	}

	// allow_stdin false: a clear error, not a hang.
	reply2, msgs2 := execute(t, c, "var s string\nfmt.Scan(&s)")
	if reply2["status"] != "error" || !strings.Contains(reply2["evalue"].(string)+strings.Join(types(msgs2), " "), "allow_stdin false") {
		t.Errorf("Scan without stdin: %v", reply2)
	}

	// An interrupt while the kernel waits for input stops the cell.
	id = run("var s string\nfmt.Scan(&s)\nfmt.Println(\"not reached\")", true)
	if m, err := c.Recv(c.Stdin, timeout); err != nil || m.Header.MsgType != "input_request" {
		t.Fatalf("no input_request: %v", err)
	}
	if _, err := c.Request(c.Control, "interrupt_request", nil, timeout); err != nil {
		t.Fatal(err)
	}
	reply, err = c.Recv(c.Shell, timeout)
	if err != nil || ParentID(reply) != id || content(t, reply)["ename"] != "Interrupted" {
		t.Fatalf("waiting for input, not interrupted: %v", err)
	}
	c.IOPubFor(id, timeout)
	// The session goes on.
	if _, msgs := execute(t, c, "1 + 1"); len(msgs) == 0 {
		t.Error("no output after the interrupted input")
	}
}
