package main

import "fmt"

type State int

const (
	Idle State = iota
	Running
	Paused
	Stopped
)

var names = map[State]string{Idle: "Idle", Running: "Running", Paused: "Paused", Stopped: "Stopped"}

func (s State) String() string { return names[s] }

type Event string

type Machine struct {
	state State
	trans map[State]map[Event]State
	log   []string
}

func NewMachine() *Machine {
	return &Machine{
		state: Idle,
		trans: map[State]map[Event]State{
			Idle:    {"start": Running},
			Running: {"pause": Paused, "stop": Stopped},
			Paused:  {"resume": Running, "stop": Stopped},
		},
	}
}

func (m *Machine) Fire(e Event) error {
	next, ok := m.trans[m.state][e]
	if !ok {
		return fmt.Errorf("invalid event %q in state %v", e, m.state)
	}
	m.log = append(m.log, fmt.Sprintf("%v -%s-> %v", m.state, e, next))
	m.state = next
	return nil
}

func main() {
	m := NewMachine()
	for _, e := range []Event{"start", "pause", "start", "resume", "stop", "resume"} {
		if err := m.Fire(e); err != nil {
			fmt.Println("error:", err)
		}
	}
	for _, l := range m.log {
		fmt.Println(l)
	}
	fmt.Println("final:", m.state)
	fmt.Printf("%v %d\n", Paused, Paused)
}

// Output:
// error: invalid event "start" in state Paused
// error: invalid event "resume" in state Stopped
// Idle -start-> Running
// Running -pause-> Paused
// Paused -resume-> Running
// Running -stop-> Stopped
// final: Stopped
// Paused 2
