package main

import "fmt"

type Animal struct {
	Name string
	Legs int
}

func (a Animal) Describe() string { return fmt.Sprintf("%s has %d legs", a.Name, a.Legs) }
func (a *Animal) Rename(n string) { a.Name = n }

type Dog struct {
	Animal
	Breed string
}

type Loud struct {
	*Animal
	Volume int
}

func main() {
	d := Dog{Animal{"Rex", 4}, "lab"}
	fmt.Println(d.Name, d.Legs, d.Animal.Name, d.Describe())
	d.Rename("Max")
	fmt.Println(d.Name, d.Describe())
	fmt.Printf("%+v\n", d)
	l := Loud{&Animal{"Parrot", 2}, 11}
	l.Rename("Polly")
	fmt.Println(l.Describe(), l.Volume)
	d2 := d
	d2.Name = "Copy"
	fmt.Println(d.Name, d2.Name)
}

// Output:
// Rex 4 Rex Rex has 4 legs
// Max Max has 4 legs
// {Animal:{Name:Max Legs:4} Breed:lab}
// Polly has 2 legs 11
// Max Copy
