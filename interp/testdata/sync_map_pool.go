package main

import (
	"bytes"
	"fmt"
	"sort"
	"sync"
)

func main() {
	var m sync.Map
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Go(func() { m.Store(i%5, i%5*10) })
	}
	wg.Wait()
	var keys []int
	m.Range(func(k, v any) bool {
		keys = append(keys, k.(int))
		return true
	})
	sort.Ints(keys)
	fmt.Println(keys)
	v, ok := m.Load(3)
	fmt.Println(v, ok)
	v, loaded := m.LoadOrStore(3, 99)
	fmt.Println(v, loaded)
	v, loaded = m.LoadOrStore(7, 70)
	fmt.Println(v, loaded)
	prev, loaded := m.Swap(7, 71)
	fmt.Println(prev, loaded)
	fmt.Println(m.CompareAndSwap(7, 70, 72), m.CompareAndSwap(7, 71, 72))
	fmt.Println(m.CompareAndDelete(7, 0), m.CompareAndDelete(7, 72))
	v, loaded = m.LoadAndDelete(0)
	fmt.Println(v, loaded)
	m.Delete(1)
	_, ok = m.Load(1)
	fmt.Println(ok)
	m.Clear()
	n := 0
	m.Range(func(k, v any) bool { n++; return true })
	fmt.Println("after Clear:", n)

	made := 0
	pool := sync.Pool{New: func() any { made++; return new(bytes.Buffer) }}
	b := pool.Get().(*bytes.Buffer)
	b.WriteString("reused")
	pool.Put(b)
	b2 := pool.Get().(*bytes.Buffer)
	fmt.Println(b2.Len() > 0 || made >= 1)
	var empty sync.Pool
	fmt.Println(empty.Get())
}

// Output:
// [0 1 2 3 4]
// 30 true
// 30 true
// 70 false
// 70 true
// false true
// false true
// 0 true
// false
// after Clear: 0
// true
// <nil>
