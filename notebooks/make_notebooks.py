#!/usr/bin/python3
"""Writes the teaching notebooks from the cells below, without outputs.

    /usr/bin/python3 notebooks/make_notebooks.py          # write notebooks/*.ipynb
    /usr/bin/python3 notebooks/make_notebooks.py --out D  # write them to directory D instead
    /usr/bin/python3 notebooks/run_notebooks.py --write   # execute them in place

Each notebook is a list of cells: ("md", text) or ("go", code). To add a
chapter, add a list to NOTEBOOKS and a row of expected outputs to the table
in cmd/adrepl/kernel_notebooks_test.go.
"""
import os
import sys

import nbformat

HERE = os.path.dirname(os.path.abspath(__file__))

LOOPS = [
    ("md", """# Loops: differentiating repeated computation

A loop applies the same step again and again. Written out, `for i := 0; i < n; i++ { x = f(x) }`
is the composition `f(f(...f(x0)...))`, so by the chain rule its derivative is the **product of
the step's local derivatives**, one factor per iteration, each taken at the state that iteration
saw:

$$\\frac{dx_n}{dx_0} = f'(x_{n-1})\\,f'(x_{n-2})\\cdots f'(x_0).$$

Forward mode multiplies these factors from the first iteration to the last, alongside the loop.
Reverse mode multiplies them from the last to the first, after the loop, so it must keep the
states. This notebook runs both, by hand and with adrepl, on ordinary Go loops."""),
    ("md", """## Repeated squaring

Squaring three times computes $x^8$, whose derivative is $8x^7$."""),
    ("go", """square3 := func(x float64) float64 {
	for i := 0; i < 3; i++ {
		x = x * x
	}
	return x
}
square3(1.1)"""),
    ("md", """`ad.Derivative` differentiates in forward mode, `ad.Grad` in reverse mode. Both must agree
with the formula:"""),
    ("go", """fmt.Printf("forward  %.10f\\n", ad.Derivative(square3)(1.1))
fmt.Printf("reverse  %.10f\\n", ad.Grad(square3)(1.1))
fmt.Printf("8x^7     %.10f\\n", 8*math.Pow(1.1, 7))"""),
    ("md", """### Forward mode by hand

Forward mode carries a tangent `dx` next to `x`. Each iteration updates both: the new tangent is
the step's derivative, $2x$, times the old tangent. Nothing from earlier iterations is kept, so
the memory does not grow with the number of iterations."""),
    ("go", """x, dx := 1.1, 1.0
for i := 1; i <= 3; i++ {
	x, dx = x*x, 2*x*dx
	fmt.Printf("iteration %d: x = %-10.6g dx = %.6g\\n", i, x, dx)
}"""),
    ("md", """### Reverse mode by hand

Reverse mode first runs the loop and **records** the states $x_0, x_1, x_2$; then it walks back
from the last iteration to the first, multiplying an adjoint `xbar` (which starts at 1, for
$dx_3/dx_3$) by each step's derivative at the recorded state. The stored states are the price
of reverse mode: memory grows with the trip count."""),
    ("go", """states := []float64{1.1}
for i := 0; i < 3; i++ {
	states = append(states, states[i]*states[i])
}
xbar := 1.0
for i := 2; i >= 0; i-- {
	xbar = 2 * states[i] * xbar
	fmt.Printf("back through iteration %d: xbar = %.6g\\n", i+1, xbar)
}"""),
    ("md", """### The tape

adrepl records the same thing automatically: every operation on a value that depends on the
input becomes one entry of a **tape**. `:tape` shows the tape of the last gradient. Each
multiplication is one entry, with the iteration it ran in; the `adjoint` column is the reverse
sweep's `xbar` at that entry."""),
    ("go", """ad.Grad(square3)(1.1)"""),
    ("go", """:tape"""),
    ("md", """The same tape as a picture: `ad.TapeTable(rows)` returns it as a value that a notebook
shows inline (green: the input, red: the output, blue: a loop-carried value)."""),
    ("go", """ad.TapeTable(0)"""),
    ("md", """### The loop unrolled

`ad.Graph()` draws the last differentiation **unrolled**: one column per iteration, one node
per tape entry, each with its value and its adjoint. The chain of blue loop-carried nodes *is*
the product of local derivatives from the top of this notebook; the reverse sweep walks it from
right to left. (The chart can be dragged and zoomed; where scripts do not run, a static
picture stands in for it.)"""),
    ("go", """ad.Graph()"""),
    ("md", """## The tape grows with the trip count

The tape of a loop holds one copy of the body's operations per iteration. Computing $x^n$ with
$n$ multiplications records about $n$ entries; the derivative is $n x^{n-1}$."""),
    ("go", """power := func(n int) func(float64) float64 {
	return func(x float64) float64 {
		y := 1.0
		for i := 0; i < n; i++ {
			y = y * x
		}
		return y
	}
}
for _, n := range []int{1, 10, 100, 1000} {
	g := ad.Grad(power(n))(1.001)
	want := float64(n) * math.Pow(1.001, float64(n-1))
	fmt.Printf("n = %4d   dy/dx = %-10.6g (n·x^(n-1) = %-10.6g)   tape entries = %d\\n", n, g, want, ad.LastTape().Len())
}"""),
    ("md", """Forward mode would need no tape at all, but one forward pass gives the derivative with
respect to **one** input direction; reverse mode gives the whole gradient in one backward pass,
paid for with the tape."""),
    ("md", """## While loops: the derivative of the path taken

A loop whose trip count depends on the data is differentiated **along the path that actually
ran**: adrepl records the iterations that happened, and the derivative is that of this fixed
sequence of operations. The condition itself has no derivative.

Newton's method for $\\sqrt a$ stops when the residual is small. Differentiating through its
iterations gives (very nearly) the true derivative $1/(2\\sqrt a)$, because each iteration's
derivative converges too:"""),
    ("go", """sqrtNewton := func(a float64) float64 {
	x := a
	for math.Abs(x*x-a) > 1e-12 {
		x = 0.5 * (x + a/x)
	}
	return x
}
fmt.Printf("sqrt(2)            = %.12f\\n", sqrtNewton(2))
fmt.Printf("AD through Newton  = %.12f\\n", ad.Grad(sqrtNewton)(2))
fmt.Printf("1/(2 sqrt(2))      = %.12f\\n", 1/(2*math.Sqrt(2)))
fmt.Println("iterations recorded on the tape:", ad.LastTape().Len())"""),
    ("md", """But the path can matter. `halve` divides by two until the value is at most 1. Between
powers of two it is the straight line $x/2^k$, where $k$ is the number of halvings, so its
derivative is $1/2^k$ — and it jumps where $k$ changes. AD reports the slope of the piece the
input fell on; it cannot see the jumps."""),
    ("go", """halve := func(x float64) float64 {
	for x > 1 {
		x = x / 2
	}
	return x
}
for _, x := range []float64{0.75, 1.5, 3, 5, 9, 17} {
	fmt.Printf("x = %-5g halve(x) = %-7.4g d/dx = %g\\n", x, halve(x), ad.Grad(halve)(x))
}"""),
    ("md", """At $x = 5$ the loop ran three times ($5 \\to 2.5 \\to 1.25 \\to 0.625$), so the derivative is
$1/8$. A finite difference that straddles $x = 4$ would see the jump instead: this is why
`ad.Check` and central differences are compared only at points where the path does not
change nearby."""),
]

