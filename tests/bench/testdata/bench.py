"""Time examples/loops.py compiled, interpreted and in C; print ratios.

    PYTHONPATH=runtime/python python3 bench.py --source examples/loops.py \
        --cref cref.so --cext-dir DIR [--compiled loops.cpython-311-....so]

Run with the runtime on PYTHONPATH so that the interpreted import of the
source goes through the __static__ import hook. The variants are
interleaved in rounds; the report gives the fastest round and the median,
and the ratios of the fastest. These machines are noisy: read ratios.
"""

import argparse
import ctypes
import importlib.util
import os
import statistics
import sys
import time

LOOP_N = 10_000_000      # iterations per timed call, native variants
INTERP_N = 100_000       # iterations per timed call, interpreted
CALLS = 1_000_000        # calls per timed batch
ROUNDS = 7


def load_extension(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def per_iter(f, n):
    t0 = time.perf_counter_ns()
    f(n)
    return (time.perf_counter_ns() - t0) / n


def per_call(f):
    r = range(CALLS)
    t0 = time.perf_counter_ns()
    for _ in r:
        f(0)
    return (time.perf_counter_ns() - t0) / CALLS


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--cref", required=True)
    ap.add_argument("--cext-dir", required=True)
    ap.add_argument("--compiled")
    args = ap.parse_args()

    cref = ctypes.CDLL(args.cref)
    for fn in (cref.mix, cref.count):
        fn.argtypes, fn.restype = [ctypes.c_int64], ctypes.c_int64
    sys.path.insert(0, args.cext_dir)
    import cext

    sys.path.insert(0, os.path.dirname(os.path.abspath(args.source)))
    name = os.path.splitext(os.path.basename(args.source))[0]
    interpreted = __import__(name)
    compiled = load_extension(name, args.compiled) if args.compiled else None

    # The variants must agree before they are timed.
    want = interpreted.mix(INTERP_N)
    for label, f in [("C", cref.mix)] + ([("compiled", compiled.mix)] if compiled else []):
        if f(INTERP_N) != want:
            sys.exit(f"{label} mix({INTERP_N}) = {f(INTERP_N)}, interpreted says {want}")

    loop = {"C gcc -O2": [], "interpreted": []}
    call = {"C extension": []}
    if compiled:
        loop["compiled"] = []
        call["compiled"] = []
    for _ in range(ROUNDS):
        loop["C gcc -O2"].append(per_iter(cref.mix, LOOP_N))
        if compiled:
            loop["compiled"].append(per_iter(compiled.mix, LOOP_N))
        loop["interpreted"].append(per_iter(interpreted.mix, INTERP_N))
        call["C extension"].append(per_call(cext.count))
        if compiled:
            call["compiled"].append(per_call(compiled.count))

    def report(title, unit, results, ref):
        print(title)
        best_ref = min(results[ref])
        for label, xs in results.items():
            best = min(xs)
            print(f"  {label:<14} {best:10.3f} {unit} (median {statistics.median(xs):10.3f})   {best / best_ref:8.2f}x {ref}")

    report("data-dependent loop s = (s * 31 + i) & 1048575, ns per iteration:", "ns", loop, "C gcc -O2")
    report("call from Python into f(0), ns per call (including the Python for loop):", "ns", call, "C extension")
    if not compiled:
        print("compiled: not available (the module did not build)")


if __name__ == "__main__":
    main()
