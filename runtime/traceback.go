// This file implements the traceback entries of compiled frames.

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// AddTraceback emits, in b, the traceback entry of an exception that
// leaves the compiled frame name (a function, or a comprehension's
// implicit function) of file at line, as CPython's interpreter adds one
// per frame the exception passes through.
//
// _PyTraceback_Add, which C extensions use for this, makes an empty code
// object, a globals dict and a frame object for every entry and frees
// them with the traceback: ≈2,000 instructions, which made an exception
// raised and caught in compiled code three times as dear as in the
// interpreter. The entry of a given frame and line is always the same
// (an empty code object named after the frame, whose first line is the
// line, in a frame whose f_lineno is the line), so sp.traceback.add
// makes that frame once, on the first exception that passes there, keeps
// it in the site, and then only links a traceback object to it.
// The tracebacks are those _PyTraceback_Add made (the same tb_lineno,
// tb_lasti, f_code and f_lineno, as 3.13 reads tb_lineno from the code),
// except that tb_frame is shared by the tracebacks of one site and its
// f_globals is the module's namespace rather than an empty dict.
func (r *Runtime) AddTraceback(b *ir.Block, name, file string, line int64) {
	b.NewCall(r.tracebackAddFunc(), r.tracebackSite(name, file, line))
}

// tracebackKey is what makes a traceback site.
type tracebackKey struct {
	name, file string
	line       int64
}

func (k tracebackKey) String() string { return fmt.Sprintf("%s\x00%s\x00%d", k.name, k.file, k.line) }

// tracebackSiteType is a traceback entry's site: the frame (NULL until
// the first exception passes there), then the frame's name and its file
// (as RelOffsets from the site: no relocations at load) and the line,
// which make it.
var tracebackSiteType = types.NewStruct(Obj, types.I32, types.I32, types.I32)

// tracebackSite returns the site of the traceback entries of frame name
// of file at line: one call argument at each error exit.
func (r *Runtime) tracebackSite(name, file string, line int64) *ir.Global {
	key := tracebackKey{name, file, line}
	site, ok := r.tracebackSites[key.String()]
	if !ok {
		site = r.M.NewGlobalDef(fmt.Sprintf("sp.tbsite.%d", len(r.tracebackSites)), constant.NewZeroInitializer(tracebackSiteType))
		site.Init = constant.NewStruct(tracebackSiteType, constant.NewNull(types.I8Ptr),
			RelOffset(r.CString(name).(constant.Constant), site), RelOffset(r.CString(file).(constant.Constant), site), constant.NewInt(types.I32, line))
		site.Linkage = enum.LinkageInternal
		r.tracebackSites[key.String()] = site
		r.tracebackSiteOf[site] = key
	}
	return site
}

// tracebackAddFunc returns `void @sp.traceback.add(site*)`: PyTraceBack_Here
// of the site's frame, made first when the site has none. The frame is
// made with the pending exception set aside (making the code object may
// run Python code, the filesystem codec's); if it cannot be made, the
// entry is left to _PyTraceback_Add, which then fails the same way,
// keeping the pending exception.
func (r *Runtime) tracebackAddFunc() *ir.Func {
	f, done := r.helper("sp.traceback.add", types.Void, ir.NewParam("site", types.NewPointer(tracebackSiteType)))
	if done {
		return f
	}
	// Only a propagating exception calls it: cold, as _PyTraceback_Add
	// is, so that lowering's cold-block analysis and LLVM's layout keep
	// treating the blocks that call it as error paths.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold, enum.FuncAttrNoInline)
	site := f.Params[0]
	entry, mk, made, link, fallback := f.NewBlock("entry"), f.NewBlock("make"), f.NewBlock("made"), f.NewBlock("link"), f.NewBlock("fallback")
	field := func(i int64) value.Value {
		return entry.NewGetElementPtr(tracebackSiteType, site, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
	}
	slot := field(0)
	name := AtOffset(entry, site, entry.NewLoad(types.I32, field(1)), types.I8)
	file := AtOffset(entry, site, entry.NewLoad(types.I32, field(2)), types.I8)
	line := entry.NewLoad(types.I32, field(3))

	cached := entry.NewLoad(Obj, slot)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, cached, Null), mk, link)

	// The module's namespace, which the functions' __globals__ also are;
	// not yet set while the module object is being made.
	globals := mk.NewLoad(Obj, r.FunctionGlobals())
	saving := f.NewBlock("save")
	mk.NewCondBr(mk.NewICmp(enum.IPredEQ, globals, Null), fallback, saving)
	typ, val, tb := saving.NewAlloca(Obj), saving.NewAlloca(Obj), saving.NewAlloca(Obj)
	r.CallC(saving, capi.ErrFetch, typ, val, tb)
	restore := func(b *ir.Block) {
		r.CallC(b, capi.ErrRestore, b.NewLoad(Obj, typ), b.NewLoad(Obj, val), b.NewLoad(Obj, tb))
	}
	failed := f.NewBlock("failed")
	r.CallC(failed, capi.ErrClear)
	restore(failed)
	failed.NewBr(fallback)
	code := r.CallC(saving, capi.CodeNewEmpty, file, name, line)
	frameB := f.NewBlock("frame")
	saving.NewCondBr(saving.NewICmp(enum.IPredEQ, code, Null), failed, frameB)
	frame := r.CallC(frameB, capi.FrameNew, r.CallC(frameB, capi.ThreadStateGet), code, globals, Null)
	r.Decref(frameB, code)
	frameB.NewCondBr(frameB.NewICmp(enum.IPredEQ, frame, Null), failed, made)
	made.NewStore(line, fieldPtr(made, frame, r.ABI.OffsetFrameLineno, types.I32))
	made.NewStore(frame, slot) // the slot keeps the frame's reference
	restore(made)
	made.NewBr(link)

	fr := link.NewPhi(ir.NewIncoming(cached, entry), ir.NewIncoming(frame, made))
	r.CallC(link, capi.TraceBackHere, fr)
	link.NewRet(nil)

	r.CallC(fallback, capi.TracebackAdd, name, file, line)
	fallback.NewRet(nil)
	return f
}
