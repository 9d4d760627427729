#!/usr/bin/python3
"""Gradients by PyTorch (float64) of the functions of interp/torch_test.go.

    /usr/bin/python3 bench/torch_grads.py < inputs.json

Reads {"name": [x0, x1, ...], ...} on standard input and prints
{"name": {"value": f(x), "grad": [df/dx0, ...]}, ...}: each function is the
same computation as the Go function of the same name in torch_test.go,
written with 0-d tensors so that every scalar operation is one autograd
node, as on adrepl's tape.
"""

import json
import math
import sys

import torch

torch.set_num_threads(1)
F = torch.float64


def c(v):
    return torch.tensor(v, dtype=F)


def tanh_rnn(x):
    w, b = x[0], x[1]
    h = c(0.1)
    for _ in range(30):
        h = torch.tanh(w * h + b)
    return h


def sin_loop(x):
    w, b = x[0], x[1]
    v, y = c(0.3), c(0.0)
    for _ in range(1000):
        v = torch.sin(v * w + b)
        y = y + v
    return y


MLP_XS = [[0.5, -1.0], [1.0, 2.0], [-0.3, 0.8], [0.0, 0.0]]
MLP_YS = [0.2, -0.5, 1.0, 0.1]


def mlp(p):
    # p: W1 (3x2, row-major), b1 (3), W2 (3), b2 (1)
    loss = c(0.0)
    for k, xk in enumerate(MLP_XS):
        out = p[12]
        for i in range(3):
            a = p[6 + i]
            for j in range(2):
                a = a + p[2 * i + j] * xk[j]
            out = out + p[9 + i] * torch.tanh(a)
        d = out - MLP_YS[k]
        loss = loss + 0.5 * d * d
    return loss


def softplus(x):
    s = c(0.0)
    for i in range(x.shape[0]):
        t = x[i]
        if t.item() > 0:
            s = s + (t + torch.log1p(torch.exp(-t)))
        else:
            s = s + torch.log1p(torch.exp(t))
    return s


def logsumexp(x):
    m = c(-math.inf)
    for i in range(x.shape[0]):
        m = torch.maximum(m, x[i])
    s = c(0.0)
    for i in range(x.shape[0]):
        s = s + torch.exp(x[i] - m)
    return m + torch.log(s)


def pow_atan2_hypot(x):
    return torch.pow(x[0], x[1]) + torch.atan2(x[1], x[2]) * torch.hypot(x[0], x[2]) + torch.pow(x[2], 3.0)


def max_min_abs(x):
    s = c(0.0)
    n = x.shape[0]
    for i in range(n):
        s = s + torch.maximum(x[i], c(0.3)) + torch.abs(x[i] - 0.5)
        if i + 1 < n:
            s = s + torch.minimum(x[i] * x[i + 1], c(1.0))
    return s


def two_state(x):
    a, b = x[0], x[1]
    for _ in range(5):
        a, b = a + b, a * b
    return a + 2 * b


def rosenbrock(x):
    s = c(0.0)
    for i in range(x.shape[0] - 1):
        d = x[i + 1] - x[i] * x[i]
        e = 1 - x[i]
        s = s + 100 * d * d + e * e
    return s


LOGREG_XS = [[1.0, 0.0, 2.0], [0.5, -1.0, 1.0], [-2.0, 1.0, 0.0], [0.3, 0.3, -0.7]]
LOGREG_YS = [1.0, 0.0, 1.0, 0.0]


def logistic(p):
    loss = c(0.0)
    for k, xk in enumerate(LOGREG_XS):
        z = p[3]
        for j in range(3):
            z = z + p[j] * xk[j]
        q = 1 / (1 + torch.exp(-z))
        loss = loss - (LOGREG_YS[k] * torch.log(q) + (1 - LOGREG_YS[k]) * torch.log(1 - q))
    return loss


def special(x):
    return (torch.erf(x[0]) * torch.expm1(x[1]) + torch.log1p(x[2]) * torch.sqrt(x[3])
            + torch.asinh(x[0] * x[3]) + torch.log2(x[3]) / torch.cosh(x[1]) + torch.erfc(x[2]))


def naive_softplus(x):
    s = c(0.0)
    for i in range(x.shape[0]):
        s = s + torch.log(1 + torch.exp(x[i]))
    return s


def naive_lse(x):
    s = c(0.0)
    for i in range(x.shape[0]):
        s = s + torch.exp(x[i])
    return torch.log(s)


def sqrt_sq(x):
    return torch.sqrt(x[0] * x[0]) + torch.sqrt(x[1] * x[1])


def max_ties(x):
    # Go's max(a, b, c) and min(a, b, c, d): torch.amax/amin split ties evenly.
    return torch.amax(torch.stack([x[0], x[1], x[2]])) + 2 * torch.amin(torch.stack([x[1], x[2], x[3], c(5.0)]))


def pullback_u(u):
    # pull(u)·w with pull the VJP of f at x0 = (2, 3), plus the gradient of
    # g(x) = x0²·x1 at (2, 5) swept with the seed u0·u1, summed.
    x0 = torch.tensor([2.0, 3.0], dtype=F, requires_grad=True)
    y = torch.stack([x0[0] * x0[1], torch.sin(x0[0]) * x0[1]])
    (r,) = torch.autograd.grad(y, x0, grad_outputs=u, create_graph=True)
    x1 = torch.tensor([2.0, 5.0], dtype=F, requires_grad=True)
    g = x1[0] * x1[0] * x1[1]
    (s,) = torch.autograd.grad(g, x1, grad_outputs=u[0] * u[1], create_graph=True)
    return r[0] + 10 * r[1] + s[0] + s[1]


FUNCS = {f.__name__: f for f in [tanh_rnn, sin_loop, mlp, softplus, logsumexp, pow_atan2_hypot,
                                  max_min_abs, two_state, rosenbrock, logistic, special,
                                  naive_softplus, naive_lse, sqrt_sq, max_ties, pullback_u]}


def finite(v):
    """JSON has no NaN or Inf: those are written as strings (torch_test.go reads them)."""
    if math.isnan(v):
        return "NaN"
    if math.isinf(v):
        return "+Inf" if v > 0 else "-Inf"
    return v


def main():
    inputs = json.load(sys.stdin)
    out = {}
    for name, xs in inputs.items():
        x = torch.tensor(xs, dtype=F, requires_grad=True)
        y = FUNCS[name](x)
        y.backward()
        out[name] = {"value": finite(y.item()), "grad": [finite(g) for g in x.grad.tolist()]}
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
