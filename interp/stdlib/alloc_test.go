package stdlib

import (
	"regexp"
	"strings"
	"testing"
)

// TestAllocRules checks that every host binding of every package
// (hand-written and generated) is classified in allocRules, that every
// entry names a binding, and that a binding declared scalar really has
// only numeric or boolean results: a new binding that returns a string or
// a slice must say how its allocation is bounded or charged.
func TestAllocRules(t *testing.T) {
	seen := map[string]bool{}
	// Named types of fixed size: time's numbers, and Time (a wall clock,
	// a monotonic reading and the location it already had).
	scalarNamed := regexp.MustCompile(`\b(Duration|Month|Weekday|Time)\b`)
	nonScalar := regexp.MustCompile(`string|\[|map|error|any|\*|\b[A-Z]|func|chan`)
	for _, l := range packages() {
		for name, h := range l.Host {
			key := l.Path + "." + name
			seen[key] = true
			r, ok := allocRules[key]
			if !ok {
				t.Errorf("%s is not classified in allocRules (alloc.go): scalar, small, rule or guarded?", key)
				continue
			}
			switch r.kind {
			case allocScalar:
				if h.F64 != nil || h.F64x2 != nil {
					continue
				}
				res, found := resultsOf(l.Src, name)
				if !found {
					t.Errorf("%s: no declaration found in the library's source", key)
				} else if nonScalar.MatchString(scalarNamed.ReplaceAllString(res, "")) {
					t.Errorf("%s is declared scalar but returns %q: classify it as small, rule or guarded", key, res)
				}
			case allocSmall, allocGuarded:
				if r.why == "" {
					t.Errorf("%s: a small or guarded binding says why", key)
				}
			case allocCharged:
				if r.size == nil {
					t.Errorf("%s: a rule without a size", key)
				}
			}
		}
	}
	for key := range allocRules {
		if !seen[key] {
			t.Errorf("allocRules names %s, which is no binding", key)
		}
	}
	if len(seen) < 400 {
		t.Errorf("only %d bindings seen", len(seen))
	}
}

// resultsOf finds the declaration of host key name ("F" or "T.M") in src
// and returns the text after its parameter list.
func resultsOf(src, name string) (string, bool) {
	pat := `(?m)^func ` + regexp.QuoteMeta(name) + `[\[(].*$`
	if i := strings.Index(name, "."); i >= 0 {
		pat = `(?m)^func \([^)]*\b\*?` + regexp.QuoteMeta(name[:i]) + `(\[[^\]]*\])?\) ` + regexp.QuoteMeta(name[i+1:]) + `\(.*$`
	}
	sig := regexp.MustCompile(pat).FindString(src)
	if sig == "" {
		return "", false
	}
	// Skip the receiver and the name, then the balanced parameter list.
	i := strings.Index(sig[5:], "(") + 5
	if strings.HasPrefix(sig, "func (") {
		i = strings.Index(sig[strings.Index(sig, ")"):], "(") + strings.Index(sig, ")")
	}
	depth := 0
	for j := i; j < len(sig); j++ {
		switch sig[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				res := strings.TrimSpace(sig[j+1:])
				res = strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(res, "{")), "}")
				return res, true
			}
		}
	}
	return "", false
}
