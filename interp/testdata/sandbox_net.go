package main

import (
	"fmt"
	"net"
)

func main() {
	_, err := net.Dial("tcp", "example.com:80")
	fmt.Println(err)
}

// Error:
// not available in adrepl
