package main

import (
	"fmt"
	"strconv"
)

type Shower interface {
	~int | ~float64
	Show() string
}

type Cents int

func (c Cents) Show() string { return "$" + strconv.FormatFloat(float64(c)/100, 'f', 2, 64) }

type Grams float64

func (g Grams) Show() string { return strconv.FormatFloat(float64(g), 'f', 1, 64) + "g" }

func Total[T Shower](xs []T) string {
	var t T
	for _, x := range xs {
		t += x
	}
	return t.Show()
}

type Stringer interface{ String() string }

type ID int

func (i ID) String() string { return "id-" + strconv.Itoa(int(i)) }

func JoinAll[T Stringer](xs ...T) string {
	s := ""
	for i, x := range xs {
		if i > 0 {
			s += ","
		}
		s += x.String()
	}
	return s
}

func main() {
	fmt.Println(Total([]Cents{199, 250, 1}))
	fmt.Println(Total([]Grams{0.25, 1.5}))
	fmt.Println(JoinAll[ID](1, 2, 3))
}

// Output:
// $4.50
// 1.8g
// id-1,id-2,id-3
