"""Summarise a callgrind profile of a compiled module (docs/performance.md,
"Where the time goes"): the whole run's own instructions grouped by what
the interpreter was doing, the functions with the most, and per C-API
function the compiled module calls, the number of calls and their
inclusive instructions (a call that re-enters the module counts its code
too).

    valgrind --tool=callgrind --collect-atstart=no --toggle-collect=builtin_sorted \
        --callgrind-out-file=cg.out python3 callgrind_run.py nbody_mod 3 build/
    python3 callgrind_summary.py cg.out nbody_mod

The second argument is a substring of the module's shared object name.
"""
import collections
import re
import sys

path, so = sys.argv[1], sys.argv[2]
names = {"ob": {}, "fn": {}}
def name(kind, rest):
    m = re.match(r"\((\d+)\)(?: (.*))?", rest)
    if not m:
        return rest
    if m.group(2) is not None:
        names[kind][m.group(1)] = m.group(2)
    return names[kind].get(m.group(1), "?")

self_cost = collections.Counter()   # (ob, fn) -> Ir
edges = collections.Counter()       # callee fn -> inclusive Ir, from the .so
counts = collections.Counter()
ob = fn = cob = cfn = None
pending = None
total = 0
for line in open(path, errors="replace"):
    line = line.rstrip("\n")
    if not line or line[0] == "#":
        continue
    if line.startswith("ob="):
        ob = name("ob", line[3:]); continue
    if line.startswith("fn="):
        fn = name("fn", line[3:]); continue
    if line.startswith("cob="):
        cob = name("ob", line[4:]); continue
    if line.startswith("cfn="):
        cfn = name("fn", line[4:]); continue
    if line.startswith(("fl=", "fi=", "fe=", "cfi=", "cfl=")):
        continue
    if line.startswith("calls="):
        pending = int(line[6:].split()[0]); continue
    if line[0] in "0123456789+-*":
        parts = line.split()
        if len(parts) < 2:
            continue
        cost = int(parts[1])
        if pending is not None:
            callee_ob = cob if cob is not None else ob
            if so in (ob or "") and so not in (callee_ob or ""):
                edges[cfn] += cost
                counts[cfn] += pending
            pending = None
            cob = None
        else:
            self_cost[(ob, fn)] += cost
            total += cost
        continue

GROUPS = [
    ("compiled module (own code)", lambda o, f: so in (o or "")),
    ("attribute lookup (getattr, type/dict lookup)", lambda o, f: re.search(r"GetAttr|_PyType_Lookup|unicodekeys_lookup|lookdict|GetMethod|GetInstanceAttribute|slot_tp_getattr|find_name_in_mro|_PyObject_LookupAttr|dict_getitem|_PyDict_GetItem|PyDict_GetItem", f)),
    ("attribute store", lambda o, f: re.search(r"SetAttr|insertdict|_PyObjectDict_SetItem|StoreInstanceAttribute|dict_ass_sub|PyDict_SetItem|insert_to_emptydict", f)),
    ("calls (vectorcall, frames, method binding, arg parsing)", lambda o, f: re.search(r"[Vv]ectorcall|_PyEval_Vector|_PyEvalFramePush|_PyFrame|method_|PyCFunction|cfunction|slot_tp_|_PyArg_|vectorcall|type_call|PyObject_Call|call_function|_Py_Check|builtin_|wrapperdescr|_PyStack", f)),
    ("interpreter loop (code left interpreted)", lambda o, f: "_PyEval_EvalFrameDefault" in f),
    ("number ops and boxing (int/float)", lambda o, f: re.search(r"PyNumber|float_|long_|PyFloat|PyLong|binary_op|_PyLong|x_add|x_sub|k_mul|PyBool|RichCompare|do_richcompare", f)),
    ("object allocation and deallocation", lambda o, f: re.search(r"Malloc|Free|alloc|dealloc|_PyObject_GC_New|_Py_Dealloc|_PyObject_New|subtype_|PyType_GenericAlloc|object_new|clear_slots|_PyObject_Init|tp_new|free|malloc", f)),
    ("garbage collector", lambda o, f: re.search(r"gc_|visit_|collect|_PyObject_GC|subtract_refs|update_refs|move_unreachable", f)),
    ("containers (list/tuple/dict/str ops)", lambda o, f: re.search(r"list|tuple|dict|unicode|PyUnicode|PySequence|iter|PyIter|range", f, re.I)),
]
groups = collections.Counter()
for (o, f), c in self_cost.items():
    for g, pred in GROUPS:
        if pred(o, f or ""):
            groups[g] += c
            break
    else:
        groups["other"] += c
print("total Ir %d" % total)
print("self cost by group:")
for g, c in groups.most_common():
    print("  %5.1f%%  %s" % (100 * c / total, g))
print("top self cost:")
for (o, f), c in self_cost.most_common(25):
    print("  %5.1f%%  %s  [%s]" % (100 * c / total, f, (o or "").rsplit("/", 1)[-1]))
print("C-API calls made by the compiled module (inclusive Ir, calls):")
for f, c in edges.most_common(30):
    print("  %5.1f%%  %10d calls  %s" % (100 * c / total, counts[f], f))
