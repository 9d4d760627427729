package main

import "fmt"

func main() {
	fmt.Printf("[%5s][%-5s]\n", "日本", "é")
	fmt.Printf("[%.2s]\n", "日本語")
	fmt.Printf("[%5q]\n", "é")
	fmt.Printf("%q %+q %x\n", "日本", "日本", "日本")
	fmt.Printf("%c|%U|%d\n", '本', '本', '本')
	fmt.Printf("%q\n", '\'')
	fmt.Printf("%q\n", []rune("ab"))
	fmt.Printf("%v\n", []rune("ab"))
}

// Output:
// [   日本][é    ]
// [日本]
// [  "é"]
// "日本" "\u65e5\u672c" e697a5e69cac
// 本|U+672C|26412
// '\''
// ['a' 'b']
// [97 98]
