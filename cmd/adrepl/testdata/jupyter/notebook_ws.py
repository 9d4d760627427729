"""Runs a cell on a kernel of a running notebook server over its websocket,
as the notebook's JavaScript front end does, and prints the outputs.

    notebook_ws.py BASE_URL TOKEN KERNEL_ID CODE

Run by TestNotebookServerOffersKernel. Exits non-zero when the cell's reply
does not arrive or is not ok.
"""
import json
import sys
import uuid

from tornado import ioloop, websocket


async def main(base, token, kernel_id, code):
    url = base.replace("http", "ws", 1) + "/api/kernels/%s/channels?token=%s" % (kernel_id, token)
    ws = await websocket.websocket_connect(url)
    session = uuid.uuid4().hex
    msg_id = uuid.uuid4().hex
    ws.write_message(json.dumps({
        "header": {"msg_id": msg_id, "session": session, "username": "test", "msg_type": "execute_request",
                   "version": "5.3", "date": ""},
        "parent_header": {}, "metadata": {}, "channel": "shell", "buffers": [],
        "content": {"code": code, "silent": False, "store_history": True, "user_expressions": {},
                    "allow_stdin": False, "stop_on_error": True},
    }))
    reply, idle = None, False
    while reply is None or not idle:
        raw = await ws.read_message()
        if raw is None:
            print("websocket closed", file=sys.stderr)
            return 1
        msg = json.loads(raw)
        if msg.get("parent_header", {}).get("msg_id") != msg_id:
            continue
        t, c = msg["msg_type"], msg["content"]
        if t == "execute_reply":
            reply = c
        elif t == "status" and c["execution_state"] == "idle":
            idle = True
        elif t == "stream":
            print("stream:", c["text"], end="")
        elif t in ("execute_result", "display_data"):
            print("%s: %s" % (t, c["data"]["text/plain"]))
        elif t == "error":
            print("error:", "\n".join(c["traceback"]))
    ws.close()
    print("reply:", reply["status"])
    return 0 if reply["status"] == "ok" else 1


if __name__ == "__main__":
    rc = ioloop.IOLoop.current().run_sync(lambda: main(*sys.argv[1:5]), timeout=60)
    sys.exit(rc)
