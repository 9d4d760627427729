package main

import "fmt"

type K struct {
	A int
	B string
}

func main() {
	m := map[int]string{}
	for i := 10; i > 0; i-- {
		m[i*7%11] = fmt.Sprint(i)
	}
	fmt.Println(m)
	fm := map[float64]bool{2.5: true, -1: false, 0: true}
	fmt.Println(fm)
	sm := map[string][]int{"zeta": {1}, "alpha": nil, "mid": {2, 3}}
	fmt.Println(sm)
	km := map[K]int{{2, "a"}: 1, {1, "b"}: 2, {1, "a"}: 3}
	fmt.Println(km)
	bm := map[bool]int{true: 1, false: 0}
	fmt.Printf("%v %d\n", bm, bm)
	rm := map[rune]int{'b': 2, 'a': 1}
	fmt.Println(rm)
}

// Output:
// map[1:8 2:5 3:2 4:10 5:7 6:4 7:1 8:9 9:6 10:3]
// map[-1:false 0:true 2.5:true]
// map[alpha:[] mid:[2 3] zeta:[1]]
// map[{1 a}:3 {1 b}:2 {2 a}:1]
// map[false:0 true:1] map[%!d(bool=false):0 %!d(bool=true):1]
// map[97:1 98:2]
