// Gradients through runs of field updates on one pointer (fieldRun in
// interp/fastaccess.go): p.VY -= g*dt; p.X += p.VX*dt; p.Y += p.VY*dt,
// with the operands tracked, the updated field tracked, or both, compared
// with the derivatives written out by hand.
package main

import (
	"ad"
	"adrepl/check"
)

type Particle struct{ X, Y, VX, VY float64 }

func main() {
	const steps = 4
	dt := 0.125
	// v = (VX0, Y0, VY0): X_T = 1 + T*VX0*dt, VY_t = VY0 - t*g*dt,
	// Y_T = Y0 + dt*sum_{t=1..T} VY_t.
	f := func(v []float64) float64 {
		ps := []Particle{{X: 1, Y: v[1], VX: v[0], VY: v[2]}, {X: 2, Y: 1, VX: 0.5, VY: 0}}
		for s := 0; s < steps; s++ {
			for i := range ps {
				p := &ps[i]
				p.VY -= 9.81 * dt
				p.X += p.VX * dt
				p.Y += p.VY * dt
			}
		}
		return 3*ps[0].X + ps[0].Y*ps[0].Y + ps[1].X
	}
	v := []float64{0.5, 2, 1}
	yT := v[1]
	for t := 1; t <= steps; t++ {
		yT += dt * (v[2] - float64(t)*9.81*dt)
	}
	check.Vec("run of three updates", ad.Grad(f)(v), []float64{3 * steps * dt, 2 * yT, 2 * yT * steps * dt})

	// Only the operands tracked, then only the updated field.
	h := func(w []float64) float64 {
		a := Particle{X: 2, Y: 3}
		p := &a
		w0, w1 := w[0], w[1]
		p.X *= w0 * w1
		p.Y += w0 - 1
		p.VX -= p.X * p.Y
		p.VY += p.VX / 4
		return p.VY
	}
	w := []float64{1.5, 2}
	// VY = -(2*w0*w1)*(3+w0-1)/4
	g := []float64{-(2*w[1]*(2+w[0]) + 2*w[0]*w[1]) / 4, -(2 * w[0] * (2 + w[0])) / 4}
	check.Vec("operands, then fields", ad.Grad(h)(w), g)

	// A run followed by an if on a field of the same pointer (fused with
	// the run): the branch taken records its own updates.
	bounce := func(u []float64) float64 {
		p := &Particle{Y: u[0], VX: u[1]}
		p.VY -= 9.81 * dt
		p.Y += p.VY * dt
		if p.Y < 0 {
			p.Y = -p.Y
			p.VY = -p.VY * 0.5
		} else {
			p.X += p.VX * p.Y
		}
		return p.Y*p.Y + p.VY*u[1] + p.X
	}
	gdt2 := 9.81 * dt * dt
	// Bounced: Y = g dt² - u0, VY = g dt/2, X = 0.
	u := []float64{0.01, 2}
	check.Vec("bounce taken", ad.Grad(bounce)(u), []float64{-2 * (gdt2 - u[0]), 0.5 * 9.81 * dt})
	// Not bounced: Y = u0 - g dt², VY = -g dt, X = u1 Y.
	u = []float64{1, 2}
	y := u[0] - gdt2
	check.Vec("bounce not taken", ad.Grad(bounce)(u), []float64{2*y + u[1], -9.81*dt + y})
}

// Output:
// run of three updates[0] = 1.5 ok
// run of three updates[1] = 1.934375 ok
// run of three updates[2] = 0.9671875 ok
// operands, then fields[0] = -5 ok
// operands, then fields[1] = -2.625 ok
// bounce taken[0] = -0.2865625 ok
// bounce taken[1] = 0.613125 ok
// bounce not taken[0] = 3.6934375 ok
// bounce not taken[1] = -0.37953125 ok
