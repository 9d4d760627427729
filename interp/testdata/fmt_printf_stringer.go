package main

import "fmt"

type Money int64

func (m Money) String() string { return fmt.Sprintf("$%d.%02d", m/100, m%100) }

type Account struct {
	Owner   string
	Balance Money
}

type Level int

func (l Level) String() string {
	switch l {
	case 0:
		return "DEBUG"
	case 1:
		return "INFO"
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

func main() {
	m := Money(12345)
	fmt.Printf("%v|%s|%d|%q|%10v|%-10s|\n", m, m, m, m, m, m)
	a := Account{"ann", 999}
	fmt.Printf("%v\n%+v\n", a, a)
	fmt.Println([]Level{0, 1, 7})
	fmt.Printf("%x\n", Level(1))
	fmt.Printf("%5.2v|\n", Level(0))
	fmt.Println(map[Level]Money{1: 5, 0: 100})
}

// Output:
// $123.45|$123.45|12345|"$123.45"|   $123.45|$123.45   |
// {ann $9.99}
// {Owner:ann Balance:$9.99}
// [DEBUG INFO Level(7)]
// 494e464f
//    DE|
// map[DEBUG:$1.00 INFO:$0.05]
