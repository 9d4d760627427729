package main

import "fmt"

type Celsius float64

const Boiling Celsius = 100
const Freezing = Celsius(0)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
)

func (d Weekday) String() string { return [...]string{"Sun", "Mon", "Tue"}[d] }

func main() {
	fmt.Println(Boiling-Freezing, Boiling/3)
	fmt.Printf("%T %v\n", Boiling, Boiling)
	fmt.Println(Sunday, Monday, Tuesday)
	fmt.Printf("%d %v %s\n", Tuesday, Tuesday, Monday)
	var d Weekday = 2
	fmt.Println(d == Tuesday)
	const maxU8 uint8 = 255
	fmt.Println(maxU8, maxU8/2)
}

// Output:
// 100 33.333333333333336
// main.Celsius 100
// Sun Mon Tue
// 2 Tue Mon
// true
// 255 127
