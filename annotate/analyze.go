// This file implements reading the optimized IR and scoring each line.

package annotate

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Function is a function of the module as the checker saw it.
type Function struct {
	Name          string
	Line, EndLine int
	// Native is false for a function that runs interpreted (SP4002).
	Native bool
}

// Op is one kind of work on a line and how many times the line's code
// does it (static sites in the optimized code, not executions).
type Op struct {
	Kind  string `json:"kind"`
	Count int    `json:"count"`
}

// Line is the view of one source line.
type Line struct {
	Line   int     `json:"line"`
	Source string  `json:"source"`
	Score  float64 `json:"score"`
	Ops    []Op    `json:"ops"`
	// IR holds the optimized instructions that came from the line.
	IR []string `json:"ir,omitempty"`
}

// FunctionReport scores one function: the sum of its lines.
type FunctionReport struct {
	Name    string  `json:"name"`
	Line    int     `json:"line"`
	EndLine int     `json:"end_line"`
	Native  bool    `json:"native"`
	Score   float64 `json:"score"`
}

// Report is the annotation of one module.
type Report struct {
	Version   int              `json:"version"`
	File      string           `json:"file"`
	Lines     []Line           `json:"lines"`
	Functions []FunctionReport `json:"functions"`
}

// The kinds of work, and what each costs in the score: roughly the
// nanoseconds of a typical instance over a machine instruction's fraction
// of one, so that a line of pure arithmetic and memory access scores 0
// and one dynamic call outweighs a dozen checks.
var weights = map[string]float64{
	KindCall:        10,
	KindAttribute:   6,
	KindSubscript:   4,
	KindArithmetic:  4,
	KindCompare:     3,
	KindTruth:       1,
	KindDict:        3,
	KindList:        2,
	KindTuple:       2,
	KindSet:         3,
	KindString:      3,
	KindIteration:   3,
	KindBox:         2,
	KindUnbox:       1,
	KindImport:      5,
	KindCAPI:        3,
	KindHelper:      2,
	KindBounds:      0.5,
	KindCheck:       0.25,
	KindDecref:      1,
	KindInterpreted: 10,
}

// Kinds of work.
const (
	KindCall        = "dynamic call"
	KindAttribute   = "attribute lookup"
	KindSubscript   = "subscript on an object"
	KindArithmetic  = "arithmetic on objects"
	KindCompare     = "comparison of objects"
	KindTruth       = "truth test of an object"
	KindDict        = "dict operation"
	KindList        = "list operation"
	KindTuple       = "tuple operation"
	KindSet         = "set operation"
	KindString      = "string operation"
	KindIteration   = "iteration over an object"
	KindBox         = "boxing"
	KindUnbox       = "unboxing"
	KindImport      = "import"
	KindCAPI        = "other C API call"
	KindHelper      = "runtime helper call"
	KindBounds      = "bounds check"
	KindCheck       = "check"
	KindDecref      = "reference release"
	KindInterpreted = "runs interpreted"
)

// errorPath are the functions only error paths call: the exception they
// raise is counted as the check that leads there, not as work.
var errorPath = map[string]bool{
	"PyErr_SetString": true, "PyErr_Format": true, "PyErr_SetObject": true, "PyErr_SetNone": true,
	"_PyTraceback_Add": true, "sp.traceback.add": true, "PyErr_Occurred": true, "PyErr_Fetch": true, "PyErr_Restore": true,
	"PyErr_NormalizeException": true, "PyErr_GivenExceptionMatches": true, "PyErr_ExceptionMatches": true,
	"PyErr_Clear": true, "PyException_SetTraceback": true, "PyException_SetCause": true,
	"PyException_SetContext": true, "PyErr_GetHandledException": true, "PyErr_SetHandledException": true,
	"PyErr_NoMemory": true, "PyErr_BadInternalCall": true,
}

