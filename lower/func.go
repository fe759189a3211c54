// This file implements the per-function state of lowering: blocks, local
// slots, owned temporaries and the error paths.

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

// val is a lowered expression: its IR value, its checker type, and, for
// objects, whether the code holds a reference it must release.
type val struct {
	v     value.Value
	t     typecheck.Type
	owned bool
}

// loopTarget is where break and continue go; cleanups is how many
// cleanups were active when the loop began (those pushed since run on
// the way out).
type loopTarget struct {
	brk, cont *ir.Block
	cleanups  int
}

// cleanup is code that must run when control leaves a protected region
// by return, break or continue: a finally body, a with's __exit__, the
// restoring of the handled exception.
type cleanup struct {
	emit func()
	// errDepth is the depth of the error-target stack outside the
	// region: errors inside the cleanup go there.
	errDepth int
}

// fnBuilder holds the state of lowering one function (or the module body).
type fnBuilder struct {
	mb     *moduleBuilder
	rt     *runtime.Runtime
	f      *ir.Func
	decl   *typecheck.FuncDecl // nil for the module body
	pyName string              // the name tracebacks show
	entry  *ir.Block           // holds the allocas
	// importing is set while a module-level `from … import` binds its
	// names: that binding is the import's, not a rebinding
	// (globalRebound).
	importing bool
	b         *ir.Block // the block being filled
	slots     map[*typecheck.Var]*ir.InstAlloca
	objects   []*ir.InstAlloca // slots holding references, released on exit
	// iterSlots are the slots of the for loops (and comprehensions) so
	// far, in the order they were lowered; errMark is, for an error
	// target, how many there were when it was pushed, and loopsInside
	// the slots of the loops lowered while it was the target (exceptions.go).
	iterSlots   []*ir.InstAlloca
	errMark     map[*ir.Block]int
	loopsInside map[*ir.Block][]*ir.InstAlloca
	// bound holds, for each primitive local that is not a parameter, an
	// i1 slot saying whether it has been assigned: reading it before
	// raises UnboundLocalError, as the interpreted function does. finish
	// sets the flag after every store to the local's slot; initStores
	// are the entry's zero stores, which do not count.
	bound      map[*typecheck.Var]*ir.InstAlloca
	initStores map[*ir.InstStore]bool
	// nullable marks live temporaries that may be NULL (releaseLive).
	nullable map[value.Value]bool
	arrays   map[*typecheck.Var]*arraySlots
	// freeCells are the cells of enclosing functions' variables (native
	// parameters); ownCells the slots holding the cells of this
	// function's captured variables.
	freeCells map[*typecheck.Var]value.Value
	ownCells  map[*typecheck.Var]*ir.InstAlloca
	views     []*ir.InstAlloca // Py_buffers held by this function, released on exit
	// filled marks the views a buffer is ever acquired into (storeArray);
	// releases records the release emitted for each view, so that finish
	// can drop those of views never filled (an Array parameter the body
	// does not rebind: the caller holds its buffer).
	filled    map[*ir.InstAlloca]bool
	releases  map[*ir.InstAlloca][]*ir.InstCall
	viewInits map[*ir.InstAlloca]*ir.InstStore // each view's zeroing on entry
	tstate    value.Value                      // the thread state, read in the entry block (threadState)
	leaf      bool                             // the body calls nothing: no recursion guard (leafBody)
	live      []value.Value                    // owned temporaries not yet consumed
	loops     []loopTarget
	errExit   *ir.Block
	// assigned are, per statement list being lowered, the locals its
	// statements so far have assigned (assigned.go).
	assigned []map[*typecheck.Var]bool
	// errExits are the shared error exits made so far (errexits.go).
	errExits map[string]*ir.Block
	// tracebackLater marks error exits whose traceback entry the error
	// target adds itself, only for the exceptions it does not catch
	// (awaitNext: the StopAsyncIteration that ends an async for gets
	// none, as nothing can see it).
	tracebackLater bool
	// errTargets are the handlers of the enclosing try statements; an
	// exception goes to the innermost, or leaves the function.
	errTargets []*ir.Block
	cleanups   []cleanup
	// classNS is the namespace of the class body being run, and
	// classInfo its class: the names its body binds are entries of
	// classNS.
	classNS   value.Value
	classInfo *typecheck.ClassInfo
	// frames are the comprehensions being lowered, innermost last.
	frames []frame
	// proofs is what the current loop version has proven of the index
	// expressions of its array accesses (versioned).
	proofs map[parser.Expr]indexProof
	// passed are the bounds checks that passed on every path to the
	// point being lowered (array.go, passedChecks).
	passed passedChecks
	// restart is the innermost versioned while loop being lowered, whose
	// proven copy leaves for the checked one on a negative index
	// (restart.go); restartAt is the statement of its body being
	// lowered that such an exit may restart, or nil.
	restart   *restartLoop
	restartAt parser.Stmt
	nblocks   int
	// stmtLine is the line of the statement being lowered: tracebacks
	// use it where an expression has no better line of its own.
	stmtLine int
	// gen is the coroutine state of a native generator's body, nil in
	// any other function (generator.go).
	gen *genBuilder
	// proven are the parameters proven instances of their class for the
	// whole body (proven.go), computed on first use.
	proven map[string]*typecheck.ClassInfo
	// numLocals are the locals kept as unboxed floats (numlocals.go).
	numLocals map[*typecheck.Var]*numLocal
	// intLocals are the locals kept as unboxed ints (intlocals.go).
	intLocals map[*typecheck.Var]*intLocal
	// walrus are the names the body binds with `:=` (walrusBound).
	walrus map[string]bool
	// scratches are the stack arrays shared by the operations that fill
	// one and are done with it before any other operation runs
	// (scratch), by type.
	scratches map[string]*ir.InstAlloca
}

