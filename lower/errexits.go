// This file implements the shared error exits of a function: the
// cleanup an exception takes from the point where it is raised.
//
// Every operation that can fail leaves, on failure, through a block that
// releases the live temporaries, adds a traceback entry for the
// operation's line and jumps to the innermost error target. Consecutive
// operations often fail the same way but for the line (the same
// temporaries live, the same handler): the module body of a 1,000-line
// module has ≈1,450 such exits and ≈480 distinct ones, and each copy
// costs opt and llc while never running unless an exception is raised.
// So the exits are shared: one block per distinct (temporaries, error
// target, comprehension frames), the line an incoming value of a phi.
// The temporaries are the same SSA values at every site sharing a block,
// and each site is dominated by their definitions, so the shared block
// is too.

package lower

import (
	"fmt"
	"slices"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
)

// errExit is one shared error exit: its block and the phi of the line
// its traceback entry names.
type errExit struct {
	block *ir.Block
	line  *ir.InstPhi
}

// errorExit returns the error exit for an exception raised now at line
// (the statement's line when 0), entered from the current block, which
// the caller then ends with a branch to it.
func (fb *fnBuilder) errorExit(line int) *ir.Block {
	if line == 0 {
		line = fb.stmtLine
	}
	key := fb.errExitKey()
	if x, ok := fb.errExits[key]; ok {
		x.line.Incs = append(x.line.Incs, ir.NewIncoming(i32(int64(line)), fb.b))
		return x.block
	}
	b := fb.block("err")
	phi := b.NewPhi(ir.NewIncoming(i32(int64(line)), fb.b))
	phi.Typ = types.I32
	fb.releaseLive(b)
	fb.addTraceback(b, phi)
	b.NewBr(fb.errTarget())
	if fb.errExits == nil {
		fb.errExits = map[string]*errExit{}
	}
	fb.errExits[key] = &errExit{block: b, line: phi}
	return b
}

// errExitKey names what an error exit does besides the line: which
// temporaries it releases (and how), where it goes, and the frames its
// traceback entries name. Values are named by their identity: the key
// is only looked up, never printed, so the IR stays deterministic.
func (fb *fnBuilder) errExitKey() string {
	var k strings.Builder
	fmt.Fprintf(&k, "%p", fb.errTarget())
	for _, t := range fb.live {
		fmt.Fprintf(&k, " %p:%v", t, fb.nullable[t])
	}
	for _, fr := range fb.frames {
		fmt.Fprintf(&k, " %s@%d", fr.name, fr.line)
	}
	return k.String()
}

// settleErrorExits replaces the line phi of each error exit whose sites
// all raise at one line by that line: most exits have one site.
func (fb *fnBuilder) settleErrorExits() {
	for _, x := range fb.errExits {
		line := x.line.Incs[0].X
		same := true
		for _, inc := range x.line.Incs[1:] {
			same = same && inc.X.Ident() == line.Ident()
		}
		if !same {
			continue
		}
		x.block.Insts = slices.DeleteFunc(x.block.Insts, func(inst ir.Instruction) bool { return inst == x.line })
		for _, inst := range x.block.Insts {
			if c, ok := inst.(*ir.InstCall); ok {
				for i, a := range c.Args {
					if a == x.line {
						c.Args[i] = line
					}
				}
			}
		}
	}
}
