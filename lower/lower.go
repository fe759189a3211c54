// This file implements the entry point of lowering and the per-module state.

package lower

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Config says how to lower a module.
type Config struct {
	// ModuleName is the Python name of the extension module ("loops").
	ModuleName string
	// PythonVersion is the target CPython version, "3.11".
	PythonVersion string
	// Debug records the source line of every instruction as LLVM debug
	// metadata: DWARF line tables in the built module (build -g), and the
	// per-line view of staticpyc annotate.
	Debug bool
	// NoBoundsChecks drops the bounds checks of Array indexing (for the
	// benchmark that measures what they cost; never for users). Loops
	// are still versioned by their range proofs, so that the build
	// differs from the default one by the checks alone.
	NoBoundsChecks bool
	// NoCrossInline keeps this module from compiling its own copies of
	// other modules' small functions (xinline.go), so that every typed
	// cross-module call goes into the other extension (for tests and the
	// benchmark that measure what the copies save).
	NoCrossInline bool
}

// SupportedPythonVersions lists the CPython versions lower can target.
func SupportedPythonVersions() []string { return runtime.SupportedVersions() }

// CheckPythonVersion returns nil when lower can target CPython version
// ("3.12", "3.13t"), else an error saying why not.
func CheckPythonVersion(version string) error {
	_, err := runtime.ABIFor(version)
	return err
}

// moduleBuilder holds the state of lowering one module.
type moduleBuilder struct {
	cfg  Config
	src  *parser.Module
	info *typecheck.Info
	m    *ir.Module
	rt   *runtime.Runtime

	natives map[*typecheck.FuncDecl]*ir.Func
	// realBuiltins are the slots of the builtins called inline
	// (builtins.go), filled when the module is imported.
	realBuiltins        map[string]*ir.Global
	realBuiltinsEmitted bool
	// noAliasVariants are the second native bodies of functions with
	// several Array parameters; the noalias pass marks their buffer
	// pointers noalias, and the wrapper calls them only when the
	// buffers it was given do not overlap.
	noAliasVariants map[*typecheck.FuncDecl]*ir.Func
	// isNested marks nested functions and lambdas; nestedIndex numbers
	// them for their symbols.
	isNested    map[*typecheck.FuncDecl]bool
	nestedIndex map[*typecheck.FuncDecl]int
	// rebinds are the watches of a plain module's functions against
	// rebinding from outside (rebind.go), in the order first asked.
	rebinds     map[*typecheck.FuncDecl]*rebindWatch
	rebindOrder []*rebindWatch
	binders     map[*typecheck.FuncDecl]*ir.Global // slot of each function's argument binder
	// methodTable is the module's PyMethodDef array and defIndex each
	// top-level function's entry in it, from which its def statement
	// creates the function (bindFunction); modSelf holds the module
	// object (borrowed) while the body runs.
	methodTable *ir.Global
	defIndex    map[*typecheck.FuncDecl]int
	modSelf     *ir.Global
	// crossSlots holds, by global name, the native body of a function
	// imported from another compiled module (xmodule.go).
	crossSlots map[string]*ir.Global
	// inlineCopies are this module's copies of other modules' functions
	// (nil: none can be made), and inlineFlags their flags, by global
	// name (xinline.go).
	inlineCopies map[*typecheck.FuncDecl]*ir.Func
	inlineFlags  map[string]*ir.Global
	// bindTables counts the tables of parameter names of sp.bind.
	bindTables int
	// flagLoads are the loads of the flags in functions' bodies, and
	// rebound the names this module's code binds other than by their
	// import (xinline.go, hoistInlineFlags).
	flagLoads []flagLoad
	rebound   map[string]bool
	// foreignNatives holds, for each method of a class imported from
	// another compiled module, the slot of its native body (NULL until
	// the import finds it in that module's interface).
	foreignNatives map[*typecheck.FuncDecl]*ir.Global
	// foreignClasses are the classes of other modules whose slots
	// resolveReached fills (declareForeign).
	foreignClasses []*typecheck.ClassInfo
	reachedFn      *ir.Func                                // sp.resolve.reached, once a module-level import needs it
	written        map[*typecheck.FuncDecl]map[string]bool // Array names each function stores into
	modDict        *ir.Global                              // the module's __dict__ (borrowed)
	freeze         *ir.Global                              // the runtime's _strict.freeze
	builtins       *ir.Global                              // the builtins module's __dict__ (borrowed)
	// classSlots hold the class objects of module classes whose
	// primitive fields compiled code accesses directly (field.go).
	classSlots map[*typecheck.ClassInfo]*ir.Global
	// ducks are the methods with a duck call, duckCall its helper
	// (duck.go).
	ducks       []*typecheck.FuncDecl
	duckCall    *ir.Func
	fieldCaches map[string]*ir.Global
	// attrSites numbers the attribute sites with a cache (attr.go).
	attrSites   int
	methodSlots map[*typecheck.FuncDecl]*ir.Global
	// classMethodSlots hold the classmethod objects of the module's
	// classes (classmethod.go), made on first use.
	classMethodSlots map[*typecheck.FuncDecl]*ir.Global
	// vt is the module's vtables (vtable.go), nil until a call site
	// needs them.
	vt *vtables
	// methodCaches counts the call sites' method caches (dispatch.go).
	methodCaches int
	// classTags counts the sites whose native call is guarded by the
	// class's lookup of the method (classguard.go).
	classTags int
	// classAttrCaches numbers the class attribute sites (classAttrLoad).
	classAttrCaches int
	// newSites numbers the instantiation sites with a cache (newobj.go).
	newSites int
	// castSites numbers the implicit casts to module classes (castToClass).
	castSites int
	// slotGuards numbers the slot accesses' subclass caches (slotGuard).
	slotGuards int
	// slotDerives holds each class's out-of-line subclass test
	// (slotDerivesFunc).
	slotDerives map[*typecheck.ClassInfo]*ir.Func
	// fieldChecks are the checks of typed object fields (typedfield.go).
	fieldChecks map[fieldCheck]*ir.Func
	// exactTypes holds, per class, the global of its verified frozen
	// type and the function that verifies one (exact.go).
	exactTypes map[*typecheck.ClassInfo]exactType
	// lineTable records each instruction's source line (Config.Debug).
	lineTable *lineTable
	// containerGetters make the checked containers whose parameters
	// name module classes (checked.go), by container name.
	containerGetters map[string]*ir.Func
	// own are the functions that are the module's code, not shared
	// helpers; bufferParams the data pointers of Array parameters
	// (both for the facts, facts.go).
	own          map[*ir.Func]bool
	bufferParams []*ir.Param
}

