package main

import "fmt"

func main() {
	s := "héllo, 世界"
	fmt.Println(len(s), s[0], s[1], s[2], string(s[0]))
	fmt.Println(s[7:], s[:1], s[1:3])
	fmt.Printf("%T %T\n", s[0], s[1:2])
	for i := 0; i < len("abc"); i++ {
		fmt.Print("abc"[i], ",")
	}
	fmt.Println()
	t := s
	t += "!"
	fmt.Println(s, t, s < t, "abc" < "abd", "Z" < "a", "" < "a")
}

// Output:
// 14 104 195 169 h
//  世界 h é
// uint8 string
// 97,98,99,
// héllo, 世界 héllo, 世界! true true true true
