package main

import (
	"fmt"
	"strings"
)

type Stringish interface {
	~string
}

type Path string

func Join[S Stringish](parts []S, sep string) S {
	ss := make([]string, len(parts))
	for i, p := range parts {
		ss[i] = string(p)
	}
	return S(strings.Join(ss, sep))
}

type Integer interface {
	~int | ~int32 | ~uint8
}

func Abs[T Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

type Shower interface {
	comparable
	Show() string
}

type ID int

func (i ID) Show() string { return fmt.Sprintf("#%d", int(i)) }

func Uniq[T Shower](xs []T) []string {
	seen := map[T]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x.Show())
		}
	}
	return out
}

func main() {
	p := Join([]Path{"usr", "local", "bin"}, "/")
	fmt.Printf("%v %T\n", p, p)
	fmt.Println(Abs(-5), Abs(int32(-7)), Abs(uint8(200)))
	fmt.Println(Uniq([]ID{3, 1, 3, 2, 1}))
}

// Output:
// usr/local/bin main.Path
// 5 7 200
// [#3 #1 #2]