// Lower emits the LLVM IR module for m, with the facts the IR passes
// need about it. It runs no pass: package irpass does, and until its
// expand-refcounts pass has run the module is not complete.
func Lower(src *parser.Module, info *typecheck.Info, cfg Config) (*Result, error) {
	abi, err := runtime.ABIFor(cfg.PythonVersion)
	if err != nil {
		return nil, err
	}
	m := ir.NewModule()
	m.SourceFilename = src.Filename
	m.TargetTriple = abi.Target.Triple
	m.DataLayout = abi.Target.DataLayout
	mb := newModuleBuilder(src, info, cfg, m, abi)
	for i, f := range info.Nested {
		mb.isNested[f] = true
		mb.nestedIndex[f] = i
	}
	for _, f := range mb.allFuncs() {
		mb.declareNative(f)
		mb.binders[f] = mb.slot(fmt.Sprintf("sp.binder.%s", mb.binderName(f)))
	}
	mb.declareForeign()
	// Wrappers first: a function's body may create the function object
	// of a nested one, which refers to its wrapper.
	for _, f := range mb.allFuncs() {
		mb.emitWrapper(f)
	}
	for _, f := range mb.allFuncs() {
		mb.lowerFunc(f)
	}
	mb.emitModule()
	mb.hoistInlineFlags()
	mb.emitDebugInfo()
	return &Result{Module: m, Facts: mb.facts(), ABI: abi}, nil
}