func (mb *moduleBuilder) newFnBuilder(f *ir.Func, decl *typecheck.FuncDecl, pyName string) *fnBuilder {
	fb := &fnBuilder{mb: mb, rt: mb.rt, f: f, decl: decl, pyName: pyName, slots: map[*typecheck.Var]*ir.InstAlloca{}, arrays: map[*typecheck.Var]*arraySlots{},
		filled: map[*ir.InstAlloca]bool{}, releases: map[*ir.InstAlloca][]*ir.InstCall{}, viewInits: map[*ir.InstAlloca]*ir.InstStore{},
		bound: map[*typecheck.Var]*ir.InstAlloca{}, initStores: map[*ir.InstStore]bool{}, nullable: map[value.Value]bool{},
		freeCells: map[*typecheck.Var]value.Value{}, ownCells: map[*typecheck.Var]*ir.InstAlloca{}}
	// Block labels share LLVM's local namespace with parameters, which
	// carry the Python names; a dot keeps the two apart (a parameter may
	// be called body, never body.0), and block() numbers from 1.
	if decl != nil && decl.Def != nil {
		mb.lineTable.startFunc(f, decl.Def.Line)
	}
	fb.entry = f.NewBlock("entry.0")
	fb.b = f.NewBlock("body.0")
	fb.errExit = f.NewBlock("error.0")
	return fb
}

// block makes a new basic block with a readable name.
func (fb *fnBuilder) block(name string) *ir.Block {
	fb.nblocks++
	return fb.f.NewBlock(fmt.Sprintf("%s.%d", name, fb.nblocks))
}

// terminated reports whether the current block already ends.
func (fb *fnBuilder) terminated() bool { return fb.b.Term != nil }

// br ends the current block with a jump, unless it already ended.
func (fb *fnBuilder) br(to *ir.Block) {
	if !fb.terminated() {
		fb.b.NewBr(to)
	}
}

// alloca makes a stack slot in the entry block.
func (fb *fnBuilder) alloca(t types.Type) *ir.InstAlloca {
	return fb.entry.NewAlloca(t)
}

// scratch returns a stack slot of type t for an operation that fills it
// and is done with it with no other lowering in between (an argument
// vector stored after its arguments are evaluated and read by the call,
// the items an unpacking copies out): every such operation of the
// function shares one slot per type. A slot per site made the frame of
// a function of hundreds of unpackings or calls tens of kilobytes, each
// site writing its own cache lines (LLVM colours no stack slots of ours:
// they carry no lifetime markers).
func (fb *fnBuilder) scratch(t types.Type) *ir.InstAlloca {
	key := t.LLString()
	if a, ok := fb.scratches[key]; ok {
		return a
	}
	if fb.scratches == nil {
		fb.scratches = map[string]*ir.InstAlloca{}
	}
	a := fb.alloca(t)
	fb.scratches[key] = a
	return a
}

// objectSlot makes a slot holding a reference (NULL when empty) that
// every exit releases.
func (fb *fnBuilder) objectSlot() *ir.InstAlloca {
	a := fb.alloca(runtime.Obj)
	fb.entry.NewStore(runtime.Null, a)
	fb.objects = append(fb.objects, a)
	return a
}

// produce records an owned temporary, released on an error path.
func (fb *fnBuilder) produce(v value.Value, t typecheck.Type) val {
	fb.live = append(fb.live, v)
	return val{v: v, t: t, owned: true}
}

// produceNullable registers a temporary that may be NULL (a reference
// taken on one path only): error paths release it with Py_XDECREF.
func (fb *fnBuilder) produceNullable(v value.Value) {
	fb.live = append(fb.live, v)
	fb.nullable[v] = true
}

// releaseLive drops the live temporaries' references in b (an error
// path).
func (fb *fnBuilder) releaseLive(b *ir.Block) {
	for _, t := range fb.live {
		if fb.nullable[t] {
			fb.rt.XDecref(b, t)
		} else {
			fb.rt.Decref(b, t)
		}
	}
}

// consume forgets an owned temporary whose reference moved elsewhere.
func (fb *fnBuilder) consume(v val) {
	if !v.owned {
		return
	}
	for i := len(fb.live) - 1; i >= 0; i-- {
		if fb.live[i] == v.v {
			fb.live = append(fb.live[:i], fb.live[i+1:]...)
			return
		}
	}
}

