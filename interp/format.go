package interp

// Go-exact printing of interpreted values.
//
// printer follows the structure of the standard fmt package's print.go:
// doPrintf parses the format, printArg handles one operand, handleMethods
// calls Error/String/GoString methods exactly where fmt would, and
// printValue walks composite values with their go/types type. Scalars are
// handed to the host fmt package with a reconstructed one-verb format
// ("%+08.3f") and a host value of the same basic kind, so padding, signs,
// precision and the shortest float representations are fmt's own.

import (
	"cmp"
	"fmt"
	"go/types"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// printer is the state of one Sprint/Sprintf/... call.
type printer struct {
	in  *Interp
	buf []byte
	// full holds the output's earlier chunks once it grows past
	// printChunk: a big value's text is built in pieces, each charged to
	// the memory governor before it is allocated, so that no single
	// allocation (with the GC assist it brings) delays an interrupt.
	full  [][]byte
	fullN int64

	// Flags of the verb being printed, as fmt's fmtFlags.
	widPresent, precPresent         bool
	minus, plus, sharp, space, zero bool
	plusV, sharpV                   bool
	wid, prec                       int
	erroring, panicking             bool
	wrapErrs, reordered, goodArgNum bool
	wrapped                         []int // argument indices of %w verbs
	curV                            Value // operand being printed (for badVerb)
	curT                            types.Type

	// Caches for the values of one call (a slice of named values, say).
	rts  map[types.Type]*RType
	meth map[*RType]*methodInfo
}

// methodInfo tells which formatting methods a type has.
type methodInfo struct {
	format, goString, error, string bool
}

// rtype returns the RType of t, cached for the call.
func (p *printer) rtype(t types.Type) *RType {
	if rt, ok := p.rts[t]; ok {
		return rt
	}
	if p.rts == nil {
		p.rts = map[types.Type]*RType{}
	}
	rt := p.in.RType(t)
	p.rts[t] = rt
	return rt
}

// methods returns the formatting methods of rt, cached for the call.
func (p *printer) methods(rt *RType) *methodInfo {
	if m, ok := p.meth[rt]; ok {
		return m
	}
	if p.meth == nil {
		p.meth = map[*RType]*methodInfo{}
	}
	m := &methodInfo{}
	if mayHaveMethods(rt.T) {
		m.format = p.formatMethod(rt.T, rt)
		m.goString = p.stringMethod(rt.T, rt, "GoString")
		m.error = p.stringMethod(rt.T, rt, "Error")
		m.string = p.stringMethod(rt.T, rt, "String")
	}
	p.meth[rt] = m
	return m
}

type flagState struct {
	widPresent, precPresent         bool
	minus, plus, sharp, space, zero bool
	plusV, sharpV                   bool
	wid, prec                       int
}

func (p *printer) saveFlags() flagState {
	return flagState{p.widPresent, p.precPresent, p.minus, p.plus, p.sharp, p.space, p.zero, p.plusV, p.sharpV, p.wid, p.prec}
}

func (p *printer) restoreFlags(f flagState) {
	p.widPresent, p.precPresent, p.minus, p.plus, p.sharp, p.space, p.zero, p.plusV, p.sharpV, p.wid, p.prec =
		f.widPresent, f.precPresent, f.minus, f.plus, f.sharp, f.space, f.zero, f.plusV, f.sharpV, f.wid, f.prec
}

func (p *printer) clearFlags() { p.restoreFlags(flagState{}) }

func (p *printer) noFlags() bool {
	return !p.widPresent && !p.precPresent && !p.minus && !p.plus && !p.sharp && !p.space && !p.zero && !p.plusV && !p.sharpV
}

// ---- entry points used by package fmt (interp/stdlib/fmt.go) and the REPL ----

// Sprint formats interface values as fmt.Sprint does.
func (in *Interp) Sprint(args []Value) string {
	p := &printer{in: in}
	p.doPrint(args)
	return p.text()
}

// Sprintln formats interface values as fmt.Sprintln does.
func (in *Interp) Sprintln(args []Value) string {
	p := &printer{in: in}
	p.doPrintln(args)
	return p.text()
}

// Sprintf formats interface values as fmt.Sprintf does.
func (in *Interp) Sprintf(format string, args []Value) string {
	p := &printer{in: in}
	p.doPrintf(format, args)
	return p.text()
}

// FormatValue formats v of type t as fmt.Sprint(v) would.
func (in *Interp) FormatValue(v Value, t *RType) string {
	return in.Sprint([]Value{Box(v, t)})
}

// Show formats a value for the REPL's display of a bare expression: as %v,
// except that strings are shown quoted ("hi") and rune-typed values as
// quoted characters ('x'), when their type has no String or Error method.
func (in *Interp) Show(v Value, t *RType) string {
	if t == nil {
		return "<nil>"
	}
	if types.IsInterface(t.T) {
		x := v.Iface()
		if x == nil {
			return "<nil>"
		}
		v, t = x.V, x.T
	}
	if b, ok := types.Unalias(t.T).(*types.Basic); ok {
		switch {
		case b.Info()&types.IsString != 0:
			return strconv.Quote(v.String())
		case b.Kind() == types.Int32 && b.Name() == "rune":
			return strconv.QuoteRune(rune(int32(v.N)))
		}
	}
	if n, ok := types.Unalias(t.T).(*types.Named); ok {
		if b, ok := n.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			p := &printer{in: in}
			if !p.hasStringMethods(t) {
				return strconv.Quote(v.String())
			}
		}
	}
	return in.FormatValue(v, t)
}

// maxPrintNest bounds how deeply formatting methods (String, Error,
// Format, GoString) may print values whose methods print again.
const maxPrintNest = 10000

