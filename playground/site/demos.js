// The preset demos, one click away (from the teaching notebooks).
const DEMOS = [
  {
    name: "Repeated squaring: the tape",
    code: `square3 := func(x float64) float64 {
	for i := 0; i < 3; i++ {
		x = x * x
	}
	return x
}
fmt.Printf("forward  %.10f\\n", ad.Derivative(square3)(1.1))
fmt.Printf("reverse  %.10f\\n", ad.Grad(square3)(1.1))
fmt.Printf("8x^7     %.10f\\n", 8*math.Pow(1.1, 7))
ad.Grad(square3)(1.1)
:tape
:graph
:gradnorm x
`,
  },
  {
    name: "tanh recurrence: vanishing, exploding, mixed",
    code: `// h <- tanh(w*h + b) for 30 steps. w = 0.5 shrinks the gradient on its
// way back (vanishing); w = 1.2 with h near 0 grows it (exploding);
// w = 1.5 grows it near t = 0 but tanh saturates later (mixed).
run := func(w float64) func(b float64) float64 {
	return func(b float64) float64 {
		h := 0.0
		for t := 0; t < 30; t++ {
			h = math.Tanh(w*h + b)
		}
		return h
	}
}
fmt.Println("w = 0.5:", ad.Grad(run(0.5))(0.01))
:gradnorm h
fmt.Println("w = 1.2:", ad.Grad(run(1.2))(1e-9))
:gradnorm h
fmt.Println("w = 1.5:", ad.Grad(run(1.5))(0.0001))
:gradnorm h
`,
  },
  {
    name: "Coupled state: the joint norm",
    code: `// x and y rotate into each other and shrink by 0.9487 a step: each
// variable's own norm oscillates; the state (x, y) as a whole vanishes
// by exactly ×0.9487 a step.
rot := func(w float64) float64 {
	x, y := w, 0.0
	for t := 0; t < 10; t++ {
		x, y = 0.9*x-0.3*y, 0.3*x+0.9*y
	}
	return x + y
}
fmt.Println(ad.Grad(rot)(1))
:gradnorm x y
`,
  },
  {
    name: "Checkpointing: memory for recomputation",
    code: `const n = 2000

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
wb := []float64{0.9, 0.1}
fmt.Println("store-all   ", ad.Grad(storeAll)(wb))
:memory
fmt.Println("checkpointed", ad.Grad(checkpointed)(wb))
:memory
`,
  },
  {
    name: "Nested derivatives",
    code: `c := func(x float64) float64 { return x * x * x * math.Sin(x) }
x := 1.5
fmt.Printf("forward over forward %.12f\\n", ad.Derivative(ad.Derivative(c))(x))
fmt.Printf("reverse over reverse %.12f\\n", ad.Grad(func(x float64) float64 { return ad.Grad(c)(x) })(x))
fmt.Printf("formula              %.12f\\n", 6*x*math.Sin(x)+6*x*x*math.Cos(x)-x*x*x*math.Sin(x))
q := func(v []float64) float64 { return v[0] * v[0] * v[1] + math.Exp(v[1]) }
ad.Hessian(q)([]float64{1, 2})
`,
  },
];
