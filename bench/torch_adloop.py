#!/usr/bin/python3
"""PyTorch eager side of the AD benchmark (see ad_native.go).

    /usr/bin/python3 bench/torch_adloop.py N RUNS

Runs the scalar recurrence

    x = sin(x*w + b); y += x        (N times, x0 = 0.3, y0 = 0)

on 0-d float64 tensors, w and b with requires_grad, then y.backward(), RUNS
times, and prints one JSON object: the time of each run (forward recording
and backward), the median, the median per scalar operation (4 per
iteration) in microseconds, the median process CPU time, and the value and gradient of the last run.
"""

import json
import statistics
import sys
import time

import torch


def run(n):
    w = torch.tensor(0.5, dtype=torch.float64, requires_grad=True)
    b = torch.tensor(0.1, dtype=torch.float64, requires_grad=True)
    start = time.perf_counter()
    cpu = time.process_time()
    x = torch.tensor(0.3, dtype=torch.float64)
    y = torch.tensor(0.0, dtype=torch.float64)
    for _ in range(n):
        x = torch.sin(x * w + b)
        y = y + x
    mid = time.perf_counter()
    y.backward()
    end = time.perf_counter()
    cpu = time.process_time() - cpu
    return end - start, end - mid, cpu, y.item(), w.grad.item(), b.grad.item()


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    # The recursion of autograd's backward over a long chain is iterative in
    # C++; nothing to raise here. One warm-up run first.
    run(min(n, 1000))
    secs, backs, cpus = [], [], []
    for _ in range(runs):
        s, bk, cp, y, dw, db = run(n)
        secs.append(s)
        backs.append(bk)
        cpus.append(cp)
    med = statistics.median(secs)
    print(json.dumps({
        "n": n,
        "runs": runs,
        "seconds": secs,
        "median_seconds": med,
        "backward_median_seconds": statistics.median(backs),
        "cpu_median_seconds": statistics.median(cpus),
        "us_per_op": med / (4 * n) * 1e6,
        "y": y,
        "dw": dw,
        "db": db,
        "torch_version": torch.__version__,
        "threads": torch.get_num_threads(),
    }))


if __name__ == "__main__":
    main()
