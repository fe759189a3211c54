// This file implements the size pass: a very large function (a module
// body of thousands of statements, a generated table of calls) is
// optimized for size, so that opt and llc stay near linear in it.

package irpass

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
)

// hugeFunc is the number of instructions from which a function is
// optimized for size. At default<O3>, every call site of the per-site
// cache helpers (sp.attr.get, sp.method.get, ...) in a function is a
// candidate for inlining, so a function of many calls grows several
// times over (bm_regex_v8's blocks: 7,900 lines of IR became 27,000)
// and the inliner, instcombine and instruction selection then work on
// the grown function. optsize keeps the helpers called and halves opt's
// time on such modules; a hot loop of that size is rare, and it keeps
// every other optimization.
const hugeFunc = 3000

// markHuge adds optsize to the module's huge functions, and counts them.
func markHuge(m *ir.Module, ctx *Context) error {
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 || hasAttr(f, enum.FuncAttrOptSize) || hasAttr(f, enum.FuncAttrMinSize) || hasAttr(f, enum.FuncAttrOptNone) {
			// optnone (code run once at import) excludes optsize.
			continue
		}
		n := 0
		for _, b := range f.Blocks {
			n += len(b.Insts) + 1
		}
		if n >= hugeFunc {
			f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrOptSize)
			ctx.Stats.SizeOptimized++
		}
	}
	return nil
}

// hasAttr reports whether f has the attribute a.
func hasAttr(f *ir.Func, a enum.FuncAttr) bool {
	for _, x := range f.FuncAttrs {
		if x == a {
			return true
		}
	}
	return false
}
