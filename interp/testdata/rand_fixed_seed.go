package main

import (
	"fmt"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(42))
	for i := 0; i < 5; i++ {
		fmt.Println(r.Intn(100))
	}
	fmt.Println(r.Int63())
	fmt.Println(r.Float64())
	fmt.Println(r.Perm(8))
	s := []string{"a", "b", "c", "d", "e"}
	r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
	fmt.Println(s)
	r2 := rand.New(rand.NewSource(42))
	fmt.Println(r2.Intn(100))
	fmt.Println(r.Int31n(10), r.Uint32(), r.Int())
}

// Output:
// 5
// 87
// 68
// 50
// 23
// 3534334367214237261
// 0.8128771359243787
// [1 3 4 5 7 2 0 6]
// [a b d e c]
// 5
// 4 512526164 3137486211269163098
