"""A smoke session of `jupyter console --kernel adrepl`, typed through a
pseudo-terminal with pexpect. Run by TestJupyterConsole with a kernelspec
installed in JUPYTER_DATA_DIR; exits non-zero, after the transcript, on failure.

The console runs with its full prompt_toolkit interface (TERM=dumb keeps the
output free of cursor movements), so Enter asks the kernel's is_complete
whether to run the cell or to open another line.
"""
import os
import sys
import time

import pexpect

TIMEOUT = 30

env = dict(os.environ, TERM="dumb")
child = pexpect.spawn("/usr/bin/jupyter", ["console", "--kernel", "adrepl", "--no-confirm-exit"],
                      env=env, encoding="utf-8", timeout=TIMEOUT, dimensions=(40, 200))
child.logfile_read = sys.stdout


def prompt(n):
    child.expect_exact("In [%d]: " % n)


def line(text):
    child.send(text + "\r")


try:
    prompt(1)
    line("x := 20")
    prompt(2)
    line("x*2 + 2")
    child.expect_exact("42 (int)")
    prompt(3)
    # Multi-line entry: the open brace makes is_complete answer "incomplete",
    # so Enter opens a new line instead of running the cell.
    line("for i := 0; i < 2; i++ {")
    time.sleep(0.5)
    line('fmt.Println("line", i*x)')
    time.sleep(0.5)
    line("}")
    child.expect_exact("line 20")
    prompt(4)
    # An error shows the position and a caret, and the session goes on.
    line("y := x / 0")
    child.expect_exact("cell4:1:10: invalid operation: division by zero")
    prompt(5)
    line("ad.Grad(func(v float64) float64 { return v * v * v })(2)")
    child.expect_exact("12 (float64)")
    prompt(6)
    time.sleep(0.5)
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
except (pexpect.TIMEOUT, pexpect.EOF) as e:
    print("\n--- console smoke session failed: %s" % type(e).__name__, file=sys.stderr)
    sys.exit(1)
print("\n--- console smoke session ok")
