// This file implements instantiations C(args) of a module class with a
// compiled __init__: when the class is still what runtime's sp.new.check
// proves (object.__new__, the generic allocator, that __init__), the
// instance is allocated here and the native body of __init__ called on
// it directly (runtime/newobj.go); otherwise the class is called.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// initOf returns the __init__ C(args) would run when it has a native
// body such a call can enter, and the class that defines it: the first
// along ci's module bases, plain
// (directlyCallable), taking exactly the call's positional arguments,
// returning an object (None, as slot_tp_init requires, or not).
func (fb *fnBuilder) initOf(e *parser.Call, ci *typecheck.ClassInfo) (*typecheck.FuncDecl, *typecheck.ClassInfo, bool) {
	if len(e.Keywords) > 0 || typecheck.HasStarArgs(e) || !fb.rt.ABI.AttrCaches() {
		return nil, nil, false
	}
	var m *typecheck.FuncDecl
	k := ci
	for ; k != nil; k = k.Base {
		if m = k.MethodByName["__init__"]; m != nil {
			break
		}
	}
	if m == nil || !fb.directlyCallable(m, len(e.Args)) || !typecheck.IsObject(m.Return) {
		return nil, nil, false
	}
	return m, k, true
}

// newInstance lowers C(args) for a module class whose __init__ m has a
// native body (initOf), defined by owner: the class, then the arguments are evaluated, as
// CPython does; then either the instance is allocated and m's body run on
// it, or the class is called with the arguments.
func (fb *fnBuilder) newInstance(e *parser.Call, m *typecheck.FuncDecl, owner *typecheck.ClassInfo, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	cls := fb.expr(e.Func)
	args := make([]val, len(e.Args))
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i+1].Type)
	}
	fb.mb.newSites++
	cache := rt.NewInstanceCache(fmt.Sprintf("sp.newcache.%d", fb.mb.newSites))
	ok := fb.b.NewCall(rt.NewInstanceCheckFunc(), cls.v, fb.load(rt.Name("__init__")), fb.load(fb.mb.methodSlot(m)), fb.load(fb.mb.classSlot(owner)), cache)
	slot := fb.alloca(runtime.Obj)
	fast, slow, done := fb.block("new.native"), fb.block("new.call"), fb.block("new.done")
	fb.b.NewCondBr(ok, fast, slow)

	fb.b = fast
	// The arguments __init__'s body trusts are checked before the
	// allocation; the type call checks them in __init__'s wrapper.
	var checks []classArg
	for i, a := range args {
		if c, ok := fb.classArgOf(e.Args[i], a.v, m.Params[i+1]); ok {
			checks = append(checks, c)
		}
	}
	fb.checkClassArgs(m, checks, ln)
	obj := fb.checkNull(fb.b.NewCall(rt.NewInstanceFunc(), cls.v), typecheck.Dynamic, ln)
	vs := append(make([]val, 0, len(args)+1), obj)
	vs = append(vs, args...)
	var ins []val
	for i, a := range args {
		c := fb.coerce(a, m.Params[i+1].Type, ln)
		if c.owned && c.v != a.v {
			ins = append(ins, c)
		}
		vs[i+1] = c
	}
	raw := make([]value.Value, 0, len(vs))
	for _, v := range vs {
		raw = append(raw, v.v)
	}
	r := fb.b.NewCall(fb.mb.methodBody(fb, m), raw...)
	for _, c := range ins {
		fb.release(c)
	}
	res := fb.checkNull(r, m.Return, ln)
	fb.consume(res)
	fb.checkStatus(fb.b.NewCall(rt.InitResultFunc(), res.v), ln)
	fb.b.NewStore(obj.v, slot)
	fb.consume(obj)
	fb.b.NewBr(done)

	fb.b = slow
	made := fb.callObject(cls, args, ln)
	fb.b.NewStore(made.v, slot)
	fb.consume(made)
	fb.b.NewBr(done)

	fb.b = done
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(cls)
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
}

// holdsNumbersOnly reports whether every instance of ci (a slotted
// class) holds numbers only: each slot along its bases is a primitive,
// no class of the chain binds __del__, and none is @mutable (which could
// give it one later). Such a class gets sp.dealloc.plain as its
// deallocator (runtime/newobj.go).
func holdsNumbersOnly(ci *typecheck.ClassInfo) bool {
	for k := ci; k != nil; k = k.Base {
		if !k.Slotted || k.Mutable || k.Attrs["__del__"] {
			return false
		}
		for _, n := range k.Slots {
			if _, ok := typecheck.IsPrim(k.Fields[n]); !ok {
				return false
			}
		}
	}
	return true
}

// runsNoPythonWhenBuilt reports whether building class ci (type(name,
// bases, ns)) can run no Python code: no base defines __init_subclass__
// and the namespace holds nothing whose __set_name__ could run, its body
// being only compiled methods without runtime decorators, field
// annotations and literal constants. No instance of ci can then exist
// before its class statement has finished.
func (fb *fnBuilder) runsNoPythonWhenBuilt(ci *typecheck.ClassInfo) bool {
	for k := ci.Base; k != nil; k = k.Base {
		if k.Attrs["__init_subclass__"] {
			return false
		}
	}
	for _, st := range ci.Def.Body {
		if fb.mb.info.InterpretedStmts[st] {
			return false
		}
		switch st := st.(type) {
		case *parser.Pass:
		case *parser.ExprStmt:
			if _, ok := st.Value.(*parser.Constant); !ok {
				return false
			}
		case *parser.AnnAssign:
			if st.Value != nil {
				if _, ok := st.Value.(*parser.Constant); !ok {
					return false
				}
			}
		case *parser.Assign:
			if _, ok := st.Value.(*parser.Constant); !ok {
				return false
			}
		case *parser.FunctionDef:
			if m := ci.Methods[st]; m == nil || m.Interpreted {
				return false
			}
			for _, d := range st.Decorators {
				if !fb.isCompileTimeName(d) {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}
