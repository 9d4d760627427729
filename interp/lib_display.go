package interp

import (
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Package display shows rich output from a cell: HTML and Markdown, which
// a notebook renders (text/html, text/markdown) and the REPL prints as text.
// It is its own package, not part of ad, because it has nothing to do with
// differentiation (docs/design.md).

const displaySrc = `package display

// HTML shows s, an HTML fragment, now: rendered in a notebook, as text
// (tags removed) in the REPL.
func HTML(s string)

// Markdown shows s, Markdown text, now: rendered in a notebook, as it is
// in the REPL.
func Markdown(s string)
`

// displayCopies bounds the copies of a displayed string a cell's display
// makes and a front end keeps, in units of its length.
const displayCopies = 8

// RichText (Display.Data of Kinds "html" and "markdown") is content the
// program made: MIME is its type, Source the content.
type RichText struct {
	MIME   string
	Source string
}

func init() {
	show := func(kind, mime string, text func(string) string) *HostFunc {
		return &HostFunc{Call: func(c *Call) {
			s := c.Args[0].String()
			// The text form (a few regexp passes) and what a front end
			// keeps of it (the kernel's message: both forms, JSON-escaped)
			// are several copies of s, charged before any is made. The text
			// form of a huge fragment takes regexp passes over all of it
			// (tens of seconds for 128 MiB) and is never read whole: past
			// maxRichText it is a one-line summary.
			c.ChargeCount(int64(len(s)), displayCopies, "display."+strings.ToUpper(kind[:1])+kind[1:])
			t := fmt.Sprintf("[%s of %d bytes: too large to show as text]\n", kind, len(s))
			if len(s) <= maxRichText {
				t = text(s)
			}
			c.In.display(&Display{Kind: kind, Data: RichText{MIME: mime, Source: s}, Text: t})
		}}
	}
	registerBuiltin(&Library{
		Path: "display",
		Src:  displaySrc,
		Host: map[string]*HostFunc{
			"HTML":     show("html", "text/html", htmlText),
			"Markdown": show("markdown", "text/markdown", func(s string) string { return s }),
		},
		Doc: map[string]string{
			"HTML":     "HTML(s) shows the HTML s: rendered in a notebook, as text in the REPL.",
			"Markdown": "Markdown(s) shows the Markdown s: rendered in a notebook, as it is in the REPL.",
		},
	})
}

// maxRichText is the largest display.HTML or Markdown turned into text.
const maxRichText = 4 << 20

var (
	htmlHidden = regexp.MustCompile(`(?is)<(script|style)\b.*?</(script|style)\s*>|<!--.*?-->`)
	htmlBreak  = regexp.MustCompile(`(?i)<(br|/p|/div|/h[1-6]|/tr|/li|/ul|/ol|/table|/pre|hr)\b[^>]*>`)
	htmlItem   = regexp.MustCompile(`(?i)<li\b[^>]*>`)
	htmlCell   = regexp.MustCompile(`(?i)</t[dh]\s*>`)
	htmlTag    = regexp.MustCompile(`<[^>]*>`)
	blankLines = regexp.MustCompile(`\n{3,}`)
)

// htmlText is the text an HTML fragment reads as in a terminal: scripts
// and styles dropped, line breaks at block ends, "• " for list items, tabs
// between table cells, entities decoded.
func htmlText(s string) string {
	s = htmlHidden.ReplaceAllString(s, "")
	s = htmlBreak.ReplaceAllString(s, "\n")
	s = htmlItem.ReplaceAllString(s, "• ")
	s = htmlCell.ReplaceAllString(s, "\t")
	s = html.UnescapeString(htmlTag.ReplaceAllString(s, ""))
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		lines = append(lines, strings.TrimRight(strings.TrimLeft(l, " "), " \t"))
	}
	return strings.TrimSpace(blankLines.ReplaceAllString(strings.Join(lines, "\n"), "\n\n")) + "\n"
}
