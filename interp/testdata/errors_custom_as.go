package main

import (
	"errors"
	"fmt"
)

type TempErr struct{ Code int }

func (t TempErr) Error() string   { return fmt.Sprintf("temporary (%d)", t.Code) }
func (t TempErr) Temporary() bool { return true }

func op(i int) error {
	if i%2 == 0 {
		return fmt.Errorf("op %d: %w", i, TempErr{i * 100})
	}
	return fmt.Errorf("op %d: permanent", i)
}

func main() {
	for i := 0; i < 4; i++ {
		err := op(i)
		var te TempErr
		var tmp interface{ Temporary() bool }
		fmt.Println(err, errors.As(err, &te), te.Code, errors.As(err, &tmp))
	}
}

// Output:
// op 0: temporary (0) true 0 true
// op 1: permanent false 0 false
// op 2: temporary (200) true 200 true
// op 3: permanent false 0 false
