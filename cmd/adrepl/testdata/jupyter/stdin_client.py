"""fmt.Scan through jupyter_client's stdin channel.

Run by TestJupyterStdin (cmd/adrepl/kernel_jupyter_test.go) with
JUPYTER_DATA_DIR pointing at a kernelspec installed by `adrepl kernel install`:
a BlockingKernelClient runs cells with allow_stdin and answers each
input_request from a list, as a notebook's input box would.
"""
import sys

from jupyter_client.manager import start_new_kernel

km, kc = start_new_kernel(kernel_name="adrepl", startup_timeout=60)
try:
    answers = iter(["Ada", "3 4.5"])
    prompts = []

    def answer(msg):
        prompts.append(msg["content"]["prompt"])
        kc.input(next(answers))

    out = []

    def output(msg):
        if msg["msg_type"] == "stream":
            out.append(msg["content"]["text"])
        elif msg["msg_type"] == "execute_result":
            out.append(msg["content"]["data"]["text/plain"] + "\n")

    code = """var name string
fmt.Print("name? ")
fmt.Scanln(&name)
var n int
var x float64
fmt.Print("n and x? ")
fmt.Scan(&n, &x)
fmt.Println("hello", name)
float64(n) * x"""
    reply = kc.execute_interactive(code, allow_stdin=True, stdin_hook=answer,
                                   output_hook=output, timeout=60)
    if reply["content"]["status"] != "ok":
        sys.exit("cell failed: %r" % (reply["content"],))
    text = "".join(out)
    if text != "name? n and x? hello Ada\n13.5 (float64)\n" or len(prompts) != 2:
        sys.exit("unexpected output %r, prompts %r" % (text, prompts))

    # Without allow_stdin the cell stops with a clear error instead of hanging.
    reply = kc.execute_interactive("var s string\nfmt.Scan(&s)", allow_stdin=False,
                                   output_hook=lambda m: None, timeout=60)
    c = reply["content"]
    if c["status"] != "error" or "allow_stdin false" not in c["evalue"]:
        sys.exit("Scan without stdin: %r" % (c,))
    print("stdin client ok")
finally:
    kc.stop_channels()
    km.shutdown_kernel(now=True)
