package kernel

import (
	"fmt"
	"html"
	"strings"

	"github.com/adrepl/adrepl/ad"
	"github.com/adrepl/adrepl/interp"
)

// DefaultRender is the renderer without a visualizer: the picture's text
// rendering, shown in a monospace block. Renderers may return any MIME types;
// they must always include text/plain, the fallback every front end shows.
func DefaultRender(d interp.Display) map[string]any {
	return map[string]any{"text/plain": d.Text}
}

// render calls the configured renderer, never letting it take the kernel
// down and always keeping a text/plain fallback.
func (k *Kernel) render(d interp.Display) (data map[string]any) {
	if r, ok := d.Data.(interp.RichText); ok {
		// display.HTML and display.Markdown: the program's own content.
		return map[string]any{r.MIME: r.Source, "text/plain": d.Text}
	}
	defer func() {
		if r := recover(); r != nil {
			k.logf("rendering a %s picture: %v", d.Kind, r)
			data = DefaultRender(d)
		}
	}()
	capTableRows(&d)
	data = k.cfg.Render(d)
	if data == nil {
		data = map[string]any{}
	}
	if _, ok := data["text/plain"]; !ok {
		data["text/plain"] = d.Text
	}
	return data
}

// renderResult is the MIME bundle of a bare expression's value: the REPL's
// "VALUE (TYPE)" as text, and for tensors an HTML table too.
func renderResult(r interp.Result) map[string]any {
	data := map[string]any{"text/plain": r.Text + " (" + r.Type + ")"}
	if t := tensorOf(r.Value); t != nil && r.Type == "ad.Tensor" {
		data["text/html"] = tensorHTML(t)
	}
	return data
}

// tensorOf extracts the tensor of an interpreted ad.Tensor value (a struct
// whose one field holds the host tensor).
func tensorOf(v interp.Value) *ad.Tensor {
	f, ok := v.R.([]interp.Value)
	if !ok || len(f) != 1 {
		return nil
	}
	t, _ := f[0].R.(*ad.Tensor)
	return t
}

// tensorHTML renders a tensor as a table with its shape as caption; large
// tensors show their corners with ellipses, as the text rendering does.
func tensorHTML(t *ad.Tensor) string {
	const maxRows, maxCols = 12, 12
	var b strings.Builder
	b.WriteString(`<table class="adrepl-tensor" style="font-family:monospace;border-collapse:collapse">`)
	fmt.Fprintf(&b, `<caption style="text-align:left">ad.Tensor %s</caption>`, html.EscapeString(t.Shape()))
	rows, cols := t.Rows, t.Cols
	if t.IsVector() {
		rows, cols = 1, t.Rows
	}
	at := func(i, j int) float64 {
		if t.IsVector() {
			return t.Data[j]
		}
		return t.Data[i*t.Cols+j]
	}
	idx := func(n, max int) []int { // indices shown; -1 is an ellipsis
		if n <= max {
			out := make([]int, n)
			for i := range out {
				out[i] = i
			}
			return out
		}
		var out []int
		for i := 0; i < max/2; i++ {
			out = append(out, i)
		}
		out = append(out, -1)
		for i := n - max/2; i < n; i++ {
			out = append(out, i)
		}
		return out
	}
	for _, i := range idx(rows, maxRows) {
		b.WriteString("<tr>")
		for _, j := range idx(cols, maxCols) {
			b.WriteString(`<td style="padding:2px 6px;text-align:right;border:1px solid #ddd">`)
			if i < 0 || j < 0 {
				b.WriteString("…")
			} else {
				fmt.Fprintf(&b, "%.6g", at(i, j))
			}
			b.WriteString("</td>")
		}
		b.WriteString("</tr>")
	}
	b.WriteString("</table>")
	return b.String()
}

func htmlEscape(s string) string { return html.EscapeString(s) }
