package main

import "fmt"

type Reader interface{ Read() string }
type Writer interface{ Write(s string) }
type ReadWriter interface {
	Reader
	Writer
}

type Buf struct{ data []string }

func (b *Buf) Read() string {
	if len(b.data) == 0 {
		return ""
	}
	s := b.data[0]
	b.data = b.data[1:]
	return s
}
func (b *Buf) Write(s string) { b.data = append(b.data, s) }

func main() {
	var rw ReadWriter = &Buf{}
	rw.Write("a")
	rw.Write("b")
	var r Reader = rw
	fmt.Println(r.Read(), rw.Read(), rw.Read() == "")
	w, ok := r.(Writer)
	fmt.Println(ok)
	w.Write("c")
	fmt.Println(r.Read())
}

// Output:
// a b true
// true
// c
