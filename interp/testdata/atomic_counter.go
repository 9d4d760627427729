package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

func main() {
	var hits int64
	var typed atomic.Int64
	var flags uint32
	var wg sync.WaitGroup
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				atomic.AddInt64(&hits, 1)
				typed.Add(2)
			}
			atomic.OrUint32(&flags, 1<<(i%8))
		}()
	}
	wg.Wait()
	fmt.Println(atomic.LoadInt64(&hits), typed.Load(), flags)

	var u atomic.Uint32
	u.Store(0xF0)
	fmt.Println(u.And(0x30), u.Load())
	fmt.Println(u.CompareAndSwap(0x30, 7), u.CompareAndSwap(0x30, 8), u.Load())
	var i32 int32 = 5
	fmt.Println(atomic.SwapInt32(&i32, -1))
	fmt.Println(atomic.AddInt32(&i32, -1))
	var n32 atomic.Int32
	n32.Store(1<<31 - 1)
	fmt.Println(n32.Add(1))
	var u64 uint64
	atomic.StoreUint64(&u64, 1<<63)
	fmt.Println(atomic.LoadUint64(&u64), atomic.CompareAndSwapUint64(&u64, 1<<63, 1))
	var b atomic.Bool
	fmt.Println(b.Load(), b.Swap(true), b.Load(), b.CompareAndSwap(true, false), b.Load())
	type node struct{ name string }
	var p atomic.Pointer[node]
	fmt.Println(p.Load() == nil)
	first := &node{"first"}
	p.Store(first)
	old := p.Swap(&node{"second"})
	fmt.Println(old.name, p.Load().name, p.CompareAndSwap(first, nil))
	var up atomic.Uintptr
	up.Add(3)
	fmt.Println(up.Load())
}

// Output:
// 5000 10000 255
// 240 48
// true false 7
// 5
// -2
// -2147483648
// 9223372036854775808 true
// false false true true false
// true
// first second false
// 3
