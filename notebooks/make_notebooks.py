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
    ("md", """## Parallel loops: the order of a sum

A reduction `s += x[i]` can be split among workers: each adds up its own block, and the partial
sums are added at the end. In exact arithmetic nothing changes. In floating point every split adds
in a different order, and the last digits move. adrepl runs Go's goroutines and channels, so the
split can be written as a Go programmer would write it. The terms below mix magnitudes from 1 to
$10^6$, so that the rounding shows; each worker also reports who it was, to show the order the
partial sums arrived in."""),
    ("go", """xs := make([]float64, 1000)
for i := range xs {
	xs[i] = math.Sin(float64(i)) * math.Pow(10, float64(i%7))
}
type part struct {
	worker int
	sum    float64
}
parallelSum := func(xs []float64, workers int) (float64, []int) {
	parts := make(chan part)
	chunk := (len(xs) + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*chunk, min((w+1)*chunk, len(xs))
		go func() {
			s := 0.0
			for _, x := range xs[lo:hi] {
				s += x
			}
			parts <- part{w, s}
		}()
	}
	total, order := 0.0, []int{}
	for range workers {
		p := <-parts
		total += p.sum
		order = append(order, p.worker)
	}
	return total, order
}
one, _ := parallelSum(xs, 1)
ulp := math.Nextafter(one, math.Inf(1)) - one
for _, w := range []int{1, 2, 4, 8} {
	s, order := parallelSum(xs, w)
	fmt.Printf("%d workers  sum %.17g  %+3.0f ulp  arrival order %v\\n", w, s, (s-one)/ulp, order)
}"""),
    ("md", """The four sums differ by up to a few dozen units in the last place (ulp). The gradient
follows the primal: for the loss $L = s^2$, $\\partial L/\\partial x_i = 2s$ for every $i$, so it
carries the same rounding. Taking the gradient through the goroutines gives exactly $2s$ of the
sum computed in that order, for each split:"""),
    ("go", """loss := func(workers int) func([]float64) float64 {
	return func(xs []float64) float64 {
		s, _ := parallelSum(xs, workers)
		return s * s
	}
}
for _, w := range []int{1, 2, 4, 8} {
	g := ad.Grad(loss(w))(xs)
	s, _ := parallelSum(xs, w)
	fmt.Printf("%d workers  dL/dx[0] %.17g  2s %.17g  equal %v\\n", w, g[0], 2*s, g[0] == 2*s)
}"""),
    ("md", """### The tape of the parallel sum

Only one goroutine runs at a time in adrepl, so the entries of all workers land on one tape in
the order the schedule ran them: here worker 1's additions (entries 6-8) before worker 0's (10-12),
because a goroutine started last runs first, as in Go's own scheduler on one thread. Entries 9
and 13 add the partial sums in their arrival order. Every operand still comes before its result,
so the reverse sweep is valid whatever the interleaving."""),
    ("go", """small := []float64{1, 2, 3, 4, 5, 6}
ad.Grad(func(xs []float64) float64 { s, _ := parallelSum(xs, 2); return s * s })(small)"""),
    ("go", """:tape"""),
    ("md", """### Another schedule, replayable

Which worker finishes first is up to the scheduler. `:sched random N` draws the order of
goroutines from a generator seeded with N: a different interleaving, and so a different sum,
that the same seed reproduces exactly. `:sched go` returns to the default."""),
    ("go", """:sched random 7"""),
    ("go", """for _, w := range []int{2, 4, 8} {
	s, order := parallelSum(xs, w)
	fmt.Printf("%d workers  sum %.17g  %+3.0f ulp  arrival order %v\\n", w, s, (s-one)/ulp, order)
}"""),
    ("go", """:sched go"""),
    ("md", """A parallel reduction is therefore reproducible only if its order is: fix the split *and*
the order in which partial results are combined (for instance, by worker index instead of arrival),
and the primal and its gradient come out bit for bit the same on every run."""),
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
    ("md", """## Vanishing, exploding, mixed

The verdict (docs/visualizer.md, "The verdict") fits an exponential to the norms, and two when
one misses them. At $w = 1.2$ with $h$ near 0 the gradient grows ×1.2 a step back
(exploding); at $w = 1.5$ it falls while tanh saturates and grows near $t = 0$ (mixed)."""),
    ("go", """tanhRun := func(w float64) func(b float64) float64 {
	return func(b float64) float64 {
		h := 0.0
		for t := 0; t < 30; t++ {
			h = math.Tanh(w*h + b)
		}
		return h
	}
}
_ = ad.Grad(tanhRun(1.2))(1e-9)
fmt.Println("w = 1.2:", ad.GradNorms("h").Verdict)
_ = ad.Grad(tanhRun(1.5))(0.0001)
fmt.Println("w = 1.5:", ad.GradNorms("h").Verdict)"""),
    ("md", """## A coupled state

When a loop carries several variables, the gradient flows back through all of them: `:gradnorm x y`
judges the joint norm of the state $s = (x, y)$, with the step Jacobian of the whole state. Here it
is 0.9487 × a rotation, so the state's gradient shrinks by exactly ×0.9487 a step."""),
    ("go", """_ = ad.Grad(func(w float64) float64 {
	x, y := w, 0.0
	for t := 0; t < 10; t++ {
		x, y = 0.9*x-0.3*y, 0.3*x+0.9*y
	}
	return x + y
})(1)"""),
    ("go", """:gradnorm x y"""),
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

