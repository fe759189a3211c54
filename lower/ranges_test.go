package lower

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// funcIR is the text of function name in the module's IR.
func funcIR(t *testing.T, ll, name string) string {
	t.Helper()
	start := strings.Index(ll, "@"+name+"(")
	if start < 0 {
		t.Fatalf("no function %s in the IR", name)
	}
	end := strings.Index(ll[start:], "\n}\n")
	return ll[start : start+end]
}

// fastChecks is how many bounds checks the proven copy of the function's
// crange loop keeps, -1 when the loop has no proven copy: a versioned
// loop holds the checked copy (accesses checks) and the proven one.
func fastChecks(fn string, accesses int) int {
	if !strings.Contains(fn, "proven.") {
		return -1
	}
	return strings.Count(fn, "\nindex.bad.") - accesses
}

// TestLifeStepProven: every access of life's inner loop, including the
// six through the wrapped left and right, is proven by the one check
// before the loop; only the checked copy keeps its 11 checks.
func TestLifeStepProven(t *testing.T) {
	fn := funcIR(t, lowerFile(t, filepath.Join("..", "examples", "life.py")).Module.String(), "life.step")
	if got := fastChecks(fn, 11); got != 0 {
		t.Errorf("the proven copy of life.step keeps %d bounds checks, want 0", got)
	}
	// `n == 3 or (n == 2 and src[row + x] == 1)` evaluates every operand
	// in the proven copy (eagerBoolOp) where row and x are bound, which
	// LLVM folds to always; the checked copy short-circuits.
	if !strings.Contains(fn, "\neager.") {
		t.Error("life.step's proven copy evaluates its and/or lazily")
	}
}

// TestLifeStepNoChecks: the build without bounds checks versions
// life's loops as the default build does, so that its proven copy too
// evaluates `n == 2 and src[row + x] == 1` branch-free. Without the
// proof it short-circuited: a data-dependent branch per cell, mispredicted
// about every other cell, which made that build 5-8x slower than the
// default one by wall clock for fewer instructions.
func TestLifeStepNoChecks(t *testing.T) {
	fn := funcIR(t, lowerFileWith(t, filepath.Join("..", "examples", "life.py"), func(c *Config) { c.NoBoundsChecks = true }).Module.String(), "life.step")
	if !strings.Contains(fn, "proven.") || !strings.Contains(fn, "\neager.") {
		t.Error("life.step without bounds checks has no proven copy evaluating its and/or eagerly")
	}
	if n := strings.Count(fn, "\nindex.bad."); n != 0 {
		t.Errorf("life.step without bounds checks keeps %d checks", n)
	}
}

