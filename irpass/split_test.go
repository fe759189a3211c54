package irpass

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// llvmLink finds llvm-link as codegen finds opt: plain or versioned.
func llvmLink(t *testing.T) string {
	for _, name := range []string{"llvm-link", "llvm-link-19", "llvm-link-18", "llvm-link-17", "llvm-link-16", "llvm-link-15", "llvm-link-14"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatal("llvm-link not found")
	}
	t.Skip("llvm-link not found")
	return ""
}

// TestSplit splits every end-to-end module and example into three parts
// and checks what the linker will rely on: each part is valid IR; every
// function of the module but the copied helpers is defined in exactly
// one part, and so is every helper marked noinline (a copy of it would
// only be compiled again); llvm-link joins the parts without a clash or an undefined
// module symbol, and the result verifies; and splitting is
// deterministic. (tests/e2e_test.go runs every module built in parts.)
func TestSplit(t *testing.T) {
	link := llvmLink(t)
	files, _ := filepath.Glob("../tests/testdata/run/*.py")
	examples, _ := filepath.Glob("../examples/*.py")
	files = append(files, examples...)
	if len(files) == 0 {
		t.Fatal("no modules to split")
	}
	split := 0 // modules that gave several parts
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			res := lowerModule(t, f)
			helpers := map[string]bool{}
			for fn := range res.Facts.Helpers {
				helpers[fn.Name()] = true
			}
			defined := map[string]bool{}
			for _, fn := range res.Module.Funcs {
				if fn.Blocks != nil && !helpers[fn.Name()] {
					defined[fn.Name()] = true
				}
			}
			// Verify checks every part after split.
			parts := runPasses(t, res, Options{Partitions: 3}).Parts
			if len(parts) > 1 {
				split++
			}
			texts := make([]string, len(parts))
			count := map[string]int{}
			shared := map[string]int{} // the noinline helpers' definitions
			dir := t.TempDir()
			var paths []string
			for i, p := range parts {
				texts[i] = p.String()
				for _, fn := range p.Funcs {
					if fn.Blocks != nil && !helpers[fn.Name()] {
						count[fn.Name()]++
					}
					if fn.Blocks != nil && hasAttr(fn, enum.FuncAttrNoInline) && (helpers[fn.Name()] || strings.HasSuffix(fn.Name(), coldSuffix)) {
						shared[fn.Name()]++
					}
				}
				path := filepath.Join(dir, "part"+string(rune('0'+i))+".ll")
				if err := os.WriteFile(path, []byte(texts[i]), 0o644); err != nil {
					t.Fatal(err)
				}
				paths = append(paths, path)
			}
			for name := range defined {
				if count[name] != 1 {
					t.Errorf("%s is defined in %d parts", name, count[name])
				}
			}
			for name, n := range shared {
				if n != 1 {
					t.Errorf("noinline helper %s is defined in %d parts", name, n)
				}
			}
			out, err := exec.Command(link, append(paths, "-S", "-o", filepath.Join(dir, "all.ll"))...).CombinedOutput()
			if err != nil {
				t.Fatalf("llvm-link: %v\n%s", err, out)
			}
			all, err := os.ReadFile(filepath.Join(dir, "all.ll"))
			if err != nil {
				t.Fatal(err)
			}
			verify(t, string(all))
			// What the parts leave undefined must be the C API, never a
			// symbol of the module.
			for _, line := range strings.Split(string(all), "\n") {
				if strings.HasPrefix(line, "declare") && strings.Contains(line, "@sp.") {
					t.Errorf("linked parts leave a module symbol undefined: %s", line)
				}
				for name := range defined {
					if strings.HasPrefix(line, "declare") && strings.Contains(line, "@"+name+"(") {
						t.Errorf("linked parts leave %s undefined", name)
					}
				}
			}
			ctx, err := Run(lowerModule(t, f), Options{Partitions: 3})
			if err != nil {
				t.Fatal(err)
			}
			again := ctx.Parts
			for i := range again {
				if i >= len(texts) || again[i].String() != texts[i] {
					t.Fatal("splitting is not deterministic")
				}
			}
		})
	}
	if split < len(files)/2 {
		t.Errorf("only %d of %d modules split into parts", split, len(files))
	}
}

// TestPartWeights checks that a part's weight counts its functions'
// instructions, an optnone function's at a quarter.
func TestPartWeights(t *testing.T) {
	mk := func(n int, optnone bool) *ir.Module {
		m := ir.NewModule()
		f := m.NewFunc("f", types.Void)
		if optnone {
			f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
		}
		b := f.NewBlock("entry")
		slot := b.NewAlloca(types.I64)
		for range n - 2 { // the alloca and the ret are two
			b.NewStore(constant.NewInt(types.I64, 1), slot)
		}
		b.NewRet(nil)
		return m
	}
	ctx := &Context{Parts: []*ir.Module{mk(400, true), mk(200, false)}}
	if got, want := ctx.PartWeights(), []int{100, 200}; !slices.Equal(got, want) {
		t.Errorf("PartWeights() = %v, want %v", got, want)
	}
}

