// This file implements source line information for the IR (Config.Debug):
// DWARF line tables through LLVM's debug metadata, so that perf, gdb and
// lldb show walk.py:LINE for compiled code, and `staticpyc annotate` can
// tell which source line each optimized instruction came from.
//
// Lowering does not thread a line through every emitter. Instead the
// instructions emitted since the last claim are claimed, whenever a
// statement starts or ends, by the statement being lowered at that point
// (stmt): a loop's header by the loop before its body starts, the body's
// statements by themselves, the loop's back jump by the loop again. What
// is emitted outside any statement gets the function's first line.

package lower

import (
	"path/filepath"
	"reflect"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/typecheck"
)

// lineTable records the source line of each instruction while a module is
// lowered; it is nil unless Config.Debug asks for lines.
type lineTable struct {
	lines   map[any]int       // instruction or terminator -> line
	claimed map[*ir.Block]int // instructions of the block already claimed
	first   map[*ir.Func]int  // the line a function starts at
	stack   map[*ir.Func][]int
}

func newLineTable() *lineTable {
	return &lineTable{lines: map[any]int{}, claimed: map[*ir.Block]int{}, first: map[*ir.Func]int{}, stack: map[*ir.Func][]int{}}
}

// enclosing is the line of the statement of f being lowered, or the line
// f starts at.
func (t *lineTable) enclosing(f *ir.Func) int {
	if s := t.stack[f]; len(s) > 0 {
		return s[len(s)-1]
	}
	return t.first[f]
}

// open starts a statement at line in f.
func (t *lineTable) open(f *ir.Func, line int) { t.stack[f] = append(t.stack[f], line) }

// close ends the innermost statement of f: it claims what it emitted.
func (t *lineTable) close(f *ir.Func) {
	s := t.stack[f]
	t.claim(f, s[len(s)-1])
	t.stack[f] = s[:len(s)-1]
}

// claim gives line to every instruction of f emitted since the last claim
// that has none yet.
func (t *lineTable) claim(f *ir.Func, line int) {
	if t == nil || line <= 0 {
		return
	}
	if _, ok := t.first[f]; !ok {
		t.first[f] = line
	}
	for _, b := range f.Blocks {
		n := t.claimed[b]
		for _, inst := range b.Insts[n:] {
			if _, ok := t.lines[inst]; !ok {
				t.lines[inst] = line
			}
		}
		t.claimed[b] = len(b.Insts)
		if b.Term != nil {
			if _, ok := t.lines[b.Term]; !ok {
				t.lines[b.Term] = line
			}
		}
	}
}

// startFunc records the line a function's definition starts at.
func (t *lineTable) startFunc(f *ir.Func, line int) {
	if t != nil && line > 0 {
		t.first[f] = line
	}
}

// ownDeclFunc is ownFunc for a function made for decl (its wrapper, its
// binder): its lines start at the def.
func (mb *moduleBuilder) ownDeclFunc(decl *typecheck.FuncDecl, f *ir.Func) *ir.Func {
	if decl != nil && decl.Def != nil {
		mb.lineTable.startFunc(f, decl.Def.Line)
	}
	return mb.ownFunc(f)
}

// emitDebugInfo turns the line table into LLVM debug metadata: a compile
// unit for the source file, a subprogram per function lowering owns, and
// a !dbg location on each of their instructions.
func (mb *moduleBuilder) emitDebugInfo() {
	t := mb.lineTable
	if t == nil {
		return
	}
	m := mb.m
	var defs []metadata.Definition
	add := func(d metadata.Definition) {
		d.SetID(int64(len(defs)))
		defs = append(defs, d)
	}
	path := mb.sourcePath()
	file := &metadata.DIFile{MetadataID: -1, Filename: filepath.Base(path), Directory: filepath.Dir(path)}
	add(file)
	cu := &metadata.DICompileUnit{
		MetadataID: -1, Distinct: true, Language: enum.DwarfLangPython, File: file,
		Producer: "staticpyc", IsOptimized: true, EmissionKind: enum.EmissionKindLineTablesOnly,
	}
	add(cu)
	noTypes := &metadata.Tuple{MetadataID: -1}
	add(noTypes)
	sig := &metadata.DISubroutineType{MetadataID: -1, Types: noTypes}
	add(sig)
	for _, f := range m.Funcs {
		if !mb.own[f] || len(f.Blocks) == 0 {
			continue
		}
		first, ok := t.first[f]
		if !ok {
			first = 1
		}
		sp := &metadata.DISubprogram{
			MetadataID: -1, Distinct: true, Name: f.Name(), LinkageName: f.Name(), Scope: file, File: file,
			Line: int64(first), Type: sig, ScopeLine: int64(first),
			SPFlags: enum.DISPFlagDefinition | enum.DISPFlagOptimized, Unit: cu,
		}
		add(sp)
		f.Metadata = append(f.Metadata, &metadata.Attachment{Name: "dbg", Node: sp})
		locs := map[int]*metadata.DILocation{}
		at := func(x any) {
			line, ok := t.lines[x]
			if !ok {
				line = first
			}
			loc := locs[line]
			if loc == nil {
				loc = &metadata.DILocation{MetadataID: -1, Line: int64(line), Scope: sp}
				add(loc)
				locs[line] = loc
			}
			attachDbg(x, loc)
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				at(inst)
			}
			if b.Term != nil {
				at(b.Term)
			}
		}
	}
	flag := func(behavior int64, name string, value int64) *metadata.Tuple {
		tu := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
			// A constant prints as "i32 7", as a tuple field must.
			constant.NewInt(types.I32, behavior),
			&metadata.String{Value: name},
			constant.NewInt(types.I32, value),
		}}
		add(tu)
		return tu
	}
	// Behaviour 7 is "max", 2 "warning": what clang writes for these flags.
	dwarf, version := flag(7, "Dwarf Version", 4), flag(2, "Debug Info Version", 3)
	m.MetadataDefs = append(m.MetadataDefs, defs...)
	m.NamedMetadataDefs["llvm.dbg.cu"] = &metadata.NamedDef{Name: "llvm.dbg.cu", Nodes: []metadata.Node{cu}}
	m.NamedMetadataDefs["llvm.module.flags"] = &metadata.NamedDef{Name: "llvm.module.flags", Nodes: []metadata.Node{dwarf, version}}
}

// attachDbg adds a !dbg attachment to an instruction or terminator. Every
// llir instruction type holds its attachments in an embedded Metadata
// field, but no interface sets them, hence reflection.
func attachDbg(x any, loc *metadata.DILocation) {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return
	}
	field := v.Elem().FieldByName("Metadata")
	if !field.IsValid() || !field.CanSet() {
		return
	}
	md := field.Interface().(ir.Metadata)
	field.Set(reflect.ValueOf(append(md, &metadata.Attachment{Name: "dbg", Node: loc})))
}
