package main

import (
	"fmt"
	"strings"
	"unicode"
)

type Kind int

const (
	NUM Kind = iota
	IDENT
	OP
	LPAREN
	RPAREN
	STR
)

func (k Kind) String() string {
	return [...]string{"NUM", "IDENT", "OP", "LPAREN", "RPAREN", "STR"}[k]
}

type Token struct {
	Kind Kind
	Text string
	Pos  int
}

func tokenize(src string) ([]Token, error) {
	var toks []Token
	rs := []rune(src)
	for i := 0; i < len(rs); {
		c := rs[i]
		switch {
		case unicode.IsSpace(c):
			i++
		case unicode.IsDigit(c):
			j := i
			for j < len(rs) && (unicode.IsDigit(rs[j]) || rs[j] == '.') {
				j++
			}
			toks = append(toks, Token{NUM, string(rs[i:j]), i})
			i = j
		case unicode.IsLetter(c) || c == '_':
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j]) || rs[j] == '_') {
				j++
			}
			toks = append(toks, Token{IDENT, string(rs[i:j]), i})
			i = j
		case c == '"':
			j := i + 1
			for j < len(rs) && rs[j] != '"' {
				j++
			}
			if j == len(rs) {
				return toks, fmt.Errorf("unterminated string at %d", i)
			}
			toks = append(toks, Token{STR, string(rs[i+1 : j]), i})
			i = j + 1
		case strings.ContainsRune("+-*/=<>!", c):
			if i+1 < len(rs) && rs[i+1] == '=' {
				toks = append(toks, Token{OP, string(rs[i : i+2]), i})
				i += 2
			} else {
				toks = append(toks, Token{OP, string(c), i})
				i++
			}
		case c == '(':
			toks = append(toks, Token{LPAREN, "(", i})
			i++
		case c == ')':
			toks = append(toks, Token{RPAREN, ")", i})
			i++
		default:
			return toks, fmt.Errorf("unexpected %q at %d", c, i)
		}
	}
	return toks, nil
}

func main() {
	for _, src := range []string{`x1 = (3.5 + y_2) * 10 >= "héllo"`, `a != b`, `a # b`, `"open`} {
		toks, err := tokenize(src)
		for _, t := range toks {
			fmt.Printf("%v:%q@%d ", t.Kind, t.Text, t.Pos)
		}
		fmt.Println("| err:", err)
	}
}

// Output:
// IDENT:"x1"@0 OP:"="@3 LPAREN:"("@5 NUM:"3.5"@6 OP:"+"@10 IDENT:"y_2"@12 RPAREN:")"@15 OP:"*"@17 NUM:"10"@19 OP:">="@22 STR:"héllo"@25 | err: <nil>
// IDENT:"a"@0 OP:"!="@2 IDENT:"b"@5 | err: <nil>
// IDENT:"a"@0 | err: unexpected '#' at 2
// | err: unterminated string at 0
