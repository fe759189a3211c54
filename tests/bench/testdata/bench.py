"""Time one measurement family in one process; print the samples as JSON.

    PYTHONPATH=runtime/python python3 bench.py '{"family": "mix", ...}'

tests/bench (Go) runs this once per family (mix, count, call, walk, csr,
life, checksum, axpy, nbody) and prints the table. The variants of a family are interleaved: every round times
each variant once, starting from a different variant each round, so that
a slow spell of the machine hits all of them alike. Every sample is one
batch; Go reports the fastest batch and the median.

The configuration (JSON, argv[1]) of mix, count and call:
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

The kernel families (walk, life, checksum) time one typed kernel on the
same buffers (array.array) in every variant: the C reference (ctypes, on
the buffers' addresses), the default compiled module, the compiled
variants (bounds checks off, a pass skipped), and the source interpreted.
Their configuration:
    family      "walk", "life" or "checksum"
    rounds, reps as above
    source      the kernel's source (imported through the __static__ hook)
    module      its module name
    modules     {variant: compiled extension or null}; "compiled" is the
                default build, the others the variants
    kernels     testdata/kernels.c built with gcc -O2, or null
    walk:       nodes, edges, seeds, steps (per batch, native variants),
                interp_steps (per batch, interpreted)
    csr:        nodes, edges, seeds, interp_seeds (seeds walked per batch
                by the interpreted variant), cython (testdata/csr_cy.pyx
                built, or null)
    life:       pairs (pairs of generations per batch, native variants);
                the interpreted variant runs one generation per batch
    checksum:   n (bytes per batch, native variants), interp_n
    axpy:       n (elements per batch, native variants), interp_n

Run with the runtime on PYTHONPATH so that importing the source goes
through the __static__ import hook, i.e. runs interpreted.
"""

import array
import ctypes
import gc
import importlib.util
import json
import os
import random
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


def addr(buf):
    """The address of an array.array's buffer, for ctypes."""
    return buf.buffer_info()[0]


def kernel_setup(cfg):
    """Import the source interpreted and load every compiled variant."""
    interp = import_source(cfg["source"])
    mods = {}
    for v, path in cfg["modules"].items():
        if path:
            mods[v] = load_extension(cfg["module"], path)
    cref = ctypes.CDLL(cfg["kernels"]) if cfg.get("kernels") else None
    return interp, mods, cref


def kernel_result(cfg, funcs, sizes, per, batch, errors, unit):
    """Time batch(v) for every variant, interleaved (reps batches per
    round for the native variants, one for the interpreted one)."""
    reps = {v: cfg["reps"] for v in funcs if v != "interpreted"}
    samples = interleave(cfg["rounds"], list(funcs), batch, reps)
    return {
        "unit": unit,
        "errors": errors,
        "variants": [{"name": v, "n": sizes[v] * per, "samples": samples[v]} for v in funcs],
    }


def walk(cfg):
    """walk.walk on one graph of nodes/edges and the same seeds."""
    interp, mods, cref = kernel_setup(cfg)
    nodes, edges, nseeds = cfg["nodes"], cfg["edges"], cfg["seeds"]
    errors = []
    # The generators agree on a small graph; the compiled one builds the
    # big graph (interpreted, it would take minutes).
    gen = mods.get("compiled", interp)
    small = []
    for m in (interp, gen):
        off, tgt, sd = array.array("q", bytes(8 * 301)), array.array("q", bytes(8 * 3000)), array.array("q", bytes(8 * 20))
        m.make_graph(off, tgt, 42)
        m.make_seeds(sd, 300, 7)
        small.append((off, tgt, sd))
    if small[0] != small[1]:
        errors.append("make_graph/make_seeds: compiled and interpreted build different graphs")
    offsets, targets, seeds = array.array("q", bytes(8 * (nodes + 1))), array.array("q", bytes(8 * edges)), array.array("q", bytes(8 * nseeds))
    gen.make_graph(offsets, targets, 42)
    gen.make_seeds(seeds, nodes, 7)

    funcs, sizes = {}, {}
    if cref:
        f = cref.walk_walk
        f.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int64] * 2 + [ctypes.c_void_p]
        f.restype = ctypes.c_int64
        funcs["c"] = lambda out, k: f(addr(offsets), addr(targets), addr(seeds), nseeds, k, addr(out))
        sizes["c"] = cfg["steps"]
    for v, m in mods.items():
        funcs[v] = lambda out, k, w=m.walk: w(offsets, targets, seeds, k, out)
        sizes[v] = cfg["steps"]
    funcs["interpreted"] = lambda out, k: interp.walk(offsets, targets, seeds, k, out)
    sizes["interpreted"] = cfg["interp_steps"]

    def run(v, k):
        out = array.array("q", bytes(8 * nodes))
        return funcs[v](out, k), out

    want = run("interpreted", cfg["interp_steps"])
    for v in funcs:
        if v != "interpreted" and run(v, cfg["interp_steps"]) != want:
            errors.append(f"{v} walk({cfg['interp_steps']} steps) differs from interpreted")
    ref = run("compiled", cfg["steps"]) if "compiled" in funcs else None
    for v in funcs:
        if v != "interpreted" and ref is not None and run(v, cfg["steps"]) != ref:
            errors.append(f"{v} walk({cfg['steps']} steps) differs from compiled")
    # Every walk takes every step (the graph has no dead ends), so a batch
    # is seeds * steps edge-steps.
    if sum(want[1]) != nseeds * cfg["interp_steps"]:
        errors.append(f"a walk stopped early: {sum(want[1])} visits, not {nseeds * cfg['interp_steps']}")

    outs = {v: array.array("q", bytes(8 * nodes)) for v in funcs}

    def batch(v):
        t0 = perf()
        funcs[v](outs[v], sizes[v])
        return (perf() - t0) / (nseeds * sizes[v])

    return kernel_result(cfg, funcs, sizes, nseeds, batch, errors, "ns/edge-step")