// TestBoundsProof lowers one crange loop per case and counts the checks
// its proven copy keeps.
func TestBoundsProof(t *testing.T) {
	const head = "import __static__\nfrom __static__ import int64, int8, Array, crange\n\n" +
		"def f(a: Array[int64], n: int64, k: int64) -> int64:\n    s: int64 = 0\n    j: int64 = 0\n"
	tests := []struct {
		name     string
		body     string
		accesses int
		want     int // checks left in the proven copy; -1: no proven copy
	}{
		{"loop variable", "for i in crange(n):\n    s += a[i]", 1, 0},
		{"offset", "for i in crange(n):\n    s += a[i + k] + a[k + i]", 2, 0},
		{"invariant product", "for i in crange(n):\n    s += a[k * n + i]", 1, 0},
		{"torus", "for i in crange(n):\n    j = i - 1\n    if j < 0:\n        j = n - 1\n    r: int64 = i + 1\n    if r == n:\n        r = 0\n    s += a[j] + a[r]", 2, 0},
		{"negative from 0 stays checked alone", "for i in crange(n):\n    j = i - 1\n    s += a[j] + a[i]", 2, 1},
		{"augmented", "for i in crange(n):\n    j = i\n    j += k\n    j -= 1\n    s += a[j]", 1, 0},
		{"continue narrows", "for i in crange(n):\n    j = i - k\n    if j < 0 or j >= n:\n        continue\n    s += a[j]", 1, 0},
		{"chained compare", "for i in crange(n):\n    j = i - k\n    if 0 <= j < n:\n        s += a[j]", 1, 0},
		{"not equal", "for i in crange(n):\n    j = i + 1\n    if j != n:\n        s += a[j]", 1, 0},
		{"elif", "for i in crange(n):\n    if i < k:\n        j = 0\n    elif i < 2 * k:\n        j = i - k\n    else:\n        j = k\n    s += a[j]", 1, 0},
		{"wraps at compile time", "for i in crange(3):\n    s += a[i + 9223372036854775807]", 1, -1},
		{"product of the loop variable", "for i in crange(n):\n    s += a[i * 2]", 1, -1},
		{"nested loop forgets", "for i in crange(n):\n    j = i\n    while j > 0:\n        j -= 3\n    s += a[j]", 1, -1},
		{"walrus", "for i in crange(n):\n    j = i\n    s += a[(j := j - 1)] + a[j]", 2, -1},
		{"rebound offset", "for i in crange(n):\n    s += a[i + k]\n    k = 0", 1, -1},
		{"rebound array", "for i in crange(n):\n    s += a[i]\n    a = Array[int64](3)", 1, -1},
		{"with stays checked", "for i in crange(n):\n    with open('x'):\n        pass\n    s += a[i]", 1, -1},
		{"dynamic value", "for i in crange(n):\n    j = int64(len('abc'))\n    s += a[j]", 1, -1},
		{"while counts up", "j = k\nwhile j < n:\n    s += a[j]\n    j += 1", 1, 0},
		{"while to the bound inclusive", "while j <= n:\n    s += a[j] + a[j - 1]\n    j += 2", 2, 0},
		{"while counts down", "j = n - 1\nwhile j >= 0:\n    s += a[j]\n    j -= 1", 1, 0},
		{"while counts down above", "j = n\nwhile j > k:\n    s += a[j - 1]\n    j -= 3", 1, 0},
		{"while break", "while j < n:\n    if a[j] < 0:\n        break\n    s += a[j]\n    j += 1", 2, 0},
		{"while continue before the step", "while j < n:\n    s += a[j]\n    if s > k:\n        continue\n    j += 1", 1, 0},
		{"while step in a branch", "while j < n:\n    s += a[j]\n    if s > k:\n        j += 1", 1, 0},
		{"while counter written", "while j < n:\n    s += a[j]\n    j = s\n    j += 1", 1, -1},
		{"while two steps", "while j < n:\n    s += a[j]\n    j += 1\n    j += 1", 1, -1},
		{"while step away from the bound", "while j < n:\n    s += a[j]\n    j -= 1", 1, -1},
		{"while bound changes", "while j < n:\n    s += a[j]\n    n -= 1\n    j += 1", 1, -1},
		{"while step in a nested loop", "while j < n:\n    s += a[j]\n    for i in crange(k):\n        j += 1", 1, -1},
		{"while test not a bound", "while j < n and s < k:\n    s += a[j]\n    j += 1", 1, -1},
		{"while step not constant", "while j < n:\n    s += a[j]\n    j += k", 1, -1},
		{"while growing counter", "while j < n:\n    if a[j] > 0:\n        a[k] = j\n        k += 1\n    j += 1", 2, 0},
		{"while growing counter, two slots", "while j >= 0:\n    if a[j] > 0:\n        k += 2\n        a[k - 2] = j\n        a[k - 1] = s\n    j -= 3", 3, 0},
		{"while growing counter, guarded", "while j < n:\n    if k < n:\n        a[k] = j\n        k += 1\n    j += 1", 1, 0},
		{"while growing counter, continue before the step", "while j < n:\n    if a[j] > 0:\n        a[k] = j\n        k += 1\n        continue\n    j += 1", 2, 1},
		{"while growing counter reset", "while j < n:\n    s += a[j]\n    a[k] = j\n    k += 1\n    if k > 3:\n        k = 0\n    j += 1", 2, 1},
		{"while counter falling", "while j < n:\n    s += a[j] + a[k]\n    k -= 1\n    j += 1", 2, 1},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + "    " + strings.ReplaceAll(tt.body, "\n", "\n    ") + "\n    return s\n"
			path := filepath.Join(dir, "m.py")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			ll := lowerFile(t, path).Module.String()
			verify(t, ll)
			if got := fastChecks(funcIR(t, ll, "m.f"), tt.accesses); got != tt.want {
				t.Errorf("proven copy keeps %d checks, want %d, in\n%s", got, tt.want, src)
			}
		})
	}
}

