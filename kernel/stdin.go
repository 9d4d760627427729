package kernel

import (
	"encoding/json"
	"errors"
	"io"

	"github.com/adrepl/adrepl/interp"
)

// fmt.Scan in a cell asks the front end for a line: an input_request on
// the stdin socket, routed to the client that sent the execute_request (a
// client's shell and stdin sockets share its identity), answered by an
// input_reply. Front ends that cannot answer say so with allow_stdin
// false; the program then stops with errNoStdin rather than wait forever.

var errNoStdin = errors.New("fmt.Scan: this front end takes no input (its execute_request has allow_stdin false); run the cell where input is possible, e.g. in Jupyter or jupyter console")

// input is the interpreter's Options.Stdin: one line from the front end.
func (k *Kernel) input() (string, error) {
	ex := k.exec
	if ex == nil || !ex.allowStdin {
		return "", errNoStdin
	}
	ex.flush() // the prompt the program printed goes out first
	for drained := false; !drained; {
		select { // replies and interrupts from before this request
		case <-k.stdinMsgs:
		case <-k.inputWake:
		default:
			drained = true
		}
	}
	frames, err := k.sign.frames(ex.parent.Identities, k.header("input_request"), ex.parent.RawHeader, nil,
		map[string]any{"prompt": "", "password": false})
	if err != nil {
		return "", err
	}
	if err := k.stdin.Send(frames); err != nil {
		return "", err
	}
	for {
		select {
		case m := <-k.stdinMsgs:
			if m.Header.MsgType != "input_reply" {
				k.logf("stdin: ignored a %s", m.Header.MsgType)
				continue
			}
			var c struct {
				Value  *string `json:"value"`
				Status string  `json:"status"`
			}
			if err := json.Unmarshal(m.Content, &c); err != nil || c.Value == nil {
				if c.Status == "error" {
					return "", io.EOF // the front end gave up (e.g. the user closed the input box)
				}
				return "", errors.New("fmt.Scan: the front end's input_reply has no value")
			}
			return *c.Value, nil
		case <-k.inputWake:
			return "", interp.ErrInterrupted
		case <-k.done:
			return "", io.EOF
		}
	}
}
