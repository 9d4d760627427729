package main

import (
	"fmt"
	"sync"
)

// Readers and writers share a slice under an RWMutex; the readers check
// that they never see a half-written pair.
type store struct {
	mu   sync.RWMutex
	a, b int
}

func main() {
	s := &store{}
	var wg sync.WaitGroup
	bad := 0
	var badMu sync.Mutex
	for w := 0; w < 4; w++ {
		wg.Go(func() {
			for i := 0; i < 100; i++ {
				s.mu.Lock()
				s.a++
				for k := 0; k < 10; k++ {
					_ = k * k
				}
				s.b++
				s.mu.Unlock()
			}
		})
	}
	for r := 0; r < 8; r++ {
		wg.Go(func() {
			for i := 0; i < 100; i++ {
				s.mu.RLock()
				if s.a != s.b {
					badMu.Lock()
					bad++
					badMu.Unlock()
				}
				s.mu.RUnlock()
			}
		})
	}
	wg.Wait()
	fmt.Println(s.a, s.b, "torn reads:", bad)
	l := s.mu.RLocker()
	l.Lock()
	fmt.Println("TryLock while read-locked:", s.mu.TryLock())
	fmt.Println("TryRLock while read-locked:", s.mu.TryRLock())
	s.mu.RUnlock()
	l.Unlock()
	fmt.Println("TryLock when free:", s.mu.TryLock())
	s.mu.Unlock()
}

// Output:
// 400 400 torn reads: 0
// TryLock while read-locked: false
// TryRLock while read-locked: true
// TryLock when free: true
