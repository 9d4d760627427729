package kernel

import (
	"encoding/json"
	"runtime"
)

// handleShell dispatches a request from the shell socket.
func (k *Kernel) handleShell(s *socket, m *Message) {
	switch m.Header.MsgType {
	case "execute_request":
		k.execute(s, m)
	case "kernel_info_request":
		k.reply(s, m, "kernel_info_reply", k.kernelInfo())
	case "is_complete_request":
		k.isComplete(s, m)
	case "complete_request":
		k.complete(s, m)
	case "inspect_request":
		k.inspect(s, m)
	case "history_request":
		k.historyReply(s, m)
	case "comm_info_request":
		k.reply(s, m, "comm_info_reply", map[string]any{"status": "ok", "comms": map[string]any{}})
	case "comm_open":
		// No comm targets: tell the front end the comm is closed.
		var c struct {
			CommID string `json:"comm_id"`
		}
		json.Unmarshal(m.Content, &c)
		k.publish(m, "comm_close", map[string]any{"comm_id": c.CommID, "data": map[string]any{}})
	case "comm_msg", "comm_close":
		// Nothing to do: no comm is ever open.
	case "shutdown_request":
		k.shutdown(s, m)
	case "interrupt_request":
		k.Interrupt()
		k.reply(s, m, "interrupt_reply", map[string]any{"status": "ok"})
	default:
		k.logf("shell: ignored a %q message", m.Header.MsgType)
	}
}

// handleControl dispatches a request from the control socket. It runs on its
// own goroutine, so it answers while a cell runs on the shell goroutine: it
// must not touch the interpreter except through Interrupt.
func (k *Kernel) handleControl(s *socket, m *Message) {
	switch m.Header.MsgType {
	case "kernel_info_request":
		k.reply(s, m, "kernel_info_reply", k.kernelInfo())
	case "interrupt_request":
		k.Interrupt()
		k.reply(s, m, "interrupt_reply", map[string]any{"status": "ok"})
	case "shutdown_request":
		k.shutdown(s, m)
	case "debug_request":
		k.reply(s, m, "debug_reply", map[string]any{})
	default:
		k.logf("control: ignored a %q message", m.Header.MsgType)
	}
}

// shutdown answers a shutdown_request and stops the kernel. A restart is the
// kernel manager's job: it starts a new process, so the session starts anew.
func (k *Kernel) shutdown(s *socket, m *Message) {
	var c struct {
		Restart bool `json:"restart"`
	}
	json.Unmarshal(m.Content, &c)
	k.Interrupt()
	k.reply(s, m, "shutdown_reply", map[string]any{"status": "ok", "restart": c.Restart})
	k.publish(m, "shutdown_reply", map[string]any{"status": "ok", "restart": c.Restart})
	k.stop()
}

// languageInfo describes Go for front ends: highlighting, file extension.
func languageInfo() map[string]any {
	return map[string]any{
		"name":               "go",
		"version":            runtime.Version()[2:],
		"mimetype":           "text/x-go",
		"file_extension":     ".go",
		"pygments_lexer":     "go",
		"codemirror_mode":    "go",
		"nbconvert_exporter": "script",
	}
}

func (k *Kernel) kernelInfo() map[string]any {
	v := k.cfg.Version
	if v == "" {
		v = "devel"
	}
	return map[string]any{
		"status":                 "ok",
		"protocol_version":       ProtocolVersion,
		"implementation":         "adrepl",
		"implementation_version": v,
		"language_info":          languageInfo(),
		"banner":                 "adrepl " + v + ": Go, evaluated eagerly on an automatic-differentiation tape",
		"debugger":               false,
		"help_links": []map[string]string{
			{"text": "adrepl documentation", "url": "https://github.com/adrepl/adrepl/tree/main/docs"},
			{"text": "Go language specification", "url": "https://go.dev/ref/spec"},
		},
	}
}
