package main

import (
	"fmt"
	"sort"
	"sync"
)

// A map shared by 50 goroutines, each counting words under a Mutex.
type counts struct {
	mu sync.Mutex
	m  map[string]int
}

func (c *counts) add(w string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[w]++
}

func main() {
	c := &counts{m: map[string]int{}}
	words := []string{"tape", "grad", "loop", "tape", "grad", "tape"}
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				c.add(words[(i+j)%len(words)])
			}
		}()
	}
	wg.Wait()
	keys := make([]string, 0, len(c.m))
	for k := range c.m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	total := 0
	for _, k := range keys {
		fmt.Println(k, c.m[k])
		total += c.m[k]
	}
	fmt.Println("total", total)
	fmt.Println("TryLock on a free mutex:", c.mu.TryLock())
	fmt.Println("TryLock on a held mutex:", c.mu.TryLock())
	c.mu.Unlock()
}

// Output:
// grad 334
// loop 167
// tape 499
// total 1000
// TryLock on a free mutex: true
// TryLock on a held mutex: false
