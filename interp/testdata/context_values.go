package main

import (
	"context"
	"fmt"
)

type ctxKey string

type traceID int

func (t traceID) String() string { return fmt.Sprintf("trace-%d", int(t)) }

func handle(ctx context.Context) {
	user, _ := ctx.Value(ctxKey("user")).(string)
	fmt.Println("user:", user, "trace:", ctx.Value(traceID(0)))
}

func main() {
	ctx := context.WithValue(context.Background(), ctxKey("user"), "ada")
	ctx = context.WithValue(ctx, traceID(0), traceID(7))
	handle(ctx)
	fmt.Println(ctx.Value("user"), ctx.Value(ctxKey("missing")))
	inner := context.WithValue(ctx, ctxKey("user"), "grace")
	fmt.Println(inner.Value(ctxKey("user")), ctx.Value(ctxKey("user")))
	c, cancel := context.WithCancel(inner)
	defer cancel()
	fmt.Println(c.Value(traceID(0)))
	fmt.Println(context.WithValue(context.Background(), ctxKey("k"), 3))
	fmt.Println(context.WithValue(context.TODO(), "name", traceID(2)))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		context.WithValue(ctx, nil, 1)
	}()
}

// Output:
// user: ada trace: trace-7
// <nil> <nil>
// grace ada
// trace-7
// context.Background.WithValue(main.ctxKey, int)
// context.TODO.WithValue(name, trace-2)
// recovered: nil key
