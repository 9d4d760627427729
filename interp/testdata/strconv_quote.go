package main

import (
	"fmt"
	"strconv"
)

func main() {
	fmt.Println(strconv.Quote("hello \"world\"\n\tñ"))
	fmt.Println(strconv.QuoteToASCII("ñ☺"))
	fmt.Println(strconv.QuoteRune('☺'), strconv.QuoteRune('\n'))
	s, err := strconv.Unquote(`"a\tb"`)
	fmt.Printf("%q %v\n", s, err)
	_, err = strconv.Unquote("noquotes")
	fmt.Println(err)
	s, err = strconv.Unquote("`raw\\n`")
	fmt.Println(s, err)
	fmt.Println(strconv.Quote("\x00\xff"))
}

// Output:
// "hello \"world\"\n\tñ"
// "\u00f1\u263a"
// '☺' '\n'
// "a\tb" <nil>
// invalid syntax
// raw\n <nil>
// "\x00\xff"
