package main

import "fmt"

type Resource struct {
	name   string
	closed bool
}

func (r *Resource) Close() {
	r.closed = true
	fmt.Println("closed", r.name)
}

func use(names ...string) (opened []*Resource, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("use failed: %v", r)
		}
	}()
	for _, n := range names {
		r := &Resource{name: n}
		defer r.Close()
		opened = append(opened, r)
		if n == "bad" {
			panic("cannot open " + n)
		}
	}
	return opened, nil
}

func main() {
	rs, err := use("a", "b")
	fmt.Println(len(rs), err, rs[0].closed)
	rs, err = use("x", "bad", "y")
	fmt.Println(len(rs), err)
}

// Output:
// closed b
// closed a
// 2 <nil> true
// closed bad
// closed x
// 2 use failed: cannot open bad
