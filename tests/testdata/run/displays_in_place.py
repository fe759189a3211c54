# Tuple and list displays are built in place: the fresh sequence's slots
# are filled by stores, not PyTuple_SetItem/PyList_SetItem calls. An
# element that raises leaves a half-filled sequence, which must be freed
# with its filled slots (and only those) released; the built sequences
# are ordinary ones to every later operation.
import gc
import sys


class Boom(Exception):
    pass


def boom(x):
    if x:
        raise Boom(x)
    return x


class Tracked:
    alive = 0

    def __init__(self):
        Tracked.alive += 1

    def __del__(self):
        Tracked.alive -= 1


def test_tuples_and_lists():
    a, b = 1, "two"
    t = (a, b, 3.0, None, (a,), [b])
    l = [a, b, 3.0, None, (a,), [b]]
    return [t, l, t == tuple(l), len(t), t[4], l[-1], hash(t[:4]) == hash((1, "two", 3.0, None))]


def test_element_raises_midway():
    out = []
    for i in range(4):
        try:
            out.append((Tracked(), Tracked(), boom(i % 2), Tracked()))
        except Boom as e:
            out.append(("boom", e.args))
        try:
            out.append([Tracked(), boom(i % 2), Tracked()])
        except Boom as e:
            out.append(["boom", e.args])
    n = len(out)
    out.clear()
    gc.collect()
    return [n, Tracked.alive]


def test_refcounts_of_elements():
    x = object()
    before = sys.getrefcount(x)
    keep = [(x, x) for _ in range(100)] + [[x] for _ in range(100)]
    during = sys.getrefcount(x) - before
    del keep
    return [during, sys.getrefcount(x) - before]


def test_in_a_loop():
    pairs = []
    for i in range(300):
        pairs.append((i, i * 2, [i, -i]))
    s = 0
    for a, b, (c, d) in pairs:
        s += a + b + c + d
    return [s, pairs[299], pairs[0]]


def test_gc_sees_the_elements():
    class Node:
        pass

    n = Node()
    t = (n, 1)
    l = [n, 2]
    refs = gc.get_referrers(n)
    return [any(r is t for r in refs), any(r is l for r in refs)]


class _Marker:
    pass


_MARK = _Marker()


def _peek():
    # What Python code running while a display is built finds of it
    # through the garbage collector: every slot readable (a slot not yet
    # filled was NULL, and reading it crashed the compiled run). CPython
    # has no sequence yet, so how many are found is not compared.
    for r in gc.get_referrers(_MARK):
        if isinstance(r, (tuple, list)) and len(r) == 3 and r[0] is _MARK:
            [type(x).__name__ for x in r]
    return "read"


def test_unfinished_display_seen_by_gc_is_readable():
    t = (_MARK, _peek(), 3)
    l = [_MARK, _peek(), 3]
    return [t[1:], l[1:], _peek()]
