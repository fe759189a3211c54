// This file implements Array[T] in compiled code: a local holds the array
// object, a buffer view, and the data pointer and length read from it;
// element access is a bounds-checked load or store through the pointer.

package lower

import (
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// arraySlots are the stack slots of an Array-typed local.
type arraySlots struct {
	elem *primitives.Prim
	obj  *ir.InstAlloca // the array object (a reference; NULL when unbound)
	view *ir.InstAlloca // the Py_buffer this function holds (obj field NULL when none)
	data *ir.InstAlloca // T*
	n    *ir.InstAlloca // i64 element count
	// writable: the function stores into this array, so its buffer must
	// be writable.
	writable bool
}

// arrayParams are the native parameters of an Array[T] argument: the
// object, the data pointer and the element count.
func arrayParams(name string, a *typecheck.ArrayType) []*ir.Param {
	return []*ir.Param{
		ir.NewParam(name, runtime.Obj),
		ir.NewParam(name+".data", types.NewPointer(a.Elem.MemLLVM())),
		ir.NewParam(name+".len", types.I64),
	}
}

// newArraySlots makes the slots of an Array local.
func (fb *fnBuilder) newArraySlots(a *typecheck.ArrayType, writable bool) *arraySlots {
	s := &arraySlots{elem: a.Elem, writable: writable}
	s.obj = fb.objectSlot()
	s.view = fb.alloca(fb.rt.BufferType())
	fb.entry.NewStore(constant.NewZeroInitializer(fb.rt.BufferType()), s.view)
	fb.views = append(fb.views, s.view)
	s.data = fb.alloca(types.NewPointer(a.Elem.MemLLVM()))
	fb.entry.NewStore(constant.NewNull(types.NewPointer(a.Elem.MemLLVM())), s.data)
	s.n = fb.alloca(types.I64)
	fb.entry.NewStore(i64(0), s.n)
	return s
}

// viewPtr is the Py_buffer slot as an i8*.
func (fb *fnBuilder) viewPtr(b *ir.Block, view value.Value) value.Value {
	return b.NewBitCast(view, types.I8Ptr)
}

// storeArray binds an Array local to v (consumed): it releases the
// buffer and reference held so far and acquires v's buffer.
func (fb *fnBuilder) storeArray(s *arraySlots, v val, ln int) {
	v = fb.own(v)
	fb.rt.ReleaseBuffer(fb.b, fb.viewPtr(fb.b, s.view))
	fb.replaceSlot(s.obj, v)
	st := fb.b.NewCall(fb.rt.GetBufferFunc(s.elem, s.writable), v.v, fb.viewPtr(fb.b, s.view))
	nofit := fb.block("nofit")
	ok := fb.block("haveview")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, st, i32(runtime.BufferOK)), ok, nofit)
	fb.b = nofit
	isNoFit := fb.b.NewICmp(enum.IPredEQ, st, i32(runtime.BufferNoFit))
	raise := fb.block("nofitraise")
	rest := fb.block("viewerror")
	fb.b.NewCondBr(isNoFit, raise, rest)
	fb.b = raise
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected '"+runtime.ArrayClassName(s.elem)+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
	fb.b.NewBr(rest)
	fb.b = rest
	fb.raiseHere(ln)
	fb.b = ok
	data, n := fb.rt.BufferData(fb.b, fb.viewPtr(fb.b, s.view), s.elem)
	fb.b.NewStore(data, s.data)
	fb.b.NewStore(n, s.n)
}

