package stdlib

import (
	"errors"
	"strconv"

	"github.com/adrepl/adrepl/interp"
)

// Package strconv: conversions to and from strings. Errors are
// *strconv.NumError values (declared in Src with the real Error method) whose
// Err is ErrSyntax or ErrRange, so errors.Is works and messages are Go's.

const strconvSrc = `package strconv

import "errors"

const IntSize = 64

// ErrRange indicates that a value is out of range for the target type.
var ErrRange = errors.New("value out of range")

// ErrSyntax indicates that a value does not have the right syntax.
var ErrSyntax = errors.New("invalid syntax")

// A NumError records a failed conversion.
type NumError struct {
	Func string // the failing function (ParseBool, ParseInt, ParseUint, ParseFloat, ParseComplex)
	Num  string // the input
	Err  error  // the reason the conversion failed (e.g. ErrRange, ErrSyntax, etc.)
}

func (e *NumError) Error() string {
	return "strconv." + e.Func + ": " + "parsing " + Quote(e.Num) + ": " + e.Err.Error()
}

func (e *NumError) Unwrap() error { return e.Err }

// numError builds the error of a failed conversion from the host's report:
// kind 1 is ErrSyntax, 2 ErrRange, 3 another error with message msg.
func numError(kind int, fn, num, msg string) error {
	var err error
	switch kind {
	case 0:
		return nil
	case 1:
		err = ErrSyntax
	case 2:
		err = ErrRange
	default:
		err = errors.New(msg)
	}
	return &NumError{Func: fn, Num: num, Err: err}
}

func syntaxErr(kind int) error {
	if kind != 0 {
		return ErrSyntax
	}
	return nil
}

func atoi(s string) (n int, kind int, fn, num, msg string)
func parseInt(s string, base int, bitSize int) (n int64, kind int, fn, num, msg string)
func parseUint(s string, base int, bitSize int) (n uint64, kind int, fn, num, msg string)
func parseFloat(s string, bitSize int) (f float64, kind int, fn, num, msg string)
func parseComplex(s string, bitSize int) (c complex128, kind int, fn, num, msg string)
func parseBool(s string) (b bool, kind int, fn, num, msg string)
func unquote(s string) (string, int)
func unquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, kind int)
func quotedPrefix(s string) (string, int)

func Atoi(s string) (int, error) {
	n, kind, fn, num, msg := atoi(s)
	return n, numError(kind, fn, num, msg)
}

func ParseInt(s string, base int, bitSize int) (i int64, err error) {
	n, kind, fn, num, msg := parseInt(s, base, bitSize)
	return n, numError(kind, fn, num, msg)
}

func ParseUint(s string, base int, bitSize int) (uint64, error) {
	n, kind, fn, num, msg := parseUint(s, base, bitSize)
	return n, numError(kind, fn, num, msg)
}

func ParseFloat(s string, bitSize int) (float64, error) {
	f, kind, fn, num, msg := parseFloat(s, bitSize)
	return f, numError(kind, fn, num, msg)
}

func ParseComplex(s string, bitSize int) (complex128, error) {
	c, kind, fn, num, msg := parseComplex(s, bitSize)
	return c, numError(kind, fn, num, msg)
}

func ParseBool(str string) (bool, error) {
	b, kind, fn, num, msg := parseBool(str)
	return b, numError(kind, fn, num, msg)
}

func Unquote(s string) (string, error) {
	t, kind := unquote(s)
	return t, syntaxErr(kind)
}

func UnquoteChar(s string, quote byte) (value rune, multibyte bool, tail string, err error) {
	v, mb, t, kind := unquoteChar(s, quote)
	return v, mb, t, syntaxErr(kind)
}

func QuotedPrefix(s string) (string, error) {
	t, kind := quotedPrefix(s)
	return t, syntaxErr(kind)
}

func AppendInt(dst []byte, i int64, base int) []byte { return append(dst, FormatInt(i, base)...) }

func AppendUint(dst []byte, i uint64, base int) []byte { return append(dst, FormatUint(i, base)...) }

func AppendFloat(dst []byte, f float64, fmt byte, prec, bitSize int) []byte {
	return append(dst, FormatFloat(f, fmt, prec, bitSize)...)
}

func AppendBool(dst []byte, b bool) []byte { return append(dst, FormatBool(b)...) }

func AppendQuote(dst []byte, s string) []byte { return append(dst, Quote(s)...) }

func AppendQuoteToASCII(dst []byte, s string) []byte { return append(dst, QuoteToASCII(s)...) }

func AppendQuoteToGraphic(dst []byte, s string) []byte { return append(dst, QuoteToGraphic(s)...) }

func AppendQuoteRune(dst []byte, r rune) []byte { return append(dst, QuoteRune(r)...) }

func AppendQuoteRuneToASCII(dst []byte, r rune) []byte { return append(dst, QuoteRuneToASCII(r)...) }

func AppendQuoteRuneToGraphic(dst []byte, r rune) []byte { return append(dst, QuoteRuneToGraphic(r)...) }

func FormatComplex(c complex128, fmt byte, prec int, bitSize int) string
func FormatFloat(f float64, fmt byte, prec int, bitSize int) string
`

// numErrResults writes the (kind, fn, num, msg) results of a parse helper
// from the host error, starting at result i.
func numErrResults(c *interp.Call, i int, err error) {
	var kind int64
	var fn, num, msg string
	if err != nil {
		kind = 3
		msg = err.Error()
		var ne *strconv.NumError
		if errors.As(err, &ne) {
			fn, num = ne.Func, ne.Num
			msg = ne.Err.Error()
			switch ne.Err {
			case strconv.ErrSyntax:
				kind = 1
			case strconv.ErrRange:
				kind = 2
			}
		}
	}
	c.Results[i] = interp.MakeInt(kind)
	c.Results[i+1] = interp.MakeString(fn)
	c.Results[i+2] = interp.MakeString(num)
	c.Results[i+3] = interp.MakeString(msg)
}

