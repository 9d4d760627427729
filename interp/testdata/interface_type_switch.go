package main

import (
	"errors"
	"fmt"
)

type Point struct{ X, Y int }

func classify(v interface{}) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case int, int64:
		return fmt.Sprintf("integer %v (%T)", x, x)
	case string:
		return "string of len " + fmt.Sprint(len(x))
	case []int:
		return fmt.Sprint("slice sum ", x[0]+x[len(x)-1])
	case error:
		return "error " + x.Error()
	case fmt.Stringer:
		return "stringer " + x.String()
	case Point:
		return fmt.Sprint("point ", x.X+x.Y)
	case *Point:
		return fmt.Sprint("ptr point ", x.X)
	case func() int:
		return fmt.Sprint("func ", x())
	default:
		return fmt.Sprintf("other %T", x)
	}
}

func main() {
	vals := []interface{}{nil, 1, int64(2), "abc", []int{1, 2, 3}, errors.New("e"), Point{1, 2}, &Point{5, 6}, func() int { return 9 }, 3.5, map[string]int{}}
	for _, v := range vals {
		fmt.Println(classify(v))
	}
}

// Output:
// nil
// integer 1 (int)
// integer 2 (int64)
// string of len 3
// slice sum 4
// error e
// point 3
// ptr point 5
// func 9
// other float64
// other map[string]int