def csr(cfg):
    """csr.walk (the article's CSR score propagation) over one graph of
    nodes/edges from the same seeds; scores and touched are zeroed before
    every batch, so that every batch takes the first-touch branch alike.
    The interpreted variant walks from the first interp_seeds seeds."""
    interp, mods, cref = kernel_setup(cfg)
    nodes, edges, nseeds = cfg["nodes"], cfg["edges"], cfg["seeds"]
    errors = []

    def graph(m, nodes, edges, nseeds):
        g = (array.array("q", bytes(8 * (nodes + 1))), array.array("q", bytes(8 * edges)),
             array.array("q", bytes(8 * edges)), array.array("q", bytes(8 * nseeds)))
        m.make_csr(*g, 42)
        return g

    # The generators agree on a small graph; the compiled one builds the
    # big graph.
    gen = mods.get("compiled", interp)
    small = [graph(m, 300, 3000, 20) for m in (interp, gen)]
    if small[0] != small[1]:
        errors.append("make_csr: compiled and interpreted build different graphs")
    big = graph(gen, nodes, edges, nseeds)

    funcs = {}
    if cref:
        f = cref.csr_walk
        f.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int64] + [ctypes.c_void_p] * 2
        f.restype = ctypes.c_int64
        funcs["c"] = lambda g, k, sc, t: f(addr(g[0]), addr(g[1]), addr(g[2]), addr(g[3]), k, addr(sc), addr(t))
    for v, m in mods.items():
        funcs[v] = lambda g, k, sc, t, w=m.walk: w(g[0], g[1], g[2], g[3], k, sc, t)
    if cfg.get("cython"):
        cy = load_extension("csr_cy", cfg["cython"])
        funcs["cython"] = lambda g, k, sc, t, w=cy.walk: w(g[0], g[1], g[2], g[3], k, sc, t)
    funcs["interpreted"] = lambda g, k, sc, t: interp.walk(g[0], g[1], g[2], g[3], k, sc, t)
    seeds = {v: nseeds for v in funcs}
    seeds["interpreted"] = min(nseeds, cfg["interp_seeds"])

    def run(v, g, k):
        sc, t = array.array("q", bytes(len(g[0]) * 8 - 8)), array.array("q", bytes(len(g[0]) * 8 - 8))
        return funcs[v](g, k, sc, t), sc, t

    want = run("interpreted", small[0], len(small[0][3]))
    for v in funcs:
        if v != "interpreted" and run(v, small[0], len(small[0][3])) != want:
            errors.append(f"{v} walk on the small graph differs from interpreted")
    want = run("interpreted", big, seeds["interpreted"])
    for v in funcs:
        if v != "interpreted" and run(v, big, seeds["interpreted"]) != want:
            errors.append(f"{v} walk({seeds['interpreted']} seeds) differs from interpreted")
    if "compiled" in funcs:
        ref = run("compiled", big, nseeds)
        for v in funcs:
            if v != "interpreted" and run(v, big, nseeds) != ref:
                errors.append(f"{v} walk({nseeds} seeds) differs from compiled")

    indptr, sd = big[0], big[3]
    sizes = {v: sum(indptr[sd[i] + 1] - indptr[sd[i]] for i in range(k)) for v, k in seeds.items()}
    # Every variant writes the same scores and touched arrays, so that
    # the ratios compare the code, not where each variant's arrays lie
    # (alignment, pages).
    zero = array.array("q", bytes(8 * nodes))
    sc, t = array.array("q", zero), array.array("q", zero)

    def batch(v):
        sc[:] = zero
        t[:] = zero
        t0 = perf()
        funcs[v](big, seeds[v], sc, t)
        return (perf() - t0) / sizes[v]

    return kernel_result(cfg, funcs, sizes, 1, batch, errors, "ns/edge")


