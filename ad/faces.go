package ad

// A Tape has four faces, one per kind of user, all the same memory: the
// conversions below cost nothing at run time (no allocation, no pointer to
// follow), which matters because an interpreter records every scalar
// operation through them.
//
//   - *Tape: what a Go program differentiating its own functions uses:
//     inputs, arithmetic, levels and sweeps, Grad-style helpers,
//     checkpointing, Stats and String.
//   - *Tensors (t.Tensors()): the operations on vectors and matrices.
//   - *Recorder (t.Recorder()): the protocol of an interpreter that computes
//     values itself and records them, marks loop iterations and variables,
//     and replays finished tapes inside later sweeps.
//   - *View (t.View()): read-only access to entries, tangents, loop marks
//     and variable assignments, for visualizers and inspectors.

// Tensors is the face of a Tape that records operations on tensors (vectors
// and matrices). Obtain it with Tape.Tensors; it is the same tape.
type Tensors Tape

// Recorder is the face of a Tape that an interpreter records on: it takes
// values the caller computed (Unary, Binary), marks loops and variables for
// the visualizer, and sweeps ranges and finished tapes. Obtain it with
// Tape.Recorder; it is the same tape.
type Recorder Tape

// View is the read-only face of a Tape: entries, their inputs and
// tangents, loop marks and variable assignments. Obtain it with Tape.View;
// it is the same tape, so it sees later recordings.
type View Tape

// Tensors returns the tape's tensor operations.
func (t *Tape) Tensors() *Tensors { return (*Tensors)(t) }

// Recorder returns the tape's recording protocol for interpreters.
func (t *Tape) Recorder() *Recorder { return (*Recorder)(t) }

// View returns a read-only view of the tape.
func (t *Tape) View() *View { return (*View)(t) }

// Tape returns the tape the recorder records on.
func (rc *Recorder) Tape() *Tape { return (*Tape)(rc) }

// Len is the number of entries.
func (vw *View) Len() int { return vw.n }

// Stats summarises the tape.
func (vw *View) Stats() Stats { return (*Tape)(vw).Stats() }

// String is a short description of the tape, as Tape.String.
func (vw *View) String() string { return (*Tape)(vw).String() }
