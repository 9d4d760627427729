package interp

import (
	"fmt"
	"sort"
)

// A Library is a package that interpreted code may import. Its API is Go
// source (Src), type-checked by go/types like any other package, so that
// calls are checked against real Go signatures. Functions and methods with
// bodies are interpreted; functions and methods declared without a body are
// bound to host implementations in Host, keyed by "Name" for functions and
// "Type.Method" for methods (pointer receivers too, without the star).
//
// A session reaches the packages of Options.Packages, and ad and display,
// which interp provides: nothing else. That is the sandbox. Package
// interp/stdlib holds the standard ones.
type Library struct {
	Path string
	Src  string
	Host map[string]*HostFunc
	// Doc holds one-line documentation by name, for completion and inspection.
	Doc map[string]string
}

// HostFunc is a host implementation of a bodiless library function.
// Exactly one of the fields is set. The compiler calls the fast paths without
// building argument slices, so math stays allocation-free.
type HostFunc struct {
	F64   func(float64) float64          // func(float64) float64
	F64x2 func(float64, float64) float64 // func(float64, float64) float64
	// Call is the general form. Variadic arguments arrive packed as one slice
	// Value, as the function's signature declares them. Results are written to
	// c.Results, which has the signature's result count.
	Call func(c *Call)
}

// Call is the argument of a general host function.
type Call struct {
	In      *Interp
	Args    []Value
	Results []Value
	// TypeArgs are the type arguments of a generic library function.
	TypeArgs []*RType
	// aside is set while the call runs on a goroutine of its own
	// (runAside): its memory charges go through it.
	aside *asideLink
}

// builtinLibraries are the packages interp itself provides (ad, display),
// registered by its own init functions.
var builtinLibraries = map[string]*Library{}

func registerBuiltin(l *Library) {
	if _, dup := builtinLibraries[l.Path]; dup {
		panic(fmt.Sprintf("interp: library %s registered twice", l.Path))
	}
	builtinLibraries[l.Path] = l
}

// sessionLibraries maps the import paths a session may use to their
// libraries: interp's own and those of Options.Packages.
func sessionLibraries(pkgs []*Library) map[string]*Library {
	libs := make(map[string]*Library, len(builtinLibraries)+len(pkgs))
	for p, l := range builtinLibraries {
		prepareLibrary(l)
		libs[p] = l
	}
	for _, l := range pkgs {
		if _, dup := libs[l.Path]; dup {
			panic(fmt.Sprintf("interp: Options.Packages lists %s twice (or a package interp provides)", l.Path))
		}
		prepareLibrary(l)
		libs[l.Path] = l
	}
	return libs
}

// LibraryPaths lists the packages this session may import, sorted.
func (in *Interp) LibraryPaths() []string {
	var ps []string
	for p := range in.libs {
		ps = append(ps, p)
	}
	sort.Strings(ps)
	return ps
}

// PanicValue aborts the current host call with an interpreted panic whose
// value is v, exactly as if interpreted code had called panic(v).
func (c *Call) Panic(v Value, t *RType) {
	p := &goPanic{val: Value{R: &Iface{T: t, V: v}}}
	c.In.capture(p)
	panic(p)
}

// PanicString panics with a string value, like panic("msg").
func (c *Call) PanicString(msg string) {
	p := &goPanic{val: Value{R: &Iface{T: c.In.typeOfString(), V: MakeString(msg)}}}
	c.In.capture(p)
	panic(p)
}

// Library returns the library this session imports for path, or nil.
func (in *Interp) Library(path string) *Library { return in.libs[path] }