// newModuleBuilder starts the lowering of the module src (checked as
// info) into m: the builder's tables and the module's slots, no code.
func newModuleBuilder(src *parser.Module, info *typecheck.Info, cfg Config, m *ir.Module, abi *runtime.ABI) *moduleBuilder {
	mb := &moduleBuilder{
		cfg: cfg, src: src, info: info, m: m,
		rt:              runtime.New(m, abi, cfg.ModuleName),
		natives:         map[*typecheck.FuncDecl]*ir.Func{},
		noAliasVariants: map[*typecheck.FuncDecl]*ir.Func{},
		isNested:        map[*typecheck.FuncDecl]bool{},
		nestedIndex:     map[*typecheck.FuncDecl]int{},
		binders:         map[*typecheck.FuncDecl]*ir.Global{},
		classSlots:      map[*typecheck.ClassInfo]*ir.Global{},
		fieldCaches:     map[string]*ir.Global{},
		methodSlots:     map[*typecheck.FuncDecl]*ir.Global{},
		foreignNatives:  map[*typecheck.FuncDecl]*ir.Global{},
		inlineCopies:    map[*typecheck.FuncDecl]*ir.Func{},
		inlineFlags:     map[string]*ir.Global{},
		rebound:         map[string]bool{},

		containerGetters: map[string]*ir.Func{},
		realBuiltins:     map[string]*ir.Global{},
		own:              map[*ir.Func]bool{},
		slotDerives:      map[*typecheck.ClassInfo]*ir.Func{},
		exactTypes:       map[*typecheck.ClassInfo]exactType{},
		fieldChecks:      map[fieldCheck]*ir.Func{},
	}
	if cfg.Debug {
		mb.lineTable = newLineTable()
	}
	mb.written = writtenArrays(info)
	mb.rt.GenNoHandlers = !genBodiesHandle(info)
	mb.freeze = mb.slot("sp.freeze")
	mb.modDict = mb.slot("sp.moddict")
	mb.builtins = mb.slot("sp.builtins")
	return mb
}

// sourcePath is the file name tracebacks show: absolute, so that
// traceback and pytest find the source line from any directory.
func (mb *moduleBuilder) sourcePath() string {
	if abs, err := filepath.Abs(mb.src.Filename); err == nil {
		return abs
	}
	return mb.src.Filename
}

// slot makes an internal i8* global initialised to NULL.
func (mb *moduleBuilder) slot(name string) *ir.Global {
	g := mb.m.NewGlobalDef(name, runtime.Null)
	g.Linkage = enum.LinkageInternal
	return g
}

// llvmType is the machine type of a checker type: primitives are machine
// values, everything else a PyObject*.
func llvmType(t typecheck.Type) types.Type {
	if p, ok := typecheck.IsPrim(t); ok {
		return p.LLVM()
	}
	return runtime.Obj
}

// nativeName is the symbol of a function's native body.
func (mb *moduleBuilder) nativeName(f *typecheck.FuncDecl) string {
	if mb.isNested[f] {
		return fmt.Sprintf("%s.%s.%d", mb.cfg.ModuleName, f.QualName, mb.nestedIndex[f])
	}
	return mb.cfg.ModuleName + "." + f.Name
}

// allFuncs are the top-level functions, then the nested ones.
func (mb *moduleBuilder) allFuncs() []*typecheck.FuncDecl {
	var out []*typecheck.FuncDecl
	for _, f := range append(append([]*typecheck.FuncDecl{}, mb.info.Funcs...), mb.info.Nested...) {
		if !f.Interpreted {
			out = append(out, f)
		}
	}
	return out
}

// bindable are the compiled functions Python may call, which have
// binders: all but the generator functions of generator expressions,
// which only their expression calls (natively).
func (mb *moduleBuilder) bindable() []*typecheck.FuncDecl {
	var out []*typecheck.FuncDecl
	for _, f := range mb.allFuncs() {
		if !f.Genexp {
			out = append(out, f)
		}
	}
	return out
}

