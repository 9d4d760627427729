package main

import "fmt"

func main() {
	s := "Grüße"
	for i := 0; i < len(s); i++ {
		fmt.Printf("%02x ", s[i])
	}
	fmt.Println("|")
	for i, r := range s {
		fmt.Printf("%d:%c ", i, r)
	}
	fmt.Println("|")
	runes := 0
	for range s {
		runes++
	}
	fmt.Println(len(s), runes)
}

// Output:
// 47 72 c3 bc c3 9f 65 |
// 0:G 1:r 2:ü 4:ß 6:e |
// 7 5