// arrayOf returns the slots of the Array local that e names.
func (fb *fnBuilder) arrayOf(e parser.Expr) *arraySlots {
	n, ok := e.(*parser.Name)
	if !ok {
		panic("internal error: lower: array access through an expression at line " + strconv.Itoa(line(e)))
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	if !ok || fb.arrays[v] == nil {
		panic("internal error: lower: array access through a non-local at line " + strconv.Itoa(line(e)))
	}
	return fb.arrays[v]
}

// elementPtr computes &a[i], raising IndexError("index out of range")
// when i is out of bounds; negative indexes count from the end.
//
// The hot path is one unsigned compare, 0 <= i < n, which LLVM removes
// when the loop bounds prove it (crange(clen(a))). Negative indexes and
// the error take a cold path out of line.
func (fb *fnBuilder) elementPtr(s *arraySlots, index parser.Expr, ln int) value.Value {
	i := fb.exprAs(index, typecheck.PrimOf(primitives.Int64)).v
	data := fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data)
	if fb.unchecked[index] {
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, i)
	}
	if fb.mb.cfg.NoBoundsChecks {
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, i)
	}
	n := fb.b.NewLoad(types.I64, s.n)
	from := fb.b
	ok, slow, neg, bad := fb.block("inbounds"), fb.block("index.slow"), fb.block("index.neg"), fb.block("index.bad")
	likely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredULT, i, n), ok, slow))
	j := slow.NewAdd(i, n)
	negOK := slow.NewAnd(slow.NewICmp(enum.IPredSLT, i, i64(0)), slow.NewICmp(enum.IPredULT, j, n))
	slow.NewCondBr(negOK, neg, bad)
	neg.NewBr(ok)
	fb.b = bad
	fb.rt.RaiseString(fb.b, "PyExc_IndexError", "index out of range")
	fb.raiseHere(ln)
	fb.b = ok
	idx := fb.b.NewPhi(ir.NewIncoming(i, from), ir.NewIncoming(j, neg))
	return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, idx)
}

// loadElement lowers a[i].
func (fb *fnBuilder) loadElement(e *parser.Subscript) val {
	s := fb.arrayOf(e.Value)
	p := fb.elementPtr(s, e.Slice, line(e))
	return val{v: fb.b.NewLoad(s.elem.MemLLVM(), p), t: typecheck.PrimOf(s.elem)}
}

// storeElement lowers a[i] = v.
func (fb *fnBuilder) storeElement(t *parser.Subscript, v val) {
	s := fb.arrayOf(t.Value)
	v = fb.coerce(v, typecheck.PrimOf(s.elem), line(t))
	p := fb.elementPtr(s, t.Slice, line(t))
	fb.b.NewStore(v.v, p)
}

// arrayArgs returns the native arguments for an Array parameter: the
// triple of a local, or of a temporary view held until release is called.
func (fb *fnBuilder) arrayArgs(e parser.Expr, a *typecheck.ArrayType) (args []value.Value, release func()) {
	if n, ok := e.(*parser.Name); ok {
		if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && fb.arrays[v] != nil {
			s := fb.arrays[v]
			return []value.Value{fb.b.NewLoad(runtime.Obj, s.obj), fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data), fb.b.NewLoad(types.I64, s.n)}, func() {}
		}
	}
	s := fb.newArraySlots(a, true)
	fb.storeArray(s, fb.expr(e), line(e))
	return []value.Value{fb.b.NewLoad(runtime.Obj, s.obj), fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data), fb.b.NewLoad(types.I64, s.n)}, func() {
		fb.rt.ReleaseBuffer(fb.b, fb.viewPtr(fb.b, s.view))
		fb.b.NewStore(constant.NewZeroInitializer(fb.rt.BufferType()), s.view)
		fb.rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, s.obj))
		fb.b.NewStore(runtime.Null, s.obj)
	}
}

// newArray lowers Array[T](n): a call of the runtime's Array[T] class.
func (fb *fnBuilder) newArray(e *parser.Call, a *typecheck.ArrayType) val {
	cls := fb.load(fb.rt.ContainerClass("_containers.Array[_prims." + a.Elem.Name + "]"))
	size := fb.boxed(fb.expr(e.Args[0]), line(e))
	argv := fb.alloca(runtime.Obj)
	fb.b.NewStore(size.v, argv)
	r := fb.callC(capi.ObjectVectorcall, line(e), cls, argv, i64(1), runtime.Null).as(a)
	fb.release(size)
	return r
}

// arrayLoop lowers `for v in a` over an Array local: an index loop.
func (fb *fnBuilder) arrayLoop(s *parser.For, a *arraySlots) {
	fb.counting(i64(0), func() value.Value { return fb.b.NewLoad(types.I64, a.n) }, func(i value.Value, next, done *ir.Block) {
		fb.store(s.Target, val{v: fb.elementAt(a, i), t: typecheck.PrimOf(a.elem)})
		fb.pushLoop(done, next)
		fb.stmts(s.Body)
		fb.loops = fb.loops[:len(fb.loops)-1]
	}, s.Orelse)
}