// printChunk is the size of the pieces a big output is built in.
const printChunk = 256 << 10

// nextChunk sets the full buffer aside and starts a new one, charging it
// first.
func (p *printer) nextChunk() {
	if p.in.running {
		p.in.charge(2*printChunk, "formatting a value")
	}
	p.full = append(p.full, p.buf)
	p.fullN += int64(len(p.buf))
	p.buf = make([]byte, 0, 2*printChunk)
}

// appendText appends s to the output. A long s (the message of an error
// that wraps itself twice, a string printed with %s) would make the buffer
// grow by its size at once, uncharged: it becomes a chunk of its own,
// charged before it is copied.
func (p *printer) appendText(s string) {
	if len(p.buf)+len(s) <= 2*printChunk {
		p.buf = append(p.buf, s...)
		return
	}
	if p.in.running {
		p.in.charge(int64(len(s)), "formatting a value")
	}
	p.full = append(p.full, p.buf, []byte(s))
	p.fullN += int64(len(p.buf)) + int64(len(s))
	p.buf = nil
}

// text is the printed output as a string.
func (p *printer) text() string {
	if p.full == nil {
		return string(p.buf)
	}
	n := p.fullN + int64(len(p.buf))
	if p.in.running {
		p.in.charge(n, "the formatted text")
	}
	var b strings.Builder
	b.Grow(int(n))
	for _, c := range p.full {
		b.Write(c)
	}
	b.Write(p.buf)
	return b.String()
}

// ---- Print, Println ----

func (p *printer) doPrint(args []Value) {
	prevString := false
	for i, arg := range args {
		isString := false
		if x := arg.Iface(); x != nil {
			if b, ok := x.T.T.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				isString = true
			}
		}
		if i > 0 && !isString && !prevString {
			p.buf = append(p.buf, ' ')
		}
		p.printArg(arg, 'v')
		prevString = isString
	}
}

func (p *printer) doPrintln(args []Value) {
	for i, arg := range args {
		if i > 0 {
			p.buf = append(p.buf, ' ')
		}
		p.printArg(arg, 'v')
	}
	p.buf = append(p.buf, '\n')
}

// ---- Printf ----

func tooLarge(x int) bool {
	const max int = 1e6
	return x > max || x < -max
}

func parsenum(s string, start, end int) (num int, isnum bool, newi int) {
	if start >= end {
		return 0, false, end
	}
	for newi = start; newi < end && '0' <= s[newi] && s[newi] <= '9'; newi++ {
		if tooLarge(num) {
			return 0, false, end
		}
		num = num*10 + int(s[newi]-'0')
		isnum = true
	}
	return
}

// intFromArg returns the integer value of args[argNum] for a '*' width or precision.
func intFromArg(args []Value, argNum int) (num int, isInt bool, newArgNum int) {
	newArgNum = argNum
	if argNum < len(args) {
		if x := args[argNum].Iface(); x != nil {
			if b, ok := x.T.T.Underlying().(*types.Basic); ok {
				switch {
				case b.Info()&types.IsInteger != 0 && b.Info()&types.IsUnsigned == 0:
					n := int64(x.V.N)
					if int64(int(n)) == n {
						num, isInt = int(n), true
					}
				case b.Info()&types.IsUnsigned != 0:
					n := x.V.N
					if int64(n) >= 0 && uint64(int(n)) == n {
						num, isInt = int(n), true
					}
				}
			}
		}
		newArgNum = argNum + 1
		if tooLarge(num) {
			num, isInt = 0, false
		}
	}
	return
}

func parseArgNumber(format string) (index int, wid int, ok bool) {
	if len(format) < 3 {
		return 0, 1, false
	}
	for i := 1; i < len(format); i++ {
		if format[i] == ']' {
			width, ok, newi := parsenum(format, 1, i)
			if !ok || newi != i {
				return 0, i + 1, false
			}
			return width - 1, i + 1, true
		}
	}
	return 0, 1, false
}

func (p *printer) argNumber(argNum int, format string, i int, numArgs int) (newArgNum, newi int, found bool) {
	if len(format) <= i || format[i] != '[' {
		return argNum, i, false
	}
	p.reordered = true
	index, wid, ok := parseArgNumber(format[i:])
	if ok && 0 <= index && index < numArgs {
		return index, i + wid, true
	}
	p.goodArgNum = false
	return argNum, i + wid, ok
}

