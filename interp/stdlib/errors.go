package stdlib

import (
	"go/types"

	"github.com/adrepl/adrepl/interp"
)

// Package errors: New, Is, As, AsType, Unwrap, Join, interpreted as in Go;
// As's type test and assignment through the target pointer are host helpers.

const errorsSrc = `package errors

type errorString struct {
	s string
}

func (e *errorString) Error() string { return e.s }

// New returns an error whose Error method returns text. Each call returns a
// distinct error value.
func New(text string) error { return &errorString{text} }

var ErrUnsupported = New("unsupported operation")

func Unwrap(err error) error {
	u, ok := err.(interface{ Unwrap() error })
	if !ok {
		return nil
	}
	return u.Unwrap()
}

func comparable(x any) bool

func Is(err, target error) bool {
	if err == nil || target == nil {
		return err == target
	}
	return is(err, target, comparable(target))
}

func is(err, target error, targetComparable bool) bool {
	for {
		if targetComparable && err == target {
			return true
		}
		if x, ok := err.(interface{ Is(error) bool }); ok && x.Is(target) {
			return true
		}
		switch x := err.(type) {
		case interface{ Unwrap() error }:
			err = x.Unwrap()
			if err == nil {
				return false
			}
		case interface{ Unwrap() []error }:
			for _, err := range x.Unwrap() {
				if is(err, target, targetComparable) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

// checkAsTarget panics as Go's As does on a bad target.
func checkAsTarget(target any)

// assignTo stores err in *target when err's type is assignable to it.
func assignTo(err error, target any) bool

func As(err error, target any) bool {
	if err == nil {
		return false
	}
	checkAsTarget(target)
	return as(err, target)
}

func as(err error, target any) bool {
	for {
		if assignTo(err, target) {
			return true
		}
		if x, ok := err.(interface{ As(any) bool }); ok && x.As(target) {
			return true
		}
		switch x := err.(type) {
		case interface{ Unwrap() error }:
			err = x.Unwrap()
			if err == nil {
				return false
			}
		case interface{ Unwrap() []error }:
			for _, err := range x.Unwrap() {
				if err == nil {
					continue
				}
				if as(err, target) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
}

func AsType[E error](err error) (E, bool) {
	var e E
	if err == nil {
		return e, false
	}
	if As(err, &e) {
		return e, true
	}
	var zero E
	return zero, false
}

func Join(errs ...error) error {
	n := 0
	for _, err := range errs {
		if err != nil {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	e := &joinError{errs: make([]error, 0, n)}
	for _, err := range errs {
		if err != nil {
			e.errs = append(e.errs, err)
		}
	}
	return e
}

type joinError struct {
	errs []error
}

func (e *joinError) Error() string {
	if len(e.errs) == 1 {
		return e.errs[0].Error()
	}
	s := e.errs[0].Error()
	for _, err := range e.errs[1:] {
		s += "\n" + err.Error()
	}
	return s
}

func (e *joinError) Unwrap() []error { return e.errs }
`

func addErrors(add func(*interp.Library)) {
	add(&interp.Library{
		Path: "errors",
		Src:  errorsSrc,
		Host: map[string]*interp.HostFunc{
			"comparable": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				c.Results[0] = interp.MakeBool(x == nil || types.Comparable(x.T.T))
			}},
			"checkAsTarget": {Call: func(c *interp.Call) {
				x := c.Args[0].Iface()
				if x == nil {
					c.PanicString("errors: target cannot be nil")
				}
				pt, ok := x.T.T.Underlying().(*types.Pointer)
				if !ok || x.V.R == nil {
					c.PanicString("errors: target must be a non-nil pointer")
				}
				e := pt.Elem()
				if !types.IsInterface(e) && !c.In.ImplementsError(e) {
					c.PanicString("errors: *target must be interface or implement error")
				}
			}},
			"assignTo": {Call: func(c *interp.Call) {
				err, target := c.Args[0].Iface(), c.Args[1].Iface()
				e := target.T.T.Underlying().(*types.Pointer).Elem()
				if err == nil || !types.AssignableTo(err.T.T, e) {
					c.Results[0] = interp.MakeBool(false)
					return
				}
				dst := target.V.Ptr()
				if types.IsInterface(e) {
					*dst = c.Args[0]
				} else {
					interp.Store(dst, err.V, e)
				}
				c.Results[0] = interp.MakeBool(true)
			}},
		},
		Doc: map[string]string{
			"New":    "New(text) returns a new error whose message is text.",
			"Is":     "Is(err, target) reports whether err or an error it wraps equals target (or reports Is(target)).",
			"As":     "As(err, &target) finds the first error in err's chain assignable to target and stores it.",
			"AsType": "AsType[E](err) finds the first error in err's chain of type E.",
			"Unwrap": "Unwrap(err) returns the error err wraps (its Unwrap() error), or nil.",
			"Join":   "Join(errs...) returns an error wrapping the non-nil errs, its message their messages on separate lines.",
		},
	})
}