// elementAt loads a[i] for an index known to be in bounds.
func (fb *fnBuilder) elementAt(a *arraySlots, i value.Value) value.Value {
	data := fb.b.NewLoad(types.NewPointer(a.elem.MemLLVM()), a.data)
	return fb.b.NewLoad(a.elem.MemLLVM(), fb.b.NewGetElementPtr(a.elem.MemLLVM(), data, i))
}

// writtenArrays finds, for every function, the Array parameters and
// locals it may store into: directly (a[i] = v, a[i] += v) or by passing
// them to a module function that does. Only those need writable buffers.
func writtenArrays(info *typecheck.Info) map[*typecheck.FuncDecl]map[string]bool {
	written := map[*typecheck.FuncDecl]map[string]bool{}
	for _, f := range info.Funcs {
		written[f] = map[string]bool{}
	}
	for changed := true; changed; {
		changed = false
		for _, f := range info.Funcs {
			mark := func(e parser.Expr) {
				if sub, ok := e.(*parser.Subscript); ok {
					if name, ok := sub.Value.(*parser.Name); ok && !written[f][name.Id] {
						written[f][name.Id] = true
						changed = true
					}
				}
			}
			typecheck.WalkScope(f.Def.Body, func(s parser.Stmt) {
				switch s := s.(type) {
				case *parser.Assign:
					for _, t := range s.Targets {
						mark(t)
					}
				case *parser.AugAssign:
					mark(s.Target)
				}
			})
			walkExprs(f.Def.Body, func(e parser.Expr) {
				c, ok := e.(*parser.Call)
				if !ok {
					return
				}
				ft, ok := info.TypeOf(c.Func).(*typecheck.Func)
				if !ok {
					return
				}
				callee := ft.Decl
				for i, a := range c.Args {
					if name, ok := a.(*parser.Name); ok && i < len(callee.Params) && written[callee][callee.Params[i].Name] && !written[f][name.Id] {
						written[f][name.Id] = true
						changed = true
					}
				}
			})
		}
	}
	return written
}

// isArrayLocal reports whether e names an Array local of this function.
func (fb *fnBuilder) isArrayLocal(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	return ok && fb.arrays[v] != nil
}

// walkExprs calls visit on every expression node in stmts (including
// assignment targets).
func walkExprs(stmts []parser.Stmt, visit func(parser.Expr)) {
	var expr func(parser.Expr)
	expr = func(e parser.Expr) {
		if e == nil {
			return
		}
		visit(e)
		switch e.(type) {
		case *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
			// Their own scope: a name there may not be the one here.
		default:
			parser.ChildExprs(e, expr)
		}
	}
	typecheck.WalkScope(stmts, func(n parser.Stmt) { parser.StmtExprs(n, expr) })
}

// versionedLoop emits a crange loop twice: a copy whose proven
// accesses carry no bounds check, run when cond (computed before the
// loop by boundsProof) holds, and the checked loop otherwise.
func (fb *fnBuilder) versionedLoop(s *parser.For, start, stop, cond value.Value, proven []parser.Expr) {
	fast, slow, done := fb.block("proven"), fb.block("checked"), fb.block("endversions")
	likely(fb.b.NewCondBr(cond, fast, slow))
	fb.b = fast
	saved := fb.unchecked
	fb.unchecked = map[parser.Expr]bool{}
	for k, v := range saved {
		fb.unchecked[k] = v
	}
	for _, index := range proven {
		fb.unchecked[index] = true
	}
	fb.countedLoop(s, start, stop)
	fb.unchecked = saved
	fb.br(done)
	fb.b = slow
	fb.countedLoop(s, start, stop)
	fb.br(done)
	fb.b = done
}

// loadLocal reads a primitive local.
func (fb *fnBuilder) loadLocal(v *typecheck.Var) val {
	return val{v: fb.b.NewLoad(llvmType(v.Type), fb.slots[v]), t: v.Type}
}
