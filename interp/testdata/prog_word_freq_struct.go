package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

type Stats struct {
	Words, Lines, Chars int
	Longest             string
	Freq                map[string]int
}

func analyze(text string) Stats {
	st := Stats{Freq: map[string]int{}}
	for _, line := range strings.Split(text, "\n") {
		st.Lines++
		st.Chars += len([]rune(line))
		for _, w := range strings.FieldsFunc(line, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }) {
			w = strings.ToLower(w)
			st.Words++
			st.Freq[w]++
			if len(w) > len(st.Longest) || (len(w) == len(st.Longest) && w < st.Longest) {
				st.Longest = w
			}
		}
	}
	return st
}

func main() {
	text := `It was the best of times, it was the worst of times,
it was the age of wisdom, it was the age of foolishness...
Don't panic!`
	st := analyze(text)
	fmt.Println(st.Words, st.Lines, st.Chars, st.Longest)
	type wc struct {
		w string
		c int
	}
	var all []wc
	for w, c := range st.Freq {
		all = append(all, wc{w, c})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].c != all[j].c {
			return all[i].c > all[j].c
		}
		return all[i].w < all[j].w
	})
	for _, x := range all[:6] {
		fmt.Printf("%-6s %d\n", x.w, x.c)
	}
}

// Output:
// 26 3 122 foolishness
// it     4
// of     4
// the    4
// was    4
// age    2
// times  2