// classify says what a call of the named function does, or "" when it is
// not work to count (LLVM intrinsics, error paths).
func classify(name string) string {
	switch {
	case name == "" || strings.HasPrefix(name, "llvm.") || errorPath[name]:
		return ""
	case name == "_Py_Dealloc":
		return KindDecref
	case strings.HasPrefix(name, "sp.unbox"):
		return KindUnbox
	case strings.HasPrefix(name, "sp.box"):
		return KindBox
	case strings.HasPrefix(name, "sp."):
		return KindHelper
	case strings.Contains(name, "Vectorcall"), strings.HasPrefix(name, "PyObject_Call"), name == "PyEval_EvalCode":
		return KindCall
	case strings.Contains(name, "Attr"), name == "_PyType_Lookup":
		return KindAttribute
	case strings.HasPrefix(name, "PyObject_GetItem"), strings.HasPrefix(name, "PyObject_SetItem"), strings.HasPrefix(name, "PyObject_DelItem"),
		strings.HasPrefix(name, "PySequence_GetItem"), strings.HasPrefix(name, "PySequence_SetItem"):
		return KindSubscript
	case strings.HasPrefix(name, "PyNumber_"):
		return KindArithmetic
	case strings.HasPrefix(name, "PyObject_RichCompare"), name == "PySequence_Contains":
		return KindCompare
	case name == "PyObject_IsTrue", name == "PyObject_Not":
		return KindTruth
	case strings.HasPrefix(name, "PyDict_"), strings.HasPrefix(name, "_PyDict_"):
		return KindDict
	case strings.HasPrefix(name, "PyList_"):
		return KindList
	case strings.HasPrefix(name, "PyTuple_"):
		return KindTuple
	case strings.HasPrefix(name, "PySet_"), strings.HasPrefix(name, "PyFrozenSet_"):
		return KindSet
	case strings.HasPrefix(name, "PyUnicode_"):
		return KindString
	case name == "PyObject_GetIter", name == "PyIter_Next":
		return KindIteration
	case strings.HasPrefix(name, "PyLong_From"), strings.HasPrefix(name, "PyFloat_From"), strings.HasPrefix(name, "PyBool_From"):
		return KindBox
	case strings.HasPrefix(name, "PyLong_As"), strings.HasPrefix(name, "PyFloat_As"):
		return KindUnbox
	case strings.HasPrefix(name, "PyImport_"):
		return KindImport
	case strings.HasPrefix(name, "Py"), strings.HasPrefix(name, "_Py"):
		return KindCAPI
	}
	return ""
}

var (
	locRE    = regexp.MustCompile(`^!(\d+) = !DILocation\(line: (\d+)`)
	dbgRE    = regexp.MustCompile(`, !dbg !(\d+)`)
	calleeRE = regexp.MustCompile(`\b(?:call|invoke)\b[^@]*@("?[-A-Za-z0-9_.$]+"?)\(`)
	excRE    = regexp.MustCompile(`@PyExc_(\w+)`)
)

// Analyze annotates the source of a module from the optimized IR of its
// parts, which carry line information, and the module's functions.
func Analyze(file string, src []byte, irParts []string, funcs []Function) *Report {
	lines := strings.Split(strings.ReplaceAll(string(src), "\r\n", "\n"), "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	ops := make([]map[string]int, len(lines)+1)
	irOf := make([][]string, len(lines)+1)
	count := func(line int, kind string) {
		if line < 1 || line > len(lines) || kind == "" {
			return
		}
		if ops[line] == nil {
			ops[line] = map[string]int{}
		}
		ops[line][kind]++
	}
	for _, ir := range irParts {
		locs := map[string]int{}
		text := strings.Split(ir, "\n")
		for _, l := range text {
			if m := locRE.FindStringSubmatch(l); m != nil {
				locs[m[1]], _ = strconv.Atoi(m[2])
			}
		}
		for _, l := range text {
			m := dbgRE.FindStringSubmatch(l)
			if m == nil || !strings.HasPrefix(l, "  ") {
				continue
			}
			line := locs[m[1]]
			if line < 1 || line > len(lines) {
				continue
			}
			inst := strings.TrimSpace(l[:strings.Index(l, m[0])])
			irOf[line] = append(irOf[line], inst)
			if strings.HasPrefix(inst, "br i1 ") && strings.Contains(inst, "label %index.slow") {
				// lower's bounds checks branch to index.slow blocks.
				count(line, KindBounds)
			}
			if c := calleeRE.FindStringSubmatch(inst); c != nil {
				count(line, classify(strings.Trim(c[1], `"`)))
			}
			if e := excRE.FindStringSubmatch(inst); e != nil && strings.Contains(inst, "load") && e[1] != "IndexError" {
				count(line, KindCheck)
			}
		}
	}
	for _, f := range funcs {
		if f.Native {
			continue
		}
		for l := f.Line; l <= f.EndLine && l <= len(lines); l++ {
			if strings.TrimSpace(lines[l-1]) != "" {
				ops[l] = map[string]int{KindInterpreted: 1}
				irOf[l] = nil
			}
		}
	}
	r := &Report{Version: 1, File: file}
	for i, text := range lines {
		ln := Line{Line: i + 1, Source: text, Ops: []Op{}, IR: irOf[i+1]}
		for kind, n := range ops[i+1] {
			ln.Ops = append(ln.Ops, Op{kind, n})
			ln.Score += weights[kind] * float64(n)
		}
		sort.Slice(ln.Ops, func(a, b int) bool {
			wa, wb := weights[ln.Ops[a].Kind]*float64(ln.Ops[a].Count), weights[ln.Ops[b].Kind]*float64(ln.Ops[b].Count)
			if wa != wb {
				return wa > wb
			}
			return ln.Ops[a].Kind < ln.Ops[b].Kind
		})
		r.Lines = append(r.Lines, ln)
	}
	for _, f := range funcs {
		fr := FunctionReport{Name: f.Name, Line: f.Line, EndLine: f.EndLine, Native: f.Native}
		for l := f.Line; l <= f.EndLine && l <= len(r.Lines); l++ {
			fr.Score += r.Lines[l-1].Score
		}
		r.Functions = append(r.Functions, fr)
	}
	sort.Slice(r.Functions, func(a, b int) bool { return r.Functions[a].Line < r.Functions[b].Line })
	return r
}