func (p *printer) doPrintf(format string, a []Value) {
	end := len(format)
	argNum := 0
	afterIndex := false
	p.reordered = false
formatLoop:
	for i := 0; i < end; {
		p.goodArgNum = true
		lasti := i
		for i < end && format[i] != '%' {
			i++
		}
		if i > lasti {
			p.buf = append(p.buf, format[lasti:i]...)
		}
		if i >= end {
			break
		}
		i++ // skip %
		p.clearFlags()
	simpleFormat:
		for ; i < end; i++ {
			c := format[i]
			switch c {
			case '#':
				p.sharp = true
			case '0':
				p.zero = true
			case '+':
				p.plus = true
			case '-':
				p.minus = true
			case ' ':
				p.space = true
			default:
				if 'a' <= c && c <= 'z' && argNum < len(a) {
					switch c {
					case 'w':
						p.wrapped = append(p.wrapped, argNum)
						fallthrough
					case 'v':
						p.sharpV, p.sharp = p.sharp, false
						p.plusV, p.plus = p.plus, false
					}
					p.printArg(a[argNum], rune(c))
					argNum++
					i++
					continue formatLoop
				}
				break simpleFormat
			}
		}

		argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))

		if i < end && format[i] == '*' {
			i++
			p.wid, p.widPresent, argNum = intFromArg(a, argNum)
			if !p.widPresent {
				p.buf = append(p.buf, "%!(BADWIDTH)"...)
			}
			if p.wid < 0 {
				p.wid = -p.wid
				p.minus = true
				p.zero = false
			}
			afterIndex = false
		} else {
			p.wid, p.widPresent, i = parsenum(format, i, end)
			if afterIndex && p.widPresent {
				p.goodArgNum = false
			}
		}

		if i+1 < end && format[i] == '.' {
			i++
			if afterIndex {
				p.goodArgNum = false
			}
			argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))
			if i < end && format[i] == '*' {
				i++
				p.prec, p.precPresent, argNum = intFromArg(a, argNum)
				if p.prec < 0 {
					p.prec = 0
					p.precPresent = false
				}
				if !p.precPresent {
					p.buf = append(p.buf, "%!(BADPREC)"...)
				}
				afterIndex = false
			} else {
				p.prec, p.precPresent, i = parsenum(format, i, end)
				if !p.precPresent {
					p.prec = 0
					p.precPresent = true
				}
			}
		}

		if !afterIndex {
			argNum, i, afterIndex = p.argNumber(argNum, format, i, len(a))
		}

		if i >= end {
			p.buf = append(p.buf, "%!(NOVERB)"...)
			break
		}

		verb, size := utf8.DecodeRuneInString(format[i:])
		i += size

		switch {
		case verb == '%':
			p.buf = append(p.buf, '%')
		case !p.goodArgNum:
			p.buf = append(p.buf, "%!"...)
			p.buf = utf8.AppendRune(p.buf, verb)
			p.buf = append(p.buf, "(BADINDEX)"...)
		case argNum >= len(a):
			p.buf = append(p.buf, "%!"...)
			p.buf = utf8.AppendRune(p.buf, verb)
			p.buf = append(p.buf, "(MISSING)"...)
		case verb == 'w':
			p.wrapped = append(p.wrapped, argNum)
			fallthrough
		case verb == 'v':
			p.sharpV, p.sharp = p.sharp, false
			p.plusV, p.plus = p.plus, false
			fallthrough
		default:
			p.printArg(a[argNum], verb)
			argNum++
		}
	}

	if !p.reordered && argNum < len(a) {
		p.clearFlags()
		p.buf = append(p.buf, "%!(EXTRA "...)
		for i, arg := range a[argNum:] {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			x := arg.Iface()
			if x == nil {
				p.buf = append(p.buf, "<nil>"...)
			} else {
				p.buf = append(p.buf, typeString(x.T.T)...)
				p.buf = append(p.buf, '=')
				p.printArg(arg, 'v')
			}
		}
		p.buf = append(p.buf, ')')
	}
}

// ---- one operand ----

// printArg prints an interface value (the operand as passed to fmt).
func (p *printer) printArg(arg Value, verb rune) {
	x := arg.Iface()
	if x == nil {
		p.curT = nil
		switch verb {
		case 'T', 'v':
			p.padString("<nil>")
		default:
			p.badVerb(verb)
		}
		return
	}
	v, t := x.V, x.T.T
	p.curV, p.curT = v, t
	switch verb {
	case 'T':
		p.fmtS(typeString(t))
		return
	case 'p':
		p.fmtPointer(v, t, 'p')
		return
	}
	// []byte as such prints like fmt's fmtBytes with the type name "[]byte".
	if s, ok := types.Unalias(t).(*types.Slice); ok && isByte(s.Elem()) {
		p.printBytesArg(v, t, verb)
		return
	}
	if (verb != 'w' && !mayHaveMethods(t)) || !p.handleMethods(v, t, x.T, verb) {
		p.printValue(v, t, verb, 0, true)
	}
}

func isByte(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Kind() == types.Uint8
}

// printBytesArg prints an operand of the unnamed type []byte.
func (p *printer) printBytesArg(v Value, t types.Type, verb rune) {
	switch verb {
	case 'v', 'd':
		if p.sharpV {
			p.buf = append(p.buf, "[]byte"...)
			if v.R == nil {
				p.buf = append(p.buf, "(nil)"...)
				return
			}
			p.buf = append(p.buf, '{')
			for i, e := range v.Elems() {
				if i > 0 {
					p.buf = append(p.buf, ", "...)
				}
				if i&1023 == 0 {
					p.in.pollHost()
				}
				p.fmt0x64(uint64(uint8(e.N)), true)
			}
			p.buf = append(p.buf, '}')
			return
		}
		p.printValue(v, t, verb, 0, true)
	case 's', 'x', 'X', 'q':
		p.hostFmt(verb, v.Bytes())
	default:
		p.printValue(v, t, verb, 0, true)
	}
}

// mayHaveMethods reports whether values of t can have methods: named types,
// pointers to named types, and structs with embedded fields.
func mayHaveMethods(t types.Type) bool {
	t = types.Unalias(t)
	if types.IsInterface(t) {
		return false // the dynamic value's methods are looked at
	}
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
		if _, ok := t.(*types.Named); ok {
			return true
		}
		t = t.Underlying()
	}
	switch t := t.(type) {
	case *types.Named:
		return true
	case *types.Struct:
		for i := 0; i < t.NumFields(); i++ {
			if t.Field(i).Embedded() {
				return true
			}
		}
	}
	return false
}

