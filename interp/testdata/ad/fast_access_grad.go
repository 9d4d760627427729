// Gradients through the direct data-access paths (interp/fastaccess.go):
// a matrix product indexed a[i][k]*b[k][j] with s += on a local, stores
// into slices (c[i][j] = s, v[i] += ...), particles updated through
// p := &ps[i] with p.X += p.VX*dt, and x op= y on slice elements with
// constants on either side. Each is compared with its derivative written
// out by hand.
package main

import (
	"ad"
	"adrepl/check"
	"fmt"
)

type Particle struct{ X, V float64 }

func main() {
	// f(w) = sum_ij (A(w) B)_ij with A = [[w0, w1], [w2, w3]], B constant.
	b := [][]float64{{1, 2}, {3, 4}}
	f := func(w []float64) float64 {
		a := [][]float64{{w[0], w[1]}, {w[2], w[3]}}
		n := 2
		c := make([][]float64, n)
		for i := 0; i < n; i++ {
			c[i] = make([]float64, n)
			for j := 0; j < n; j++ {
				s := 0.0
				for k := 0; k < n; k++ {
					s += a[i][k] * b[k][j]
				}
				c[i][j] = s
			}
		}
		sum := 0.0
		for i := 0; i < n; i++ {
			for j := 0; j < n; j++ {
				sum += c[i][j] * c[i][j]
			}
		}
		return sum
	}
	w := []float64{0.5, -1, 2, 0.25}
	g := ad.Grad(f)(w)
	// d/dA_ik sum_ij C_ij^2 = sum_j 2 C_ij B_kj
	want := make([]float64, 4)
	a := [][]float64{{w[0], w[1]}, {w[2], w[3]}}
	for i := 0; i < 2; i++ {
		for k := 0; k < 2; k++ {
			for j := 0; j < 2; j++ {
				cij := a[i][0]*b[0][j] + a[i][1]*b[1][j]
				want[i*2+k] += 2 * cij * b[k][j]
			}
		}
	}
	check.Vec("matmul squared", g, want)

	// Particles: x_{t+1} = x_t + v_t*dt, v_{t+1} = v_t*0.5 - x_t*dt, through a pointer.
	h := func(v []float64) float64 {
		ps := make([]Particle, len(v))
		for i := range ps {
			ps[i] = Particle{X: 1, V: v[i]}
		}
		dt := 0.1
		for s := 0; s < 3; s++ {
			for i := range ps {
				p := &ps[i]
				x := p.X
				p.X += p.V * dt
				p.V *= 0.5
				p.V -= x * dt
			}
		}
		sum := 0.0
		for i := 0; i < len(ps); i++ {
			sum += ps[i].X * float64(i+1)
		}
		return sum
	}
	v := []float64{1, 2}
	gh := ad.Grad(h)(v)
	// Linear in v: dX3/dv0 by the recurrence on (dX, dV).
	dx, dv := 0.0, 1.0
	for s := 0; s < 3; s++ {
		dx, dv = dx+dv*0.1, dv*0.5-dx*0.1
	}
	check.Vec("particles", gh, []float64{dx, 2 * dx})

	// Elements updated in place, constants on either side.
	k := func(x []float64) float64 {
		y := make([]float64, 3)
		for i := 0; i < 3; i++ {
			y[i] = x[i]
			y[i] *= 3
			y[i] += x[i] * x[i]
			y[i] -= 2 / x[i]
			y[i] /= 2
		}
		return y[0] + y[1] + y[2]
	}
	x := []float64{1, 2, 4}
	gk := ad.Grad(k)(x)
	wk := make([]float64, 3)
	for i := range x {
		wk[i] = (3 + 2*x[i] + 2/(x[i]*x[i])) / 2
	}
	check.Vec("in-place element updates", gk, wk)

	// The updated location is tracked, its operands are not.
	m := func(x []float64) float64 {
		ps := []Particle{{X: x[0], V: 3}}
		p := &ps[0]
		dt := 0.5
		p.X *= 2 - dt
		p.X += p.V * dt
		c := [][]float64{{1, 2}, {3, 4}}
		s := x[1]
		for i := 0; i < 2; i++ {
			s *= c[i][1] - c[i][0]
			s += c[i][0] * 2
		}
		return p.X + s
	}
	check.Vec("tracked location", ad.Grad(m)([]float64{2, 5}), []float64{1.5, 1})
	fmt.Println("done")
}

// Output:
// matmul squared[0] = -17 ok
// matmul squared[1] = -39 ok
// matmul squared[2] = 25.5 ok
// matmul squared[3] = 56.5 ok
// particles[0] = 0.174 ok
// particles[1] = 0.348 ok
// in-place element updates[0] = 3.5 ok
// in-place element updates[1] = 3.75 ok
// in-place element updates[2] = 5.5625 ok
// tracked location[0] = 1.5 ok
// tracked location[1] = 1 ok
// done
