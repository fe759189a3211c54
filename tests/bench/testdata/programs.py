"""Time the benchmark programs (tests/testdata/programs) compiled against
plain CPython, in one process; print the samples as JSON.

    python3 programs.py '{"family": "untyped", ...}'

tests/bench (Go, programs.go) runs this once per family with no
PYTHONPATH: the plain side is the untyped source under the stock
interpreter, which is what a user compares against. The configuration:
    family      "untyped", "typed" or "micro"
    rounds      rounds; each round times every variant once, in an order
                rotated from round to round
    untyped, typed: programs, a list of
        name      the row's name
        compiled  the compiled extension (null when the build failed)
        module    its module name (the extension's PyInit_ name)
        plain     the untyped source timed under plain CPython
        n         the argument of run(n) (the module's BENCH_N, or TEST_N
                  in the smoke run)
    micro:
        compiled  typed_micro compiled, or null
        plain     untyped_micro.py
        c         micro.c built with gcc -O2, or null
        n         operations per batch, compiled and plain
        c_n       operations per batch, C

Each sample is the time of one batch in seconds; a row also says whether
the variants' results agreed (the programs' results must be equal; a
mismatch is listed under errors)."""

import ctypes
import gc
import importlib.util
import json
import sys
import time

perf = time.perf_counter


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def interleave(rounds, variants, batch):
    samples = {v: [] for v in variants}
    for r in range(rounds):
        for k in range(len(variants)):
            v = variants[(r + k) % len(variants)]
            gc.collect()
            t = perf()
            batch(v)
            samples[v].append(perf() - t)
    return samples


def programs(cfg, errors):
    rows = []
    for p in cfg["programs"]:
        plain = load("plain_" + p["module"], p["plain"])
        funcs = {"plain": plain.run}
        if p.get("compiled"):
            funcs["compiled"] = load(p["module"], p["compiled"]).run
        n = p["n"]
        results = {v: repr(f(n)) for v, f in funcs.items()}  # also the warm-up
        same = len(set(results.values())) == 1
        if not same:
            errors.append("%s: run(%d) compiled = %s, plain CPython = %s" % (p["name"], n, results.get("compiled"), results["plain"]))
        samples = interleave(cfg["rounds"], list(funcs), lambda v: funcs[v](n))
        rows.append({"name": p["name"], "same": same, "result": results["plain"][:60],
                     "variants": {v: {"n": 1, "samples": s} for v, s in samples.items()}})
    return rows


MICRO = ["field_read", "field_rw", "call_final", "call_exact", "call_virtual", "call_pyoverride", "construct"]


def micro(cfg, errors):
    n, c_n = cfg["n"], cfg["c_n"]
    mods = {"plain": load("plain_micro", cfg["plain"])}
    if cfg.get("compiled"):
        mods["compiled"] = load("typed_micro", cfg["compiled"])
    c = ctypes.CDLL(cfg["c"]) if cfg.get("c") else None

    def python_ops(m):
        # A subclass defined in Python overriding a method of the
        # (compiled) class: a typed call site must still reach it.
        class PyPoint(m.Point):
            def area(self):
                return self.x + self.y + 2

        return {
            "field_read": lambda k: m.field_read(m.Point(3, 4), k),
            "field_rw": lambda k: m.field_rw(m.Point(3, 4), k),
            "call_final": lambda k: m.call_final(m.Point(5, 6), k),
            "call_exact": lambda k: m.call_exact(k),
            "call_virtual": lambda k: m.call_virtual(m.Point3(1, 2), k),
            "call_pyoverride": lambda k: m.call_virtual(PyPoint(1, 2), k),
            "construct": lambda k: m.construct(k),
        }

    ops = {v: python_ops(m) for v, m in mods.items()}
    if c is not None:
        def cfunc(name, nargs):
            f = getattr(c, name)
            f.argtypes, f.restype = [ctypes.c_int64] * nargs, ctypes.c_int64
            return f
        ops["c"] = {
            "field_read": cfunc("field_read", 1), "field_rw": cfunc("field_rw", 1),
            "call_final": cfunc("call_final", 1), "call_exact": cfunc("call_exact", 1),
            "call_virtual": (lambda f: lambda k: f(1, k))(cfunc("call_virtual", 2)),
            "construct": cfunc("construct", 1),
        }
    sizes = {"plain": n, "compiled": n, "c": c_n}
    rows = []
    for op in MICRO:
        variants = [v for v in ("c", "compiled", "plain") if v in ops and op in ops[v]]
        # The results at one size must agree (C's too, where it has the op).
        results = {v: ops[v][op](1000) for v in variants}
        same = len(set(results.values())) == 1
        if not same:
            errors.append("micro %s(1000): %s" % (op, results))
        samples = interleave(cfg["rounds"], variants, lambda v: ops[v][op](sizes[v]))
        rows.append({"name": op, "same": same, "result": str(results.get("plain")),
                     "variants": {v: {"n": sizes[v], "samples": s} for v, s in samples.items()}})
    return rows


def main():
    cfg = json.loads(sys.argv[1])
    errors = []
    rows = micro(cfg, errors) if cfg["family"] == "micro" else programs(cfg, errors)
    json.dump({"errors": errors, "rows": rows}, sys.stdout)


if __name__ == "__main__":
    main()
