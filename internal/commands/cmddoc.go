package commands

import (
	"strings"
)

// cmdDoc shows a name's signature and documentation, found by the
// interpreter's Describe (the kernel's Shift-Tab inspection, extended to
// packages and methods of library types).
func cmdDoc(c *call, arg string) error {
	d, err := c.in.Describe(arg)
	if err != nil {
		return err
	}
	c.printf("%s\n", d.Signature)
	var paras []string
	if doc := docText(d.Doc); doc != "" {
		paras = append(paras, doc)
	}
	if d.Comment != "" {
		paras = append(paras, d.Comment)
	}
	group, _, _ := cutLast(d.Name) // ad.Tensor.MatVec is in ad.Tensor's group
	if g := groupOf(d.Name); g != nil {
		paras = append(paras, "Part of "+g.Name+": see "+g.Guide+".")
	} else if g := groupOf(group); g != nil && strings.Count(d.Name, ".") == 2 {
		paras = append(paras, "Part of "+g.Name+": see "+g.Guide+".")
	} else if d.Path == "ad" && len(d.Members) > 0 {
		paras = append(paras, "Its parts are listed by :help; the guides are docs/*.md.")
	}
	if d.GoDoc != "" {
		paras = append(paras, "As in Go: "+d.GoDoc)
	}
	if len(d.Members) > 0 {
		label := "Members: "
		if !strings.HasPrefix(d.Signature, "package ") {
			label = "Methods: "
		}
		paras = append(paras, label+strings.Join(d.Members, " "))
	}
	for _, p := range paras {
		// Keep the comment's own line breaks (lists, formulas), wrapping
		// only lines too long for the terminal.
		for _, line := range strings.Split(p, "\n") {
			if strings.TrimSpace(line) == "" {
				c.printf("\n")
				continue
			}
			for _, l := range wrap(line, Width-4) {
				c.printf("    %s\n", l)
			}
		}
	}
	return nil
}

// docText drops the signature some one-line docs start with ("func Grad[X
// any](...) func(X) X — gradient by reverse mode"): :doc prints it above.
func docText(doc string) string {
	if !strings.HasPrefix(doc, "func ") && !strings.HasPrefix(doc, "type ") {
		return doc
	}
	if _, after, ok := strings.Cut(doc, " — "); ok {
		return strings.ToUpper(after[:1]) + after[1:] + "."
	}
	return ""
}

func cutLast(name string) (string, string, bool) {
	i := strings.LastIndex(name, ".")
	if i < 0 {
		return name, "", false
	}
	return name[:i], name[i+1:], true
}
