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

// TestAllocGuardedPrograms: the guarded bindings still print what go run
// prints (rand.Perm is drawn in the interpreter; the Replacer keeps its
// growth beside it; the rules charge before the generated calls).
func TestAllocGuardedPrograms(t *testing.T) {
	runLibPrograms(t, []libProgram{
		{"perm", `package main

import (
	"fmt"
	"math/rand"
	r2 "math/rand/v2"
)

func main() {
	r := rand.New(rand.NewSource(7))
	fmt.Println(r.Perm(10), r.Intn(100))
	q := r2.New(r2.NewPCG(1, 2))
	fmt.Println(q.Perm(10), q.IntN(100))
	fmt.Println(len(r.Perm(100000)), r.Intn(1000))
}
`, "[2 0 5 3 1 6 9 8 4 7] 68\n[4 2 3 6 9 1 8 0 5 7] 18\n100000 693\n"},
		{"guarded", `package main

import (
	"fmt"
	"strings"
	"strconv"
)

func main() {
	r := strings.NewReplacer("a", "aaaa", "", "-")
	fmt.Println(r.Replace("ab"), strings.NewReplacer("x", "y").Replace("xyz"))
	fmt.Println(strings.SplitN("a,b,c", ",", 1<<40), len(strings.SplitAfterN("abc", "", 1<<40)))
	fmt.Println(strconv.Quote("\x00é"), [...]int{5: 1})
	fmt.Printf("%q %x\n", strings.Repeat("\x01", 3), "hi")
}
`, "aaaa-b- yyz\n[a b c] 3\n\"\\x00é\" [0 0 0 0 0 1]\n\"\\x01\\x01\\x01\" 6869\n"},
	})
}