// stringMethod reports whether t's method set has name with the signature
// func() string.
func (p *printer) stringMethod(t types.Type, rt *RType, name string) bool {
	if !p.in.HasMethod(rt, name) {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := types.Unalias(sig.Results().At(0).Type()).(*types.Basic)
	return ok && b.Kind() == types.String
}

func (p *printer) hasStringMethods(rt *RType) bool {
	m := p.methods(rt)
	return m.error || m.string
}

// isErrorType reports whether values of t implement error.
func (p *printer) isErrorType(t types.Type) bool {
	if types.IsInterface(t) {
		return false
	}
	return mayHaveMethods(t) && p.methods(p.rtype(t)).error
}

// handleMethods calls Format, Error, String or GoString on v (of
// non-interface type t, whose RType is rt if known) when fmt would, printing
// the result. It reports whether it printed.
func (p *printer) handleMethods(v Value, t types.Type, rt *RType, verb rune) bool {
	if p.erroring {
		return false
	}
	if verb == 'w' {
		if !p.wrapErrs || !p.isErrorType(t) {
			p.badVerb(verb)
			return true
		}
		verb = 'v'
	}
	if !mayHaveMethods(t) {
		return false
	}
	if rt == nil {
		rt = p.rtype(t)
	}
	m := p.methods(rt)
	if m.format {
		p.callFormat(v, t, rt, verb)
		return true
	}
	if p.sharpV {
		if m.goString {
			if s, ok := p.callStringMethod(v, t, rt, "GoString", verb); ok {
				p.fmtS(s)
			}
			return true
		}
		return false
	}
	switch verb {
	case 'v', 's', 'x', 'X', 'q':
		name := ""
		switch {
		case m.error:
			name = "Error"
		case m.string:
			name = "String"
		default:
			return false
		}
		if s, ok := p.callStringMethod(v, t, rt, name, verb); ok {
			p.fmtString(s, verb)
		}
		return true
	}
	return false
}

// callStringMethod calls a func() string method. When the call panics it
// prints what fmt's catchPanic prints and returns ok == false.
func (p *printer) callStringMethod(v Value, t types.Type, rt *RType, name string, verb rune) (s string, ok bool) {
	ok = p.catching(v, t, name, verb, func() {
		if res, found := p.in.CallMethod(v, rt, name); found && len(res) > 0 {
			s = res[0].String()
		}
	})
	return s, ok
}

// catching runs call, a call of v's method name. When it panics, catching
// prints what fmt's catchPanic prints and returns false.
func (p *printer) catching(v Value, t types.Type, name string, verb rune, call func()) (ok bool) {
	in := p.in
	cur, depth, lv := in.rt.cur, in.rt.depth, in.stackLevel()
	if in.printNest++; in.printNest > maxPrintNest {
		// A String method that prints its own receiver recurses until Go
		// overflows its stack. Stop it while the host stack is still
		// small: a deep one makes every stack copy and GC scan slow, and
		// an interrupt would wait for them.
		in.die(in.errorHere(fmt.Sprintf("stack overflow: %s methods nest %d deep while printing (does a %s method print its own receiver?)", name, maxPrintNest, name)))
	}
	defer func() {
		in.printNest--
		if in.unwinding {
			return
		}
		r := recover()
		if r == nil {
			return
		}
		gp := in.toPanic(r) // fatal stops propagate
		in.releaseLeaves(cur)
		in.rt.cur, in.rt.depth = cur, depth
		in.setLevel(lv)
		ok = false
		if _, isPtr := t.Underlying().(*types.Pointer); isPtr && v.R == nil {
			p.buf = append(p.buf, "<nil>"...)
			return
		}
		if p.panicking {
			panic(gp)
		}
		old := p.saveFlags()
		p.clearFlags()
		p.buf = append(p.buf, "%!"...)
		p.buf = utf8.AppendRune(p.buf, verb)
		p.buf = append(p.buf, "(PANIC="...)
		p.buf = append(p.buf, name...)
		p.buf = append(p.buf, " method: "...)
		p.panicking = true
		p.printArg(gp.val, 'v')
		p.panicking = false
		p.buf = append(p.buf, ')')
		p.restoreFlags(old)
	}()
	call()
	return true
}

// formatMethod reports whether t has the method Format(fmt.State, rune).
func (p *printer) formatMethod(t types.Type, rt *RType) bool {
	if !p.in.HasMethod(rt, "Format") {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "Format")
	fn, ok := obj.(*types.Func)
	if !ok {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 2 || sig.Results().Len() != 0 {
		return false
	}
	n, ok := types.Unalias(sig.Params().At(0).Type()).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != "fmt" || n.Obj().Name() != "State" {
		return false
	}
	b, ok := types.Unalias(sig.Params().At(1).Type()).(*types.Basic)
	return ok && b.Kind() == types.Int32
}

// callFormat calls v's Format method with an interpreted fmt.State holding
// the current flags, and prints what it writes.
func (p *printer) callFormat(v Value, t types.Type, rt *RType, verb rune) {
	in := p.in
	var flags []byte
	if p.minus {
		flags = append(flags, '-')
	}
	if p.plus || p.plusV {
		flags = append(flags, '+')
	}
	if p.sharp || p.sharpV {
		flags = append(flags, '#')
	}
	if p.space {
		flags = append(flags, ' ')
	}
	if p.zero {
		flags = append(flags, '0')
	}
	st := in.CallFunc(in.LibFunc("fmt", "newState"), MakeInt(int64(p.wid)), MakeInt(int64(p.prec)),
		MakeBool(p.widPresent), MakeBool(p.precPresent), MakeString(string(flags)))[0]
	var text string
	p.catching(v, t, "Format", verb, func() {
		in.CallMethod(v, rt, "Format", st, MakeInt(int64(verb)))
		text = in.CallFunc(in.LibFunc("fmt", "stateText"), st)[0].String()
	})
	p.buf = append(p.buf, text...)
}

// badVerb prints %!verb(type=value) for the current operand.
func (p *printer) badVerb(verb rune) {
	p.erroring = true
	p.buf = append(p.buf, "%!"...)
	p.buf = utf8.AppendRune(p.buf, verb)
	p.buf = append(p.buf, '(')
	if p.curT != nil {
		v, t := p.curV, p.curT
		p.buf = append(p.buf, typeString(t)...)
		p.buf = append(p.buf, '=')
		p.printValue(v, t, 'v', 0, true)
	} else {
		p.buf = append(p.buf, "<nil>"...)
	}
	p.buf = append(p.buf, ')')
	p.erroring = false
}

// maxPrintDepth bounds the nesting of printed values.
const maxPrintDepth = 10000

// printValue prints v of type t; depth > 0 inside composite values.
// canIface is false below unexported struct fields, where fmt does not call
// methods.
func (p *printer) printValue(v Value, t types.Type, verb rune, depth int, canIface bool) {
	p.in.pollHost() // a big slice or map takes long to print
	if len(p.buf) >= printChunk {
		p.nextChunk()
	}
	if depth > maxPrintDepth {
		// Go overflows its stack on a value that contains itself; stop
		// the program as cleanly.
		p.in.die(&Error{Kind: Panic, Exit: 2, Msg: "fatal error: stack overflow (printing a value that contains itself)"})
	}
	if depth > 0 && canIface && (verb == 'w' || mayHaveMethods(t)) {
		if p.handleMethods(v, t, nil, verb) {
			return
		}
	}
	p.curV, p.curT = v, t

	switch u := t.Underlying().(type) {
	case *types.Basic:
		p.printBasic(v, u, verb)
	case *types.Map:
		if p.sharpV {
			p.buf = append(p.buf, typeString(t)...)
			if v.R == nil {
				p.buf = append(p.buf, "(nil)"...)
				return
			}
			p.buf = append(p.buf, '{')
		} else {
			p.buf = append(p.buf, "map["...)
		}
		for i, e := range p.sortedEntries(v.MapVal(), u.Key()) {
			if i > 0 {
				if p.sharpV {
					p.buf = append(p.buf, ", "...)
				} else {
					p.buf = append(p.buf, ' ')
				}
			}
			p.printValue(e.K, u.Key(), verb, depth+1, canIface)
			p.buf = append(p.buf, ':')
			p.printValue(e.V, u.Elem(), verb, depth+1, canIface)
		}
		if p.sharpV {
			p.buf = append(p.buf, '}')
		} else {
			p.buf = append(p.buf, ']')
		}
	case *types.Struct:
		if p.sharpV {
			p.buf = append(p.buf, typeString(t)...)
		}
		p.buf = append(p.buf, '{')
		fs := v.Elems()
		for i := 0; i < u.NumFields(); i++ {
			if i > 0 {
				if p.sharpV {
					p.buf = append(p.buf, ", "...)
				} else {
					p.buf = append(p.buf, ' ')
				}
			}
			f := u.Field(i)
			if p.plusV || p.sharpV {
				p.buf = append(p.buf, f.Name()...)
				p.buf = append(p.buf, ':')
			}
			var fv Value
			if i < len(fs) {
				fv = fs[i]
			}
			ft := f.Type()
			ok := canIface && f.Exported()
			if types.IsInterface(ft) {
				if x := fv.Iface(); x != nil {
					p.printValue(x.V, x.T.T, verb, depth+1, ok)
					continue
				}
			}
			p.printValue(fv, ft, verb, depth+1, ok)
		}
		p.buf = append(p.buf, '}')
	case *types.Interface:
		x := v.Iface()
		if x == nil {
			if p.sharpV {
				p.buf = append(p.buf, typeString(t)...)
				p.buf = append(p.buf, "(nil)"...)
			} else {
				p.buf = append(p.buf, "<nil>"...)
			}
			return
		}
		p.printValue(x.V, x.T.T, verb, depth+1, canIface)
	case *types.Array:
		p.printList(v, t, u.Elem(), false, verb, depth, canIface)
	case *types.Slice:
		p.printList(v, t, u.Elem(), true, verb, depth, canIface)
	case *types.Pointer:
		if depth == 0 && v.R != nil {
			if pv := v.Ptr(); pv != nil {
				switch u.Elem().Underlying().(type) {
				case *types.Array, *types.Slice, *types.Struct, *types.Map:
					p.buf = append(p.buf, '&')
					p.printValue(*pv, u.Elem(), verb, depth+1, canIface)
					return
				}
			}
		}
		p.fmtPointer(v, t, verb)
	case *types.Signature, *types.Chan:
		p.fmtPointer(v, t, verb)
	default:
		p.buf = append(p.buf, '?')
		p.buf = append(p.buf, typeString(t)...)
		p.buf = append(p.buf, '?')
	}
}

func (p *printer) printList(v Value, t, elem types.Type, isSlice bool, verb rune, depth int, canIface bool) {
	switch verb {
	case 's', 'q', 'x', 'X':
		if b, ok := elem.Underlying().(*types.Basic); ok && b.Kind() == types.Uint8 {
			p.hostFmt(verb, v.Bytes())
			return
		}
	}
	// Elements are read one by one: a packed slice has no []Value to range
	// over, and a copy of a big one would be memory the budget never saw.
	n := sliceLen(v)
	if p.sharpV {
		p.buf = append(p.buf, typeString(t)...)
		if isSlice && v.R == nil {
			p.buf = append(p.buf, "(nil)"...)
			return
		}
		p.buf = append(p.buf, '{')
		for i := 0; i < n; i++ {
			if i > 0 {
				p.buf = append(p.buf, ", "...)
			}
			p.printValue(elemAt(v, i), elem, verb, depth+1, canIface)
		}
		p.buf = append(p.buf, '}')
		return
	}
	p.buf = append(p.buf, '[')
	for i := 0; i < n; i++ {
		if i > 0 {
			p.buf = append(p.buf, ' ')
		}
		p.printValue(elemAt(v, i), elem, verb, depth+1, canIface)
	}
	p.buf = append(p.buf, ']')
}

// ---- scalars ----

// hostScalar converts a basic value to a host value of the same kind.
func hostScalar(v Value, b *types.Basic) any {
	switch b.Kind() {
	case types.Bool, types.UntypedBool:
		return v.N != 0
	case types.Int, types.UntypedInt:
		return int(int64(v.N))
	case types.Int8:
		return int8(v.N)
	case types.Int16:
		return int16(v.N)
	case types.Int32, types.UntypedRune:
		return int32(v.N)
	case types.Int64:
		return int64(v.N)
	case types.Uint:
		return uint(v.N)
	case types.Uint8:
		return uint8(v.N)
	case types.Uint16:
		return uint16(v.N)
	case types.Uint32:
		return uint32(v.N)
	case types.Uint64:
		return v.N
	case types.Uintptr:
		return uintptr(v.N)
	case types.Float32:
		return float32(v.Float())
	case types.Float64, types.UntypedFloat:
		return v.Float()
	case types.Complex64:
		return complex64(v.Complex())
	case types.Complex128, types.UntypedComplex:
		return v.Complex()
	case types.String, types.UntypedString:
		return v.String()
	}
	return nil
}

func validVerb(b *types.Basic, verb rune) bool {
	info := b.Info()
	switch {
	case info&types.IsBoolean != 0:
		return verb == 't' || verb == 'v'
	case info&types.IsInteger != 0:
		return strings.ContainsRune("vdboOxXcqU", verb)
	case info&types.IsFloat != 0:
		return strings.ContainsRune("vbgGxXfeEF", verb)
	case info&types.IsComplex != 0:
		return strings.ContainsRune("vbgGxXfFeE", verb)
	case info&types.IsString != 0:
		return strings.ContainsRune("vsxXq", verb)
	}
	return false
}

func (p *printer) printBasic(v Value, b *types.Basic, verb rune) {
	if b.Kind() == types.UnsafePointer {
		p.fmtPointer(v, types.Typ[types.UnsafePointer], verb)
		return
	}
	if !validVerb(b, verb) {
		p.badVerb(verb)
		return
	}
	// Fast paths for the common flagless cases.
	if p.noFlags() {
		info := b.Info()
		switch {
		case info&types.IsInteger != 0 && (verb == 'v' || verb == 'd'):
			if info&types.IsUnsigned != 0 {
				p.buf = strconv.AppendUint(p.buf, hostUint(v, b), 10)
			} else {
				p.buf = strconv.AppendInt(p.buf, hostInt(v, b), 10)
			}
			return
		case info&types.IsString != 0 && (verb == 'v' || verb == 's'):
			p.buf = append(p.buf, v.String()...)
			return
		case info&types.IsFloat != 0 && verb == 'v':
			f := v.Float()
			if !math.IsInf(f, 0) && !math.IsNaN(f) {
				size := 64
				if b.Kind() == types.Float32 {
					size = 32
				}
				p.buf = strconv.AppendFloat(p.buf, f, 'g', -1, size)
				return
			}
		case info&types.IsBoolean != 0:
			p.buf = strconv.AppendBool(p.buf, v.N != 0)
			return
		}
	}
	p.hostFmt(verb, hostScalar(v, b))
}

func hostInt(v Value, b *types.Basic) int64 {
	switch b.Kind() {
	case types.Int8:
		return int64(int8(v.N))
	case types.Int16:
		return int64(int16(v.N))
	case types.Int32, types.UntypedRune:
		return int64(int32(v.N))
	}
	return int64(v.N)
}

func hostUint(v Value, b *types.Basic) uint64 {
	switch b.Kind() {
	case types.Uint8:
		return uint64(uint8(v.N))
	case types.Uint16:
		return uint64(uint16(v.N))
	case types.Uint32:
		return uint64(uint32(v.N))
	}
	return v.N
}

// hostFmt formats the host value x with the current flags and verb using
// the host fmt package.
func (p *printer) hostFmt(verb rune, x any) {
	var spec [32]byte
	s := append(spec[:0], '%')
	if p.sharp || p.sharpV {
		s = append(s, '#')
	}
	if p.plus || p.plusV {
		s = append(s, '+')
	}
	if p.minus {
		s = append(s, '-')
	}
	if p.space {
		s = append(s, ' ')
	}
	if p.zero {
		s = append(s, '0')
	}
	if p.widPresent {
		s = strconv.AppendInt(s, int64(p.wid), 10)
	}
	if p.precPresent {
		s = append(s, '.')
		s = strconv.AppendInt(s, int64(p.prec), 10)
	}
	s = utf8.AppendRune(s, verb)
	if str, ok := x.(string); ok && len(str) >= printChunk/4 {
		// A long string quoted (%q: up to 4 bytes a byte) or in hex: its
		// text is charged and becomes a chunk of its own (a %q doubling
		// loop ended in Go's fatal out-of-memory).
		if p.in.running {
			p.in.charge(4*int64(len(str))+int64(max(p.wid, 0))+2, "formatting a value")
		}
		out := fmt.Appendf(nil, string(s), x)
		p.full = append(p.full, p.buf, out)
		p.fullN += int64(len(p.buf)) + int64(len(out))
		p.buf = nil
		return
	}
	p.buf = fmt.Appendf(p.buf, string(s), x)
}

// fmtString prints a string result of a String or Error method.
func (p *printer) fmtString(s string, verb rune) {
	if p.noFlags() && (verb == 'v' || verb == 's') {
		p.appendText(s)
		return
	}
	p.hostFmt(verb, s)
}

// fmtS prints s as %s does (precision truncates, width pads).
func (p *printer) fmtS(s string) {
	if p.precPresent {
		n := 0
		for i := range s {
			if n == p.prec {
				s = s[:i]
				break
			}
			n++
		}
	}
	p.padString(s)
}

// padString pads s to the width, as fmt's padString.
func (p *printer) padString(s string) {
	if !p.widPresent || p.wid == 0 {
		p.appendText(s)
		return
	}
	width := p.wid - utf8.RuneCountInString(s)
	if !p.minus {
		p.writePadding(width)
		p.buf = append(p.buf, s...)
	} else {
		p.buf = append(p.buf, s...)
		p.writePadding(width)
	}
}

func (p *printer) writePadding(n int) {
	pad := byte(' ')
	if p.zero && !p.minus {
		pad = '0'
	}
	for ; n > 0; n-- {
		p.buf = append(p.buf, pad)
	}
}

// ---- pointers ----

// fakeAddr returns an address for reference-like values: the host address of
// the interpreted value's storage, so that it is stable and distinct.
func fakeAddr(v Value) uint64 {
	switch r := v.R.(type) {
	case nil:
		return 0
	case *Value:
		return uint64(reflect.ValueOf(r).Pointer())
	case *Map:
		return uint64(reflect.ValueOf(r).Pointer())
	case *Closure:
		if r.Fn != nil {
			return uint64(reflect.ValueOf(r.Fn).Pointer())
		}
		return uint64(reflect.ValueOf(r).Pointer())
	case []Value:
		if cap(r) == 0 {
			return uint64(reflect.ValueOf(r).Pointer())
		}
		return uint64(reflect.ValueOf(&r[:1][0]).Pointer())
	}
	rv := reflect.ValueOf(v.R)
	switch rv.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return uint64(rv.Pointer())
	}
	return 0
}

func (p *printer) fmtPointer(v Value, t types.Type, verb rune) {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice, *types.Signature, *types.Chan:
	default:
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Kind() != types.UnsafePointer {
			p.badVerb(verb)
			return
		}
	}
	u := fakeAddr(v)
	switch verb {
	case 'v':
		if p.sharpV {
			p.buf = append(p.buf, '(')
			p.buf = append(p.buf, typeString(t)...)
			p.buf = append(p.buf, ")("...)
			if u == 0 {
				p.buf = append(p.buf, "nil"...)
			} else {
				p.fmt0x64(u, true)
			}
			p.buf = append(p.buf, ')')
		} else {
			if u == 0 {
				p.padString("<nil>")
			} else {
				p.fmt0x64(u, !p.sharp)
			}
		}
	case 'p':
		p.fmt0x64(u, !p.sharp)
	case 'b', 'o', 'd', 'x', 'X':
		p.hostFmt(verb, uintptr(u))
	default:
		p.badVerb(verb)
	}
}