// TestSplitRunsOnce checks the part of code that runs once: a heavy
// optnone function (a module body) gets part 0 to itself with the
// helpers it only calls, while a helper whose address it takes (a slot
// function it stores) is defined in an optimized part, so that codegen
// may build part 0 at -O0; and a part that defines such a helper, or
// exports a function, does not count as running once.
func TestSplitRunsOnce(t *testing.T) {
	m := ir.NewModule()
	fill := func(f *ir.Func, n int) *ir.Block {
		b := f.NewBlock("entry")
		slot := b.NewAlloca(types.I64)
		for range n {
			b.NewStore(constant.NewInt(types.I64, 1), slot)
		}
		return b
	}
	helper := func(name string) *ir.Func {
		f := m.NewFunc(name, types.Void)
		f.Linkage = enum.LinkageInternal
		fill(f, 3).NewRet(nil)
		return f
	}
	called, slotFn := helper("sp.called"), helper("sp.slotfn")
	table := m.NewGlobalDef("sp.table", constant.NewNull(types.NewPointer(slotFn.Sig)))
	table.Linkage = enum.LinkageInternal
	exec := m.NewFunc("sp.exec", types.Void)
	exec.Linkage = enum.LinkageInternal
	exec.FuncAttrs = append(exec.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	b := fill(exec, 8000)
	b.NewCall(called)
	b.NewStore(slotFn, table)
	b.NewRet(nil)
	helpers := map[*ir.Func]bool{called: true, slotFn: true}
	for i := range 4 {
		f := m.NewFunc("f"+string(rune('a'+i)), types.Void)
		bb := fill(f, 3000)
		bb.NewCall(called)
		bb.NewRet(nil)
	}
	parts, once := split(m, helpers, 4) // part 0 and an even count of parts for the rest
	if want := []bool{true, false, false}; !slices.Equal(once, want) {
		t.Fatalf("split marked %v as running once, want %v", once, want)
	}
	defines := func(p *ir.Module, f *ir.Func) bool {
		for _, g := range p.Funcs {
			if g.Name() == f.Name() {
				return g.Blocks != nil
			}
		}
		return false
	}
	if !defines(parts[0], exec) || !defines(parts[0], called) || defines(parts[0], slotFn) {
		t.Errorf("part 0 defines sp.exec %v, sp.called %v, sp.slotfn %v; want true, true, false",
			defines(parts[0], exec), defines(parts[0], called), defines(parts[0], slotFn))
	}
	if !slices.ContainsFunc(parts[1:], func(p *ir.Module) bool { return defines(p, slotFn) }) {
		t.Errorf("no part defines sp.slotfn")
	}
	ctx := &Context{Parts: parts, onceParts: once}
	for i := range parts {
		if got := ctx.PartRunsOnce(i); got != (i == 0) {
			t.Errorf("PartRunsOnce(%d) = %v", i, got)
		}
	}
	// The check stands on its own: part 0 with the slot function defined
	// in it (as a split that copied it would leave it) is optimized.
	slotFn.Linkage = enum.LinkageInternal // not exported: only its address is taken
	parts[0].Funcs = append(parts[0].Funcs, slotFn)
	if runsOnce(parts[0]) {
		t.Errorf("runsOnce accepts a part that defines a function whose address it takes")
	}
}

// TestSplitSelfRelativeGlobal splits a module whose mutable global's
// initializer refers to the global itself (an offset from it to a string,
// as runtime's traceback sites hold): the global is defined once, with
// its initializer, and the split terminates.
func TestSplitSelfRelativeGlobal(t *testing.T) {
	m := ir.NewModule()
	text := m.NewGlobalDef("sp.cstr.0", constant.NewCharArrayFromString("f\x00"))
	text.Linkage, text.Immutable = enum.LinkagePrivate, true
	siteT := types.NewStruct(types.I8Ptr, types.I32)
	site := m.NewGlobalDef("sp.tbsite.0", constant.NewZeroInitializer(siteT))
	site.Linkage = enum.LinkageInternal
	site.Init = constant.NewStruct(siteT, constant.NewNull(types.I8Ptr),
		constant.NewTrunc(constant.NewSub(constant.NewPtrToInt(text, types.I64), constant.NewPtrToInt(site, types.I64)), types.I32))
	for i := range 2 {
		f := m.NewFunc("f"+string(rune('a'+i)), types.Void)
		b := f.NewBlock("entry")
		b.NewLoad(types.I8Ptr, b.NewGetElementPtr(siteT, site, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 0)))
		b.NewRet(nil)
	}
	parts, _ := split(m, map[*ir.Func]bool{}, 2)
	defined := 0
	for _, p := range parts {
		for _, g := range p.Globals {
			if g.Name() == site.Name() && g.Init != nil {
				defined++
			}
		}
	}
	if defined != 1 {
		t.Errorf("sp.tbsite.0 is defined in %d parts, want 1", defined)
	}
}

// TestSplitSharedSmallCallee: a small function that every other calls
// groups its callers with it only up to an average part's weight, so it
// does not glue the module into one part built on one core.
func TestSplitSharedSmallCallee(t *testing.T) {
	m := ir.NewModule()
	fill := func(f *ir.Func, n int) *ir.Block {
		b := f.NewBlock("entry")
		for range n {
			b.NewAlloca(types.I8)
		}
		return b
	}
	show := m.NewFunc("show", types.Void)
	fill(show, 20).NewRet(nil)
	for i := range 8 {
		f := m.NewFunc("f"+string(rune('a'+i)), types.Void)
		b := fill(f, 2000)
		b.NewCall(show)
		b.NewRet(nil)
	}
	parts, _ := split(m, map[*ir.Func]bool{}, 4)
	if len(parts) < 3 {
		t.Fatalf("%d parts, want at least 3", len(parts))
	}
	for i, p := range parts {
		defined := 0
		for _, f := range p.Funcs {
			if f.Blocks != nil && f.Name() != "show" {
				defined++
			}
		}
		if defined > 4 {
			t.Errorf("part %d defines %d of the 8 callers of show, want them spread", i, defined)
		}
	}
}
