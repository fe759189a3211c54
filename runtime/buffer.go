// This file implements buffer access for Array[T]: acquiring a view of
// any buffer-protocol object whose items match T, and releasing it.

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Buffer request flags.
const (
	pyBUFFormat       = 0x0004
	pyBUFCContiguous  = 0x0038 // PyBUF_C_CONTIGUOUS (includes STRIDES and ND)
	getBufferNotFit   = -2     // status: the object is not a matching buffer
	getBufferError    = -1     // status: an exception is set
	getBufferAccepted = 0
)

// BufferType is the LLVM type of a Py_buffer.
func (r *Runtime) BufferType() types.Type {
	return types.NewArray(uint64(r.ABI.SizeofBuffer), types.I8)
}

// Buffer-acquisition statuses returned by GetBufferFunc.
const (
	BufferOK    = getBufferAccepted
	BufferError = getBufferError
	BufferNoFit = getBufferNotFit
)

// formatChars are the buffer format characters of each kind of element,
// as the interpreted runtime accepts them (any character of the right
// kind, with the right item size).
func formatChars(p *primitives.Prim) string {
	switch {
	case p.IsFloat():
		return "fd"
	case p.Signed:
		return "bhilqn"
	}
	return "BHILQN"
}

// GetBufferFunc returns `i32 @sp.getbuffer.T[.w](PyObject* o, Py_buffer* view)`:
// 0 when view now holds a C-contiguous buffer of T items, -2 (no
// exception set) when o is not such a buffer, -1 with an exception set
// otherwise (a read-only buffer where the code writes).
func (r *Runtime) GetBufferFunc(p *primitives.Prim, writable bool) *ir.Func {
	name := "sp.getbuffer." + p.Name
	if writable {
		name += ".w"
	}
	f, done := r.helper(name, types.I32, ir.NewParam("o", Obj), ir.NewParam("view", types.I8Ptr))
	if done {
		return f
	}
	o, view := f.Params[0], f.Params[1]
	entry := f.NewBlock("entry")
	nofit := f.NewBlock("nofit")
	nofit.NewRet(constant.NewInt(types.I32, getBufferNotFit))
	got := r.CallC(entry, capi.ObjectGetBuffer, o, view, constant.NewInt(types.I32, pyBUFFormat|pyBUFCContiguous))
	check := f.NewBlock("check")
	clear := f.NewBlock("clear")
	entry.NewCondBr(entry.NewICmp(enum.IPredSLT, got, constant.NewInt(types.I32, 0)), clear, check)
	r.CallC(clear, capi.ErrClear)
	clear.NewBr(nofit)

	field := func(b *ir.Block, off int64, t types.Type) value.Value { return loadField(b, view, off, t) }
	reject := f.NewBlock("reject")
	r.CallC(reject, capi.BufferRelease, view)
	reject.NewBr(nofit)

	itemsize := field(check, r.ABI.OffsetBufferItemsize, types.I64)
	sizeOK := check.NewICmp(enum.IPredEQ, itemsize, constant.NewInt(types.I64, int64(p.Bytes())))
	fmtB := f.NewBlock("format")
	check.NewCondBr(sizeOK, fmtB, reject)

	// The format is one character of the right kind, optionally after a
	// native byte-order mark ('@', '=' or '<' on little-endian x86-64).
	format := field(fmtB, r.ABI.OffsetBufferFormat, types.I8Ptr)
	c0 := fmtB.NewLoad(types.I8, format)
	isMark := fmtB.NewOr(fmtB.NewOr(fmtB.NewICmp(enum.IPredEQ, c0, ch('@')), fmtB.NewICmp(enum.IPredEQ, c0, ch('='))), fmtB.NewICmp(enum.IPredEQ, c0, ch('<')))
	skip := fmtB.NewZExt(isMark, types.I64)
	cp := fmtB.NewGetElementPtr(types.I8, format, skip)
	c := fmtB.NewLoad(types.I8, cp)
	rest := fmtB.NewLoad(types.I8, fmtB.NewGetElementPtr(types.I8, cp, constant.NewInt(types.I64, 1)))
	var kindOK value.Value = constant.False
	for _, k := range formatChars(p) {
		kindOK = fmtB.NewOr(kindOK, fmtB.NewICmp(enum.IPredEQ, c, ch(byte(k))))
	}
	ok := fmtB.NewAnd(kindOK, fmtB.NewICmp(enum.IPredEQ, rest, ch(0)))
	accepted := f.NewBlock("accepted")
	fmtB.NewCondBr(ok, accepted, reject)
	if !writable {
		accepted.NewRet(constant.NewInt(types.I32, getBufferAccepted))
		return f
	}
	ro := field(accepted, r.ABI.OffsetBufferReadonly, types.I32)
	readonly := f.NewBlock("readonly")
	good := f.NewBlock("good")
	accepted.NewCondBr(accepted.NewICmp(enum.IPredNE, ro, constant.NewInt(types.I32, 0)), readonly, good)
	r.CallC(readonly, capi.BufferRelease, view)
	r.RaiseString(readonly, "PyExc_TypeError", "cannot modify read-only memory")
	readonly.NewRet(constant.NewInt(types.I32, getBufferError))
	good.NewRet(constant.NewInt(types.I32, getBufferAccepted))
	return f
}

func ch(c byte) constant.Constant { return constant.NewInt(types.I8, int64(c)) }

// BufferData loads view->buf as a T* and the element count view->len / sizeof(T).
func (r *Runtime) BufferData(b *ir.Block, view value.Value, p *primitives.Prim) (data, n value.Value) {
	data = b.NewBitCast(loadField(b, view, r.ABI.OffsetBufferBuf, types.I8Ptr), types.NewPointer(p.MemLLVM()))
	n = b.NewSDiv(loadField(b, view, r.ABI.OffsetBufferLen, types.I64), constant.NewInt(types.I64, int64(p.Bytes())))
	return data, n
}

// ReleaseBuffer emits the release of view, which does nothing when the
// view holds no buffer (its obj field is NULL), and returns the call.
func (r *Runtime) ReleaseBuffer(b *ir.Block, view value.Value) *ir.InstCall {
	return b.NewCall(r.releaseBufferFunc(), view)
}

// releaseBufferFunc returns `void @sp.buffer.release(Py_buffer* view)`:
// PyBuffer_Release(view) when view->obj is set. PyBuffer_Release itself
// does nothing on an empty view; the test inline saves the call where
// the view was never filled on this path.
func (r *Runtime) releaseBufferFunc() *ir.Func {
	f, done := r.helper("sp.buffer.release", types.Void, ir.NewParam("view", types.I8Ptr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	view := f.Params[0]
	entry := f.NewBlock("entry")
	release := f.NewBlock("release")
	empty := f.NewBlock("done")
	obj := loadField(entry, view, r.ABI.OffsetBufferObj, Obj)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, obj, Null), empty, release)
	r.CallC(release, capi.BufferRelease, view)
	release.NewBr(empty)
	empty.NewRet(nil)
	return f
}

// ArrayClassName is the Python name of Array[T].
func ArrayClassName(p *primitives.Prim) string { return fmt.Sprintf("Array[%s]", p.Name) }