LIFE_W = LIFE_H = 96


def life(cfg):
    """life.steps on a 96x96 board, from the same seeded board every batch."""
    interp, mods, cref = kernel_setup(cfg)
    w, h, cells = LIFE_W, LIFE_H, LIFE_W * LIFE_H
    errors = []
    init = array.array("b", bytes(cells))
    interp.seed(init, 2024)
    funcs, sizes = {}, {}
    if cref:
        f = cref.life_steps
        f.argtypes = [ctypes.c_void_p] * 2 + [ctypes.c_int64] * 3
        f.restype = None
        funcs["c"] = lambda a, b, k: f(addr(a), addr(b), w, h, k)
    for v, m in mods.items():
        funcs[v] = lambda a, b, k, s=m.steps: s(a, b, w, h, k)
    for v in funcs:
        sizes[v] = 2 * cfg["pairs"]  # generations per batch
    # Interpreted: one generation per batch, a -> b.
    funcs["interpreted"] = lambda a, b, k: interp.step(a, b, w, h)
    sizes["interpreted"] = 1

    def run(v, pairs):
        a, b = array.array("b", init), array.array("b", bytes(cells))
        funcs[v](a, b, pairs)
        return a

    # Two generations interpreted (step a -> b -> a), compared with one
    # pair of every native variant; then the native ones among themselves.
    a, b = array.array("b", init), array.array("b", bytes(cells))
    interp.steps(a, b, w, h, 1)
    for v in funcs:
        if v != "interpreted" and run(v, 1) != a:
            errors.append(f"{v} life.steps(1 pair) differs from interpreted")
    if "compiled" in funcs:
        ref = run("compiled", cfg["pairs"])
        for v in funcs:
            if v != "interpreted" and run(v, cfg["pairs"]) != ref:
                errors.append(f"{v} life.steps({cfg['pairs']} pairs) differs from compiled")

    boards = {v: (array.array("b", init), array.array("b", bytes(cells))) for v in funcs}

    def batch(v):
        a, b = boards[v]
        a[:] = init  # the same board every batch: the branches see the same cells
        t0 = perf()
        funcs[v](a, b, cfg["pairs"])
        return (perf() - t0) / (sizes[v] * cells)

    return kernel_result(cfg, funcs, sizes, cells, batch, errors, "ns/cell-update")


def checksum(cfg):
    """mixed.checksum over the same random bytes."""
    interp, mods, cref = kernel_setup(cfg)
    n, small = cfg["n"], cfg["interp_n"]
    data = array.array("B", random.Random(1).randbytes(n))
    part = array.array("B", data[:small])
    errors = []
    funcs, sizes = {}, {}
    if cref:
        f = cref.mixed_checksum
        f.argtypes, f.restype = [ctypes.c_void_p, ctypes.c_int64], ctypes.c_int64
        funcs["c"] = lambda d, cf=f: cf(addr(d), len(d))
    for v, m in mods.items():
        funcs[v] = m.checksum
    funcs["interpreted"] = interp.checksum
    for v in funcs:
        sizes[v] = n
    sizes["interpreted"] = small
    want = funcs["interpreted"](part)
    for v, f in funcs.items():
        if f(part) != want:
            errors.append(f"{v} checksum({small} bytes) = {f(part)}, interpreted says {want}")
    if "compiled" in funcs:
        ref = funcs["compiled"](data)
        for v, f in funcs.items():
            if v != "interpreted" and f(data) != ref:
                errors.append(f"{v} checksum({n} bytes) differs from compiled")
    bufs = {v: (part if v == "interpreted" else data) for v in funcs}

    def batch(v):
        t0 = perf()
        funcs[v](bufs[v])
        return (perf() - t0) / sizes[v]

    return kernel_result(cfg, funcs, sizes, 1, batch, errors, "ns/byte")


