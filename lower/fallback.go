// This file implements the interpreted fallback: functions the checker
// marked Interpreted are defined, where their def stands, by compiling
// their source with the runtime's rewrite (the interpreted module's own
// semantics and line numbers) and running it in the module's namespace.

package lower

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// hasInterpreted reports whether the module runs any function
// interpreted (it then loads the runtime's rewrite at import).
func (mb *moduleBuilder) hasInterpreted() bool {
	for _, f := range mb.info.Funcs {
		if f.Interpreted {
			return true
		}
	}
	if len(mb.info.InterpretedStmts) > 0 {
		return true
	}
	for _, ci := range mb.info.Classes {
		for _, m := range ci.Methods {
			if m.Interpreted {
				return true
			}
		}
	}
	return false
}

// interpretDef runs def `name` (a method of class cls when cls is not
// "") through the rewrite; locals receives the definition (the module
// dict for a function, a scratch dict for a method). It returns nothing:
// the definition lands in locals.
func (fb *fnBuilder) interpretDef(cls, name string, locals value.Value, ln int) {
	rt := fb.rt
	compile := fb.load(rt.ContainerClass("_rewrite.compile_defs"))
	var clsArg value.Value = rt.None()
	if cls != "" {
		clsArg = fb.load(rt.Str(cls))
	}
	args := []value.Value{fb.load(rt.Str(string(fb.mb.src.Source))), fb.load(rt.Str(fb.mb.sourcePath())), clsArg, fb.load(rt.Str(name)), fb.staticFlag()}
	code := fb.callCompile(compile, args, ln)
	r := fb.callC(capi.EvalEvalCode, ln, code.v, fb.load(fb.mb.modDict), locals)
	fb.release(r)
	fb.release(code)
}

// interpretedMethod defines an interpreted method and stores it in the
// class namespace.
func (fb *fnBuilder) interpretedMethod(ci *typecheck.ClassInfo, s *parser.FunctionDef, ns value.Value) {
	rt := fb.rt
	ln := line(s)
	scratch := fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
	fb.interpretDef(ci.Name, s.Name, scratch.v, ln)
	f := fb.callCInfallible(capi.DictGetItemString, scratch.v, rt.CString(s.Name))
	if kind := ci.CachedProperties[s]; kind != "" {
		// A static cached property (an async def, say): the def ran with
		// its decorators; its method waits unwrapped under the prefixed
		// name, as a compiled one does (method).
		raw := fb.callC(capi.ObjectGetAttr, ln, f, fb.load(rt.Name("func")))
		fb.nsSet(ns, cachedPropertyPrefix[kind]+s.Name, raw.v, ln)
		fb.release(raw)
		fb.release(scratch)
		return
	}
	fb.nsSet(ns, s.Name, f, ln)
	fb.release(scratch)
}

// bindStaticNames binds, for interpreted functions, what the interpreted
// module has in its namespace: the runtime helpers the rewrite refers to
// and the names imported from __static__.
func (fb *fnBuilder) bindStaticNames(s *parser.ImportFrom) {
	rt := fb.rt
	rt.NeedStaticNames = true // the bootstrap loads _api
	api := fb.load(rt.ContainerClass("_api"))
	for _, a := range s.Names {
		v := fb.callC(capi.ObjectGetAttr, line(a), api, fb.load(rt.Name(a.Name)))
		name := a.AsName
		if name == "" {
			name = a.Name
		}
		fb.storeGlobal(name, v, line(a))
	}
}

// bindRuntime binds __static_rt__ (the rewrite's helpers) and __static__
// in the module's namespace.
func (fb *fnBuilder) bindRuntime() {
	rt := fb.rt
	for _, b := range [][2]string{{"__static_rt__", "_rt"}, {"__static__", "_api"}} {
		name, expr := b[0], b[1]
		v := fb.load(rt.ContainerClass(expr))
		rt.Incref(fb.b, v)
		fb.storeGlobal(name, fb.produce(v, typecheck.Dynamic), 1)
	}
}

// interpretStmt runs a module- or class-level statement the checker
// marked interpreted: the runtime's rewrite compiles that statement of
// the source (its own line numbers), and it runs with the module's
// globals and locals, the namespace it stands in (the module's dict, or
// the class body's namespace).
func (fb *fnBuilder) interpretStmt(s parser.Stmt, locals value.Value) {
	rt := fb.rt
	ln := line(s)
	loc := s.Loc()
	compile := fb.load(rt.ContainerClass("_rewrite.compile_stmt"))
	args := []value.Value{fb.load(rt.Str(string(fb.mb.src.Source))), fb.load(rt.Str(fb.mb.sourcePath()))}
	lineNo := fb.callC(capi.LongFromLongLong, ln, i64(int64(loc.Line)))
	col := fb.callC(capi.LongFromLongLong, ln, i64(int64(loc.Col-1)))
	args = append(args, lineNo.v, col.v, fb.staticFlag())
	code := fb.callCompile(compile, args, ln)
	fb.release(lineNo)
	fb.release(col)
	r := fb.callC(capi.EvalEvalCode, ln, code.v, fb.load(fb.mb.modDict), locals)
	fb.release(r)
	fb.release(code)
}

// staticFlag is the rewrite's static argument: whether the module is
// Static Python (rewritten as the interpreted runtime runs it) or plain
// (compiled as CPython compiles it).
func (fb *fnBuilder) staticFlag() value.Value {
	if fb.mb.info.Static {
		return fb.rt.True()
	}
	return fb.rt.False()
}

// callCompile calls one of the rewrite's compile functions with args
// (borrowed) and returns the code object.
func (fb *fnBuilder) callCompile(compile value.Value, args []value.Value, ln int) val {
	at := types.NewArray(uint64(len(args)), runtime.Obj)
	argv := fb.alloca(at)
	for i, a := range args {
		fb.b.NewStore(a, fb.b.NewGetElementPtr(at, argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(at, argv, i64(0), i64(0))
	return fb.callC(capi.ObjectVectorcall, ln, compile, first, i64(int64(len(args))), runtime.Null)
}

var _ = constant.NewInt
