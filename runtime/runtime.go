// This file implements the per-module runtime state: C strings, Python
// constants created at import, the abstract refcount operations, and
// error raising.

package runtime

import (
	"fmt"
	"math"
	"math/big"
	"sort"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Runtime emits the boundary code of one compiled module into M.
type Runtime struct {
	M       *ir.Module
	ABI     *ABI
	ModName string

	cfuncs map[string]*ir.Func
	cdescs map[string]*capi.Func // the descriptor of each of cfuncs (Adopt)
	cdata  map[string]*ir.Global
	cstrs  map[string]value.Value
	consts map[string]*pyConst
	// textTables counts the tables of str constants (EmitConstInit).
	textTables int
	helpers    map[string]*ir.Func
	// helperGlobals are the runtime's own variables, by name.
	helperGlobals map[string]*ir.Global
	// tracebackSites are the sites of traceback entries, by frame name,
	// file and line (AddTraceback), and what makes each.
	tracebackSites  map[string]*ir.Global
	tracebackSiteOf map[*ir.Global]tracebackKey
	// containers maps a class expression to its slot (containers.go).
	containers map[string]*ir.Global
	// NeedInterpreter makes the bootstrap load the runtime's rewrite,
	// for functions that run interpreted.
	NeedInterpreter bool
	// NeedStaticNames makes the bootstrap load the runtime's _api (what
	// `from __static__ import ...` binds), without the rewrite.
	NeedStaticNames bool
	// GenNoHandlers says that no native generator body of the module
	// (of any kind) handles an exception: their handled-exception items
	// stay empty, and resumes need not test whether to link them
	// (genexc.go). Set by lower before any body is lowered.
	GenNoHandlers bool

	incref, decref, xdecref *ir.Func
}

// pyConst is a Python object the module creates once, at import, and
// keeps for its lifetime. Code reads it as a borrowed reference.
type pyConst struct {
	slot *ir.Global
	make func(r *Runtime, b *ir.Block) value.Value // returns a new reference or NULL
	// text, when set, is a str constant's UTF-8 text that sp.init_consts
	// makes from a table (interned when intern is set) instead of by
	// make in line.
	text   *string
	intern bool
}

// New starts the runtime of a module.
func New(m *ir.Module, abi *ABI, modName string) *Runtime {
	r := &Runtime{
		M: m, ABI: abi, ModName: modName,
		cfuncs:          map[string]*ir.Func{},
		cdata:           map[string]*ir.Global{},
		cstrs:           map[string]value.Value{},
		consts:          map[string]*pyConst{},
		helpers:         map[string]*ir.Func{},
		helperGlobals:   map[string]*ir.Global{},
		tracebackSites:  map[string]*ir.Global{},
		tracebackSiteOf: map[*ir.Global]tracebackKey{},
		containers:      map[string]*ir.Global{},
	}
	// The refcount operations are declared here and given bodies for the
	// target ABI by the last pass, so that earlier passes (refcount
	// elision) see them as plain calls.
	r.incref = m.NewFunc(IncrefName, types.Void, ir.NewParam("o", Obj))
	r.decref = m.NewFunc(DecrefName, types.Void, ir.NewParam("o", Obj))
	r.xdecref = m.NewFunc(XDecrefName, types.Void, ir.NewParam("o", Obj))
	return r
}

// Names of the abstract refcount operations.
const (
	IncrefName  = "sp.incref"
	DecrefName  = "sp.decref"
	XDecrefName = "sp.xdecref"
)

// RefcountFuncs returns the declarations of the abstract refcount
// operations, for the facts lowering hands to the IR passes.
func (r *Runtime) RefcountFuncs() (incref, decref, xdecref *ir.Func) {
	return r.incref, r.decref, r.xdecref
}

// Incref emits Py_INCREF(v).
func (r *Runtime) Incref(b *ir.Block, v value.Value) { b.NewCall(r.incref, v) }

// Decref emits Py_DECREF(v).
func (r *Runtime) Decref(b *ir.Block, v value.Value) { b.NewCall(r.decref, v) }

// XDecref emits Py_XDECREF(v).
func (r *Runtime) XDecref(b *ir.Block, v value.Value) { b.NewCall(r.xdecref, v) }

// CString returns a pointer to a NUL-terminated copy of s.
func (r *Runtime) CString(s string) value.Value {
	if v, ok := r.cstrs[s]; ok {
		return v
	}
	arr := constant.NewCharArrayFromString(s + "\x00")
	g := r.M.NewGlobalDef(fmt.Sprintf("sp.cstr.%d", len(r.cstrs)), arr)
	g.Linkage = enum.LinkagePrivate
	g.UnnamedAddr = enum.UnnamedAddrUnnamedAddr
	g.Immutable = true
	zero := constant.NewInt(types.I64, 0)
	v := constant.NewGetElementPtr(arr.Typ, g, zero, zero)
	r.cstrs[s] = v
	return v
}

// Null is the NULL PyObject*.
var Null = constant.NewNull(types.I8Ptr)

// Object returns the address of a static object (_Py_NoneStruct, PyBool_Type).
func (r *Runtime) Object(name string) value.Value {
	return r.CData(name)
}

// None is Py_None (a borrowed reference).
func (r *Runtime) None() value.Value { return r.Object("_Py_NoneStruct") }

// True is Py_True; False is Py_False.
func (r *Runtime) True() value.Value  { return r.Object("_Py_TrueStruct") }
func (r *Runtime) False() value.Value { return r.Object("_Py_FalseStruct") }

// Exc loads an exception type (PyExc_TypeError).
func (r *Runtime) Exc(b *ir.Block, name string) value.Value {
	return b.NewLoad(types.I8Ptr, r.CData(name))
}

// RaiseString emits PyErr_SetString(PyExc_<exc>, msg).
func (r *Runtime) RaiseString(b *ir.Block, exc, msg string) {
	r.CallC(b, capi.ErrSetString, r.Exc(b, exc), r.CString(msg))
}

// RaiseFormat emits PyErr_Format(PyExc_<exc>, format, args...).
func (r *Runtime) RaiseFormat(b *ir.Block, exc, format string, args ...value.Value) {
	call := append([]value.Value{r.Exc(b, exc), r.CString(format)}, args...)
	r.CallC(b, capi.ErrFormat, call...)
}

// IsInstanceOf emits PyObject_TypeCheck(o, &<typeName>).
func (r *Runtime) IsInstanceOf(b *ir.Block, o value.Value, typeName string) value.Value {
	sub := r.CallC(b, capi.TypeIsSubtype, r.TypeOf(b, o), r.Object(typeName))
	return b.NewICmp(enum.IPredNE, sub, constant.NewInt(types.I32, 0))
}

// constSlot returns the slot of a Python constant, creating it on first use.
func (r *Runtime) constSlot(key string, mk func(r *Runtime, b *ir.Block) value.Value) *ir.Global {
	if c, ok := r.consts[key]; ok {
		return c.slot
	}
	g := r.M.NewGlobalDef(fmt.Sprintf("sp.const.%d", len(r.consts)), Null)
	g.Linkage = enum.LinkageInternal
	r.consts[key] = &pyConst{slot: g, make: mk}
	return g
}

// Name returns the slot of an interned str, used for attribute and
// global names.
func (r *Runtime) Name(s string) *ir.Global {
	return r.textConst("name:"+s, s, true)
}

// textConst is constSlot for a str constant made from its text: the
// table of sp.init_consts.
func (r *Runtime) textConst(key, s string, intern bool) *ir.Global {
	g := r.constSlot(key, func(r *Runtime, b *ir.Block) value.Value {
		if intern {
			return r.CallC(b, capi.UnicodeInternFromString, r.CString(s))
		}
		return r.CallC(b, capi.UnicodeDecodeUTF8, r.CString(s), constant.NewInt(types.I64, int64(len(s))), constant.NewNull(types.I8Ptr))
	})
	c := r.consts[key]
	c.text, c.intern = &s, intern
	return g
}

// Str returns the slot of a str constant (any UTF-8 text, NULs included).
// A constant made only of ASCII letters, digits and underscores is
// interned, as CPython interns such constants of a code object
// (codeobject.c, all_name_chars): the library code our classes, dicts
// and keyword names meet compares those by identity first (dict and set
// lookups, `in` on a tuple of names), and `is` between two equal such
// literals is True compiled as it is interpreted.
func (r *Runtime) Str(s string) *ir.Global {
	return r.textConst("str:"+s, s, allNameChars(s))
}

// allNameChars reports whether s is non-empty and all ASCII letters,
// digits and underscores: the str constants CPython interns.
func allNameChars(s string) bool {
	if s == "" {
		return false // the empty str is a singleton already
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// Bytes returns the slot of a bytes constant.
func (r *Runtime) Bytes(s []byte) *ir.Global {
	return r.constSlot("bytes:"+string(s), func(r *Runtime, b *ir.Block) value.Value {
		return r.CallC(b, capi.BytesFromStringAndSize, r.CString(string(s)), constant.NewInt(types.I64, int64(len(s))))
	})
}

// Int returns the slot of an int constant.
func (r *Runtime) Int(v *big.Int) *ir.Global {
	return r.constSlot("int:"+v.String(), func(r *Runtime, b *ir.Block) value.Value {
		if v.IsInt64() {
			return r.CallC(b, capi.LongFromLongLong, constant.NewInt(types.I64, v.Int64()))
		}
		return r.CallC(b, capi.LongFromString, r.CString(v.String()), constant.NewNull(types.I8Ptr), constant.NewInt(types.I32, 10))
	})
}

// Float returns the slot of a float constant.
func (r *Runtime) Float(f float64) *ir.Global {
	return r.constSlot("float:"+strconv.FormatUint(math.Float64bits(f), 16), func(r *Runtime, b *ir.Block) value.Value {
		return r.CallC(b, capi.FloatFromDouble, constant.NewFloat(types.Double, f))
	})
}

// Imaginary returns the slot of an imaginary literal's constant: the
// complex 0 + imag·j (`3j`; `1 + 3j` adds the int at run time, as
// CPython folds it).
func (r *Runtime) Imaginary(imag float64) *ir.Global {
	return r.constSlot("complex:"+strconv.FormatUint(math.Float64bits(imag), 16), func(r *Runtime, b *ir.Block) value.Value {
		return r.CallC(b, capi.ComplexFromDoubles, constant.NewFloat(types.Double, 0), constant.NewFloat(types.Double, imag))
	})
}

// NameTuple returns the slot of a tuple of interned strs (vectorcall kwnames).
func (r *Runtime) NameTuple(names []string) *ir.Global {
	key := "tuple:"
	for _, n := range names {
		key += n + "\x00"
	}
	return r.constSlot(key, func(r *Runtime, b *ir.Block) value.Value {
		t := r.CallC(b, capi.TupleNew, constant.NewInt(types.I64, int64(len(names))))
		for i, n := range names {
			s := r.CallC(b, capi.UnicodeInternFromString, r.CString(n))
			// A failed intern leaves NULL in the tuple; the caller's
			// check of the tuple itself is enough at import.
			r.CallC(b, capi.TupleSetItem, t, constant.NewInt(types.I64, int64(i)), s)
		}
		return t
	})
}

// EmitConstInit defines `i32 @sp.init_consts()`, which creates every
// constant requested so far; it returns -1 with an exception set on
// failure. Call it after all code is lowered.
func (r *Runtime) EmitConstInit() *ir.Func {
	f := r.M.NewFunc("sp.init_consts", types.I32)
	f.Linkage = enum.LinkageInternal
	// Run once, at import: not worth opt's and llc's time.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	b := f.NewBlock("entry")
	fail := f.NewBlock("fail")
	fail.NewRet(constant.NewInt(types.I32, -1))
	keys := make([]string, 0, len(r.consts))
	for k := range r.consts {
		keys = append(keys, k)
	}
	// Creation order follows slot numbering, so the output is deterministic.
	sort.Slice(keys, func(i, j int) bool { return r.consts[keys[i]].slot.Name() < r.consts[keys[j]].slot.Name() })
	sort.SliceStable(keys, func(i, j int) bool {
		return slotIndex(r.consts[keys[i]].slot) < slotIndex(r.consts[keys[j]].slot)
	})
	// A run of str constants is one call of sp.consts.text over a table
	// of their texts (most of a module's constants are names: four
	// instructions and a branch each in line); the others are made in
	// line, in the same order.
	type textEntry struct {
		text, slot, size constant.Constant
	}
	var run []textEntry
	flush := func() {
		if len(run) == 0 {
			return
		}
		at := types.NewArray(uint64(len(run)), textConstType)
		t := r.M.NewGlobalDef(fmt.Sprintf("sp.consts.table.%d", r.textTables), constant.NewZeroInitializer(at))
		entries := make([]constant.Constant, len(run))
		for i, e := range run {
			entries[i] = constant.NewStruct(textConstType, RelOffset(e.text, t), RelOffset(e.slot, t), e.size)
		}
		t.Init = constant.NewArray(at, entries...)
		t.Linkage, t.Immutable = enum.LinkageInternal, true
		r.textTables++
		v := b.NewCall(r.textConstsFunc(), constant.NewGetElementPtr(t.ContentType, t, constant.NewInt(types.I64, 0), constant.NewInt(types.I64, 0)), constant.NewInt(types.I64, int64(len(run))))
		next := f.NewBlock(fmt.Sprintf("t%d", r.textTables))
		b.NewCondBr(b.NewICmp(enum.IPredSLT, v, constant.NewInt(types.I32, 0)), fail, next)
		b = next
		run = nil
	}
	for i, k := range keys {
		c := r.consts[k]
		if c.text != nil {
			n := int64(len(*c.text))
			if c.intern {
				n = -1
			}
			run = append(run, textEntry{r.CString(*c.text).(constant.Constant), c.slot, constant.NewInt(types.I64, n)})
			continue
		}
		flush()
		v := c.make(r, b)
		b.NewStore(v, c.slot)
		isNull := b.NewICmp(enum.IPredEQ, v, Null)
		next := f.NewBlock(fmt.Sprintf("c%d", i))
		b.NewCondBr(isNull, fail, next)
		b = next
	}
	flush()
	b.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// textConstType is an entry of a table of str constants: the text and
// the constant's slot, each by its offset from the table (RelOffset),
// and the text's length (-1: NUL-terminated, interned).
var textConstType = types.NewStruct(types.I32, types.I32, types.I64)

// RelOffset is the address of target less that of table, as an i32: a
// table of such offsets needs no relocation when the shared object is
// loaded (the linker resolves them), where a pointer costs 24 bytes of
// .rela.dyn and one of .data.rel.ro each. AtOffset reads one back.
func RelOffset(target constant.Constant, table *ir.Global) constant.Constant {
	return constant.NewTrunc(constant.NewSub(constant.NewPtrToInt(target, types.I64), constant.NewPtrToInt(table, types.I64)), types.I32)
}

// AtOffset is the address a RelOffset off from base stands for, as a
// pointer to t.
func AtOffset(b *ir.Block, base, off value.Value, t types.Type) value.Value {
	p := b.NewGetElementPtr(types.I8, b.NewBitCast(base, types.I8Ptr), b.NewSExt(off, types.I64))
	return b.NewBitCast(p, types.NewPointer(t))
}

// textConstsFunc returns `i32 @sp.consts.text(entries, n)`: each of
// the n entries of the table at entries (its first) gives its
// str into its slot, interned (PyUnicode_InternFromString) or decoded
// (PyUnicode_DecodeUTF8, NULs included); -1 at the first that fails.
// It runs once, at import: optnone.
func (r *Runtime) textConstsFunc() *ir.Func {
	f, done := r.helper("sp.consts.text", types.I32, ir.NewParam("entries", types.NewPointer(textConstType)), ir.NewParam("n", types.I64))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	entries, n := f.Params[0], f.Params[1]
	entry, loop, body, interned, decoded, store, done2, fail := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("body"),
		f.NewBlock("interned"), f.NewBlock("decoded"), f.NewBlock("store"), f.NewBlock("done"), f.NewBlock("fail")
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), entry))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, done2)
	field := func(b *ir.Block, k int64) value.Value {
		return b.NewGetElementPtr(textConstType, entries, i, i32(k))
	}
	text := AtOffset(body, entries, body.NewLoad(types.I32, field(body, 0)), types.I8)
	slot := AtOffset(body, entries, body.NewLoad(types.I32, field(body, 1)), Obj)
	size := body.NewLoad(types.I64, field(body, 2))
	body.NewCondBr(body.NewICmp(enum.IPredSLT, size, i64(0)), interned, decoded)
	a := r.CallC(interned, capi.UnicodeInternFromString, text)
	interned.NewBr(store)
	d := r.CallC(decoded, capi.UnicodeDecodeUTF8, text, size, constant.NewNull(types.I8Ptr))
	decoded.NewBr(store)
	v := store.NewPhi(ir.NewIncoming(a, interned), ir.NewIncoming(d, decoded))
	store.NewStore(v, slot)
	next := f.NewBlock("next")
	store.NewCondBr(store.NewICmp(enum.IPredEQ, v, Null), fail, next)
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAdd(i, i64(1)), next))
	next.NewBr(loop)
	done2.NewRet(i32(0))
	fail.NewRet(i32(-1))
	return f
}

func slotIndex(g *ir.Global) int {
	var n int
	fmt.Sscanf(g.Name(), "sp.const.%d", &n)
	return n
}
