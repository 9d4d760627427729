package main

import (
	"fmt"
	"strings"
)

func run(prog string, input string) (string, error) {
	tape := make([]byte, 300)
	var out strings.Builder
	ptr, in := 0, 0
	jump := map[int]int{}
	var stack []int
	for i, c := range prog {
		switch c {
		case '[':
			stack = append(stack, i)
		case ']':
			if len(stack) == 0 {
				return "", fmt.Errorf("unmatched ] at %d", i)
			}
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			jump[i], jump[j] = j, i
		}
	}
	if len(stack) > 0 {
		return "", fmt.Errorf("unmatched [ at %d", stack[0])
	}
	for pc := 0; pc < len(prog); pc++ {
		switch prog[pc] {
		case '>':
			ptr++
		case '<':
			ptr--
		case '+':
			tape[ptr]++
		case '-':
			tape[ptr]--
		case '.':
			out.WriteByte(tape[ptr])
		case ',':
			if in < len(input) {
				tape[ptr] = input[in]
				in++
			} else {
				tape[ptr] = 0
			}
		case '[':
			if tape[ptr] == 0 {
				pc = jump[pc]
			}
		case ']':
			if tape[ptr] != 0 {
				pc = jump[pc]
			}
		}
	}
	return out.String(), nil
}

func main() {
	hello := "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+."
	out, err := run(hello, "")
	fmt.Printf("%q %v\n", out, err)
	rev, _ := run(">,[>,]<[.<]", "stressed")
	fmt.Println(rev)
	_, err = run("[[]", "")
	fmt.Println(err)
	wrap, _ := run("-.", "")
	fmt.Println([]byte(wrap))
}

// Output:
// "Hello World!" <nil>
// desserts
// unmatched [ at 0
// [255]
