package main

func main() {
	panic(42)
}

// Error:
// panic: 42
