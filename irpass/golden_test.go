package irpass

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/lower"
	"github.com/staticpyc/staticpyc/runtime"
)

// parseGoldenInput reads a pass's input IR and the context it runs in.
// The facts lowering would hand over are stated in comment lines:
//
//	; variant: @f.noalias of @f     a noalias variant and its plain body
//	; buffer: @f %p.data            a buffer-pointer parameter
//	; helper: @sp.h                 a shared helper (split copies it)
//	; partitions: 2                 how many parts split makes
//
// and the refcount operations are the runtime's declarations by name.
func parseGoldenInput(t *testing.T, path string) (*ir.Module, *Context) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseBytes(path, src)
	if err != nil {
		t.Fatal(err)
	}
	abi, err := runtime.ABIFor("3.11")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		funcs[f.Name()] = f
	}
	fn := func(ref string) *ir.Func {
		f := funcs[strings.TrimPrefix(ref, "@")]
		if f == nil {
			t.Fatalf("%s: no function %s", path, ref)
		}
		return f
	}
	facts := &lower.Facts{
		NoAliasVariants: map[*ir.Func]*ir.Func{},
		BufferPointers:  map[*ir.Param]bool{},
		Helpers:         map[*ir.Func]bool{},
		Incref:          funcs[runtime.IncrefName],
		Decref:          funcs[runtime.DecrefName],
		XDecref:         funcs[runtime.XDecrefName],
	}
	ctx := &Context{ABI: abi, Facts: facts}
	for _, line := range strings.Split(string(src), "\n") {
		key, val, ok := strings.Cut(strings.TrimPrefix(line, "; "), ": ")
		if !ok || !strings.HasPrefix(line, "; ") {
			continue
		}
		f := strings.Fields(val)
		switch key {
		case "variant":
			if len(f) != 3 || f[1] != "of" {
				t.Fatalf("%s: bad directive %q", path, line)
			}
			facts.NoAliasVariants[fn(f[0])] = fn(f[2])
		case "buffer":
			if len(f) != 2 {
				t.Fatalf("%s: bad directive %q", path, line)
			}
			found := false
			for _, p := range fn(f[0]).Params {
				if "%"+p.Name() == f[1] {
					facts.BufferPointers[p], found = true, true
				}
			}
			if !found {
				t.Fatalf("%s: %s has no parameter %s", path, f[0], f[1])
			}
		case "helper":
			for _, h := range f {
				facts.Helpers[fn(h)] = true
			}
		case "partitions":
			n, err := strconv.Atoi(val)
			if err != nil {
				t.Fatalf("%s: bad directive %q", path, line)
			}
			ctx.Options.Partitions = n
		}
	}
	return m, ctx
}
