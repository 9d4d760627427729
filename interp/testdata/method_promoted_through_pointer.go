package main

import "fmt"

type Logger struct{ lines []string }

func (l *Logger) Log(s string) { l.lines = append(l.lines, s) }
func (l Logger) Count() int    { return len(l.lines) }

type Service struct {
	*Logger
	Name string
}

type Plain struct {
	Logger
}

func main() {
	s := Service{&Logger{}, "svc"}
	s.Log("start")
	s.Log("stop")
	fmt.Println(s.Count(), s.lines)
	s2 := s // shares the Logger
	s2.Log("more")
	fmt.Println(s.Count())
	var p Plain
	p.Log("x")
	fmt.Println(p.Count())
	p2 := p
	p2.Log("y")
	fmt.Println(p.Count(), p2.Count())
}

// Output:
// 2 [start stop]
// 3
// 1
// 1 2
