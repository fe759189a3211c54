# Unannotated locals that only ever hold ints (`i = 0`, `x = len(cs)`,
# `i = i + 1`) kept as machine integers, and lists indexed by them: an
# exact list, a list subclass that keeps list's own __getitem__ and
# __setitem__ (also when they are set on the subclass in the middle of a
# loop), a subclass overriding them, other sequences and mappings, and
# values past the machine integer or of an int subclass.
import __static__
from __static__ import mutable
from enum import IntEnum


class Plain(list):
    pass


@mutable
class Patchable(list):
    pass


class Doubling(list):
    def __getitem__(self, i):
        return 2 * list.__getitem__(self, i)

    def __setitem__(self, i, v):
        list.__setitem__(self, i, v + 100)


class Color(IntEnum):
    RED = 1
    GREEN = 2


def total(xs):
    t = 0
    x = len(xs)
    i = 0
    while i < x:
        t = t + xs[i]
        i = i + 1
    return t


def backwards(xs):
    out = []
    i = -1
    n = -len(xs)
    while i >= n:
        out.append(xs[i])
        i -= 1
    return out


def test_sequences():
    data = [3, 1, 4, 1, 5]
    out = []
    for xs in [data, Plain(data), Patchable(data), Doubling(data), tuple(data), {0: 10, 1: 20, 2: 30, 3: 40, 4: 50}]:
        out.append(total(xs))
        out.append(backwards(xs) if not isinstance(xs, dict) else None)
    return out


def test_out_of_range():
    out = []
    for xs in [[1, 2], Plain([1, 2]), Doubling([1, 2])]:
        i = 0
        try:
            while True:
                out.append(xs[i])
                i = i + 1
        except IndexError as e:
            out.append(str(e))
    return out


def test_store_through_index():
    out = []
    for xs in [[0] * 4, Plain([0] * 4), Doubling([0] * 4)]:
        i = 0
        n = len(xs)
        while i < n:
            xs[i] = i * i
            xs[i] += 1
            i += 1
        out.append(list(xs))
    return out


def test_dunder_set_mid_loop():
    xs = Patchable([1, 2, 3, 4, 5, 6])
    out = []
    i = 0
    while i < 6:
        if i == 2:
            Patchable.__getitem__ = lambda self, k: "patched " + str(k)
        if i == 4:
            del Patchable.__getitem__
        out.append(xs[i])
        i = i + 1
    ys = Patchable([0, 0, 0, 0])
    j = 0
    while j < 4:
        if j == 2:
            Patchable.__setitem__ = lambda self, k, v: list.__setitem__(self, k, -v)
        ys[j] = j + 10
        j = j + 1
    del Patchable.__setitem__
    out.append(list(ys))
    return out


def test_past_machine_integer():
    a = 4611686018427387904
    b = a + a + a
    c = b * b - 1
    d = c - c + 7
    return [b, c, d, d * 3]


def test_int_subclass_kept():
    k = Color.GREEN
    out = [repr(k)]
    j = len("ab")
    j = k
    out.append(repr(j))
    j = j + 1
    out.append(repr(j))
    return out


def int_param(n: int):
    k = n
    m = n * 2
    return [repr(k), repr(m), k == n]


def test_int_typed_value_of_subclass():
    return int_param(Color.RED) + int_param(5)


def test_float_later_not_int():
    i = 0
    i = i + 1
    x = i * 1.5
    i = 3
    return [i, x]


def test_counter_truth_and_compare():
    n = 5
    out = []
    while n:
        out.append(n > 2)
        out.append(n == 3)
        n = n - 1
    return out


class Weird:
    def __eq__(self, other):
        return "truthy"

    def __lt__(self, other):
        raise ValueError("no order")


class Shifted(int):
    def __eq__(self, other):
        return int(self) + 1 == other


def compare_objects(a, b):
    out = []
    if a == b:
        out.append("eq")
    if a != b:
        out.append("ne")
    try:
        if a < b:
            out.append("lt")
        if a >= b:
            out.append("ge")
    except (TypeError, ValueError) as e:
        out.append(type(e).__name__)
    return out


def test_object_compares():
    pairs = [(1, 1), (1, 2), (-3, 2), (2**70, 2**70), (2**70, 1), (True, 1), (1.5, 1), (Color.RED, 1),
             (Shifted(1), 2), (Shifted(1), 1), ("a", "b"), (Weird(), 1), (None, 0), ([1], [1])]
    return [compare_objects(a, b) for a, b in pairs]


def compare_with_yield(a):
    out = []
    while True:
        if a == (yield len(out)):
            out.append("eq")
        elif (yield 7) < a:
            out.append("lt")
        else:
            out.append("no")
        if len(out) > 3:
            return out


def test_object_compares_around_yields():
    it = compare_with_yield(3)
    r = [next(it)]
    try:
        for v in [3, 4, 1, 2, 2, 5, 3, 9, 9]:
            r.append(it.send(v))
    except StopIteration as e:
        r.append(e.value)
    return r
