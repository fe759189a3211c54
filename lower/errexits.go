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
	"strings"

	"github.com/llir/llvm/ir"
)

// errorExit returns the error exit for an exception raised now at line
// (the statement's line when 0), entered from the current block, which
// the caller then ends with a branch to it.
func (fb *fnBuilder) errorExit(line int) *ir.Block {
	if line == 0 {
		line = fb.stmtLine
	}
	key := fb.errExitKey(line)
	if b, ok := fb.errExits[key]; ok {
		return b
	}
	b := fb.block("err")
	fb.releaseLive(b)
	if !fb.tracebackLater {
		fb.addTraceback(b, line)
	}
	b.NewBr(fb.errTarget())
	if fb.errExits == nil {
		fb.errExits = map[string]*ir.Block{}
	}
	fb.errExits[key] = b
	return b
}

// errExitKey names what an error exit does besides the line: which
// temporaries it releases (and how), where it goes, and the frames its
// traceback entries name. Values are named by their identity: the key
// is only looked up, never printed, so the IR stays deterministic.
func (fb *fnBuilder) errExitKey(line int) string {
	var k strings.Builder
	fmt.Fprintf(&k, "%d %p %v", line, fb.errTarget(), fb.tracebackLater)
	for _, t := range fb.live {
		fmt.Fprintf(&k, " %p:%v", t, fb.nullable[t])
	}
	for _, fr := range fb.frames {
		fmt.Fprintf(&k, " %s@%d", fr.name, fr.line)
	}
	return k.String()
}
