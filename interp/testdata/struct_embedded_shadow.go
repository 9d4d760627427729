package main

import "fmt"

type Base struct{ ID int }

func (b Base) Hello() string { return fmt.Sprint("base ", b.ID) }
func (b Base) Who() string   { return "base" }

type Mid struct {
	Base
	ID int
}

func (m Mid) Who() string { return "mid" }

type Top struct {
	Mid
}

func main() {
	t := Top{Mid{Base{1}, 2}}
	fmt.Println(t.ID, t.Mid.ID, t.Base.ID, t.Mid.Base.ID)
	fmt.Println(t.Who(), t.Base.Who(), t.Hello())
	t.ID = 20
	t.Base.ID = 10
	fmt.Printf("%+v\n", t)
}

// Output:
// 2 2 1 1
// mid base base 1
// {Mid:{Base:{ID:10} ID:20}}