// release drops the reference of an owned temporary.
func (fb *fnBuilder) release(v val) {
	if !v.owned {
		return
	}
	fb.consume(v)
	fb.rt.Decref(fb.b, v.v)
}

// own returns v as an owned reference (increfing a borrowed one).
func (fb *fnBuilder) own(v val) val {
	if v.owned {
		return v
	}
	fb.rt.Incref(fb.b, v.v)
	return fb.produce(v.v, v.t)
}

// errorIf branches to the error path when cond is true: it releases
// the live temporaries, adds a traceback entry for line, and leaves the
// function (errorExit: a block shared by the sites that leave alike).
// Emission continues on the fall-through path.
func (fb *fnBuilder) errorIf(cond value.Value, line int) {
	errB := fb.errorExit(line)
	cont := fb.block("ok")
	unlikely(fb.b.NewCondBr(cond, errB, cont))
	fb.b = cont
}

// raiseHere jumps to the error path from the current block (an exception
// has just been set).
func (fb *fnBuilder) raiseHere(line int) {
	fb.b.NewBr(fb.errorExit(line))
	fb.b = fb.block("dead")
}

// addTraceback adds the traceback entries of an exception raised at
// line ln in the innermost frame.
func (fb *fnBuilder) addTraceback(b *ir.Block, ln int) {
	// Inside a comprehension, CPython has a frame of its own
	// (<listcomp>, <genexpr>...) below the function's; add one entry per
	// frame, innermost first.
	for i := len(fb.frames) - 1; i >= 0; i-- {
		fb.rt.AddTraceback(b, fb.frames[i].name, fb.mb.sourcePath(), int64(ln))
		ln = fb.frames[i].line
	}
	fb.rt.AddTraceback(b, fb.pyName, fb.mb.sourcePath(), int64(ln))
}

// frame is a comprehension's implicit function, for tracebacks: its name
// and the line, in the enclosing frame, that runs it.
type frame struct {
	name string
	line int
}

// checkNull raises if an object result is NULL; otherwise the result is
// an owned temporary.
func (fb *fnBuilder) checkNull(v value.Value, t typecheck.Type, line int) val {
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, v, runtime.Null), line)
	return fb.produce(v, t)
}

// checkStatus raises if a C API int status is negative (-1).
func (fb *fnBuilder) checkStatus(v value.Value, line int) {
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, v, constant.NewInt(v.Type().(*types.IntType), 0)), line)
}

// checkResult unpacks a {value, i1 failed} result, raising on failure.
func (fb *fnBuilder) checkResult(r value.Value, line int) value.Value {
	failed := fb.b.NewExtractValue(r, 1)
	fb.errorIf(failed, line)
	return fb.b.NewExtractValue(r, 0)
}

// releaseLocals releases the references held in object slots.
func (fb *fnBuilder) releaseLocals(b *ir.Block) {
	for _, v := range fb.views {
		fb.releaseView(b, v)
	}
	for _, s := range fb.objects {
		fb.rt.XDecref(b, b.NewLoad(runtime.Obj, s))
	}
}

// line is the source line of a node.
func line(n parser.Node) int { return n.Loc().Line }

// declareLocal gives a variable its stack slot. A primitive's slot
// starts at zero: code reading it before any assignment (an unbound local
// is not detected for primitives yet) gets one defined value, where an
// uninitialised slot would be undef to LLVM, free to differ between the
// bounds proof before a loop (boundsProof) and the access in it.
func (fb *fnBuilder) declareLocal(v *typecheck.Var) {
	if typecheck.IsObject(v.Type) {
		fb.slots[v] = fb.objectSlot()
	} else {
		t := llvmType(v.Type)
		fb.slots[v] = fb.alloca(t)
		fb.initStores[fb.entry.NewStore(constant.NewZeroInitializer(t), fb.slots[v])] = true
		if !v.Param {
			flag := fb.alloca(types.I1)
			fb.initStores[fb.entry.NewStore(constant.False, flag)] = true
			fb.bound[v] = flag
		}
	}
}

// markAssignments sets each primitive local's bound flag after every
// store to its slot, wherever lowering emitted it (assignments, loop
// variables, augmented assignments, ...). LLVM folds the flag away
// where an assignment dominates the read.
func (fb *fnBuilder) markAssignments() {
	if len(fb.bound) == 0 {
		return
	}
	flagOf := map[value.Value]*ir.InstAlloca{}
	for v, flag := range fb.bound {
		flagOf[fb.slots[v]] = flag
	}
	for _, b := range fb.f.Blocks {
		var insts []ir.Instruction
		for _, inst := range b.Insts {
			insts = append(insts, inst)
			st, ok := inst.(*ir.InstStore)
			if !ok || fb.initStores[st] {
				continue
			}
			if flag := flagOf[st.Dst]; flag != nil {
				insts = append(insts, ir.NewStore(constant.True, flag))
			}
		}
		b.Insts = insts
	}
}

// hasSlot reports whether v lives in a slot of this function (module
// variables live in the module's dict instead).
func (fb *fnBuilder) hasSlot(v *typecheck.Var) bool {
	if _, ok := fb.slots[v]; ok {
		return true
	}
	_, ok := fb.arrays[v]
	return ok
}