MEMORY = [
    ("md", """# Memory and state: what the backward pass needs to remember

On paper, $y = x^2 + 1$ has no memory. A program that computes it has: `x = x * x` overwrites
`x`, slices share storage, a random generator changes every time it is used, an optimizer
carries velocities from step to step. Reverse mode runs *backwards in time*, after all of that
has happened, and needs values as they were. This notebook looks at each kind of state in turn
— overwritten variables, aliased storage, random state, optimizer state — and ends with the
price of remembering everything, and how checkpointing lowers it."""),
    ("md", """## Overwriting a variable

`x` is assigned three times below. The backward rule of `x * x` needs the *old* `x`, which the
program has destroyed by the time the backward pass runs. It does not matter: the tape does not
record variables, it records **values**. Every assignment makes a new entry, and the entries are
never overwritten — the tape is the program in single-assignment form, $x_1 = x_0^2$,
$x_2 = x_1 + 1$, $x_3 = \\sin x_2$."""),
    ("go", """overwrite := func(x float64) float64 {
	x = x * x
	x = x + 1
	x = math.Sin(x)
	return x
}
fmt.Printf("ad.Grad   %.15f\\n", ad.Grad(overwrite)(0.7))
fmt.Printf("by hand   %.15f\\n", 2*0.7*math.Cos(0.7*0.7+1))"""),
    ("go", """ad.TapeTable(0)"""),
    ("md", """Entry 1 still holds 0.49 and entry 2 still holds 1.49 although no variable does any more: the
tape extended their lifetimes until the backward sweep passed them. That is the memory cost
of reverse mode in one picture: **every value the backward rules read lives until the
sweep**.

## Aliasing

Two slices can share one backing array. Writing through `b` changes what `a` reads, and the
derivative has to follow the write. Here `b := a` aliases, while `append([]float64(nil), a...)`
copies:"""),
    ("go", """aliased := func(p []float64) float64 {
	a := []float64{p[0], p[1]}
	b := a // the same array
	b[0] = b[0] * 3
	return a[0] * a[1] // = 3·p0·p1
}
copied := func(p []float64) float64 {
	a := []float64{p[0], p[1]}
	b := append([]float64(nil), a...) // a new array
	b[0] = b[0] * 3
	return a[0] * a[1] // = p0·p1
}
p := []float64{2, 5}
fmt.Println("aliased:", ad.Grad(aliased)(p), "  (3·p1, 3·p0) =", []float64{3 * p[1], 3 * p[0]})
fmt.Println("copied: ", ad.Grad(copied)(p), "  (p1, p0)     =", []float64{p[1], p[0]})"""),
    ("md", """adrepl differentiates the program as Go runs it: the numbers live in the slice's elements,
each element holds the tape entry of its current value, and a write through any alias replaces
it. `ad.Check` compares the reverse gradient with forward mode and central differences:"""),
    ("go", """ad.Check(aliased, p)"""),
    ("md", """## Random state and dropout

A random generator is hidden state: every draw advances it. Dropout uses it to pick a mask:
`ad.DropoutSlice(x, p, u)` zeroes each element where `u() < p` and scales the rest by
$1/(1-p)$. The mask is drawn **once, in the forward pass**. The backward rule needs the same
mask, and reads it from the tape instead of drawing again. The counter below measures the draws:
six elements, six draws, none by the reverse pass."""),
    ("go", """r := rand.New(rand.NewSource(1))
draws := 0
u := func() float64 { draws++; return r.Float64() }
var kept []float64
dropped := func(x []float64) float64 {
	kept = ad.DropoutSlice(x, 0.5, u)
	s := 0.0
	for _, v := range kept {
		s += v * v
	}
	return s / 2
}
xs := []float64{1, 2, 3, 4, 5, 6}
g := ad.Grad(dropped)(xs)
fmt.Println("forward output:", kept)
fmt.Println("gradient:      ", g)
fmt.Println("draws:         ", draws)"""),
    ("md", """The gradient of $\\frac12\\sum_i (m_i x_i)^2$ is $m_i^2 x_i$: zero exactly where the forward
pass dropped an element, $4x_i$ where it kept one (scale 2). A second gradient runs the
function again, so it draws a **new** mask — like a second training step:"""),
    ("go", """g = ad.Grad(dropped)(xs)
fmt.Println("forward output:", kept)
fmt.Println("gradient:      ", g)
fmt.Println("draws:         ", draws)"""),
    ("md", """That is what training wants, but it breaks a gradient check: `ad.Check` evaluates the function
several times, and with a shared generator every evaluation is a different function. Making the
generator *inside* the function (seeded) makes the randomness part of the function, and the
check passes:"""),
    ("go", """fmt.Println("shared generator:\\n", ad.Check(dropped, xs))
seeded := func(x []float64) float64 {
	r := rand.New(rand.NewSource(7))
	y := ad.DropoutSlice(x, 0.5, r.Float64)
	s := 0.0
	for _, v := range y {
		s += v * v
	}
	return s / 2
}
fmt.Println("seeded inside:\\n", ad.Check(seeded, xs))"""),
    ("md", """## Optimizer state

An optimizer is a state machine: SGD with momentum keeps a velocity $v \\leftarrow \\mu v + g$ and
steps $p \\leftarrow p - \\eta v$. Two runs below see the same loss and compute gradients the same
way; one keeps its optimizer, the other makes a fresh one every step (so its velocity is always
just the current gradient). Same gradients, different state, different trajectories:"""),
    ("go", """type Line struct{ W, B float64 }
px, py := []float64{0, 1, 2, 3}, []float64{1, 3, 5, 7} // y = 2x + 1
loss := func(p Line, xs, ys []float64) float64 {
	s := 0.0
	for i, x := range xs {
		d := p.W*x + p.B - ys[i]
		s += d * d
	}
	return s / float64(len(xs))
}
grad := func(p Line) Line { return ad.Grad(func(p Line) float64 { return loss(p, px, py) })(p) }
opt := ad.NewSGD[Line](0.02, 0.9)
withState, withoutState := Line{}, Line{}
for k := 1; k <= 40; k++ {
	withState = opt.Step(withState, grad(withState))
	withoutState = ad.NewSGD[Line](0.02, 0.9).Step(withoutState, grad(withoutState))
	if k <= 3 || k%10 == 0 {
		fmt.Printf("step %2d   momentum kept: W %-8.4f loss %-10.3g   fresh optimizer: W %-8.4f loss %.3g\\n",
			k, withState.W, loss(withState, px, py), withoutState.W, loss(withoutState, px, py))
	}
}"""),
    ("md", """After one step the two agree (the first step sets $v = g$). From the second on, the kept
velocity carries the earlier gradients along: it races ahead (compare the losses at step 3),
then overshoots and oscillates around $W = 2$, while the run without memory creeps in steadily.
The optimizer's state is as much a part of training as the parameters.

### A hypergradient

The optimizer's update is ordinary arithmetic on the tape. So a function that *trains* — five
SGD steps from a fixed start — and returns the loss on held-out points can itself be
differentiated with respect to the learning rate. The inner `ad.Grad` runs inside the outer one,
and the optimizer's velocity is part of what the outer sweep goes back through. Central
differences check it:"""),
    ("go", """vx, vy := []float64{4, 5}, []float64{9, 11}
trained := func(lr float64) float64 {
	opt := ad.NewSGD[Line](lr, 0.9)
	p := Line{W: 0.5}
	for k := 0; k < 5; k++ {
		p = opt.Step(p, ad.Grad(func(p Line) float64 { return loss(p, px, py) })(p))
	}
	return loss(p, vx, vy)
}
for _, lr := range []float64{0.01, 0.02, 0.04} {
	h := 1e-6
	hyper := ad.Grad(trained)(lr)
	entries := ad.LastTape().Len()
	fd := (trained(lr+h) - trained(lr-h)) / (2 * h)
	fmt.Printf("lr %-5g validation loss %-8.4g d/dlr %-12.6f central diff %-12.6f rel. error %.1e  (%d tape entries)\\n",
		lr, trained(lr), hyper, fd, math.Abs(hyper-fd)/math.Abs(fd), entries)
}"""),
    ("md", """The signs say which way to move the learning rate: at 0.01 a larger rate lowers the validation
loss, at 0.02 it raises it."""),    ("md", """## Checkpointing: memory against recomputation

Everything above rests on one fact: the tape keeps every value that a backward rule will read
until the sweep gets there. For a loop that is memory in proportion to the trip count — four
entries per iteration for the recurrence below, $x \\leftarrow \\sin(w x + b)$,
$y \\mathrel{+}= x$.

**Checkpointing** keeps only a few *snapshots* of the loop's state during the forward pass, and
recomputes the iterations in between when the backward sweep needs them. In adrepl a comment
asks for it: `//ad:checkpoint` on the line before the loop (`//ad:checkpoint snapshots=K`
fixes the number of snapshot slots). The gradient stays the same **bit for bit**, because the
recomputed iterations are recorded and swept in exactly the order a full tape would be.

`ad.Memory()` measures the last gradient: tape entries, the peak of live bytes (entries,
adjoints and snapshots), snapshots taken and forward steps recomputed. The tape limit is fixed
first so that the reports print the same on every machine (by default the tape may use the
whole of the session's memory budget, which adrepl derives from the machine's RAM and limits)."""),
    ("go", """ad.SetTapeLimit(256 << 20)
const n = 10000
storeAll := func(p []float64) float64 {
	x, y := 0.5, 0.0
	for i := 0; i < n; i++ {
		x = math.Sin(x*p[0] + p[1])
		y += x
	}
	return y
}
checkpointed := func(p []float64) float64 {
	x, y := 0.5, 0.0
	//ad:checkpoint
	for i := 0; i < n; i++ {
		x = math.Sin(x*p[0] + p[1])
		y += x
	}
	return y
}
slots16 := func(p []float64) float64 {
	x, y := 0.5, 0.0
	//ad:checkpoint snapshots=16
	for i := 0; i < n; i++ {
		x = math.Sin(x*p[0] + p[1])
		y += x
	}
	return y
}
slots4 := func(p []float64) float64 {
	x, y := 0.5, 0.0
	//ad:checkpoint snapshots=4
	for i := 0; i < n; i++ {
		x = math.Sin(x*p[0] + p[1])
		y += x
	}
	return y
}"""),
    ("go", """wb := []float64{0.9, 0.1}
ref := ad.Grad(storeAll)(wb)
fmt.Printf("gradient %v\\n\\n", ref)
runs := []struct {
	name string
	f    func([]float64) float64
}{
	{"store-all", storeAll},
	{"//ad:checkpoint", checkpointed},
	{"//ad:checkpoint snapshots=16", slots16},
	{"//ad:checkpoint snapshots=4", slots4},
}
fmt.Printf("%-29s %7s %9s %10s %11s %9s  %s\\n", "", "entries", "peak KiB", "snapshots", "recomputed", "per step", "gradient bits")
for _, run := range runs {
	g := ad.Grad(run.f)(wb)
	m := ad.Memory()
	same := "identical"
	if math.Float64bits(g[0]) != math.Float64bits(ref[0]) || math.Float64bits(g[1]) != math.Float64bits(ref[1]) {
		same = "DIFFERENT"
	}
	fmt.Printf("%-29s %7d %9.1f %10d %11d %9.1f  %s\\n",
		run.name, m.Entries, float64(m.PeakBytes)/1024, m.Snapshots, m.Recomputed, float64(m.Recomputed)/n, same)
}"""),
    ("md", """Read the table from the top. The full tape holds 40,002 entries, about 1.3 MiB at its peak.
The default schedule (about $\\sqrt{2n} = 140$ slots, Griewank and Walther's binomial
*revolve*) keeps 20 KiB — some sixty times less — for about one recomputed step per step: the
forward pass runs roughly twice. Fewer slots squeeze memory further and recompute more: with 4
slots every step is recomputed about fifteen times. Memory and recomputation can be traded
against each other, not both made small.

`:memory` explains the last gradient in words; first the store-all tape, then the checkpointed
loop, with the lifetimes of its first snapshots:"""),
    ("go", """ad.Grad(storeAll)(wb)"""),
    ("go", """:memory"""),
    ("go", """ad.Grad(checkpointed)(wb)"""),
    ("go", """:memory"""),
    ("md", """The last lines show the difference in **lifetimes**: on a full tape, the entries of step $k$
live from forward step $k$ until reverse step $n-1-k$, on average the whole loop; with
checkpointing, a step's entries live for one reverse step, and only the snapshots live longer.
This is the same trade as everywhere in this notebook — remember a value, or be able to
compute it again."""),
]

