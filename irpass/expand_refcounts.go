// This file implements the expand-refcounts pass.

package irpass

import (
	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/runtime"
)

// expandRefcounts gives the abstract refcount operations their bodies
// for the target ABI (the layout of a refcount is the runtime's
// business). Until it runs the module is incomplete. The operations
// become defined helpers, which the facts must say for split to copy
// them into every partition rather than group every function with them.
func expandRefcounts(m *ir.Module, ctx *Context) error {
	if err := runtime.ExpandRefcounts(m, ctx.ABI); err != nil {
		return err
	}
	for _, f := range []*ir.Func{ctx.Facts.Incref, ctx.Facts.Decref, ctx.Facts.XDecref} {
		if f != nil && f.Blocks != nil {
			ctx.Facts.Helpers[f] = true
		}
	}
	return nil
}
