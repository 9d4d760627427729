package interp

import (
	"fmt"
	"go/types"
	"math"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// These tests convert host values (through reflect) to interpreted values with
// equivalent go/types types, format them with the interpreter's printer, and
// compare with what the host fmt package prints for the originals.

type conv struct {
	in    *Interp
	named map[reflect.Type]*types.Named
	pkgs  map[string]*types.Package
}

func newConv() *conv {
	return &conv{in: New(Options{}), named: map[reflect.Type]*types.Named{}, pkgs: map[string]*types.Package{}}
}

var basicKinds = map[reflect.Kind]types.BasicKind{
	reflect.Bool: types.Bool, reflect.Int: types.Int, reflect.Int8: types.Int8, reflect.Int16: types.Int16,
	reflect.Int32: types.Int32, reflect.Int64: types.Int64, reflect.Uint: types.Uint, reflect.Uint8: types.Uint8,
	reflect.Uint16: types.Uint16, reflect.Uint32: types.Uint32, reflect.Uint64: types.Uint64,
	reflect.Uintptr: types.Uintptr, reflect.Float32: types.Float32, reflect.Float64: types.Float64,
	reflect.Complex64: types.Complex64, reflect.Complex128: types.Complex128, reflect.String: types.String,
}

// typ maps a host type to a go/types type.
func (c *conv) typ(t reflect.Type) types.Type {
	if t.Name() != "" && t.PkgPath() != "" {
		if n, ok := c.named[t]; ok {
			return n
		}
		pkg := c.pkgs[t.PkgPath()]
		if pkg == nil {
			name := t.String()[:strings.IndexByte(t.String(), '.')]
			pkg = types.NewPackage(t.PkgPath(), name)
			c.pkgs[t.PkgPath()] = pkg
		}
		n := types.NewNamed(types.NewTypeName(0, pkg, t.Name(), nil), nil, nil)
		c.named[t] = n
		n.SetUnderlying(c.under(t).Underlying())
		return n
	}
	return c.under(t)
}

func (c *conv) under(t reflect.Type) types.Type {
	if k, ok := basicKinds[t.Kind()]; ok {
		return types.Typ[k]
	}
	switch t.Kind() {
	case reflect.Slice:
		return types.NewSlice(c.typ(t.Elem()))
	case reflect.Array:
		return types.NewArray(c.typ(t.Elem()), int64(t.Len()))
	case reflect.Map:
		return types.NewMap(c.typ(t.Key()), c.typ(t.Elem()))
	case reflect.Pointer:
		return types.NewPointer(c.typ(t.Elem()))
	case reflect.Interface:
		if t.NumMethod() == 0 {
			return types.NewInterfaceType(nil, nil).Complete()
		}
		if t == reflect.TypeFor[error]() {
			return types.Universe.Lookup("error").Type()
		}
	case reflect.Struct:
		var fs []*types.Var
		var tags []string
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			var pkg *types.Package
			if f.PkgPath != "" {
				pkg = c.pkgs[f.PkgPath]
				if pkg == nil {
					pkg = types.NewPackage(f.PkgPath, "interp")
					c.pkgs[f.PkgPath] = pkg
				}
			}
			fs = append(fs, types.NewField(0, pkg, f.Name, c.typ(f.Type), f.Anonymous))
			tags = append(tags, string(f.Tag))
		}
		return types.NewStruct(fs, tags)
	case reflect.Func:
		var ps, rs []*types.Var
		for i := 0; i < t.NumIn(); i++ {
			ps = append(ps, types.NewParam(0, nil, "", c.typ(t.In(i))))
		}
		for i := 0; i < t.NumOut(); i++ {
			rs = append(rs, types.NewParam(0, nil, "", c.typ(t.Out(i))))
		}
		return types.NewSignatureType(nil, nil, nil, types.NewTuple(ps...), types.NewTuple(rs...), t.IsVariadic())
	}
	panic("conv: unsupported type " + t.String())
}

