package main

import (
	"fmt"
	"net/http"
)

func main() {
	resp, err := http.Get("http://example.com/")
	fmt.Println(resp, err)
}

// Error:
// not available in adrepl
