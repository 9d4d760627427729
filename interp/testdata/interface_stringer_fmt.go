package main

import "fmt"

type Temp float64

func (t Temp) String() string { return fmt.Sprintf("%.1f°C", float64(t)) }

type Pair struct {
	A, B Temp
}

type PtrStr struct{ n int }

func (p *PtrStr) String() string { return fmt.Sprintf("PS<%d>", p.n) }

func main() {
	t := Temp(21.456)
	fmt.Println(t)
	fmt.Printf("%v %s %d\n", t, t, 5)
	fmt.Printf("%.2f\n", t)
	fmt.Println(Pair{1, 2})
	fmt.Printf("%+v\n", Pair{1, 2})
	fmt.Println([]Temp{3, 4})
	ps := PtrStr{3}
	fmt.Println(ps, &ps)
	fmt.Println(map[string]Temp{"x": 1})
	s := fmt.Sprint(t, " ", Temp(0))
	fmt.Println(s)
}

// Output:
// 21.5°C
// 21.5°C 21.5°C 5
// 21.46
// {1.0°C 2.0°C}
// {A:1.0°C B:2.0°C}
// [3.0°C 4.0°C]
// {3} PS<3>
// map[x:1.0°C]
// 21.5°C 0.0°C
