package main

import "fmt"

type Config struct {
	Name    string
	Retries int
}

var defaultConfig = Config{"default", 3}
var registry = map[string]func(int) int{}
var counter int

func register(name string, f func(int) int) {
	registry[name] = f
	counter++
}

func init() {
	register("double", func(x int) int { return 2 * x })
	register("square", func(x int) int { return x * x })
}

func next() int {
	counter++
	return counter
}

func main() {
	fmt.Println(defaultConfig, counter)
	cfg := defaultConfig
	cfg.Retries = 10
	fmt.Println(defaultConfig.Retries, cfg.Retries)
	fmt.Println(registry["double"](21), registry["square"](5), len(registry))
	fmt.Println(next(), next(), counter)
}

// Output:
// {default 3} 2
// 3 10
// 42 25 2
// 3 4 4