// val maps a host value to an interpreted value.
func (c *conv) val(v reflect.Value) Value {
	switch v.Kind() {
	case reflect.Bool:
		return MakeBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return MakeInt(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return MakeUint(v.Uint())
	case reflect.Float32, reflect.Float64:
		return MakeFloat(v.Float())
	case reflect.Complex64, reflect.Complex128:
		return MakeComplex(v.Complex())
	case reflect.String:
		return MakeString(v.String())
	case reflect.Slice:
		if v.IsNil() {
			return Value{}
		}
		fallthrough
	case reflect.Array:
		es := make([]Value, v.Len())
		for i := range es {
			es[i] = c.val(v.Index(i))
		}
		return Value{R: es}
	case reflect.Struct:
		es := make([]Value, v.NumField())
		for i := range es {
			es[i] = c.val(v.Field(i))
		}
		return Value{R: es}
	case reflect.Pointer:
		if v.IsNil() {
			return Value{}
		}
		e := c.val(v.Elem())
		return Value{R: &e}
	case reflect.Interface:
		if v.IsNil() {
			return Value{}
		}
		return c.iface(v.Elem())
	case reflect.Map:
		if v.IsNil() {
			return Value{}
		}
		m := &Map{M: map[any]*MapEntry{}}
		kt := c.in.RType(c.typ(v.Type().Key()))
		it := v.MapRange()
		for it.Next() {
			k := c.val(it.Key())
			key := kt.key(k)
			if f, ok := key.(float64); ok && f != f {
				key = &k // NaN keys are all distinct
			}
			m.M[key] = &MapEntry{K: k, V: c.val(it.Value())}
		}
		return Value{R: m}
	case reflect.Func:
		if v.IsNil() {
			return Value{}
		}
		return Value{R: &Closure{}}
	}
	panic("conv: unsupported value " + v.Type().String())
}

func (c *conv) iface(v reflect.Value) Value {
	return Value{R: &Iface{T: c.in.RType(c.typ(v.Type())), V: c.val(v)}}
}

func (c *conv) args(a []any) []Value {
	vs := make([]Value, len(a))
	for i, x := range a {
		if x != nil {
			vs[i] = c.iface(reflect.ValueOf(x))
		}
	}
	return vs
}

type fmtT struct {
	A int
	B string
}

type fmtU struct {
	X    []int
	M    map[string]int
	P    *fmtT
	I    any
	E    error
	n    float64
	T    fmtT
	Arr  [2]bool
	By   []byte
	F32  float32
	fmtT `json:"t"`
}

type fmtCelsius float64
type fmtBytes []byte
type fmtName string
type fmtKey struct {
	A int
	B string
}

var pi = math.Pi

var addrRE = regexp.MustCompile(`0x[0-9a-f]{6,}`)

func TestFormatPrintf(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		format string
		args   []any
	}{
		{"%v %d %s", []any{1, 2, "x"}},
		{"%v|%+v|%#v", []any{fmtT{1, "a"}, fmtT{2, "b"}, fmtT{3, "c"}}},
		{"%v|%+v|%#v", []any{&fmtT{1, "a"}, &fmtT{2, "b"}, &fmtT{3, "c"}}},
		{"%v", []any{fmtU{}}},
		{"%+v", []any{fmtU{}}},
		{"%#v", []any{fmtU{}}},
		{"%v", []any{fmtU{X: []int{1, 2}, M: map[string]int{"b": 2, "a": 1}, I: 3.5, n: 2, T: fmtT{4, "q"}, By: []byte("hi"), F32: 0.1}}},
		{"%+v", []any{fmtU{X: []int{1, 2}, M: map[string]int{"b": 2, "a": 1}, I: "s", n: 2, T: fmtT{4, "q"}, By: []byte("hi"), F32: 0.1}}},
		{"%#v", []any{fmtU{X: []int{1, 2}, M: map[string]int{"b": 2, "a": 1}, I: "s", n: 2, T: fmtT{4, "q"}, By: []byte("hi"), F32: 0.1}}},
		{"%v %v %v", []any{[]int(nil), map[string]int(nil), (*fmtT)(nil)}},
		{"%#v %#v %#v", []any{[]int(nil), map[string]int(nil), (*fmtT)(nil)}},
		{"%#v %#v %#v %#v", []any{[]int{}, map[string]int{}, []any{nil, 1, "a"}, [2]string{"x", "y"}}},
		{"%v %v", []any{[]any{1, "a", nil, 2.5, []int{3}}, map[int]string{3: "c", 1: "a", 2: "b"}}},
		{"%v", []any{map[float64]int{2.5: 1, nan: 2, math.Inf(-1): 3, -0.5: 4}}},
		{"%v", []any{map[bool]int{true: 1, false: 0}}},
		{"%v %+v", []any{map[fmtKey]int{{2, "a"}: 1, {1, "b"}: 2, {1, "a"}: 3}, map[[2]int]string{{2, 1}: "x", {1, 9}: "y"}}},
		{"%v", []any{map[any]int{nil: 0, 3: 1, 1: 2, 2: 3}}},
		{"%v", []any{map[int8]int{-3: 1, 5: 2, -128: 3}}},
		{"%v", []any{map[uint]int{3: 1, 1: 2, 1 << 63: 3}}},
		{"%d %x %X %o %O %b %c %q %U %#U", []any{-42, 255, 255, 8, 8, 5, 'A', 'B', 0x1F600, 0x1F600}},
		{"%5d|%-5d|%05d|%+d|% d|%x|%#x|%#o", []any{42, 42, -42, 42, 42, -255, 255, 8}},
		{"%.3d|%8.3d|%-8.3x", []any{7, 7, 255}},
		{"%v %v %v %v %v", []any{int8(-1), uint8(255), int16(-300), uint32(1 << 31), uint64(math.MaxUint64)}},
		{"%#v %#v %#v", []any{uint8(255), int64(-5), uintptr(10)}},
		{"%v %v %v %v %v %v %v %v", []any{1.0, 2.5, 1e6, 1e21, 1e20, 1e-5, 0.000001, 123456789.0}},
		{"%v %v %v", []any{0.1 + 0.2, 1.0 / 3.0, float32(0.1)}},
		{"%v %v %v %v", []any{math.Inf(1), math.Inf(-1), nan, -0.0 * 1}},
		{"%v %.2f %e %E %g %G %8.3f|%-8.2f|%+.1f|%08.2f", []any{pi, pi, pi, pi, 1e-10, 1e21, pi, 2.5, 1.25, -1.5}},
		{"%f %F %.0f %#.0f %#g %#v %#v", []any{1e6, 2.5, 2.5, 2.5, 1.0, 1.0, 1e21}},
		{"%b %x %X %.3x", []any{1.0, 1.0, 255.5, pi}},
		{"%v %v %.2f %+.1e %v", []any{complex(1, 2), complex(-1.5, -0.25), complex(1, 2), complex(3, 4), complex64(complex(0.1, 0.2))}},
		{"%v %t %d %s", []any{true, false, true, false}},
		{"%s %q %x %X % x %#x %10s|%-10s|%.2s|%q", []any{"hi", "hi\n", "hi", "hi", "hi", "hi", "ab", "ab", "héllo", `"q"`}},
		{"%s %q %x %v %d %#v", []any{[]byte("hi"), []byte("hi"), []byte("hi"), []byte("hi"), []byte("hi"), []byte("hi")}},
		{"%#v %v %s", []any{[]byte(nil), []byte(nil), []byte(nil)}},
		{"%s %q %x %v %#v", []any{fmtBytes("hi"), fmtBytes("hi"), fmtBytes("hi"), fmtBytes("hi"), fmtBytes("hi")}},
		{"%s %x %v %#v", []any{[3]byte{'a', 'b', 'c'}, [3]byte{1, 2, 3}, [3]byte{1, 2, 3}, [3]byte{1, 2, 3}}},
		{"%v %.1f %5.1f %T", []any{fmtCelsius(21.5), fmtCelsius(21.5), []fmtCelsius{1, 2}, fmtCelsius(1)}},
		{"%v %q %#v %T", []any{fmtName("n"), fmtName("n"), fmtName("n"), []fmtName{}}},
		{"%d %s", []any{"x", 3}},
		{"%d", []any{[]string{"a", "b"}}},
		{"%s", []any{[]any{1, "a", nil}}},
		{"%d", []any{fmtT{1, "x"}}},
		{"%x", []any{fmtT{255, "x"}}},
		{"%t", []any{fmtCelsius(2)}},
		{"%z %!", []any{1, 2}},
		{"%", nil},
		{"%d %d", []any{1}},
		{"%d", []any{1, "x", nil}},
		{"%v %s %d", []any{nil, nil, nil}},
		{"%[2]d %[1]d %d", []any{1, 2}},
		{"%[3]d %[0]d %[x]d", []any{1, 2}},
		{"%*d|%-*d|%.*f|%*.*f", []any{5, 1, 4, 2, 2, pi, 8, 3, pi}},
		{"%*d", []any{-5, 1}},
		{"%*d %.*d", []any{"x", 1, "y", 2}},
		{"%[2]*[1]d", []any{12, 5}},
		{"%-010d|%0-10d|%+-8.2f|", []any{5, 5, 1.5}},
		{"%T %T %T %T %T %T", []any{1, "s", 2.5, []int{}, map[string][]float64{}, &fmtT{}}},
		{"%T %T %T %T", []any{[]any{}, struct{ A int }{}, [3]*int{}, nil}},
		{"%T %T", []any{func(int, ...string) (int, error) { return 0, nil }, func() {}}},
		{"%T %T %T %T", []any{'x', byte(1), []byte{}, uintptr(0)}},
		{"%v %d %v", []any{[]*int{nil}, []*int{nil}, struct{ P *int }{}}},
		{"%#v", []any{struct {
			P *int
			F func()
		}{}}},
		{"%v %#v", []any{struct{ E error }{}, struct{ E error }{}}},
		{"%5v|%-5v|%05v|%5v", []any{[]int{1, 2}, []string{"a"}, "x", nil}},
		{"%6.2v|%x|%X", []any{[]float64{1.234, 5}, []int{10, 11}, []string{"hi", "yo"}}},
		{"%v", []any{[][]int{{1}, {2, 3}, nil}}},
		{"%v %+v", []any{struct {
			A []fmtT
			B map[string]fmtT
		}{[]fmtT{{1, "a"}}, map[string]fmtT{"k": {2, "b"}}}, &[]fmtT{{1, "x"}}}},
		{"%v %v %v", []any{&[]int{1}, &map[string]int{"a": 1}, &[2]int{3, 4}}},
		{"%v", []any{[]any{&fmtT{}}}},
		{"%08.3f|%+08d|% 08d|%x", []any{-3.14159, 42, 42, "\xff"}},
		{"%c|%5c|%-3c|%c", []any{'x', 'y', 'z', 0x1F600}},
		{"%q %+q %#q %q", []any{'\n', 'é', 'x', "é\t"}},
		{"%U %#U %#x %#X % X", []any{'é', 'é', "hé", []byte{1, 171}, []byte{1, 171}}},
		{"%v %v", []any{int32(97), 'a'}},
		{"%s", []any{error(nil)}},
		{"%v%%%d", []any{1, 2}},
		{"%!d(string=hi)", nil},
		{"%.3T|%10T|%-10T|", []any{1, "s", 2.5}},
		{"%p", []any{1}},
		{"%w", []any{1}},
		{"%w", []any{[]int{1}}},
		{"%e %g", []any{fmtCelsius(1e7), []float32{0.1, 1e-7}}},
		{"%v", []any{[]complex128{1i, -1}}},
		{"%v %s", []any{struct {
			a any
			b []any
		}{1, []any{"x", nil}}, struct{ a any }{nil}}},
	}
	for _, tc := range cases {
		c := newConv()
		want := fmt.Sprintf(tc.format, tc.args...)
		got := c.in.Sprintf(tc.format, c.args(tc.args))
		want = addrRE.ReplaceAllString(want, "0xADDR")
		got = addrRE.ReplaceAllString(got, "0xADDR")
		if got != want {
			t.Errorf("Sprintf(%q, %#v):\n got %q\nwant %q", tc.format, tc.args, got, want)
		}
	}
}

