package interp

import "go/types"

// Generic functions are compiled once per instantiation (monomorphised):
// the compiler carries a substitution from type parameters to type
// arguments and applies it to every type it looks at, so that arithmetic,
// zero values and copies are specialised exactly as for ordinary code.

type substMap struct {
	m     map[*types.TypeParam]types.Type
	cache map[types.Type]types.Type
	ctxt  *types.Context
}

var instCtxt = types.NewContext()

// newSubst maps the receiver type parameters and then the function's own
// type parameters of f to args, in that order.
func newSubst(f *types.Func, args []types.Type) *substMap {
	s := &substMap{m: map[*types.TypeParam]types.Type{}, cache: map[types.Type]types.Type{}, ctxt: instCtxt}
	sig := f.Type().(*types.Signature)
	i := 0
	for _, l := range []*types.TypeParamList{sig.RecvTypeParams(), sig.TypeParams()} {
		for k := 0; k < l.Len() && i < len(args); k++ {
			s.m[l.At(k)] = args[i]
			i++
		}
	}
	return s
}

func (s *substMap) apply(t types.Type) types.Type {
	if r, ok := s.cache[t]; ok {
		return r
	}
	r := s.do(t)
	s.cache[t] = r
	return r
}

func (s *substMap) do(t types.Type) types.Type {
	switch t := t.(type) {
	case *types.TypeParam:
		if r, ok := s.m[t]; ok {
			return r
		}
		return t
	case *types.Basic:
		return t
	case *types.Alias:
		return s.apply(types.Unalias(t))
	case *types.Pointer:
		if e := s.apply(t.Elem()); e != t.Elem() {
			return types.NewPointer(e)
		}
	case *types.Slice:
		if e := s.apply(t.Elem()); e != t.Elem() {
			return types.NewSlice(e)
		}
	case *types.Array:
		if e := s.apply(t.Elem()); e != t.Elem() {
			return types.NewArray(e, t.Len())
		}
	case *types.Map:
		k, e := s.apply(t.Key()), s.apply(t.Elem())
		if k != t.Key() || e != t.Elem() {
			return types.NewMap(k, e)
		}
	case *types.Chan:
		if e := s.apply(t.Elem()); e != t.Elem() {
			return types.NewChan(t.Dir(), e)
		}
	case *types.Tuple:
		return s.tuple(t)
	case *types.Signature:
		p, r := s.tuple(t.Params()), s.tuple(t.Results())
		if p != t.Params() || r != t.Results() {
			return types.NewSignatureType(nil, nil, nil, p, r, t.Variadic())
		}
	case *types.Struct:
		changed := false
		fields := make([]*types.Var, t.NumFields())
		tags := make([]string, t.NumFields())
		for i := range fields {
			f := t.Field(i)
			ft := s.apply(f.Type())
			if ft != f.Type() {
				changed = true
			}
			fields[i] = types.NewField(f.Pos(), f.Pkg(), f.Name(), ft, f.Embedded())
			tags[i] = t.Tag(i)
		}
		if changed {
			return types.NewStruct(fields, tags)
		}
	case *types.Named:
		args := t.TypeArgs()
		if args.Len() == 0 {
			return t
		}
		changed := false
		na := make([]types.Type, args.Len())
		for i := range na {
			na[i] = s.apply(args.At(i))
			if na[i] != args.At(i) {
				changed = true
			}
		}
		if changed {
			r, err := types.Instantiate(s.ctxt, t.Origin(), na, false)
			if err == nil {
				return r
			}
		}
	case *types.Interface:
		changed := false
		var methods []*types.Func
		for i := 0; i < t.NumExplicitMethods(); i++ {
			m := t.ExplicitMethod(i)
			sig := s.apply(m.Type()).(*types.Signature)
			if sig != m.Type() {
				changed = true
			}
			methods = append(methods, types.NewFunc(m.Pos(), m.Pkg(), m.Name(), sig))
		}
		var embeds []types.Type
		for i := 0; i < t.NumEmbeddeds(); i++ {
			e := s.apply(t.EmbeddedType(i))
			if e != t.EmbeddedType(i) {
				changed = true
			}
			embeds = append(embeds, e)
		}
		if changed {
			it := types.NewInterfaceType(methods, embeds)
			it.Complete()
			return it
		}
	case *types.Union:
		terms := make([]*types.Term, t.Len())
		for i := range terms {
			terms[i] = types.NewTerm(t.Term(i).Tilde(), s.apply(t.Term(i).Type()))
		}
		return types.NewUnion(terms)
	}
	return t
}

func (s *substMap) tuple(t *types.Tuple) *types.Tuple {
	if t == nil {
		return nil
	}
	changed := false
	vars := make([]*types.Var, t.Len())
	for i := range vars {
		v := t.At(i)
		vt := s.apply(v.Type())
		if vt != v.Type() {
			changed = true
		}
		vars[i] = types.NewParam(v.Pos(), v.Pkg(), v.Name(), vt)
	}
	if !changed {
		return t
	}
	return types.NewTuple(vars...)
}
