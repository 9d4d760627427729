// String building: numbers formatted with strconv into a strings.Builder
// and by concatenation, split back into fields and parsed; lengths and a
// sum are printed.
package main

import (
	"fmt"
	"strconv"
	"strings"
)

var size = 100000

func main() {
	var sb strings.Builder
	for i := 0; i < size; i++ {
		sb.WriteString(strconv.Itoa(i * 7 % 1000))
		if i%10 == 9 {
			sb.WriteByte('\n')
		} else {
			sb.WriteByte(' ')
		}
	}
	text := sb.String()
	sum, words := 0, 0
	for _, line := range strings.Split(text, "\n") {
		for _, f := range strings.Fields(line) {
			v, err := strconv.Atoi(f)
			if err != nil {
				panic(err)
			}
			sum += v
			words++
		}
	}
	s := ""
	for i := 0; i < size/100; i++ {
		s += strconv.FormatInt(int64(i), 36)
	}
	fmt.Println(len(text), words, sum, len(s), strings.Count(s, "z"))
}