func TestFormatPrint(t *testing.T) {
	cases := [][]any{
		{1, 2, "a", "b", 3, nil, 4.5, "c", []int{1}, []string{"x"}},
		{"a", 1, 2, "b"},
		{fmtName("n"), 1, fmtName("m")},
		{nil, nil},
		{},
		{map[string]int{"z": 1, "a": 2}, fmtT{1, "x"}, &fmtT{2, "y"}},
	}
	for _, a := range cases {
		c := newConv()
		if got, want := c.in.Sprint(c.args(a)), fmt.Sprint(a...); got != want {
			t.Errorf("Sprint(%#v) = %q, want %q", a, got, want)
		}
		if got, want := c.in.Sprintln(c.args(a)), fmt.Sprintln(a...); got != want {
			t.Errorf("Sprintln(%#v) = %q, want %q", a, got, want)
		}
	}
}

func TestFormatTypeString(t *testing.T) {
	cases := []any{
		1, "s", []int{}, map[string]int{}, &fmtT{}, fmtT{}, []any{}, map[any][]error{},
		struct {
			A int `json:"a"`
			b string
			fmtT
		}{},
		struct{}{}, [3][]*fmtCelsius{}, func(int, ...string) (int, error) { return 0, nil },
		func(func(int) bool) {}, func() (a, b int) { return }, []byte{}, []rune{},
	}
	for _, x := range cases {
		c := newConv()
		tt := c.typ(reflect.TypeOf(x))
		if got, want := typeString(tt), fmt.Sprintf("%T", x); got != want {
			t.Errorf("typeString(%v) = %q, want %q", tt, got, want)
		}
	}
	// Types not expressible through the reflect conversion above.
	pkg := types.NewPackage("main", "main")
	tp := types.NewTypeParam(types.NewTypeName(0, pkg, "T", nil), types.NewInterfaceType(nil, nil).Complete())
	gen := types.NewNamed(types.NewTypeName(0, pkg, "G", nil), types.NewStruct(nil, nil), nil)
	gen.SetTypeParams([]*types.TypeParam{tp})
	inst, err := types.Instantiate(nil, gen, []types.Type{types.Typ[types.Int]}, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := typeString(inst); got != "main.G[int]" {
		t.Errorf("generic instance: %q", got)
	}
	m := types.NewFunc(0, pkg, "M", types.NewSignatureType(nil, nil, nil, types.NewTuple(types.NewParam(0, nil, "x", types.Typ[types.Int])), types.NewTuple(types.NewParam(0, nil, "", types.Typ[types.String])), false))
	n := types.NewFunc(0, pkg, "A", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	it := types.NewInterfaceType([]*types.Func{m, n}, nil).Complete()
	if got, want := typeString(it), "interface { A(); M(int) string }"; got != want {
		t.Errorf("interface: %q, want %q", got, want)
	}
	if got := typeString(types.Universe.Lookup("error").Type()); got != "error" {
		t.Errorf("error: %q", got)
	}
	if got := typeString(types.Universe.Lookup("any").Type()); got != "interface {}" {
		t.Errorf("any: %q", got)
	}
}

func TestFormatShow(t *testing.T) {
	c := newConv()
	cases := []struct {
		x    any
		want string
	}{
		{"hi\n", `"hi\n"`},
		{fmtName("n"), `"n"`},
		{42, "42"},
		{[]string{"a"}, "[a]"},
		{fmtT{1, "x"}, "{1 x}"},
	}
	for _, tc := range cases {
		rv := reflect.ValueOf(tc.x)
		if got := c.in.Show(c.val(rv), c.in.RType(c.typ(rv.Type()))); got != tc.want {
			t.Errorf("Show(%#v) = %q, want %q", tc.x, got, tc.want)
		}
	}
	if got := c.in.Show(MakeInt('x'), c.in.RType(types.Universe.Lookup("rune").Type())); got != "'x'" {
		t.Errorf("Show(rune) = %q", got)
	}
}
