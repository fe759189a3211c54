// This file implements what another module may rely on of a function it
// imports from a checked module: whether a call can go to the function's
// native body, and the key that names its native signature.

package typecheck

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"

	"github.com/staticpyc/staticpyc/parser"
)

// NativeCallable reports whether a call of f, a top-level function of a
// checked module, from another compiled module can go to f's native body
// through the table f's module exports (the interface): f has a fixed
// signature (no *args, keyword-only parameters or decorators), it runs
// compiled, and its parameters and result are primitives or builtin
// object types or classes of checked modules, which both modules lay
// out the same way. Calls of such a function are typed by its result.
func NativeCallable(f *FuncDecl) bool {
	if f == nil || f.Params == nil || f.Flexible || f.Decorated || f.Interpreted || f.Rebound || f.Parent != nil || f.Class != nil || len(f.Free) > 0 {
		return false
	}
	if f.Def == nil || len(f.Def.Decorators) > 0 || f.Def.IsAsync {
		return false
	}
	for _, p := range f.Params {
		if !portable(p.Type) {
			return false
		}
	}
	return portable(f.Return)
}

func portable(t Type) bool {
	switch t := t.(type) {
	case *Prim:
		return true
	case *Object:
		return t != Invalid && t != RangeObj
	case *ClassType:
		// An object either way; its layout is in the key (NativeKey).
		return true
	}
	return false
}

// typeKey is how t enters a key: a class type by its layout.
func typeKey(t Type) string {
	if ct, ok := t.(*ClassType); ok {
		return fmt.Sprintf("%s#%d", ct, ClassKey(ct.Info))
	}
	return t.String()
}

// NativeKey names f's native signature: a hash of its name, its
// parameters' names and types and its result type, and the version of
// the calling convention. The exporting module lists its functions by
// key and an importer looks its callee up by the key it was compiled
// against, so a callee rebuilt with another signature is not called
// natively. Never 0.
func NativeKey(f *FuncDecl) int64 {
	var sb strings.Builder
	fmt.Fprintf(&sb, "staticpyc native call 1\x00%s\x00", f.Name)
	for _, p := range f.Params {
		fmt.Fprintf(&sb, "%s:%s\x00", p.Name, typeKey(p.Type))
	}
	fmt.Fprintf(&sb, "->%s", typeKey(f.Return))
	h := fnv.New64a()
	h.Write([]byte(sb.String()))
	k := int64(h.Sum64())
	if k == 0 {
		k = 1
	}
	return k
}

// ClassKey names the layout of class ci as another module's compiled
// code relies on it: its module and name, whether it is slotted and its
// slots in order, its declared fields with their types, the names its
// body binds, its methods' signatures and its base's key. The module
// exports its class objects by key (lower/xmodule.go), so an importer
// compiled against another layout finds none and takes the late-bound
// path: attribute lookup and calls through the object. Never 0.
func ClassKey(ci *ClassInfo) int64 {
	var sb strings.Builder
	fmt.Fprintf(&sb, "staticpyc class 1\x00%s\x00%s\x00slotted=%v mutable=%v final=%v\x00", ci.Module, ci.Name, ci.Slotted, ci.Mutable, ci.Final)
	for _, s := range ci.Slots {
		fmt.Fprintf(&sb, "slot %s\x00", s)
	}
	for _, n := range sortedKeys(ci.Fields) {
		fmt.Fprintf(&sb, "field %s:%s\x00", n, ci.Fields[n])
	}
	for _, n := range sortedKeys(ci.Attrs) {
		fmt.Fprintf(&sb, "attr %s\x00", n)
	}
	for _, n := range sortedKeys(ci.MethodByName) {
		m := ci.MethodByName[n]
		fmt.Fprintf(&sb, "method %s", n)
		writeSignature(&sb, m)
	}
	if ci.Base != nil {
		fmt.Fprintf(&sb, "base %d\x00", ClassKey(ci.Base))
	}
	return hashKey(sb.String())
}

