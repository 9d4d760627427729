package main

import (
	"fmt"
	"strings"
)

func main() {
	s := ""
	for i := 0; i < 5; i++ {
		s += fmt.Sprint(i)
	}
	fmt.Println(s)
	var sb strings.Builder
	for i := 0; i < 3; i++ {
		fmt.Fprintf(&sb, "[%d]", i)
	}
	sb.WriteByte('-')
	sb.WriteRune('é')
	sb.WriteString("end")
	fmt.Println(sb.String(), sb.Len())
	parts := []string{"a", "b", "c"}
	fmt.Println(strings.Join(parts, "+"), strings.Repeat("ab", 3))
}

// Output:
// 01234
// [0][1][2]-éend 15
// a+b+c ababab
