package main

import (
	"fmt"
	"strings"
)

type Query struct {
	table  string
	wheres []string
	limit  int
}

func From(t string) *Query { return &Query{table: t} }

func (q *Query) Where(cond string) *Query {
	q.wheres = append(q.wheres, cond)
	return q
}

func (q *Query) Limit(n int) *Query {
	q.limit = n
	return q
}

func (q *Query) String() string {
	s := "SELECT * FROM " + q.table
	if len(q.wheres) > 0 {
		s += " WHERE " + strings.Join(q.wheres, " AND ")
	}
	if q.limit > 0 {
		s += fmt.Sprintf(" LIMIT %d", q.limit)
	}
	return s
}

type Vec struct{ X, Y float64 }

func (v Vec) Add(o Vec) Vec       { return Vec{v.X + o.X, v.Y + o.Y} }
func (v Vec) Scale(k float64) Vec { return Vec{v.X * k, v.Y * k} }

func main() {
	fmt.Println(From("users").Where("age > 18").Where("active").Limit(10))
	fmt.Println(From("t"))
	fmt.Println(Vec{1, 2}.Add(Vec{3, 4}).Scale(0.5))
}

// Output:
// SELECT * FROM users WHERE age > 18 AND active LIMIT 10
// SELECT * FROM t
// {2 3}
