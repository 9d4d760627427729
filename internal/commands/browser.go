package commands

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"time"
)

// :graph --open (and :tape, :gradnorm) in the REPL: the page is written,
// then handed to the desktop's opener. Whatever happens the user is told:
// that a browser was asked to open the page, or that none was found and
// where the page is, to open it by hand.

// openers are the programs that open a file in the desktop's browser, in
// the order tried (a variable so that tests can point it elsewhere).
var openers = []string{"xdg-open", "open"}

// openerWait is how long the opener is given to fail. xdg-open fails fast
// when it finds no browser; when it finds one it may stay until the
// browser exits, so a still-running opener counts as success.
var openerWait = 3 * time.Second

// openBrowser opens the page file in a browser or says why it could not.
func (c *call) openBrowser(file string) {
	path, err := filepath.Abs(file)
	if err != nil {
		path = file
	}
	why := "no " + openers[0] + " (or " + openers[len(openers)-1] + ") was found on PATH"
	if runtime.GOOS == "linux" && noDisplay() {
		why = "there is no graphical display (DISPLAY and WAYLAND_DISPLAY are unset)"
	} else {
		for _, opener := range openers {
			bin, err := exec.LookPath(opener)
			if err != nil {
				continue
			}
			cmd := exec.Command(bin, path)
			if err := cmd.Start(); err != nil {
				why = fmt.Sprintf("%s could not start: %v", opener, err)
				break
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }() // reaps it; the browser lives on
			select {
			case err := <-done:
				if err == nil {
					c.printf("opened %s in a browser\n", path)
					return
				}
				why = fmt.Sprintf("%s found no browser (%v)", opener, err)
			case <-time.After(openerWait):
				c.printf("opened %s in a browser\n", path)
				return
			}
			break
		}
	}
	fmt.Fprintf(c.Err(), "no browser was found to open the page: %s; it is written at %s: open it yourself\n", why, path)
}

// noDisplay reports a Linux session without a graphical display, where no
// browser can show a page (over ssh, in a container).
func noDisplay() bool {
	return os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == ""
}
