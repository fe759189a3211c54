// This file lowers the guard of a plain module's direct calls against
// the called function's rebinding from outside the module (`mod.f = g`,
// unittest.mock.patch("mod.f")), which CPython's call sees since it
// looks f up in the module's dict when it runs (runtime/rebind.go).

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// rebindWatch is the watch of one function (runtime.RebindWatch); guarded
// is set once a direct call tests its flag.
type rebindWatch struct {
	runtime.RebindWatch
	guarded bool
}

// rebindOf returns decl's watch, made on first use; nil where rebinding
// from outside is not watched: in a Static Python module, which becomes
// strict after its body (its functions are constants, as CinderX has
// them), and for what is not a top-level def.
func (mb *moduleBuilder) rebindOf(decl *typecheck.FuncDecl) *rebindWatch {
	if mb.info.Static || decl.Class != nil || decl.Parent != nil || mb.isNested[decl] {
		return nil
	}
	if w, ok := mb.rebinds[decl]; ok {
		return w
	}
	if mb.rebinds == nil {
		mb.rebinds = map[*typecheck.FuncDecl]*rebindWatch{}
	}
	n := len(mb.rebindOrder)
	flag := mb.m.NewGlobalDef(fmt.Sprintf("sp.rebound.%d", n), constant.NewInt(types.I8, 0))
	fn := mb.m.NewGlobalDef(fmt.Sprintf("sp.deffunc.%d", n), runtime.Null)
	flag.Linkage, fn.Linkage = enum.LinkageInternal, enum.LinkageInternal
	w := &rebindWatch{RebindWatch: runtime.RebindWatch{Name: decl.Name, Flag: flag, Func: fn}}
	mb.rebinds[decl] = w
	mb.rebindOrder = append(mb.rebindOrder, w)
	return w
}

// guardedCall reports whether the direct calls of decl test its
// rebinding: in a plain module, when every parameter and the result are
// objects (a rebound call passes the arguments as written and returns
// what the new object returns).
func (mb *moduleBuilder) guardedCall(decl *typecheck.FuncDecl) *rebindWatch {
	if _, prim := typecheck.IsPrim(decl.Return); prim {
		return nil
	}
	for _, p := range decl.Params {
		if _, prim := typecheck.IsPrim(p.Type); prim {
			return nil
		}
		if _, arr := typecheck.IsArray(p.Type); arr {
			return nil
		}
	}
	w := mb.rebindOf(decl)
	if w != nil {
		w.guarded = true
	}
	return w
}

// emitRebindInstall returns the module body's first call
// (runtime.InstallRebindWatch) for the watches direct calls test.
func (mb *moduleBuilder) emitRebindInstall() *ir.Func {
	var watches []runtime.RebindWatch
	for _, w := range mb.rebindOrder {
		if w.guarded {
			watches = append(watches, w.RebindWatch)
		}
	}
	return mb.rt.InstallRebindWatch(mb.modSelf, watches)
}

// reboundCall calls, where w's flag is set, the object the module's name
// now holds, with e's arguments as written (args: each parameter's value,
// nil where the call left it to its default), and returns its result
// typed t, or jumps to the error exit.
func (fb *fnBuilder) reboundCall(e *parser.Call, decl *typecheck.FuncDecl, args []value.Value, t typecheck.Type) val {
	ln := line(e)
	callee := fb.globalLoad(decl.Name, typecheck.Dynamic, ln)
	n := len(e.Args) + len(e.Keywords)
	at := types.NewArray(uint64(max(n, 1)), runtime.Obj)
	argv := fb.scratch(at)
	for i := range e.Args {
		fb.b.NewStore(args[i], fb.b.NewGetElementPtr(at, argv, i64(0), i64(int64(i))))
	}
	var names []string
	for j, k := range e.Keywords {
		for i, p := range decl.Params {
			if p.Name == k.Arg {
				fb.b.NewStore(args[i], fb.b.NewGetElementPtr(at, argv, i64(0), i64(int64(len(e.Args)+j))))
			}
		}
		names = append(names, k.Arg)
	}
	var kwnames value.Value = runtime.Null
	if len(names) > 0 {
		kwnames = fb.load(fb.rt.NameTuple(names))
	}
	r := fb.b.NewCall(fb.rt.VectorcallFunc(), callee.v, fb.b.NewGetElementPtr(at, argv, i64(0), i64(0)), i64(int64(len(e.Args))), kwnames)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	res := fb.produce(r, typecheck.Dynamic)
	fb.release(callee)
	return fb.coerce(res, t, ln)
}
