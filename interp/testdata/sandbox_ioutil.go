package main

import (
	"fmt"
	"io/ioutil"
)

func main() {
	data, err := ioutil.ReadFile("/etc/passwd")
	fmt.Println(len(data), err)
}

// Error:
// not available in adrepl
