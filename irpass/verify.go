// This file implements the verify-after-every-pass option: LLVM's own
// verifier on the printed module.

package irpass

import (
	"bytes"
	"fmt"
	"os/exec"

	"github.com/llir/llvm/ir"
)

// verifyAfter runs opt -passes=verify on m (or on every part, after
// split) and says which pass produced IR that LLVM rejects.
func (ctx *Context) verifyAfter(pass string, m *ir.Module) error {
	mods := []*ir.Module{m}
	if pass == "split" {
		mods = ctx.Parts
	}
	opt := ctx.Options.Opt
	if opt == "" {
		opt = "opt"
	}
	for i, pm := range mods {
		cmd := exec.Command(opt, "-passes=verify", "-disable-output")
		cmd.Stdin = bytes.NewReader([]byte(pm.String()))
		if out, err := cmd.CombinedOutput(); err != nil {
			what := "the module"
			if len(mods) > 1 {
				what = fmt.Sprintf("part %d of %d", i+1, len(mods))
			}
			return fmt.Errorf("after pass %s, LLVM rejects %s: %v\n%s", pass, what, err, out)
		}
	}
	return nil
}
