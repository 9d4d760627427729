package main

import "fmt"

type Person struct {
	Name string
	Age  int
	tags []string
}

func main() {
	p := Person{Name: "Ann", Age: 30}
	fmt.Println(p)
	fmt.Printf("%v|%+v\n", p, p)
	q := p
	q.Name = "Bob"
	fmt.Println(p.Name, q.Name)
	var z Person
	fmt.Printf("%+v %q\n", z, z.Name)
	pp := &p
	pp.Age++
	fmt.Println(p.Age, (*pp).Age)
	fmt.Println(pp)
	r := Person{"Cy", 5, []string{"x"}}
	fmt.Printf("%+v\n", r)
}

// Output:
// {Ann 30 []}
// {Ann 30 []}|{Name:Ann Age:30 tags:[]}
// Ann Bob
// {Name: Age:0 tags:[]} ""
// 31 31
// &{Ann 31 []}
// {Name:Cy Age:5 tags:[x]}
