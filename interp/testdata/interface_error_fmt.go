package main

import "fmt"

type NotFound struct{ Key string }

func (e NotFound) Error() string { return "not found: " + e.Key }

type Both struct{}

func (Both) Error() string  { return "as error" }
func (Both) String() string { return "as stringer" }

func find(k string) error {
	if k == "" {
		return nil
	}
	return NotFound{k}
}

func main() {
	err := find("x")
	fmt.Println(err)
	fmt.Printf("%v|%s|%q\n", err, err, err)
	fmt.Println(find(""))
	fmt.Println(Both{})
	fmt.Printf("%v %+v\n", []error{err, nil}, NotFound{"y"})
	var e error = NotFound{"z"}
	if nf, ok := e.(NotFound); ok {
		fmt.Println("key", nf.Key)
	}
}

// Output:
// not found: x
// not found: x|not found: x|"not found: x"
// <nil>
// as error
// [not found: x <nil>] not found: y
// key z