func errKind(err error) interp.Value {
	if err != nil {
		return interp.MakeInt(1)
	}
	return interp.MakeInt(0)
}

func addStrconv(add func(*interp.Library)) {
	host := map[string]*interp.HostFunc{
		"FormatComplex": {Call: func(c *interp.Call) {
			precCharge(c, 2*c.Args[2].Int(), "strconv.FormatComplex")
			c.Results[0] = interp.MakeString(strconv.FormatComplex(c.Args[0].Complex(), byte(c.Args[1].N), int(c.Args[2].Int()), int(c.Args[3].Int())))
		}},
		"FormatFloat": {Call: func(c *interp.Call) {
			precCharge(c, c.Args[2].Int(), "strconv.FormatFloat")
			c.Results[0] = interp.MakeString(strconv.FormatFloat(c.Args[0].Float(), byte(c.Args[1].N), int(c.Args[2].Int()), int(c.Args[3].Int())))
		}},
		"atoi": {Call: func(c *interp.Call) {
			n, err := strconv.Atoi(c.Args[0].String())
			c.Results[0] = interp.MakeInt(int64(n))
			numErrResults(c, 1, err)
		}},
		"parseInt": {Call: func(c *interp.Call) {
			n, err := strconv.ParseInt(c.Args[0].String(), int(c.Args[1].Int()), int(c.Args[2].Int()))
			c.Results[0] = interp.MakeInt(n)
			numErrResults(c, 1, err)
		}},
		"parseUint": {Call: func(c *interp.Call) {
			n, err := strconv.ParseUint(c.Args[0].String(), int(c.Args[1].Int()), int(c.Args[2].Int()))
			c.Results[0] = interp.MakeUint(n)
			numErrResults(c, 1, err)
		}},
		"parseFloat": {Call: func(c *interp.Call) {
			f, err := strconv.ParseFloat(c.Args[0].String(), int(c.Args[1].Int()))
			c.Results[0] = interp.MakeFloat(f)
			numErrResults(c, 1, err)
		}},
		"parseComplex": {Call: func(c *interp.Call) {
			x, err := strconv.ParseComplex(c.Args[0].String(), int(c.Args[1].Int()))
			c.Results[0] = interp.MakeComplex(x)
			numErrResults(c, 1, err)
		}},
		"parseBool": {Call: func(c *interp.Call) {
			b, err := strconv.ParseBool(c.Args[0].String())
			c.Results[0] = interp.MakeBool(b)
			numErrResults(c, 1, err)
		}},
		"unquote": {Call: func(c *interp.Call) {
			s, err := strconv.Unquote(c.Args[0].String())
			c.Results[0] = interp.MakeString(s)
			c.Results[1] = errKind(err)
		}},
		"unquoteChar": {Call: func(c *interp.Call) {
			v, mb, tail, err := strconv.UnquoteChar(c.Args[0].String(), byte(c.Args[1].N))
			c.Results[0] = interp.MakeInt(int64(v))
			c.Results[1] = interp.MakeBool(mb)
			c.Results[2] = interp.MakeString(tail)
			c.Results[3] = errKind(err)
		}},
		"quotedPrefix": {Call: func(c *interp.Call) {
			s, err := strconv.QuotedPrefix(c.Args[0].String())
			c.Results[0] = interp.MakeString(s)
			c.Results[1] = errKind(err)
		}},
	}
	for k, v := range strconvGenHost {
		host[k] = v
	}
	add(&interp.Library{
		Path: "strconv",
		Src:  strconvSrc + strconvGenSrc,
		Host: host,
		Doc: map[string]string{
			"Itoa":        "Itoa(i) is the decimal representation of i.",
			"Atoi":        "Atoi(s) parses a decimal int; the error is a *NumError.",
			"ParseInt":    "ParseInt(s, base, bitSize) parses an integer in the given base (0: from prefix).",
			"ParseUint":   "ParseUint(s, base, bitSize) is ParseInt for unsigned integers.",
			"ParseFloat":  "ParseFloat(s, bitSize) parses a floating-point number.",
			"ParseBool":   "ParseBool(s) accepts 1, t, T, TRUE, true, True, 0, f, F, FALSE, false, False.",
			"FormatInt":   "FormatInt(i, base) is i in the given base (2 to 36).",
			"FormatUint":  "FormatUint(i, base) is i in the given base (2 to 36).",
			"FormatFloat": "FormatFloat(f, fmt, prec, bitSize) formats f with 'f', 'e', 'g'... and precision prec (-1: shortest).",
			"FormatBool":  "FormatBool(b) is \"true\" or \"false\".",
			"Quote":       "Quote(s) is s as a double-quoted Go string literal.",
			"QuoteRune":   "QuoteRune(r) is r as a single-quoted Go rune literal.",
			"Unquote":     "Unquote(s) interprets s as a quoted Go string or rune literal.",
			"NumError":    "NumError is the error of a failed conversion: Func, Num and Err (ErrSyntax or ErrRange).",
			"ErrRange":    "ErrRange: the value is out of range for the type.",
			"ErrSyntax":   "ErrSyntax: the value does not have the right syntax.",
		},
	})
}

// precCharge charges a float formatting of precision prec: digits, and the
// 'f' format's integer part (up to 309 digits), before it is made.
func precCharge(c *interp.Call, prec int64, what string) {
	if prec > 1<<40 {
		c.RefuseMemory(prec, what)
	}
	if prec > 0 {
		c.Charge(prec+400, what)
	}
}
