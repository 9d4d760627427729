// A method call reads a concrete receiver after its arguments, as gc does;
// an interface receiver before them.

package main

import "fmt"

type T struct{ n int }

func (t T) Get(x int) int   { return t.n + x }
func (t *T) PGet(x int) int { return t.n + x }

type Big struct {
	A [3]int
	T
}

func (b Big) Sum(x int) int { return b.A[0] + b.A[1] + b.A[2] + b.n + x }

type Outer struct {
	T
	name string
}

type PtrOuter struct {
	*T
}

type I interface{ Get(int) int }

func main() {
	// A value receiver read after an argument that assigns it.
	t := T{1}
	f := func() int { t = T{100}; return 0 }
	fmt.Println(t.Get(f()))
	t = T{1}
	fmt.Println(t.PGet(f()))

	// Through a pointer that the argument replaces.
	p := &T{1}
	g := func() int { p = &T{200}; return 0 }
	fmt.Println(p.Get(g()))
	p = &T{1}
	fmt.Println(p.PGet(g()))

	// An interface receiver is read first.
	var i I = T{1}
	h := func() int { i = T{300}; return 0 }
	fmt.Println(i.Get(h()))

	// An element whose index the argument changes.
	ts := []T{{1}, {2}}
	k := 0
	m := func() int { k = 1; ts[0].n = 50; return 0 }
	fmt.Println(ts[k].Get(m()))
	k = 0
	ts[0].n = 1
	fmt.Println(ts[k].PGet(m()))

	// A map element.
	mt := map[string]T{"a": {1}}
	mf := func() int { mt["a"] = T{400}; return 0 }
	fmt.Println(mt["a"].Get(mf()))

	// Promoted methods through an embedded value and an embedded pointer.
	o := Outer{T{1}, "o"}
	of := func() int { o.T.n = 500; return 0 }
	fmt.Println(o.Get(of()))
	o.n = 1
	fmt.Println(o.PGet(of()))
	po := PtrOuter{&T{1}}
	pf := func() int { po.T = &T{600}; return 0 }
	fmt.Println(po.Get(pf()))

	// A nil pointer receiver panics only after the arguments ran.
	var np *T
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(np.Get(func() int { fmt.Println("argument ran"); return 0 }()))
	}()

	// Deferred and go'd method calls evaluate receiver and arguments at the statement.
	d := T{1}
	df := func() int { d = T{700}; return 0 }
	func() {
		defer func(v int) { fmt.Println("deferred arg", v) }(d.Get(df()))
		d = T{2}
		defer d.PGet(0)
	}()
	done := make(chan int)
	gt := T{1}
	gf := func() int { gt = T{800}; return 0 }
	go func(v int) { done <- v }(gt.Get(gf()))
	fmt.Println(<-done)

	// A receiver that is itself a call runs first, in lexical order.
	get := func() T { fmt.Println("receiver call"); return T{900} }
	fmt.Println(get().Get(func() int { fmt.Println("argument call"); return 1 }()))

	// A receiver that is a call returning a pointer, for a method taking a
	// value: the call runs first, the dereference after the arguments.
	q := &T{1}
	getp := func() *T { fmt.Println("pointer call"); return q }
	fmt.Println(getp().Get(func() int { fmt.Println("argument call"); q.n = 900; return 0 }()))
	fmt.Println(getp().PGet(func() int { q.n = 950; return 1 }()))
	var nq *T
	getnil := func() *T { return nq }
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		fmt.Println(getnil().Get(func() int { fmt.Println("argument before the nil dereference"); return 0 }()))
	}()
	b := &Big{A: [3]int{1, 2, 3}}
	getb := func() *Big { return b }
	fmt.Println(getb().Get(func() int { b.n = 11; b.A[0] = 9; return 0 }()), getb().Sum(func() int { b.A[1] = 20; return 0 }()))

	// A pointer method promoted through an embedded pointer of a call's
	// result: the embedded pointer is read after the arguments.
	gpo := &PtrOuter{&T{1}}
	getpo := func() *PtrOuter { return gpo }
	fmt.Println(getpo().PGet(func() int { gpo.T = &T{650}; return 0 }()))

	// A method value binds its receiver when it is evaluated.
	mv := t.Get
	t = T{7}
	fmt.Println(mv(0))
}

// Output:
// 100
// 100
// 200
// 200
// 1
// 2
// 2
// 400
// 500
// 500
// 600
// argument ran
// recovered: runtime error: invalid memory address or nil pointer dereference
// deferred arg 700
// 800
// receiver call
// argument call
// 901
// pointer call
// argument call
// 900
// pointer call
// 951
// argument before the nil dereference
// recovered: runtime error: invalid memory address or nil pointer dereference
// 11 43
// 650
// 100