// MethodKey names the native body of method m (of a class of a checked
// module) with its signature and its class's layout, and MethodObjKey
// the method object its class statement stored, which a call site
// compares with what looking the name up finds before it calls the body.
func MethodKey(m *FuncDecl) int64 { return methodKey(m, "body") }

// MethodObjKey: see MethodKey.
func MethodObjKey(m *FuncDecl) int64 { return methodKey(m, "object") }

func methodKey(m *FuncDecl, what string) int64 {
	var sb strings.Builder
	fmt.Fprintf(&sb, "staticpyc method 1\x00%s\x00%d\x00%s", what, ClassKey(m.Class), m.Name)
	writeSignature(&sb, m)
	return hashKey(sb.String())
}

// writeSignature appends f's parameters and result to sb.
func writeSignature(sb *strings.Builder, f *FuncDecl) {
	fmt.Fprintf(sb, "(flexible=%v interpreted=%v decorated=%v", f.Flexible, f.Interpreted, f.Decorated)
	for _, p := range f.Params {
		fmt.Fprintf(sb, " %s:%s:%d", p.Name, p.Type, p.Kind)
	}
	fmt.Fprintf(sb, ")->%s\x00", f.Return)
}

func hashKey(s string) int64 {
	h := fnv.New64a()
	h.Write([]byte(s))
	k := int64(h.Sum64())
	if k == 0 {
		k = 1
	}
	return k
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// InterfaceKey names everything a module importing info's module may
// rely on (what `from m import name` types: its functions' signatures
// and its classes' layouts and members), and nothing of its function
// bodies: a build cache keyed by it rebuilds an importer when the
// interface changes and not when only a body does. Deterministic.
func InterfaceKey(info *Info) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "staticpyc interface 1 static=%v\x00", info.Static)
	for _, n := range sortedKeys(info.Globals) {
		g := info.Globals[n]
		switch {
		case g.Kind == GlobalFunc && g.Func != nil:
			fmt.Fprintf(&sb, "func %s", n)
			writeFunc(&sb, g.Func)
			if info.InlineCandidate(g.Func) {
				// Importers compile their own copy of the body: a changed
				// body rebuilds them.
				fmt.Fprintf(&sb, "body=%d\x00", info.BodyKey(g.Func))
			}
		case g.Class != nil:
			ci := g.Class
			fmt.Fprintf(&sb, "class %s %d kind=%d enum=%s dataclass=%v\x00", n, ClassKey(ci), g.Kind, ci.Enum, ci.dataclass != nil)
			for _, set := range []map[string]bool{ci.finals, ci.initFinals, ci.classVars} {
				fmt.Fprintf(&sb, "%q\x00", sortedKeys(set))
			}
			for _, def := range ci.Def.Body {
				if d, ok := def.(*parser.FunctionDef); ok && ci.Methods[d] != nil {
					fmt.Fprintf(&sb, "method %s", d.Name)
					writeFunc(&sb, ci.Methods[d])
				}
			}
		}
	}
	return sb.String()
}

// writeFunc appends what a caller in another module relies on of f.
func writeFunc(sb *strings.Builder, f *FuncDecl) {
	writeSignature(sb, f)
	fmt.Fprintf(sb, "native=%v dynamicDefaults=%v", NativeCallable(f), f.DynamicDefaults)
	if f.Def != nil {
		a := f.Def.Args
		fmt.Fprintf(sb, " posonly=%d args=%d kwonly=%d defaults=%d vararg=%v kwarg=%v async=%v",
			len(a.PosOnly), len(a.Args), len(a.KwOnly), len(a.Defaults), a.Vararg != nil, a.Kwarg != nil, f.Def.IsAsync)
		for _, d := range f.Def.Decorators {
			fmt.Fprintf(sb, " @%T", d)
			if n, ok := d.(*parser.Name); ok {
				sb.WriteString(n.Id)
			}
		}
	}
	sb.WriteString("\x00")
}
