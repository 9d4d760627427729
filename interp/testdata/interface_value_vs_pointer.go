package main

import "fmt"

type Speaker interface{ Speak() string }

type Dog struct{ name string }

func (d Dog) Speak() string { return d.name + " says woof" }

type Cat struct{ name string }

func (c *Cat) Speak() string { return c.name + " says meow" }

func main() {
	d := Dog{"rex"}
	var s Speaker = d // copy
	d.name = "max"
	fmt.Println(s.Speak(), d.Speak())
	s = &d // pointer: value-receiver methods work too
	d.name = "bo"
	fmt.Println(s.Speak())
	c := &Cat{"tom"}
	s = c
	c.name = "felix"
	fmt.Println(s.Speak())
	_, isDog := s.(Dog)
	_, isCatPtr := s.(*Cat)
	fmt.Println(isDog, isCatPtr)
}

// Output:
// rex says woof max says woof
// bo says woof
// felix says meow
// false true
