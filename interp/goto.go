package interp

import (
	"go/ast"
	"go/token"
)

// goto is compiled without a jump table: a goto statement returns ctlGoto
// with its label's id, and the result travels outwards like a labelled
// break (loops and switches pass it on, see loopCtl and switchCtl) until it
// reaches the block whose statement list holds the label; that block
// resumes at the labelled statement. Go forbids jumping into a block, so
// the label is always in a block enclosing the goto, and go/types has
// already rejected jumps over variable declarations. Blocks without a goto
// target compile as before and pay nothing.

// findGotos records the labels the gotos of one function body name, not
// looking into function literals (each has its own labels).
func (c *compiler) findGotos(body []ast.Stmt) {
	c.gotoTargets = map[string]bool{}
	for _, s := range body {
		ast.Inspect(s, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.BranchStmt:
				if n.Tok == token.GOTO {
					c.gotoTargets[n.Label.Name] = true
				}
			}
			return true
		})
	}
}

// labelID is the id of a label of the function, taken on first use.
func (c *compiler) labelID(name string) int {
	if id, ok := c.labels[name]; ok {
		return id
	}
	if c.labels == nil {
		c.labels = map[string]int{}
	}
	c.nextLabel++
	c.labels[name] = c.nextLabel
	return c.nextLabel
}

// gotoBlock runs a statement list holding goto targets: a goto to one of
// them continues at its statement; any other result leaves the block. A
// jump backwards is a loop, so it polls for interrupts and spends the step
// budget as loops do.
func (c *compiler) gotoBlock(stmts []stmt, poss []token.Pos, targets map[int]int) stmt {
	in := c.in
	return func(fr *frame) ctl {
		for i := 0; i < len(stmts); {
			fr.pos = poss[i]
			r := stmts[i](fr)
			if r == ctlNext {
				i++
				continue
			}
			if r&ctlMask != ctlGoto {
				return r
			}
			j, ok := targets[int(r>>ctlShift)]
			if !ok {
				return r
			}
			if j <= i && in.pollFlag.Load() != 0 {
				in.poll()
			}
			i = j
		}
		return ctlNext
	}
}
