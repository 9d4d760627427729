package viz

import "github.com/adrepl/adrepl/ad"

// threeState records a coupled three-variable loop for steps iterations:
// x, y, z = 0.9x − 0.2z, 0.5x + 0.8y, 0.3y + 0.7z; out = x + y + z, swept
// backwards. Each variable reads two of the others, so a reader must tell
// three kinds of state edges apart.
func threeState(steps int) *ad.Tape {
	t := ad.NewTape()
	t.Begin()
	t.Pos = at(1, 10)
	x := t.Input(ad.Const(1))
	y := t.Input(ad.Const(-0.5))
	z := t.Input(ad.Const(2))
	ins := []ad.Num{x, y, z}
	const loop = 400
	for i := 0; i < steps; i++ {
		t.Recorder().MarkIter(loop, i, 0)
		t.Pos = at(4, 13)
		nx := t.Sub(t.Mul(ad.Const(0.9), x), t.Mul(ad.Const(0.2), z))
		t.Pos = at(4, 30)
		ny := t.Add(t.Mul(ad.Const(0.5), x), t.Mul(ad.Const(0.8), y))
		t.Pos = at(4, 47)
		nz := t.Add(t.Mul(ad.Const(0.3), y), t.Mul(ad.Const(0.7), z))
		x, y, z = nx, ny, nz
		t.Recorder().MarkVar("x", loop, i, []int32{int32(t.View().Index(x))})
		t.Recorder().MarkVar("y", loop, i, []int32{int32(t.View().Index(y))})
		t.Recorder().MarkVar("z", loop, i, []int32{int32(t.View().Index(z))})
	}
	t.Recorder().MarkLoopEnd(loop, 0)
	t.Pos = at(6, 9)
	out := t.Add(t.Add(x, y), z)
	t.Reverse([]ad.Num{out}, []ad.Num{ad.Const(1)}, ins)
	return t
}
