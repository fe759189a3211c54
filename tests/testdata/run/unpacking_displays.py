# Displays with unpacking — [*a, b], (*a, b), {*a, b}, {**m, "k": v} —
# compile (a function using them ran interpreted before): items in
# order, each starred iterable's where it stands, CPython's errors for a
# value that is not iterable or not a mapping, and evaluation left to
# right.
from collections import OrderedDict, UserDict


def attempt(fn):
    try:
        return ("ok", fn())
    except Exception as e:
        return (type(e).__name__, str(e))


class Seq:
    # A sequence by __getitem__ only: iterable, without __iter__.
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


class Keys:
    # A mapping by keys() and __getitem__.
    def keys(self):
        return ["b", "a"]

    def __getitem__(self, k):
        return k.upper()


def gen(n):
    for i in range(n):
        yield i


def test_lists(a=(1, 2), b=[3]):
    return [[*a], [*a, *b], [0, *a, 9, *b, *"xy"], [*gen(3)], [*Seq(), *{}], [*range(2), *{"k": 1}], []]


def test_tuples(rest=(3, 4)):
    x = 1, *rest
    y = (*rest,)
    z = (*[], *())
    return [x, y, z, (*gen(2), *Seq()), type(x).__name__]


def test_sets(rest=(3, 4, 3)):
    s = {*rest, 1}
    return [sorted(s), sorted({*"abca"}), sorted({*gen(3), *Seq(), 0}), {*()} == set(), type(s).__name__]


def test_set_insertion_order():
    # Iteration order of a small int set is by hash, but equal hashes of
    # distinct objects keep insertion order: the first of 1, 1.0, True wins.
    return [repr({*[1.0], 1, True}), repr({True, *[1, 1.0]}), repr({*[True, 1.0, 1]})]


def test_dicts():
    base = {"x": 1, "y": 2}
    return [
        {**base},
        {**base, "y": 3, "z": 4},
        {"y": 0, **base},
        {**base, **{"x": 9}},
        list({**OrderedDict([("b", 1), ("a", 2)]), "c": 3}),
        {**Keys(), "c": 1},
        {**UserDict(q=1)},
        {**{}},
    ]


def test_errors():
    return [
        attempt(lambda: [*5]),
        attempt(lambda: (1, *None)),
        attempt(lambda: {*3.5}),
        attempt(lambda: {**[1, 2]}),
        attempt(lambda: {**5}),
        attempt(lambda: {"a": 1, **None}),
        attempt(lambda: [*gen("x")]),
    ]


def test_evaluation_order():
    log = []

    def v(x):
        log.append(x)
        return [x]

    def k(x):
        log.append("k" + str(x))
        return x

    r1 = [*v(1), v(2), *v(3)]
    r2 = {k(1): v(1), **{k(2): 2}, k(3): v(3)}
    r3 = (v(4), *v(5))
    return [r1, r2, r3, log]


def test_in_loops_and_calls():
    out = []
    for x in (*range(2), *"ab"):
        out.append(x)
    parts = [[1], (2, 3), "45"]
    flat = []
    for p in parts:
        flat = [*flat, *p]
    merged = {}
    for i in range(3):
        merged = {**merged, str(i): i, "last": i}
    return [out, flat, merged, max(*flat), len([*parts, *parts])]
