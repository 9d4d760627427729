package interp

import (
	"fmt"
	"go/scanner"
	"go/token"
)

// Sources that make go/parser or go/types take minutes or overflow the host
// stack (a million nested parentheses, a sum of a million terms, a
// megabytes-long cell) are refused before parsing, with a positioned error.
// The limits are far beyond what a person writes or a teaching program
// needs.
const (
	maxSourceBytes = 8 << 20 // bytes of one cell or file (the Go suite has a 3 MB test)
	maxNesting     = 500     // open ( [ { and unary operators in a row
	maxOperands    = 20000   // binary operators in one expression: go/types recurses on each
)

// checkBombs returns an error when src is past one of the limits.
func (in *Interp) checkBombs(name, src string) error {
	if len(src) > maxSourceBytes {
		return &Error{Kind: TypeError, Pos: token.Position{Filename: name, Line: 1, Column: 1},
			Msg: fmt.Sprintf("source too long: %d bytes (the limit is %d bytes); split it into smaller cells or files", len(src), maxSourceBytes)}
	}
	var sc scanner.Scanner
	fs := token.NewFileSet()
	file := fs.AddFile(name, -1, len(src))
	sc.Init(file, []byte(src), nil, 0)
	depth, unary, binary := 0, 0, 0
	prev := token.ILLEGAL
	for {
		pos, tok, _ := sc.Scan()
		if tok == token.EOF {
			return nil
		}
		too := ""
		switch {
		case tok == token.LPAREN || tok == token.LBRACK || tok == token.LBRACE:
			depth++
			if depth > maxNesting {
				too = fmt.Sprintf("nested too deeply: more than %d open brackets", maxNesting)
			}
		case tok == token.RBRACK && prev == token.LBRACK: // a []T prefix
			depth--
			unary++
			if unary > maxNesting {
				too = fmt.Sprintf("nested too deeply: more than %d unary operators or type prefixes in a row", maxNesting)
			}
		case tok == token.RPAREN || tok == token.RBRACK || tok == token.RBRACE:
			depth--
		case tok == token.SEMICOLON || tok == token.COMMA || tok == token.COLON:
			binary = 0 // the operands of one expression tree end here
		case isUnaryOp(tok) && !endsOperand(prev), tok == token.CHAN:
			unary++
			if unary > maxNesting {
				too = fmt.Sprintf("nested too deeply: more than %d unary operators or type prefixes in a row", maxNesting)
			}
		case tok.IsOperator() && tok.Precedence() > 0:
			binary++
			if binary > maxOperands {
				too = fmt.Sprintf("expression too long: more than %d binary operators in one expression", maxOperands)
			}
		}
		inChain := isUnaryOp(tok) && !endsOperand(prev) || tok == token.CHAN ||
			tok == token.LBRACK || tok == token.RBRACK && prev == token.LBRACK
		if !inChain {
			unary = 0
		}
		if too != "" {
			p := fs.Position(pos)
			p.Filename = name
			return &Error{Kind: TypeError, Pos: p, Msg: too + "; split it up", Line: lineAt(src, p.Line)}
		}
		prev = tok
	}
}

func isUnaryOp(t token.Token) bool {
	switch t {
	case token.ADD, token.SUB, token.NOT, token.XOR, token.MUL, token.AND, token.ARROW, token.TILDE:
		return true
	}
	return false
}

// endsOperand reports whether a token can end an operand, so that an
// operator after it is binary.
func endsOperand(t token.Token) bool {
	switch t {
	case token.IDENT, token.INT, token.FLOAT, token.IMAG, token.CHAR, token.STRING,
		token.RPAREN, token.RBRACK, token.RBRACE, token.INC, token.DEC,
		token.BREAK, token.CONTINUE, token.FALLTHROUGH, token.RETURN:
		return true
	}
	return false
}

// lineAt is the line-th line of src (1-based), for the caret snippet.
func lineAt(src string, line int) string {
	for l := 1; l < line; l++ {
		i := indexNewline(src)
		if i < 0 {
			return ""
		}
		src = src[i+1:]
	}
	if i := indexNewline(src); i >= 0 {
		src = src[:i]
	}
	return src
}

func indexNewline(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			return i
		}
	}
	return -1
}