// binderName is a function's name in the binder source.
func (mb *moduleBuilder) binderName(f *typecheck.FuncDecl) string {
	if mb.isNested[f] {
		return fmt.Sprintf("__sp_nested_%d", mb.nestedIndex[f])
	}
	return f.Name
}

// declareNative declares a function's native body: primitives by value,
// objects as borrowed PyObject*. A primitive result comes back as
// {value, i1 failed}; an object result is a new reference, NULL on error.
func (mb *moduleBuilder) declareNative(f *typecheck.FuncDecl) {
	var params []*ir.Param
	for _, v := range f.Free {
		params = append(params, ir.NewParam("cell."+v.Name, runtime.Obj))
	}
	for _, p := range f.Params {
		if a, ok := typecheck.IsArray(p.Type); ok {
			params = append(params, arrayParams(p.Name, a)...)
			continue
		}
		params = append(params, ir.NewParam(p.Name, llvmType(p.Type)))
	}
	f2 := mb.ownFunc(mb.m.NewFunc(mb.nativeName(f), nativeResult(f.Return), params...))
	f2.Linkage = enum.LinkageInternal
	mb.natives[f] = f2
	mb.recordBuffers(f, f2)
	arrays := 0
	for _, p := range f.Params {
		if _, ok := typecheck.IsArray(p.Type); ok {
			arrays++
		}
	}
	if arrays >= 2 {
		var vparams []*ir.Param
		for _, p := range params {
			vparams = append(vparams, ir.NewParam(p.Name(), p.Typ))
		}
		v := mb.ownFunc(mb.m.NewFunc(mb.nativeName(f)+noAliasSuffix, nativeResult(f.Return), vparams...))
		mb.recordBuffers(f, v)
		v.Linkage = enum.LinkageInternal
		mb.noAliasVariants[f] = v
	}
}

// recordBuffers notes the data pointers of a native body's Array
// parameters (the second of each Array's three, see arrayParams).
func (mb *moduleBuilder) recordBuffers(decl *typecheck.FuncDecl, f *ir.Func) {
	i := len(decl.Free)
	for _, p := range decl.Params {
		if _, ok := typecheck.IsArray(p.Type); ok {
			mb.bufferParams = append(mb.bufferParams, f.Params[i+1])
			i += 3
			continue
		}
		i++
	}
}

func nativeResult(t typecheck.Type) types.Type {
	if p, ok := typecheck.IsPrim(t); ok {
		return runtime.Result(p.LLVM())
	}
	return runtime.Obj
}

// pyLiteral renders a constant as Python source, for the binder stubs.
func pyLiteral(k typecheck.Const) string {
	switch {
	case k.Int != nil:
		return k.Int.String()
	case k.Float != nil:
		return fmt.Sprintf("float.fromhex(%q)", fmt.Sprintf("%x", *k.Float))
	case k.Bool != nil:
		if *k.Bool {
			return "True"
		}
		return "False"
	case k.Str != nil:
		var sb strings.Builder
		sb.WriteByte('"')
		for _, r := range *k.Str {
			if r < 128 && r >= 32 && r != '"' && r != '\\' {
				sb.WriteRune(r)
			} else {
				fmt.Fprintf(&sb, "\\U%08x", r)
			}
		}
		sb.WriteByte('"')
		return sb.String()
	}
	return "None"
}

// i64 and i32 make integer constants.
func i64(v int64) *constant.Int { return constant.NewInt(types.I64, v) }
func i32(v int64) *constant.Int { return constant.NewInt(types.I32, v) }

var _ value.Value = i64(0)

// funcNamed returns the module's function called name, nil if it has
// none yet: how an emitter of a shared helper finds the one it made.
// It compares GlobalName, not Name(): Name() first tries the name as a
// number (strconv.ParseInt, an allocated error per miss), and this scan
// runs over every function for every helper asked for, a tenth of
// lowering a large module. Our names are never numbers.
func (mb *moduleBuilder) funcNamed(name string) *ir.Func {
	for _, f := range mb.m.Funcs {
		if f.GlobalName == name {
			return f
		}
	}
	return nil
}