TAPES = [
    ("md", """# Tapes: the record that reverse mode keeps

Forward mode can forget each operation as soon as it has pushed the tangent through it. Reverse
mode cannot: its sweep runs from the output back to the inputs, *after* the computation, and
each step of it needs values the forward pass computed (the derivative of $xy$ with respect to
$x$ is $y$). So reverse mode keeps a **tape**: an append-only log with one entry per
differentiable operation, holding what the backward rule of that operation will need.

This notebook reads a tape entry by entry, follows a tape through its life (recorded, swept,
released — or kept), nests one tape inside another for higher derivatives, compresses a tape,
and ends with a property of tapes that is easy to overlook: the order in which they add."""),
    ("md", """## Reading a tape

Take $f(x_0, x_1) = \\sin(x_0 x_1) + x_0$ at $(2, 3)$. Three operations depend on the inputs, so
after the two input entries the tape has three more."""),
    ("go", """f := func(x []float64) float64 { return math.Sin(x[0]*x[1]) + x[0] }
g := ad.Grad(f)([]float64{2, 3})
g"""),
    ("go", """ad.TapeTable(0)"""),
    ("md", """Each row is one entry. `op` names the backward rule; `in1` and `in2` point at the entries
(or constants) it read; `value` is what it computed; `at` is the source line:column that
recorded it. The `adjoint` column is what the reverse sweep left there: $\\partial f/\\partial v$
for that entry's value $v$. Walking the table from the bottom up reproduces it by hand:

- entry 4, $y = v_3 + x_0$: $\\bar v_3 = 1$, and $x_0$ receives 1;
- entry 3, $v_3 = \\sin v_2$: $\\bar v_2 = \\cos(v_2)\\,\\bar v_3$;
- entry 2, $v_2 = x_0 x_1$: $x_0$ receives $x_1 \\bar v_2$ and $x_1$ receives $x_0 \\bar v_2$.

$x_0$ is read twice, so its adjoint is a **sum** of two contributions:"""),
    ("go", """x0, x1 := 2.0, 3.0
v2 := x0 * x1
bar3 := 1.0
bar2 := math.Cos(v2) * bar3
fmt.Printf("v2 adjoint  %.10f\\n", bar2)
fmt.Printf("x0 adjoint  %.10f = 1 + x1·%.6f\\n", 1+x1*bar2, bar2)
fmt.Printf("x1 adjoint  %.10f\\n", x0*bar2)
fmt.Printf("ad.Grad     %.10f %.10f\\n", g[0], g[1])"""),
    ("md", """The tape's size is measured in entries and bytes. An entry is a fixed-size record (an
operation code, two operand references, the value), which is what makes recording cheap:"""),
    ("go", """t := ad.LastTape()
fmt.Println(t.Len(), "entries,", t.Bytes(), "bytes")"""),
    ("md", """## Ephemeral and persistent tapes

The tape of `ad.Grad` is **ephemeral**: it is recorded, swept once, and released. It can still
be read (the table above), but a second sweep would read adjoint slots that the session is
about to reuse, so adrepl refuses it with an error instead of returning a stale answer. Here the
error is caught with `recover` to show its text:"""),
    ("go", """fmt.Println("released:", t.Released(), " persistent:", t.Persistent())
func() {
	defer func() { fmt.Println("recovered:", recover()) }()
	t.Sweep(1)
}()"""),
    ("md", """A **persistent** tape is recorded once and swept as often as needed. `ad.Record(f, x)` runs
`f` once, returns its value and the tape; `tp.Sweep(seed...)` seeds the outputs and returns the
adjoints of the inputs. With a unit seed that is one row of the Jacobian, so three sweeps of one
recording give the whole $3 \\times 2$ Jacobian. The counter `calls` measures what the tape saves:
the function ran **once**."""),
    ("go", """calls := 0
h := func(x []float64) []float64 {
	calls++
	return []float64{x[0] * x[1], math.Sin(x[0]), x[0] + x[1]*x[1]}
}
y, tp := ad.Record(h, []float64{2, 3})
fmt.Println("h(2, 3) =", y, " persistent:", tp.Persistent(), " entries:", tp.Len())
for i := 0; i < 3; i++ {
	seed := make([]float64, 3)
	seed[i] = 1
	fmt.Printf("row %d: %v\\n", i, tp.Sweep(seed...))
}
fmt.Println("calls of h:", calls)"""),
    ("md", """`ad.Jacobian` does the same internally (one recording, one sweep per output). Releasing the
tape ends its life; sweeping it afterwards is the same error as for an ephemeral tape:"""),
    ("go", """fmt.Println(ad.Jacobian(h)([]float64{2, 3}), " calls of h:", calls)
tp.Release()
func() {
	defer func() { fmt.Println("recovered:", recover()) }()
	tp.Sweep(1, 0, 0)
}()"""),
    ("md", """The trade-off is memory lifetime: an ephemeral tape's memory is reused by the next gradient,
a persistent one lives until `Release`.

## Nested tapes and higher derivatives

A derivative is itself a function, so it can be differentiated again. For
$c(x) = x^3 \\sin x$,
$c''(x) = 6x\\sin x + 6x^2\\cos x - x^3\\sin x$. Forward over forward
(`ad.Derivative(ad.Derivative(c))`) and reverse over reverse (a gradient of a gradient) must
both give it:"""),
    ("go", """c := func(x float64) float64 { return x * x * x * math.Sin(x) }
x := 1.5
fmt.Printf("forward over forward %.12f\\n", ad.Derivative(ad.Derivative(c))(x))
fmt.Printf("reverse over reverse %.12f\\n", ad.Grad(func(x float64) float64 { return ad.Grad(c)(x) })(x))
fmt.Printf("formula              %.12f\\n", 6*x*math.Sin(x)+6*x*x*math.Cos(x)-x*x*x*math.Sin(x))"""),
    ("md", """When derivatives nest, the inner gradient's **backward sweep is itself recorded**: its
multiplications and additions become entries of a tape that the outer differentiation sees.
`ad.Hessian` nests forward mode over reverse mode: it records the gradient's tape with a
tangent riding along every value, sweeps it backwards *on the tape*, and reads the tangents of
the resulting gradient. For $q(u, v) = u^2 v + e^{uv}$ at $(1, 2)$:"""),
    ("go", """q := func(p []float64) float64 { return p[0]*p[0]*p[1] + math.Exp(p[0]*p[1]) }
H := ad.Hessian(q)([]float64{1, 2})
e2 := math.Exp(2)
fmt.Printf("ad.Hessian  %.6f %.6f / %.6f %.6f\\n", H[0][0], H[0][1], H[1][0], H[1][1])
fmt.Printf("formula     %.6f %.6f / %.6f %.6f\\n", 2*2+4*e2, 2+3*e2, 2+3*e2, e2)
fmt.Println("tape:", ad.LastTape().Len(), "entries")"""),
    ("go", """ad.TapeTable(0)"""),
    ("md", """Entries 0–8 are $q$'s own operations; entries 9–18 are the backward rules, recorded. Entry
18 is $\\partial q/\\partial u = 2uv + v e^{uv} = 18.78$ and entry 14 is
$\\partial q/\\partial v = u^2 + u e^{uv} = 8.39$; their tangents (this is the last of the two
sweeps, along the direction of $v$) are the Hessian's second column, 24.17 and 7.39."""),
    ("md", """Nesting has a classic trap, *perturbation confusion*: in
$\\frac{d}{dx}\\left[x \\cdot \\frac{d}{dy}(x + y)\\right]$ the inner derivative is 1, so the answer is
1 — but an implementation that cannot tell the inner derivative's perturbation from the outer
one's returns 2. adrepl keeps each nesting level's tape (and tangent) apart:"""),
    ("go", """ad.Derivative(func(x float64) float64 {
	return x * ad.Derivative(func(y float64) float64 { return x + y })(1)
})(3)"""),
    ("md", """## Compression

A recorded tape holds more than one gradient needs. `tp.Optimize()` (or `:tape optimize` for
the last tape) rewrites it for the outputs and inputs of its last sweep: **dead** entries that
no output depends on are dropped, entries that no input reaches are **folded** into constants,
and chains of elementwise functions are **fused** into one entry. The compressed tape must give
the same gradient bit for bit, so nothing that would change the order of additions is
rewritten. This function computes an unused cosine and takes a gradient at a constant, both
recorded and both useless to the outer gradient:"""),
    ("go", """k := func(x []float64) float64 {
	y := math.Exp(math.Sin(x[0])) * x[1]
	_ = math.Cos(x[1])
	c := ad.Grad(func(z float64) float64 { return z * z * z })(2)
	return y * c
}
ad.Grad(k)([]float64{1, 2})"""),
    ("go", """before := ad.LastTape()
small, report := before.Optimize()
fmt.Println(report)
fmt.Printf("entries: %d -> %d (%.1fx fewer)\\n", before.Len(), small.Len(), float64(before.Len())/float64(small.Len()))
fmt.Println("gradient from the compressed tape:", small.Sweep(1))"""),
    ("md", """The REPL command does the same for the last tape and checks the gradient bits itself:"""),
    ("go", """:tape optimize"""),
    ("md", """## Summation order

A reverse sweep **adds**: every entry's adjoint is a sum of contributions, accumulated in
reverse tape order. Floating-point addition is not associative, so the order of a sum is part of
its value — and of its gradient. adrepl fixes its orders (`Tensor.Sum` adds left to right, like
a Go loop) so that results reproduce exactly; `ad.SumSequential` and `ad.SumPairwise` make the
order visible.

Add seven copies of $10^{-16}$ to 1. Near 1 the spacing of float64 is $2.2\\times10^{-16}$, so
adding $10^{-16}$ to 1 rounds back to 1, seven times over. Pairwise summation adds the small
terms to each other first, and they survive:"""),
    ("go", """xs := []float64{1, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16, 1e-16}
fmt.Printf("sequential - 1 = %.4g\\n", ad.SumSequential(xs)-1)
fmt.Printf("pairwise   - 1 = %.4g\\n", ad.SumPairwise(xs)-1)
fmt.Printf("Tensor.Sum - 1 = %.4g\\n", ad.Vec(xs).Sum()-1)
fmt.Printf("exact      - 1 = %.4g\\n", 7e-16)"""),
    ("md", """The gradient of $s^2$ is $2s$ for every element, so it inherits the difference. With large
terms that cancel, the two orders disagree even in the first digit:"""),
    ("go", """squared := func(sum func([]float64) float64) func([]float64) float64 {
	return func(xs []float64) float64 { s := sum(xs); return s * s }
}
fmt.Printf("d(s²)/dx_0: sequential %.17g  pairwise %.17g\\n", ad.Grad(squared(ad.SumSequential))(xs)[0], ad.Grad(squared(ad.SumPairwise))(xs)[0])
big := []float64{1e16, 1, 1, 1, 1, 1, 1, -1e16}
fmt.Println("sums (exact 6):      ", ad.SumSequential(big), ad.SumPairwise(big))
fmt.Println("d(s²)/dx_1 (exact 12):", ad.Grad(squared(ad.SumSequential))(big)[1], ad.Grad(squared(ad.SumPairwise))(big)[1])"""),
    ("md", """A tape is therefore more than a list of operations: it fixes an *order*, and the gradient it
gives is the gradient of the computation in that order."""),
]

NOTEBOOKS = {
    "01-loops.ipynb": LOOPS,
    "02-recurrences.ipynb": RECURRENCES,
    "03-memory-and-state.ipynb": MEMORY,
    "04-tapes.ipynb": TAPES,
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
