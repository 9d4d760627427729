package main

import "fmt"

type Named interface{ Name() string }

type Thing struct{}

func main() {
	var v interface{} = Thing{}
	n := v.(Named)
	fmt.Println(n.Name())
}

// Error:
// panic: interface conversion: main.Thing is not main.Named: missing method Name
