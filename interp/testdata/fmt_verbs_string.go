package main

import "fmt"

func main() {
	s := "héllo\n\"world\""
	fmt.Printf("%s|%q|%v\n", "plain", s, "x")
	fmt.Printf("%x|%X|% x\n", "hi!", "hi!", "hi!")
	fmt.Printf("%10s|%-10s|%.3s|%5.1s|\n", "go", "go", "golang", "golang")
	fmt.Printf("%+q|%#q\n", "é☺", "back`tick")
	fmt.Printf("%q\n", []string{"a b", "c"})
	fmt.Printf("%s\n", []byte("bytes"))
	fmt.Printf("%x\n", []byte{1, 171, 255})
	fmt.Printf("%v\n", []byte("ab"))
	fmt.Printf("%c%c%c\n", 'G', 'o', '!')
	fmt.Printf("%*d|%-*d|\n", 5, 42, 4, 7)
}

// Output:
// plain|"héllo\n\"world\""|x
// 686921|686921|68 69 21
//         go|go        |gol|    g|
// "\u00e9\u263a"|"back`tick"
// ["a b" "c"]
// bytes
// 01abff
// [97 98]
// Go!
//    42|7   |
