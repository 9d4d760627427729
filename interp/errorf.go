package interp

import "slices"

// FormatError is fmt.Errorf's formatting: msg is the message as Sprintf
// formats it (with %w accepted as %v for errors), verbs the number of %w
// verbs, and errs their operands that are errors (not nil), in argument
// order without repeats. With one %w the error wraps errs[0] (if any);
// with more it wraps errs, as Go's wrapErrors does.
func (in *Interp) FormatError(format string, args []Value) (msg string, errs []Value, verbs int) {
	p := &printer{in: in, wrapErrs: true}
	p.doPrintf(format, args)
	msg = p.text()
	if p.reordered {
		slices.Sort(p.wrapped)
	}
	for i, n := range p.wrapped {
		if i > 0 && p.wrapped[i-1] == n {
			continue
		}
		if x := args[n].Iface(); x != nil && p.isErrorType(x.T.T) {
			errs = append(errs, args[n])
		}
	}
	return msg, errs, len(p.wrapped)
}
