#!/usr/bin/python3
"""PyTorch eager side of the RNN benchmark (see rnn_native.go).

    /usr/bin/python3 bench/torch_rnn.py N STEPS RUNS [--grads]

Runs backpropagation through time through

    h_t = tanh(W @ h_{t-1} + b),  h_0 = 0,  y = h_T.sum()

in float64, single-threaded (torch.set_num_threads(1)), with W (N x N) and b
(N) requiring grad and built exactly as RNNParams builds them in Go. Each
run times the forward recording and y.backward(); one warm-up run comes
first. Prints one JSON object: the time of each run, the median, the median
process CPU time, y, db, the sum of dW and (with --grads) all of dW.
"""

import json
import math
import statistics
import sys
import time

import torch


def uniform(k):
    """A number in [-0.5, 0.5) from an integer hash, exact in float64."""
    return float((k * 2654435761) % 4294967296) / 4294967296 - 0.5


def params(n):
    s = math.sqrt(n)
    w = [uniform(k) * 1.6 / s for k in range(n * n)]
    b = [uniform(n * n + i) * 0.2 for i in range(n)]
    return (torch.tensor(w, dtype=torch.float64).reshape(n, n),
            torch.tensor(b, dtype=torch.float64))


def run(W, b, n, steps):
    W.grad = None
    b.grad = None
    start = time.perf_counter()
    cpu = time.process_time()
    h = torch.zeros(n, dtype=torch.float64)
    for _ in range(steps):
        h = torch.tanh(W @ h + b)
    y = h.sum()
    y.backward()
    return time.perf_counter() - start, time.process_time() - cpu, y.item()


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    grads = "--grads" in sys.argv[4:]
    torch.set_num_threads(1)
    W0, b0 = params(n)
    W = W0.clone().requires_grad_()
    b = b0.clone().requires_grad_()
    run(W, b, n, min(steps, 100))  # warm-up
    secs, cpus = [], []
    y = 0.0
    for _ in range(runs):
        s, c, y = run(W, b, n, steps)
        secs.append(s)
        cpus.append(c)
    out = {
        "n": n,
        "steps": steps,
        "runs": runs,
        "seconds": secs,
        "median_seconds": statistics.median(secs),
        "cpu_median_seconds": statistics.median(cpus),
        "y": y,
        "db": b.grad.tolist(),
        "dW_sum": W.grad.sum().item(),
        "torch_version": torch.__version__,
        "threads": torch.get_num_threads(),
    }
    if grads:
        out["dW"] = W.grad.flatten().tolist()
    print(json.dumps(out))


if __name__ == "__main__":
    main()
