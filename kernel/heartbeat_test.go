package kernel

import (
	"fmt"
	"sync"
	"testing"
	"time"
)

// Two front ends (a notebook and `jupyter console --existing`) ping the
// heartbeat at once; each gets its own echoes.
func TestHeartbeatTwoClients(t *testing.T) {
	k, c1, _ := start(t, Config{})
	c2, err := Dial(k.info)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	var wg sync.WaitGroup
	for n, c := range []*Client{c1, c2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				ping := fmt.Sprintf("client%d-%d", n, i)
				done := make(chan string, 1)
				go func() {
					if err := c.HB.Send(zmqMsg(ping)); err != nil {
						done <- "send: " + err.Error()
						return
					}
					m, err := c.HB.Recv()
					if err != nil {
						done <- "recv: " + err.Error()
						return
					}
					done <- string(m.Frames[0])
				}()
				select {
				case got := <-done:
					if got != ping {
						t.Errorf("ping %q: echo %q", ping, got)
						return
					}
				case <-time.After(5 * time.Second):
					t.Errorf("ping %q: no echo", ping)
					return
				}
			}
		}()
	}
	wg.Wait()
}
