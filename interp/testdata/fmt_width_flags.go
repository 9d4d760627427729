package main

import "fmt"

func main() {
	rows := []struct {
		Name  string
		Qty   int
		Price float64
	}{
		{"apple", 3, 0.5},
		{"watermelon", 1, 3.25},
		{"fig", 12, 0.2},
	}
	fmt.Printf("%-12s|%5s|%8s\n", "item", "qty", "price")
	for _, r := range rows {
		fmt.Printf("%-12s|%5d|%8.2f\n", r.Name, r.Qty, r.Price)
	}
	fmt.Printf("[%6.3v]\n", 3.14159)
	fmt.Printf("[%-8v][%8v]\n", true, nil)
	fmt.Printf("[%+5d][%+5d][% d]\n", 3, -3, 3)
	fmt.Printf("[%x][% X][%#x]\n", []byte{10, 11}, []byte{10, 11}, "ab")
	fmt.Printf("[%6q][%-6q]\n", 'a', "b")
	fmt.Printf("[%v][%3v]\n", []int{1, 22}, []int{1, 22})
	fmt.Printf("[%.2v]\n", []float64{1.2345, 2})
}

// Output:
// item        |  qty|   price
// apple       |    3|    0.50
// watermelon  |    1|    3.25
// fig         |   12|    0.20
// [  3.14]
// [true    ][   <nil>]
// [   +3][   -3][ 3]
// [0a0b][0A 0B][0x6162]
// [   'a']["b"   ]
// [[1 22]][[  1  22]]
// [[1.2 2]]
