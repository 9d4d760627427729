package main

import "fmt"

type MyErr struct{ msg string }

func (e *MyErr) Error() string {
	if e == nil {
		return "nil MyErr"
	}
	return e.msg
}

func mayFail(fail bool) error {
	var p *MyErr
	if fail {
		p = &MyErr{"failed"}
	}
	return p // never a nil interface!
}

func mayFailCorrect(fail bool) error {
	if fail {
		return &MyErr{"failed"}
	}
	return nil
}

func main() {
	err := mayFail(false)
	fmt.Println(err == nil, err)
	fmt.Printf("%T %v\n", err, err)
	err = mayFailCorrect(false)
	fmt.Println(err == nil, err)
	var p *MyErr
	var i interface{} = p
	fmt.Println(i == nil, i == (*MyErr)(nil))
}

// Output:
// false nil MyErr
// *main.MyErr nil MyErr
// true <nil>
// false true
