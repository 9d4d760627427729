package main

import "fmt"

type ValidationError struct {
	Field string
}

func (v *ValidationError) Error() string { return "invalid field " + v.Field }

func validate(age int) {
	if age < 0 {
		panic(&ValidationError{"age"})
	}
	fmt.Println("age ok", age)
}

func main() {
	validate(3)
	validate(-1)
}

// Output:
// age ok 3
// Error:
// panic: invalid field age
