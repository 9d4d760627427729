// Gradients through the fused body p := &ps[i]; <updates of *p>; if ...
// of a range loop (fieldBody in interp/fastaccess.go): a tracked local in
// every update, a tracked field in one particle only (the others take the
// untracked inline path in the same loop), and a tracked field that is
// only ever the updated one, compared with derivatives written by hand.
package main

import (
	"ad"
	"adrepl/check"
)

type Particle struct{ X, Y, VX, VY float64 }

const g = 9.81

func main() {
	const steps = 5
	// v = (dt, X of the second particle). First particle: X_T = 1 +
	// 0.5*T*dt, Y_T = 2 + T*dt - g*dt²*T(T+1)/2. Second: X_T = v1 + 2*T*dt.
	f := func(v []float64) float64 {
		dt := v[0]
		ps := []Particle{{X: 1, Y: 2, VX: 0.5, VY: 1}, {X: v[1], Y: 50, VX: 2}}
		for s := 0; s < steps; s++ {
			for i := range ps {
				p := &ps[i]
				p.VY -= g * dt
				p.X += p.VX * dt
				p.Y += p.VY * dt
				if p.Y < -100 {
					p.Y = 0
				}
			}
		}
		return ps[0].X + ps[0].Y + ps[1].X*ps[1].X
	}
	v := []float64{0.125, 0.75}
	T := float64(steps)
	x1 := v[1] + 2*T*v[0]
	check.Vec("tracked dt", ad.Grad(f)(v), []float64{0.5*T + T - g*v[0]*T*(T+1) + 4*T*x1, 2 * x1})

	// Only the second particle's X is tracked: X_T = w0 + T*VX*dt, and
	// Y bounces (the branch is taken) without touching X.
	h := func(w []float64) float64 {
		dt := 0.25
		ps := []Particle{{Y: 1, VX: 3}, {X: w[0], Y: 0.1, VX: w[1]}, {Y: 2, VX: -1}}
		for s := 0; s < steps; s++ {
			for i := range ps {
				p := &ps[i]
				p.VY -= g * dt
				p.X += p.VX * dt
				p.Y += p.VY * dt
				if p.Y < 0 {
					p.Y = -p.Y
					p.VY = -p.VY * 0.5
				}
			}
		}
		return ps[1].X*ps[1].X + ps[0].X + ps[2].X
	}
	w := []float64{1.5, 2}
	xT := w[0] + T*w[1]*0.25
	check.Vec("one particle tracked", ad.Grad(h)(w), []float64{2 * xT, 2 * xT * T * 0.25})

	// The updated field tracked, its operands not: X_T = u0 * k^T * ...
	// with p.X *= p.VX - 0.5 (VX = 2.5, so a factor 2 per step).
	m := func(u []float64) float64 {
		ps := []Particle{{X: u[0], VX: 2.5}, {X: 1, VX: 1}}
		for s := 0; s < steps; s++ {
			for i := range ps {
				p := &ps[i]
				p.X *= p.VX - 0.5
				p.Y += p.X * 2
			}
		}
		return ps[0].X + ps[0].Y
	}
	// X_t = u0*2^t, Y_T = 2*sum_{t=1..T} X_t = 2*u0*(2^(T+1)-2).
	check.Vec("updated field tracked", ad.Grad(m)([]float64{3}), []float64{32 + 2*(64-2)})
}

// Output:
// tracked dt[0] = 10.7125 ok
// tracked dt[1] = 4 ok
// one particle tracked[0] = 8 ok
// one particle tracked[1] = 10 ok
// updated field tracked[0] = 156 ok
