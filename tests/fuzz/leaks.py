"""The fuzzer's leak check (run.go): python3 leaks.py MODULE CALLS.json OUT.json

Imports MODULE (from the first entry of sys.path: the build's directory,
or the source's for the interpreted control), evaluates each CALL
expression many times in two windows, and writes the calls during which
something grew in both windows: the memory tracemalloc traces, or the
reference count of a watched object (the singletons, small ints and the
empty constants, whose leaked references no allocation shows, and the
module's own classes and functions). A cache filled once grows in one
window, not in two.
"""

import array
import gc
import json
import sys
import tracemalloc

ROUNDS = 25
# A leaked reference to a new small object traces at least 16 bytes a
# call; what an interpreter allocates once per call site does not repeat.
MIN_BYTES = 16 * ROUNDS


def main():
    name, calls_file, out_file = sys.argv[1:4]
    sys.setrecursionlimit(2000)
    module = __import__(name)
    namespace = dict(vars(module))
    watched = [None, True, False, Ellipsis, NotImplemented, (), "", b"", 0, 1, -1, 2, 3]
    watched += [v for k, v in sorted(namespace.items()) if not k.startswith("__") and (isinstance(v, type) or callable(v))]
    with open(calls_file, encoding="utf-8") as f:
        exprs = json.load(f)
    found = []
    for expr in exprs:
        code = compile(expr, "<call>", "eval")

        def run():
            for _ in range(ROUNDS):
                try:
                    eval(code, namespace)
                except BaseException:  # what the call raises is not the question here
                    pass

        # The counts go to arrays made before tracing starts: a list of
        # them would be traced memory of its own.
        counts = [array.array("q", [0] * len(watched)) for _ in range(3)]

        def measure(window):
            gc.collect()
            for i, o in enumerate(watched):
                counts[window][i] = sys.getrefcount(o)
            return tracemalloc.get_traced_memory()[0]

        run()
        tracemalloc.start()
        m0 = measure(0)
        run()
        m1 = measure(1)
        run()
        m2 = measure(2)
        tracemalloc.stop()
        r0, r1, r2 = counts
        grew = []
        if m1 - m0 >= MIN_BYTES and m2 - m1 >= MIN_BYTES:
            grew.append("memory +%d, +%d bytes" % (m1 - m0, m2 - m1))
        for o, a, b, c in zip(watched, r0, r1, r2):
            # A reference kept (or dropped) each call moves the count by
            # ROUNDS a window; the collector's timing moves it by a few.
            if abs(b - a) >= ROUNDS // 2 and abs(c - b) >= ROUNDS // 2 and (b > a) == (c > b):
                grew.append("refcount of %s %+d, %+d" % (getattr(o, "__name__", repr(o)), b - a, c - b))
        if grew:
            found.append({"call": expr, "grew": grew})
    with open(out_file, "w", encoding="utf-8") as f:
        json.dump(found, f)


main()
