package main

import (
	"fmt"
	"strings"
)

type Greeter interface{ Greet(string) string }

type English struct{}
type French struct{ polite bool }

func (English) Greet(n string) string { return "Hello, " + n }
func (f French) Greet(n string) string {
	if f.polite {
		return "Bonjour, " + n
	}
	return "Salut, " + n
}

func main() {
	gs := []Greeter{English{}, French{true}, French{}}
	var fs []func(string) string
	for _, g := range gs {
		fs = append(fs, g.Greet)
	}
	for _, f := range fs {
		fmt.Println(f("Ana"))
	}
	g := Greeter.Greet
	fmt.Println(g(English{}, "Bo"))
	up := strings.ToUpper
	fmt.Println(up(fs[1]("x")))
	var sb strings.Builder
	write := sb.WriteString
	write("a")
	write("b")
	fmt.Println(sb.String())
}

// Output:
// Hello, Ana
// Bonjour, Ana
// Salut, Ana
// Hello, Bo
// BONJOUR, X
// ab
