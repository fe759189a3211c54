// This file implements the facts lowering hands to the IR passes beside
// the module: what each emitted function is for, stated explicitly so
// that no pass has to infer it from symbol or parameter names.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/runtime"
)

// Result is what Lower returns: the raw IR, before any pass, and the
// facts the passes in package irpass need about it.
type Result struct {
	Module *ir.Module
	Facts  *Facts
	// ABI is the CPython ABI the module was lowered for; the passes
	// that depend on it (expand-refcounts) read it from here.
	ABI *runtime.ABI
}

// Facts describe the functions of a lowered module for the IR passes.
// Every map is keyed by the module's own values; a pass that rebuilds a
// function must keep the facts true.
type Facts struct {
	// NoAliasVariants maps each noalias variant of a native body to the
	// plain body. The boundary calls a variant only after checking that
	// the buffers it passes do not overlap, which is what lets the
	// noalias pass mark its buffer pointers.
	NoAliasVariants map[*ir.Func]*ir.Func
	// BufferPointers are the data-pointer parameters of Array arguments
	// (the second of each Array's three native parameters), in plain
	// bodies and variants alike.
	BufferPointers map[*ir.Param]bool
	// Helpers are the defined functions that are not the module's own
	// code (native bodies, variants, wrappers, PyInit): the runtime's
	// and lowering's shared helpers. The splitter copies them into
	// every partition that uses them so that they still inline.
	Helpers map[*ir.Func]bool
	// Incref, Decref and XDecref are the abstract refcount operations
	// (runtime.Runtime declares them): calls the elision pass pairs up
	// and expand-refcounts gives bodies.
	Incref, Decref, XDecref *ir.Func
}

// facts collects the facts of the module mb emitted.
func (mb *moduleBuilder) facts() *Facts {
	fs := &Facts{
		NoAliasVariants: map[*ir.Func]*ir.Func{},
		BufferPointers:  map[*ir.Param]bool{},
		Helpers:         map[*ir.Func]bool{},
	}
	fs.Incref, fs.Decref, fs.XDecref = mb.rt.RefcountFuncs()
	for decl, v := range mb.noAliasVariants {
		fs.NoAliasVariants[v] = mb.natives[decl]
	}
	for _, p := range mb.bufferParams {
		fs.BufferPointers[p] = true
	}
	for _, f := range mb.m.Funcs {
		if f.Blocks != nil && !mb.own[f] {
			fs.Helpers[f] = true
		}
	}
	return fs
}

// ownFunc records f as the module's own code (not a shared helper).
func (mb *moduleBuilder) ownFunc(f *ir.Func) *ir.Func {
	mb.own[f] = true
	return f
}