func (p *printer) fmt0x64(u uint64, leading0x bool) {
	sharp, sharpV, plusV := p.sharp, p.sharpV, p.plusV
	p.sharp, p.sharpV, p.plusV = leading0x, false, false
	p.hostFmt('x', u)
	p.sharp, p.sharpV, p.plusV = sharp, sharpV, plusV
}

// ---- maps ----

// sortedEntries returns m's entries ordered as fmt prints them
// (internal/fmtsort's order).
func (p *printer) sortedEntries(m *Map, kt types.Type) []*MapEntry {
	if m == nil || len(m.M) == 0 {
		return nil
	}
	es := make([]*MapEntry, 0, len(m.M))
	for _, e := range m.M {
		if len(es)&4095 == 0 {
			p.in.pollHost()
		}
		es = append(es, e)
	}
	slices.SortStableFunc(es, func(a, b *MapEntry) int {
		p.in.pollHost() // sorting a big map's keys takes long
		return compareKeys(a.K, b.K, kt)
	})
	return es
}

// compareKeys orders map keys as internal/fmtsort does. Interface keys of
// different dynamic types, which Go orders by the address of their type
// descriptors, are ordered by type name here.
func compareKeys(a, b Value, t types.Type) int {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		info := u.Info()
		switch {
		case info&types.IsString != 0:
			return strings.Compare(a.String(), b.String())
		case info&types.IsFloat != 0:
			return cmp.Compare(a.Float(), b.Float())
		case info&types.IsComplex != 0:
			x, y := a.Complex(), b.Complex()
			if c := cmp.Compare(real(x), real(y)); c != 0 {
				return c
			}
			return cmp.Compare(imag(x), imag(y))
		case info&types.IsBoolean != 0:
			return cmp.Compare(a.N, b.N)
		case info&types.IsUnsigned != 0:
			return cmp.Compare(hostUint(a, u), hostUint(b, u))
		case info&types.IsInteger != 0:
			return cmp.Compare(hostInt(a, u), hostInt(b, u))
		}
		return cmp.Compare(fakeAddr(a), fakeAddr(b))
	case *types.Pointer, *types.Chan:
		return cmp.Compare(fakeAddr(a), fakeAddr(b))
	case *types.Struct:
		x, y := a.Elems(), b.Elems()
		for i := 0; i < u.NumFields() && i < len(x) && i < len(y); i++ {
			if c := compareKeys(x[i], y[i], u.Field(i).Type()); c != 0 {
				return c
			}
		}
		return 0
	case *types.Array:
		x, y := a.Elems(), b.Elems()
		for i := 0; i < len(x) && i < len(y); i++ {
			if c := compareKeys(x[i], y[i], u.Elem()); c != 0 {
				return c
			}
		}
		return 0
	case *types.Interface:
		x, y := a.Iface(), b.Iface()
		switch {
		case x == nil && y == nil:
			return 0
		case x == nil:
			return -1
		case y == nil:
			return 1
		}
		if x.T != y.T {
			if c := strings.Compare(typeString(x.T.T), typeString(y.T.T)); c != 0 {
				return c
			}
			return -1
		}
		return compareKeys(x.V, y.V, x.T.T)
	}
	return 0
}

