package main

import "fmt"

func named() (ok bool) { return true }

func kind(x any) string {
	switch x.(type) {
	case uint8:
		return "uint8"
	case int32:
		return "int32"
	case []int32:
		return "[]int32"
	case map[string]interface{}:
		return "map[string]interface {}"
	case func() bool:
		return "func() bool"
	}
	return "other"
}

func main() {
	// byte and uint8, rune and int32, any and interface{} are one type.
	fmt.Println(kind(byte(1)), kind(rune('x')), kind([]rune("hi")), kind(map[string]any{}), kind(named))
	var b any = byte(7)
	fmt.Println(b == any(uint8(7)), b.(uint8))
	_, ok := any([]byte("a")).([]uint8)
	fmt.Println(ok)
	fmt.Printf("%T %T\n", []byte{}, map[rune]any{})

	defer func() { fmt.Println(recover()) }()
	var i any = 1
	_ = i.(string)
}

// Output:
// uint8 int32 []int32 map[string]interface {} func() bool
// true 7
// true
// []uint8 map[int32]interface {}
// interface conversion: interface {} is int, not string
