package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// sync's and sync/atomic's types have Go's layouts: they print as Go's.
func main() {
	var mu sync.Mutex
	var rw sync.RWMutex
	var wg sync.WaitGroup
	var once sync.Once
	var n atomic.Int64
	var b atomic.Bool
	var u atomic.Uint32
	fmt.Println(&mu, &rw, &wg, &once)
	fmt.Println(&n, &b, &u)
	mu.Lock()
	wg.Add(2)
	n.Store(5)
	b.Store(true)
	once.Do(func() {})
	fmt.Println(&mu, &wg, &n, &b, &once)
}

// Output:
// &{{} {0 0}} &{{{} {0 0}} 0 0 {{} 0} {{} 0}} &{{} {{} {} 0} 0} &{{} {{} 0} {{} {0 0}}}
// &{{} {} 0} &{{} 0} &{{} 0}
// &{{} {1 0}} &{{} {{} {} 8589934592} 0} &{{} {} 5} &{{} 1} &{{} {{} 1} {{} {0 0}}}