// TestGrowingCounters: out[k] = x; k += 1 under a branch. In a while
// loop that counts every iteration, the proven copy tests its counter
// against a limit (the iterations out has room for) and carries no check
// of out[k]; past the limit it goes on in the checked copy, from its
// head. In a crange loop, out[k] is proven non-negative: one unsigned
// compare, no negative-index path.
func TestGrowingCounters(t *testing.T) {
	const head = "import __static__\nfrom __static__ import int64, Array, crange\n\n" +
		"def f(a: Array[int64], out: Array[int64], n: int64) -> int64:\n    k: int64 = 0\n    j: int64 = 0\n"
	tests := []struct {
		name         string
		body         string
		limit        bool // the proven copy tests a limit and resumes in the checked one
		checks, negs int  // index.bad and index.neg blocks in the function
	}{
		// a[j] and out[k], twice (proven, checked copy) less the proven ones.
		{"while", "while j < n:\n    if a[j] > 0:\n        out[k] = j\n        k += 1\n    j += 1", true, 2, 2},
		{"while, no growing counter", "while j < n:\n    out[j] = a[j]\n    j += 1", false, 2, 2},
		{"crange, non-negative", "for i in crange(n):\n    if a[i] > 0:\n        out[k] = i\n        k += 1", false, 3, 2},
		// Two growing counters and the loop's own, joined after the if.
		{"while, joined", "m: int64 = 0\nwhile j < n:\n    if a[j] > 0:\n        out[k] = j\n        k += 1\n    else:\n        out[m] = k\n        m += 2\n    j += 1", true, 3, 3},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + "    " + strings.ReplaceAll(tt.body, "\n", "\n    ") + "\n    return k\n"
			path := filepath.Join(dir, "m.py")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			ll := lowerFile(t, path).Module.String()
			verify(t, ll)
			// The joins after the ifs emit selects per local: in the same
			// order on every build.
			for range 4 {
				if again := lowerFile(t, path).Module.String(); again != ll {
					t.Fatalf("lowering is not deterministic\n%s", src)
				}
			}
			fn := funcIR(t, ll, "m.f")
			if got := strings.Contains(fn, "\nwhile.pastlimit.") && strings.Contains(fn, "\nwhile.resume."); got != tt.limit {
				t.Errorf("limit and resume: %v, want %v\n%s", got, tt.limit, src)
			}
			if got := strings.Count(fn, "\nindex.bad."); got != tt.checks {
				t.Errorf("%d bounds checks, want %d\n%s", got, tt.checks, src)
			}
			if got := strings.Count(fn, "\nindex.neg."); got != tt.negs {
				t.Errorf("%d negative-index paths, want %d\n%s", got, tt.negs, src)
			}
		})
	}
}

