// This file implements the container classes compiled code constructs:
// Array[T] (and later CheckedDict/CheckedList). They are the very classes
// of the interpreted runtime, so that an array made by compiled code has
// the same type name, repr and Python-level behaviour as one made
// interpreted. Their Python source is embedded in the extension and
// executed once, at import, into a private package.

package runtime

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	pyruntime "github.com/staticpyc/staticpyc/runtime/python"
)

// runtimeModules are the interpreted runtime's modules a compiled module
// may load, in dependency order: _strict (freezing) always, the
// container modules when the module uses Array or the checked
// containers.
var (
	strictModules    = []string{"_messages", "_strict"}
	containerModules = []string{"_messages", "_prims", "_containers", "_strict", "_classes"}
	// interpreterModules run the functions compiled as interpreted code.
	// _api imports _enum and _ctxdec, so they come first wherever _api is.
	interpreterModules = []string{"_hook", "_rewrite", "_rt", "_enum", "_ctxdec", "_api"}
	// optionalModules are loaded only when a requested class is theirs
	// (the static enums of _enum; _cinderx, CinderX's cached properties,
	// for `from cinderx import ...` without a cinderx module).
	optionalModules = []string{"_enum", "_ctxdec", "_cinderx"}
)

// requests reports whether a requested class expression is of module m.
func (r *Runtime) requests(m string) bool {
	for e := range r.containers {
		if strings.HasPrefix(e, m+".") {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// ContainerClass returns the slot that holds a container class at run
// time; expr is the Python expression that makes it inside the private
// package (e.g. "_containers.Array[_prims.int64]").
func (r *Runtime) ContainerClass(expr string) *ir.Global {
	if g, ok := r.containers[expr]; ok {
		return g
	}
	g := r.M.NewGlobalDef(fmt.Sprintf("sp.class.%d", len(r.containers)), Null)
	g.Linkage = enum.LinkageInternal
	r.containers[expr] = g
	return g
}

// ContainerSlots lists the requested classes as (name in the bootstrap
// namespace, slot), in a stable order.
func (r *Runtime) ContainerSlots() (names []string, slots []*ir.Global) {
	var exprs []string
	for e := range r.containers {
		exprs = append(exprs, e)
	}
	sort.Slice(exprs, func(i, j int) bool { return r.containers[exprs[i]].Name() < r.containers[exprs[j]].Name() })
	for _, e := range exprs {
		names = append(names, r.containers[e].Name())
		slots = append(slots, r.containers[e])
	}
	return names, slots
}

// ContainerBootstrap is the Python source that loads the container
// modules into the private package _staticpyc_static (once per process)
// and binds each requested class to the name of its slot.
func (r *Runtime) ContainerBootstrap() (string, error) {
	var sb strings.Builder
	modules := strictModules
	if len(r.containers) > 0 {
		modules = containerModules
	}
	if r.NeedInterpreter {
		modules = append(append([]string{}, containerModules...), interpreterModules...)
	} else if r.NeedStaticNames {
		modules = append(append([]string{}, containerModules...), "_enum", "_ctxdec", "_api")
	}
	// A module of the runtime named by a requested expression
	// ("_enum.Enum") is loaded too.
	for _, opt := range optionalModules {
		if r.requests(opt) && !contains(modules, opt) {
			modules = append(append([]string{}, modules...), opt)
		}
	}
	// The runtime modules exist once per process. When the __static__
	// package on the path is this runtime (its files are these sources,
	// byte for byte), its modules are the ones: a CheckedList made by
	// interpreted code is the CheckedList compiled code checks for.
	// Otherwise (no __static__, or another one, such as CinderX's) the
	// private package _staticpyc_static gets its own copies, loaded by
	// whichever compiled module needs them first. The choice is made once
	// per process.
	sb.WriteString("import sys as _sys, types as _types\n")
	sb.WriteString("_pkg = _sys.modules.get('_staticpyc_static')\n")
	sb.WriteString("if _pkg is None:\n")
	sb.WriteString("    _pkg = _types.ModuleType('_staticpyc_static')\n")
	sb.WriteString("    _pkg.__path__ = []\n")
	sb.WriteString("    _pkg.__package__ = '_staticpyc_static'\n")
	sb.WriteString("    _pkg._shared = None\n")
	sb.WriteString("    _sys.modules['_staticpyc_static'] = _pkg\n")
	sb.WriteString("_srcs, _keys = {}, {}\n")
	for _, m := range modules {
		src, err := pyruntime.FS.ReadFile("__static__/" + m + ".py")
		if err != nil {
			return "", fmt.Errorf("runtime: embedded %s.py: %w", m, err)
		}
		fmt.Fprintf(&sb, "if '_staticpyc_static.%s' not in _sys.modules:\n", m)
		fmt.Fprintf(&sb, "    _srcs['%s'] = bytes.fromhex('%s')\n", m, hex.EncodeToString(src))
		sum := sha256.Sum256(src)
		fmt.Fprintf(&sb, "    _keys['%s'] = '%s'\n", m, hex.EncodeToString(sum[:12]))
	}
	sb.WriteString(sharedRuntimeSource)
	sb.WriteString(runtimeCodeSource)
	sb.WriteString("for _name, _src in _srcs.items():\n")
	sb.WriteString("    _key = '_staticpyc_static.' + _name\n")
	sb.WriteString("    if _pkg._shared:\n")
	sb.WriteString("        __import__(_pkg._shared + '.' + _name)\n")
	sb.WriteString("        _m = _sys.modules[_pkg._shared + '.' + _name]\n")
	sb.WriteString("    else:\n")
	sb.WriteString("        _m = _types.ModuleType(_key)\n")
	sb.WriteString("        _m.__package__ = '_staticpyc_static'\n")
	sb.WriteString("        _sys.modules[_key] = _m\n")
	sb.WriteString("        exec(_runtime_code(_name, _src, _keys[_name]), _m.__dict__)\n")
	sb.WriteString("    _sys.modules[_key] = _m\n")
	sb.WriteString("    setattr(_pkg, _name, _m)\n")
	for _, m := range modules {
		fmt.Fprintf(&sb, "%s = _sys.modules['_staticpyc_static.%s']\n", m, m)
	}
	sb.WriteString("freeze = _strict.freeze\n")
	var exprs []string
	for e := range r.containers {
		exprs = append(exprs, e)
	}
	sort.Slice(exprs, func(i, j int) bool { return r.containers[exprs[i]].Name() < r.containers[exprs[j]].Name() })
	for _, e := range exprs {
		fmt.Fprintf(&sb, "%s = %s\n", pyIdent(r.containers[e].Name()), e)
	}
	return sb.String(), nil
}

// sharedRuntimeSource decides, the first time a compiled module of the
// process loads runtime modules (_srcs), whether they are the __static__
// package's: _pkg._shared becomes '__static__' when that package is found
// and each of its files is the source staticpyc embeds, else the empty
// string (private copies).
const sharedRuntimeSource = `if _srcs and _pkg._shared is None:
    def _find_shared():
        import importlib.util, os
        try:
            mod = _sys.modules.get('__static__')
            spec = mod.__spec__ if mod is not None else importlib.util.find_spec('__static__')
        except (ImportError, ValueError, AttributeError):
            return ''
        if spec is None or not spec.submodule_search_locations:
            return ''
        where = list(spec.submodule_search_locations)[0]
        for name, src in _srcs.items():
            try:
                with open(os.path.join(where, name + '.py'), 'rb') as f:
                    if f.read() != src:
                        return ''
            except OSError:
                return ''
        return '__static__'
    _pkg._shared = _find_shared()
`

// runtimeCodeSource defines _runtime_code, which compiles a runtime
// module's source as import compiles a .py file, and caches the code the
// way a .pyc is: compiling the modules that run interpreted functions
// (the rewrite among them) is most of the import time of a compiled
// module that has any, once per process. The cache lives under
// sys.pycache_prefix when set, else the user's cache directory
// ($XDG_CACHE_HOME or ~/.cache)/staticpyc/runtime, one file per module,
// source hash and interpreter (cache_tag); it holds the interpreter's
// magic number, so a file another build of CPython wrote is not read.
// As for .pyc files, nothing is written under -B or
// PYTHONDONTWRITEBYTECODE, and an unwritable or corrupt cache is
// ignored.
const runtimeCodeSource = `def _runtime_code(name, src, key):
    import os, marshal
    filename = '<staticpyc runtime %s>' % name
    path = None
    try:
        from importlib.util import MAGIC_NUMBER as magic
        if _sys.pycache_prefix:
            root = os.path.join(_sys.pycache_prefix, 'staticpyc-runtime')
        else:
            root = os.path.join(os.environ.get('XDG_CACHE_HOME') or os.path.join(os.path.expanduser('~'), '.cache'), 'staticpyc', 'runtime')
        tag = _sys.implementation.cache_tag
        if tag:
            path = os.path.join(root, '%s-%s.%s.pyc' % (name, key, tag))
            with open(path, 'rb') as f:
                data = f.read()
            if data[:4] == magic:
                return marshal.loads(memoryview(data)[4:])
    except Exception:
        pass
    code = compile(src.decode(), filename, 'exec', dont_inherit=True)
    if path is not None and not _sys.dont_write_bytecode:
        tmp = '%s.%d.tmp' % (path, os.getpid())
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(tmp, 'wb') as f:
                f.write(magic + marshal.dumps(code))
            os.replace(tmp, path)
        except OSError:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    return code
`

// pyIdent turns a slot name (sp.class.3) into a Python identifier.
func pyIdent(s string) string { return strings.ReplaceAll(s, ".", "_") }

// PyIdent is pyIdent, for the code that reads the bootstrap namespace.
func PyIdent(s string) string { return pyIdent(s) }
