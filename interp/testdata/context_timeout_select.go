package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func slow(ctx context.Context, d time.Duration) error {
	select {
	case <-time.After(d):
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	err := slow(ctx, 2*time.Second)
	fmt.Println(err, errors.Is(err, context.DeadlineExceeded))
	_, ok := ctx.Deadline()
	fmt.Println("has deadline:", ok)

	ctx2, cancel2 := context.WithTimeout(context.Background(), time.Second)
	fmt.Println(slow(ctx2, time.Millisecond))
	cancel2()
	fmt.Println(ctx2.Err())

	past, cancel3 := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel3()
	fmt.Println(past.Err())

	cause := errors.New("too slow")
	ctx4, cancel4 := context.WithTimeoutCause(context.Background(), time.Millisecond, cause)
	defer cancel4()
	<-ctx4.Done()
	fmt.Println(ctx4.Err(), "/", context.Cause(ctx4))
	fmt.Printf("%v %T\n", context.DeadlineExceeded, context.DeadlineExceeded)
}

// Output:
// context deadline exceeded true
// has deadline: true
// <nil>
// context canceled
// context deadline exceeded
// context deadline exceeded / too slow
// context deadline exceeded context.deadlineExceededError
