// This file implements what another module may rely on of a function it
// imports from a checked module: whether a call can go to the function's
// native body, and the key that names its native signature.

package typecheck

import (
	"fmt"
	"hash/fnv"
	"strings"
)

// NativeCallable reports whether a call of f, a top-level function of a
// checked module, from another compiled module can go to f's native body
// through the table f's module exports (the interface): f has a fixed
// signature (no *args, keyword-only parameters or decorators), it runs
// compiled, and its parameters and result are primitives or builtin
// object types, which both modules lay out the same way. Calls of such a
// function are typed by its result.
func NativeCallable(f *FuncDecl) bool {
	if f == nil || f.Params == nil || f.Flexible || f.Decorated || f.Interpreted || f.Parent != nil || f.Class != nil || len(f.Free) > 0 {
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
	}
	return false
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
		fmt.Fprintf(&sb, "%s:%s\x00", p.Name, p.Type)
	}
	fmt.Fprintf(&sb, "->%s", f.Return)
	h := fnv.New64a()
	h.Write([]byte(sb.String()))
	k := int64(h.Sum64())
	if k == 0 {
		k = 1
	}
	return k
}