// ---- type names ----

// typeString returns the name of t as Go's reflect (and so %T) prints it:
// "main.T", "[]interface {}", "func(int, ...string) (int, error)",
// "struct { A int }", "main.G[int,string]".
func typeString(t types.Type) string {
	var b strings.Builder
	writeType(&b, t, false)
	return b.String()
}

func writeType(b *strings.Builder, t types.Type, inArgs bool) {
	switch t := t.(type) {
	case nil:
		b.WriteString("<nil>")
	case *types.Alias:
		writeType(b, types.Unalias(t), inArgs)
	case *types.Basic:
		switch t.Kind() {
		case types.Uint8:
			b.WriteString("uint8")
		case types.Int32:
			b.WriteString("int32")
		case types.UnsafePointer:
			b.WriteString("unsafe.Pointer")
		default:
			b.WriteString(t.Name())
		}
	case *types.Named:
		obj := t.Obj()
		if pkg := obj.Pkg(); pkg != nil {
			if inArgs {
				b.WriteString(pkg.Path())
			} else {
				b.WriteString(pkg.Name())
			}
			b.WriteByte('.')
		}
		b.WriteString(obj.Name())
		if args := t.TypeArgs(); args != nil && args.Len() > 0 {
			b.WriteByte('[')
			for i := 0; i < args.Len(); i++ {
				if i > 0 {
					b.WriteByte(',')
				}
				writeType(b, args.At(i), true)
			}
			b.WriteByte(']')
		}
	case *types.Pointer:
		b.WriteByte('*')
		writeType(b, t.Elem(), inArgs)
	case *types.Slice:
		b.WriteString("[]")
		writeType(b, t.Elem(), inArgs)
	case *types.Array:
		b.WriteByte('[')
		b.WriteString(strconv.FormatInt(t.Len(), 10))
		b.WriteByte(']')
		writeType(b, t.Elem(), inArgs)
	case *types.Map:
		b.WriteString("map[")
		writeType(b, t.Key(), inArgs)
		b.WriteByte(']')
		writeType(b, t.Elem(), inArgs)
	case *types.Chan:
		switch t.Dir() {
		case types.SendRecv:
			b.WriteString("chan ")
			if c, ok := types.Unalias(t.Elem()).(*types.Chan); ok && c.Dir() == types.RecvOnly {
				b.WriteByte('(')
				writeType(b, t.Elem(), inArgs)
				b.WriteByte(')')
				return
			}
		case types.SendOnly:
			b.WriteString("chan<- ")
		case types.RecvOnly:
			b.WriteString("<-chan ")
		}
		writeType(b, t.Elem(), inArgs)
	case *types.Signature:
		b.WriteString("func")
		writeSig(b, t, inArgs)
	case *types.Struct:
		if t.NumFields() == 0 {
			b.WriteString("struct {}")
			return
		}
		b.WriteString("struct {")
		for i := 0; i < t.NumFields(); i++ {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteByte(' ')
			f := t.Field(i)
			if !f.Embedded() {
				b.WriteString(f.Name())
				b.WriteByte(' ')
			}
			writeType(b, f.Type(), inArgs)
			if tag := t.Tag(i); tag != "" {
				b.WriteByte(' ')
				b.WriteString(strconv.Quote(tag))
			}
		}
		b.WriteString(" }")
	case *types.Interface:
		if t.NumMethods() == 0 {
			b.WriteString("interface {}")
			return
		}
		ms := make([]*types.Func, t.NumMethods())
		for i := range ms {
			ms[i] = t.Method(i)
		}
		slices.SortFunc(ms, func(x, y *types.Func) int { return strings.Compare(x.Name(), y.Name()) })
		b.WriteString("interface {")
		for i, m := range ms {
			if i > 0 {
				b.WriteByte(';')
			}
			b.WriteByte(' ')
			b.WriteString(m.Name())
			writeSig(b, m.Type().(*types.Signature), inArgs)
		}
		b.WriteString(" }")
	case *types.TypeParam:
		b.WriteString(t.Obj().Name())
	default:
		b.WriteString(t.String())
	}
}

func writeSig(b *strings.Builder, s *types.Signature, inArgs bool) {
	b.WriteByte('(')
	ps := s.Params()
	for i := 0; i < ps.Len(); i++ {
		if i > 0 {
			b.WriteString(", ")
		}
		pt := ps.At(i).Type()
		if s.Variadic() && i == ps.Len()-1 {
			b.WriteString("...")
			if sl, ok := pt.(*types.Slice); ok {
				pt = sl.Elem()
			}
		}
		writeType(b, pt, inArgs)
	}
	b.WriteByte(')')
	rs := s.Results()
	switch rs.Len() {
	case 0:
	case 1:
		b.WriteByte(' ')
		writeType(b, rs.At(0).Type(), inArgs)
	default:
		b.WriteString(" (")
		for i := 0; i < rs.Len(); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			writeType(b, rs.At(i).Type(), inArgs)
		}
		b.WriteByte(')')
	}
}
