package main

import "fmt"

type Emp struct {
	Name   string
	Salary int
}

func main() {
	m := map[string]Emp{"x": {"Xavier", 100}}
	e := m["x"]
	e.Salary = 200
	fmt.Println(m["x"].Salary, e.Salary)
	m["x"] = e
	fmt.Println(m["x"])
	pm := map[string]*Emp{"y": {"Yolanda", 50}}
	pm["y"].Salary += 5
	fmt.Println(*pm["y"])
	fmt.Println(m["nobody"].Name == "", pm["nobody"] == nil)
}

// Output:
// 100 200
// {Xavier 200}
// {Yolanda 55}
// true true
