"""Time one measurement family in one process; print the samples as JSON.

    PYTHONPATH=runtime/python python3 bench.py '{"family": "mix", ...}'

tests/bench (Go) runs this once per family (mix, count, call) and prints
the table. The variants of a family are interleaved: every round times
each variant once, starting from a different variant each round, so that
a slow spell of the machine hits all of them alike. Every sample is one
batch; Go reports the fastest batch and the median.

The configuration (JSON, argv[1]):
    family      "mix", "count" or "call"
    rounds      rounds of batches
    reps        batches per round of each native loop and of each call variant
                (the interpreted loop: one)
    n           iterations per batch of the native loops (C, compiled)
    interp_n    iterations per batch of the interpreted loop
    calls       loop trips per batch of the call family (10 calls each)
    source      examples/loops.py (imported through the __static__ hook)
    compiled    the compiled loops extension, or null
    callee      the compiled bench callee extension, or null
    cref        the C reference shared object (ctypes), or null
    cext_dir    directory holding the hand-written C extension, or null

Run with the runtime on PYTHONPATH so that importing the source goes
through the __static__ import hook, i.e. runs interpreted.
"""

import ctypes
import gc
import importlib.util
import json
import os
import sys
import time

perf = time.perf_counter_ns


def load_extension(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def import_source(path):
    """Import a Static Python source file the ordinary way, which with the
    runtime on PYTHONPATH goes through the __static__ hook. The Go side
    copies the source into a directory of its own, so that no extension
    built beside it can shadow it."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    name = os.path.splitext(os.path.basename(path))[0]
    module = __import__(name)
    del sys.modules[name]  # the compiled module is loaded under the same name
    loader = type(getattr(module, "__loader__", None)).__name__
    if loader != "StaticLoader":
        sys.exit(f"{path} was imported by {loader}, not the __static__ hook: is runtime/python on PYTHONPATH?")
    return module


def interleave(rounds, variants, batch, reps=None):
    """Time batch(v) for every variant v in every round, reps[v] times per
    round (default 1), in passes over the variants; rotate the order from
    one round to the next. Short batches, many of them: on a loaded
    machine some land in a quiet moment, and the fastest batch is one of
    those."""
    reps = reps or {}
    samples = {v: [] for v in variants}
    for r in range(rounds):
        for p in range(max([reps.get(v, 1) for v in variants] + [1])):
            for k in range(len(variants)):
                v = variants[(r + k) % len(variants)]
                if p < reps.get(v, 1):
                    samples[v].append(batch(v))
    return samples


def loops(cfg):
    fam = cfg["family"]
    funcs, sizes = {}, {}
    # Import the source first: loading the compiled module (single-phase
    # init) puts it into sys.modules under the same name.
    interp = import_source(cfg["source"])
    if cfg.get("cref"):
        cref = ctypes.CDLL(cfg["cref"])
        f = getattr(cref, fam)
        f.argtypes, f.restype = [ctypes.c_int64], ctypes.c_int64
        funcs["c"], sizes["c"] = f, cfg["n"]
    if cfg.get("compiled"):
        funcs["compiled"] = getattr(load_extension("loops", cfg["compiled"]), fam)
        sizes["compiled"] = cfg["n"]
    funcs["interpreted"], sizes["interpreted"] = getattr(interp, fam), cfg["interp_n"]

    # The variants must agree before they are timed (and the interpreted
    # function must be the __static__ one, not a plain Python run).
    small = cfg["interp_n"]
    want = funcs["interpreted"](small)
    errors = []
    for v, f in funcs.items():
        got = f(small)
        if got != want:
            errors.append(f"{v} {fam}({small}) = {got}, interpreted says {want}")
    if "c" in funcs and "compiled" in funcs and funcs["c"](cfg["n"]) != funcs["compiled"](cfg["n"]):
        errors.append(f"compiled {fam}({cfg['n']}) != C")

    def once(f, n):
        t0 = perf()
        f(n)
        return perf() - t0

    # Does a batch grow with n? A loop that LLVM or gcc replaced with a
    # closed form takes the same time for n and 4n.
    growth = {}
    for v in ("c", "compiled"):
        if v in funcs:
            f, n = funcs[v], sizes[v]
            t1 = min(once(f, n) for _ in range(3))
            t4 = min(once(f, 4 * n) for _ in range(3))
            growth[v] = t4 / max(t1, 1)

    reps = {v: cfg["reps"] for v in ("c", "compiled")}
    samples = interleave(cfg["rounds"], list(funcs), lambda v: once(funcs[v], sizes[v]) / sizes[v], reps)
    return {
        "unit": "ns/iter",
        "errors": errors,
        "variants": [
            {"name": v, "n": sizes[v], "samples": samples[v], "growth_4x": growth.get(v)}
            for v in funcs
        ],
    }


def pyident(x):
    return x


# Ten calls per trip of the loop, so that the loop itself costs little;
# "empty" times the same loop without the calls (Go subtracts it for the
# "net" columns). Every variant gets a loop of its own (a new code object),
# so that CPython 3.11 specialises each call site for one kind of callee
# and never has to deoptimise when the next variant comes round.
CALLS_PER_TRIP = 10
_CALLS = "def calls(f, x, r):\n    for _ in r:\n" + "        f(x)\n" * CALLS_PER_TRIP
_EMPTY = "def calls(f, x, r):\n    for _ in r:\n        pass\n"


def make_loop(src):
    ns = {}
    exec(compile(src, "<bench loop>", "exec"), ns)
    return ns["calls"]


def call(cfg):
    funcs = {}
    if cfg.get("cext_dir"):
        sys.path.insert(0, cfg["cext_dir"])
        import cext

        funcs["cext"] = cext.ident
    if cfg.get("callee"):
        funcs["compiled"] = load_extension("callee", cfg["callee"]).ident
    funcs["pydef"] = pyident
    x = 7
    errors = [f"{v} ident({x}) = {f(x)!r}" for v, f in funcs.items() if f(x) != x]

    trips = cfg["calls"]
    r = range(trips)
    per_call = CALLS_PER_TRIP * trips
    timers = {v: make_loop(_CALLS) for v in funcs}
    funcs["empty"], timers["empty"] = None, make_loop(_EMPTY)

    def batch(v):
        f, loop = funcs[v], timers[v]
        t0 = perf()
        loop(f, x, r)
        return (perf() - t0) / per_call

    for v in funcs:  # warm up: let 3.11 specialise the call sites
        timers[v](funcs[v], x, range(1000))
    samples = interleave(cfg["rounds"], list(funcs), batch, {v: cfg["reps"] for v in funcs})
    out = [{"name": v, "n": per_call, "samples": samples[v]} for v in funcs]
    return {"unit": "ns/call", "errors": errors, "variants": out}


def main():
    cfg = json.loads(sys.argv[1])
    gc.disable()
    result = call(cfg) if cfg["family"] == "call" else loops(cfg)
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
