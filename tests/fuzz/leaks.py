"""The fuzzer's leak check (run.go): python3 leaks.py MODULE CALLS.json OUT.json

Imports MODULE (from the first entry of sys.path: the build's directory,
or the source's for the interpreted control), evaluates each CALL
expression many times in two windows, and writes the calls during which
something grew in both windows: the memory tracemalloc traces, or the
reference count of a watched object (the singletons, small ints, the
empty constants and the call's own constants, whose leaked references
no allocation shows, and the module's own classes and functions). A
flagged call is measured again over longer windows after a longer
warm-up: a cache that fills grows for a while, a leak without end.
"""

import array
import gc
import json
import sys
import tracemalloc

# CPython 3.11's own type-attribute cache drops references to None it
# never took: in plain 3.11.7, reading a class attribute through an
# instance and then rebinding it on the class
#     o.kind; K.kind = 's'       (or getattr / setattr)
# lowers None's count by about half a reference a call, for ever. The
# generated programs do that (o_.__class__.kind = d), in functions that
# run interpreted in both builds, so how far None falls says nothing about
# our code; a rise still does. None is immortal from 3.12 on.
NONE_FALLS = sys.version_info < (3, 12)

# Calls a window; a leak of one small object a call traces 16 bytes or
# more a call.
ROUNDS = 25


def measure(code, namespace, watched, warm, rounds):
    """What grew in both of two windows of rounds calls, after warm
    calls: memory by 16 bytes a call, or a watched object's count by half
    a reference a call."""

    def run(k):
        for _ in range(k):
            try:
                eval(code, namespace)
            except BaseException:  # what the call raises is not the question here
                pass

    # The counts go to arrays made before tracing starts: a list of them
    # would be traced memory of its own.
    counts = [array.array("q", [0] * len(watched)) for _ in range(3)]

    def snapshot(window):
        gc.collect()
        for i, o in enumerate(watched):
            counts[window][i] = sys.getrefcount(o)
        return tracemalloc.get_traced_memory()[0]

    run(warm)
    tracemalloc.start()
    m0 = snapshot(0)
    run(rounds)
    m1 = snapshot(1)
    run(rounds)
    m2 = snapshot(2)
    tracemalloc.stop()
    r0, r1, r2 = counts
    grew = []
    if m1 - m0 >= 16 * rounds and m2 - m1 >= 16 * rounds:
        grew.append("memory +%d, +%d bytes" % (m1 - m0, m2 - m1))
    for o, a, b, c in zip(watched, r0, r1, r2):
        # A reference kept (or dropped) each call moves the count by
        # rounds a window; the collector's timing moves it by a few.
        if o is None and c < a and NONE_FALLS:
            continue
        if abs(b - a) >= rounds // 2 and abs(c - b) >= rounds // 2 and (b > a) == (c > b):
            grew.append("refcount of %s %+d, %+d" % (getattr(o, "__name__", repr(o)), b - a, c - b))
    return grew


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
        # The call's constants too: an argument leaked each call is one
        # of them when it is a constant ('ab', 1.5, (3,)), and a constant
        # leaks no memory.
        watched_here = watched + [c for c in code.co_consts if c is not None and not isinstance(c, bool)]
        grew = measure(code, namespace, watched_here, ROUNDS, ROUNDS)
        if grew:
            # Confirmed over longer windows after a longer warm-up: some
            # caches of the interpreter fill for a hundred calls or so
            # (a leak grows without end).
            grew = measure(code, namespace, watched_here, 8 * ROUNDS, 16 * ROUNDS)
        if grew:
            found.append({"call": expr, "grew": grew})
    with open(out_file, "w", encoding="utf-8") as f:
        json.dump(found, f)


main()