// TestPassedChecks counts the bounds checks left in a function whose
// accesses have data-dependent indexes: an a[i] dominated by a passed
// check of the same a and i carries none (array.go, passedChecks).
func TestPassedChecks(t *testing.T) {
	const head = "import __static__\nfrom __static__ import int64, Array\n\n" +
		"def f(a: Array[int64], b: Array[int64], i: int64, j: int64) -> int64:\n    x: int64 = 0\n"
	tests := []struct {
		name string
		body string
		want int
	}{
		{"load then store", "x = a[i]\na[i] = x + 1\na[i] += 2", 1},
		{"two arrays", "x = a[i] + b[i]\nb[i] = a[i]", 2},
		{"dominated branch", "x = a[i]\nif j > 0:\n    x += a[i]", 1},
		{"rebound index", "x = a[i]\ni = j\nx += a[i]", 2},
		{"rebound array", "x = a[i]\na = b\nx += a[i]", 2},
		{"then, not else", "if j > 0:\n    x = a[i]\nelse:\n    x = a[i] + 1\nx += a[i]", 3},
		{"after or", "if j > 0 or a[i] > 0:\n    x = 1\nx += a[i]", 2},
		{"loop back edge", "while j > 0:\n    x += a[i]\n    i = x\n    j -= 1", 1},
		{"loop body, not after", "while j > 0:\n    x += a[i]\n    j -= 1\nx += a[i]", 2},
		{"before the loop", "x = a[i]\nwhile j > 0:\n    x += a[i]\n    j -= 1", 1},
		{"before a loop that rebinds", "x = a[i]\nwhile j > 0:\n    x += a[i]\n    i = j\n    j -= 1", 2},
		{"walrus", "x = a[i] + a[(i := j)] + a[i]", 3},
		{"expression index", "x = a[i + 1] + a[i + 1]", 2},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + "    " + strings.ReplaceAll(tt.body, "\n", "\n    ") + "\n    return x\n"
			path := filepath.Join(dir, "m.py")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			ll := lowerFile(t, path).Module.String()
			verify(t, ll)
			if got := strings.Count(funcIR(t, ll, "m.f"), "\nindex.bad."); got != tt.want {
				t.Errorf("%d bounds checks, want %d\n%s", got, tt.want, src)
			}
		})
	}
}

// TestRestarts counts the statements of a proven while loop whose
// data-dependent access leaves for the checked copy on a negative index
// (restart.go) instead of rejoining its hot path.
func TestRestarts(t *testing.T) {
	const head = "import __static__\nfrom __static__ import int64, Array\n\n" +
		"def g(x: int64) -> int64:\n    return x\n\n" +
		"def f(a: Array[int64], ix: Array[int64], n: int64) -> int64:\n    x: int64 = 0\n    j: int64 = 0\n"
	tests := []struct {
		name string
		body string
		want int
	}{
		{"load", "while j < n:\n    x = a[ix[j]]\n    j += 1", 1},
		{"augmented", "while j < n:\n    x += a[ix[j]] * 3\n    j += 1", 1},
		{"store", "while j < n:\n    a[ix[j]] = x\n    j += 1", 1},
		{"load and store, one check", "while j < n:\n    y: int64 = ix[j]\n    x = a[y]\n    a[y] = x + 1\n    j += 1", 1},
		{"a call first", "while j < n:\n    x = g(j) + a[ix[j]]\n    j += 1", 0},
		{"under an if", "while j < n:\n    if x > 0:\n        x = a[ix[j]]\n    j += 1", 0},
		{"not proven", "while j < n:\n    x = a[x]\n    j += 2", 0},
	}
	dir := t.TempDir()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := head + "    " + strings.ReplaceAll(tt.body, "\n", "\n    ") + "\n    return x\n"
			path := filepath.Join(dir, "m.py")
			if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			ll := lowerFile(t, path).Module.String()
			verify(t, ll)
			fn := funcIR(t, ll, "m.f")
			// A restart block, where the checked copy starts the statement.
			if got := strings.Count(fn, "\nrestart."); got != tt.want {
				t.Errorf("%d restarted statements, want %d\n%s", got, tt.want, src)
			}
		})
	}
}