def axpy(cfg):
    """mixed.axpy over the same int32 arrays; dst is reset every batch."""
    interp, mods, cref = kernel_setup(cfg)
    n, small = cfg["n"], cfg["interp_n"]
    rnd = random.Random(2)
    src = array.array("i", [rnd.randrange(-1000, 1000) for _ in range(n)])
    dst0 = array.array("i", [rnd.randrange(-1000, 1000) for _ in range(n)])
    k = 7
    errors = []
    funcs, sizes = {}, {}
    if cref:
        f = cref.mixed_axpy
        f.argtypes, f.restype = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int32], None
        funcs["c"] = lambda d, s, cf=f: cf(addr(d), addr(s), len(d), k)
    for v, m in mods.items():
        funcs[v] = lambda d, s, a=m.axpy: a(d, s, k)
    funcs["interpreted"] = lambda d, s: interp.axpy(d, s, k)
    for v in funcs:
        sizes[v] = n
    sizes["interpreted"] = small

    def run(v, m):
        d = array.array("i", dst0[:m])
        funcs[v](d, src)
        return d

    want = run("interpreted", small)
    for v in funcs:
        if run(v, small) != want:
            errors.append(f"{v} axpy({small}) differs from interpreted")
    if "compiled" in funcs:
        ref = run("compiled", n)
        for v in funcs:
            if v != "interpreted" and run(v, n) != ref:
                errors.append(f"{v} axpy({n}) differs from compiled")
    bufs = {v: array.array("i", dst0[: sizes[v]]) for v in funcs}

    def batch(v):
        d = bufs[v]
        d[:] = dst0[: sizes[v]]
        t0 = perf()
        funcs[v](d, src)
        return (perf() - t0) / sizes[v]

    return kernel_result(cfg, funcs, sizes, 1, batch, errors, "ns/element")


NBODY_FIELDS = ("x", "y", "z", "vx", "vy", "vz", "mass")


def import_plain(path, name):
    """Run a Static Python source as plain Python: __static__'s names are
    stand-ins (int64 is int, double is float, CheckedList[T] is list)."""
    import types

    class _Generic:
        def __class_getitem__(cls, item):
            return list

    stub = types.ModuleType("__static__")
    for n in ("int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"):
        setattr(stub, n, int)
    stub.double = stub.single = float
    stub.cbool = bool
    stub.box = stub.unbox = stub.inline = lambda x: x
    stub.cast = lambda t, x: x
    stub.crange = range
    stub.clen = len
    stub.CheckedList = _Generic
    saved = sys.modules.get("__static__")
    sys.modules["__static__"] = stub
    try:
        mod = types.ModuleType(name)
        with open(path) as f:
            exec(compile(f.read(), path, "exec"), mod.__dict__)
    finally:
        if saved is not None:
            sys.modules["__static__"] = saved
    return mod


def nbody(cfg):
    """nbody.advance on the Sun and the four giant planets, from the same
    start every batch; ns per pair interaction (10 pairs per step)."""
    interp, mods, cref = kernel_setup(cfg)
    errors = []
    funcs, sizes = {}, {}

    def fields(bodies):
        return [getattr(b, f) for b in bodies for f in NBODY_FIELDS]

    start = fields(interp.make_system())
    if cref:
        f = cref.nbody_advance
        f.argtypes = [ctypes.c_void_p, ctypes.c_int64, ctypes.c_double, ctypes.c_int64]
        f.restype = None

        def c_advance(k, buf=array.array("d", start)):
            buf[:] = array.array("d", start)
            f(addr(buf), 5, 0.01, k)
            return list(buf)

        funcs["c"] = c_advance
    for v, m in mods.items():
        def advance(k, m=m):
            bodies = m.make_system()
            m.advance(bodies, 0.01, k)
            return fields(bodies)

        funcs[v] = advance
    for v in funcs:
        sizes[v] = cfg["steps"]

    def interp_advance(k):
        bodies = interp.make_system()
        interp.advance(bodies, 0.01, k)
        return fields(bodies)

    funcs["interpreted"] = interp_advance
    sizes["interpreted"] = cfg["interp_steps"]

    # The same source under plain CPython, __static__ stubbed out
    # (primitives are ints and floats): what porting is compared with.
    plain = import_plain(cfg["source"], "nbody_plain")

    def plain_advance(k):
        bodies = plain.make_system()
        plain.advance(bodies, 0.01, k)
        return fields(bodies)

    funcs["python"] = plain_advance
    sizes["python"] = cfg["interp_steps"] * 10

    want = interp_advance(cfg["interp_steps"])
    for v in funcs:
        if v == "interpreted":
            continue
        got = funcs[v](cfg["interp_steps"])
        # C may round differently (no bit-for-bit promise): a tolerance;
        # the compiled variants must agree exactly.
        tol = 1e-9 if v == "c" else 0
        if any(abs(a - b) > tol * max(1.0, abs(b)) for a, b in zip(got, want)):
            errors.append(f"{v} nbody.advance({cfg['interp_steps']} steps) differs from interpreted")

    def batch(v):
        t0 = perf()
        funcs[v](sizes[v])
        return (perf() - t0) / (10 * sizes[v])

    return kernel_result(cfg, funcs, sizes, 10, batch, errors, "ns/pair")


FAMILIES = {"call": call, "walk": walk, "csr": csr, "life": life, "checksum": checksum, "axpy": axpy, "nbody": nbody}


def main():
    cfg = json.loads(sys.argv[1])
    gc.disable()
    result = FAMILIES.get(cfg["family"], loops)(cfg)
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
