package driver

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// writeTree writes files (slash-separated paths to contents) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func TestStaticImports(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"app.py":          "import sys\nimport plain\nfrom pkg import graph\n\ndef f():\n    import late\n",
		"plain.py":        "import deep\n",                                // unmarked: followed, not built
		"deep.py":         "import __static__\n",                          // reached through plain
		"late.py":         "import __static__\nfrom late import x\n",      // imports itself: visited once
		"pkg/__init__.py": "import __static__\nfrom .graph import walk\n", // a marked package
		"pkg/graph.py":    "import __static__\nfrom . import util\nfrom ..beyond import x\n",
		"pkg/util.py":     "import __static__\n",
		"pkg/bad.py":      "import __static__\ndef (\n", // never imported
		"unused.py":       "import __static__\n",
	})
	got := map[string]string{}
	var order []string
	for _, m := range StaticImports(filepath.Join(dir, "app.py"), []string{dir}) {
		rel, _ := filepath.Rel(dir, m.Path)
		got[m.Name] = filepath.ToSlash(rel)
		order = append(order, m.Name)
	}
	want := map[string]string{
		"deep": "deep.py", "late": "late.py", "pkg": "pkg/__init__.py",
		"pkg.graph": "pkg/graph.py", "pkg.util": "pkg/util.py",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("StaticImports (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"deep", "pkg", "pkg.graph", "pkg.util", "late"}, order); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}