RECURRENCES = [
    ("md", """# Recurrences: backpropagation through time

A recurrence computes each state from the one before: $h_{t+1} = F(h_t, \\theta)$. A recurrent
neural network, an iterative solver and a simulation all have this shape. Differentiating the
final state with respect to the parameters $\\theta$ in reverse mode is called
**backpropagation through time** (BPTT): run the recurrence forward, keep the states, and send
the adjoint back through every step.

We use the scalar recurrence $h_{t+1} = \\tanh(w h_t + b)$ for five steps from $h_0 = 0.5$."""),
    ("go", """type Params struct{ W, B float64 }

const steps = 5

h0 := 0.5
p := Params{W: 0.9, B: 0.1}
run := func(p Params) float64 {
	h := h0
	for t := 0; t < steps; t++ {
		h = math.Tanh(p.W*h + p.B)
	}
	return h
}
run(p)"""),
    ("md", """## BPTT by hand

Write $a_t = w h_t + b$ and $h_{t+1} = \\tanh(a_t)$. Going backwards from $\\bar h_n = 1$:

$$\\bar a_t = \\bar h_{t+1}\\,(1 - h_{t+1}^2),\\qquad \\bar w \\mathrel{+}= \\bar a_t h_t,\\qquad
\\bar b \\mathrel{+}= \\bar a_t,\\qquad \\bar h_t = \\bar a_t\\, w.$$

The forward pass stores every $h_t$, because the backward pass needs them."""),
    ("go", """hs := []float64{h0}
for t := 0; t < steps; t++ {
	hs = append(hs, math.Tanh(p.W*hs[t]+p.B))
}
hbar, wbar, bbar := 1.0, 0.0, 0.0
for t := steps - 1; t >= 0; t-- {
	abar := hbar * (1 - hs[t+1]*hs[t+1])
	wbar += abar * hs[t]
	bbar += abar
	hbar = abar * p.W
}
fmt.Printf("by hand:  dW = %.10f  dB = %.10f  dh0 = %.10f\\n", wbar, bbar, hbar)"""),
    ("md", """## BPTT by adrepl

`ad.Grad` takes a function of a struct and returns a struct of the same shape: the gradient
with respect to each field. It performs exactly the sweep above."""),
    ("go", """g := ad.Grad(run)(p)
fmt.Printf("ad.Grad:  dW = %.10f  dB = %.10f\\n", g.W, g.B)"""),
    ("md", """The loop-carried variable `h` is tracked per iteration, so `:gradnorm h` lists
$|\\partial y/\\partial h_t|$ for each step, read straight off the reverse sweep. Row $t$ is
the value `h` held after iteration $t$ (that is $h_{t+1}$), so row 0 times the first step's
factor $(1 - h_1^2)\\,w$ is `dh0` above."""),
    ("go", """:gradnorm h"""),
    ("md", """## Forward mode: sensitivities

Forward mode carries $s_t = \\partial h_t / \\partial w$ along with $h_t$:
$s_{t+1} = (1 - h_{t+1}^2)(h_t + w s_t)$. It needs no stored states, and gives the same
$\\partial h_n/\\partial w$:"""),
    ("go", """h, s := h0, 0.0
for t := 0; t < steps; t++ {
	hn := math.Tanh(p.W*h + p.B)
	s = (1 - hn*hn) * (h + p.W*s)
	h = hn
}
fmt.Printf("forward by hand: %.10f\\n", s)
fmt.Printf("ad.Derivative:   %.10f\\n", ad.Derivative(func(w float64) float64 { return run(Params{W: w, B: p.B}) })(p.W))"""),
    ("md", """## A two-state recurrence and its Jacobian

With two states the local derivative of a step is a $2\\times2$ Jacobian, and the Jacobian of
$n$ steps is the product of the $n$ local ones. The Fibonacci step $(a, b) \\mapsto (b, a+b)$
is linear with local Jacobian $\\begin{pmatrix}0&1\\\\1&1\\end{pmatrix}$, so after ten steps the
Jacobian is that matrix to the tenth power, whose entries are Fibonacci numbers:
$\\begin{pmatrix}F_9&F_{10}\\\\F_{10}&F_{11}\\end{pmatrix} = \\begin{pmatrix}34&55\\\\55&89\\end{pmatrix}$."""),
    ("go", """step := ad.Mat(2, 2, []float64{0, 1, 1, 1}) // the local Jacobian
step"""),
    ("go", """fib := func(s []float64) []float64 {
	a, b := s[0], s[1]
	for t := 0; t < 10; t++ {
		a, b = b, a+b
	}
	return []float64{a, b}
}
ad.Jacobian(fib)([]float64{0, 1})"""),
    ("md", """A nonlinear two-state recurrence — a damped pendulum stepped with explicit Euler — has a
Jacobian that depends on where it is taken. Each row is the gradient of one output:"""),
    ("go", """pendulum := func(s []float64) []float64 {
	theta, omega := s[0], s[1]
	const dt, damping = 0.1, 0.3
	for t := 0; t < 20; t++ {
		theta, omega = theta+dt*omega, omega-dt*(math.Sin(theta)+damping*omega)
	}
	return []float64{theta, omega}
}
J := ad.Jacobian(pendulum)([]float64{1, 0})
fmt.Printf("∂θ_n/∂θ_0 = %8.5f   ∂θ_n/∂ω_0 = %8.5f\\n", J[0][0], J[0][1])
fmt.Printf("∂ω_n/∂θ_0 = %8.5f   ∂ω_n/∂ω_0 = %8.5f\\n", J[1][0], J[1][1])"""),
    ("md", """## Vanishing and exploding gradients

The gradient with respect to an early state is a product of many Jacobians. In the linear
recurrence $h_{t+1} = W h_t$ each factor is $W$, so $\\|\\partial y/\\partial h_t\\|$ shrinks or grows
roughly geometrically in the number of steps left, at a rate set by the size of $W$. We scale
one random $8\\times8$ matrix to several spectral norms $\\rho$ (its largest singular value) and
read the fitted growth factor per step and the verdict from `ad.GradNorms`. (Over many steps
what decides is the spectral *radius*, the largest |eigenvalue|; for a random matrix it is
smaller than the spectral norm, so $\\rho = 1.5$ can still vanish.)"""),
    ("go", """W0 := ad.RandN(7, 8, 8)
W0 = W0.Scale(1 / ad.SpectralNorm(W0))
sweep := func(rho float64) ad.Norms {
	W := W0.Scale(rho)
	ad.Grad(func(h ad.Tensor) float64 {
		for t := 0; t < 30; t++ {
			h = W.MatVec(h)
		}
		return h.Sum()
	})(ad.Ones(8))
	return ad.GradNorms("h")
}
for _, rho := range []float64{0.5, 0.9, 1.5, 3} {
	n := sweep(rho)
	fmt.Printf("ρ = %-4g  ‖∂y/∂h_0‖ = %-10.4g growth per step %-7.4g %s\\n", rho, n.Norms[0], n.Factor, n.Verdict)
}"""),
    ("md", """With $\\rho = 0.5$ the signal from the loss barely reaches the first steps (vanishing); with
$\\rho = 3$ it is amplified thirty times over (exploding). Because the tanh's derivative is at
most 1, a tanh network of the same $W$ can only shrink the gradient further. Training long
recurrences is the art of keeping these products near 1: careful initialisation, gating
(LSTM, GRU), gradient clipping. `ad.Plot("h")` draws the diagnosis of the last gradient
($\\rho = 3$): $\\|\\partial y/\\partial h_t\\|$ on a log axis, with the fitted growth line."""),
    ("go", """sweep(3).Verdict"""),
    ("go", """ad.Plot("h")"""),
    ("md", """### The threshold at 1

To see the threshold itself we need a matrix whose spectral norm *is* its growth rate. A
symmetric matrix has that property (its singular values are the absolute values of its
eigenvalues), so we symmetrise the random matrix and normalise it to spectral norm 1. Then
$W = \\rho S$ multiplies the gradient by about $\\rho$ per step, and `ad.NormSweep` runs the
recurrence at several scales: one line per scale on the left, and on the right the fitted
growth factor against the spectral norm, which crosses 1 exactly where the spectral norm
does."""),
    ("go", """S := W0.Add(W0.T())
S = S.Scale(1 / ad.SpectralNorm(S))
ad.NormSweep("h", []float64{0.5, 0.8, 0.95, 1.05, 1.25, 2}, func(rho float64) float64 {
	W := S.Scale(rho)
	h := ad.Ones(8)
	for t := 0; t < 30; t++ {
		h = W.MatVec(h)
	}
	return h.Sum()
})"""),
]

NOTEBOOKS = {
    "01-loops.ipynb": LOOPS,
    "02-recurrences.ipynb": RECURRENCES,
}


def notebook(cells):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "adrepl", "display_name": "Go (adrepl)", "language": "go"}
    nb.metadata["language_info"] = {"name": "go", "file_extension": ".go", "mimetype": "text/x-go",
                                    "codemirror_mode": "go", "pygments_lexer": "go"}
    for i, (kind, text) in enumerate(cells):
        c = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        c["id"] = "cell-%02d" % i  # stable ids keep diffs small
        nb.cells.append(c)
    nbformat.validate(nb)
    return nb


def main():
    out = sys.argv[2] if len(sys.argv) == 3 and sys.argv[1] == "--out" else HERE
    for name, cells in NOTEBOOKS.items():
        path = os.path.join(out, name)
        nbformat.write(notebook(cells), path)
        print("wrote", path)


if __name__ == "__main__":
    sys.exit(main())
