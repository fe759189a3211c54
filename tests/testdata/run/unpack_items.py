# Unpacking an exact list or tuple reads its items in place, and a
# subscript by an int literal reads (and, with a float result, updates)
# an exact list's item in place, in any function. Every case must give
# the interpreter's results and errors: wrong lengths, subclasses,
# iterators, non-iterables, negative and out-of-range indexes, tuples,
# dicts, items that are not floats, and floats other names still hold.
import __static__

from collections import namedtuple
from typing import List


Point = namedtuple("Point", "x y z")


class Seq(list):
    def __iter__(self):
        return iter(["s", "e", "q"])

    def __getitem__(self, i):
        return ("item", i)


class Tup(tuple):
    pass


class Half(float):
    def __sub__(self, other):
        return "half-"

    def __rsub__(self, other):
        return "rhalf-"


def unpack3(v):
    try:
        a, b, c = v
        return [a, b, c]
    except Exception as e:
        return (type(e).__name__, str(e))


def test_unpack_lengths():
    return [unpack3(x) for x in (
        [1, 2, 3], (4, 5, 6), [1, 2], (1,), [], (), [1, 2, 3, 4], (1, 2, 3, 4),
        Seq([1, 2]), Seq([1, 2, 3, 4]), Tup((7, 8, 9)), Tup((7,)), Point(1, 2, 3),
        "abc", "ab", {"k": 1, "l": 2, "m": 3}, (i for i in range(3)), iter([1, 2]),
        5, None,
    )]


def test_nested_loops():
    bodies = [([1.0, 2.0, 3.0], [0.5, 0.25, 0.125], 2.0), ((4.0, 5.0, 6.0), [1.0, 1.0, 1.0], 3.0)]
    pairs = [(bodies[0], bodies[1])]
    out = []
    for ([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2) in pairs:
        dx = x1 - x2
        v1[0] -= dx * m2
        v2[0] += dx * m1
        out.append((dx, y1 - y2, z1 + z2))
    for r, [vx, vy, vz], m in bodies:
        out.append((r, vx * m, vy, vz))
    out.append(bodies)
    try:
        for (a, b), c in [((1, 2), 3), ((1, 2, 3), 4)]:
            out.append(a + b + c)
    except ValueError as e:
        out.append(str(e))
    try:
        for [a, b] in [[1, 2], Point(1, 2, 3)]:
            out.append(a * b)
    except ValueError as e:
        out.append(str(e))
    return out


def read0(v):
    try:
        return [v[0], v[-1], v[2]]
    except Exception as e:
        return (type(e).__name__, str(e))


def test_literal_reads():
    return [read0(x) for x in (
        [1, 2, 3], (4, 5, 6), [1], (1,), [], (), "abc", {0: "a", -1: "b", 2: "c"},
        Seq([1, 2, 3]), Tup((1, 2, 3)), Point(1, 2, 3), range(5), 7, None,
    )]


def read_big(v):
    try:
        return v[2 ** 70]
    except Exception as e:
        return (type(e).__name__, str(e))


def test_big_literal():
    return [read_big([1, 2]), read_big((1,)), read_big({2 ** 70: "big"})]


def bump(v, d):
    try:
        v[0] -= d * 2.0
        v[-1] += d * 0.5
        v[1] *= d * 1.0
        return v
    except Exception as e:
        return (type(e).__name__, str(e))


def test_float_items():
    shared = [1.5, 2.5, 3.5]
    keep0, keep2 = shared[0], shared[2]
    out = [bump(shared, 1.0), keep0, keep2]
    out.append(bump([1.0, 2.0, 3.0], 0.5))
    out.append(bump([1, 2, 3], 0.5))
    out.append(bump([Half(1.0), 2.0, 3.0], 0.5))
    out.append(bump(["a", 2.0, 3.0], 0.5))
    out.append(bump([1.0, "b", 3.0], 0.5))
    out.append(bump((1.0, 2.0, 3.0), 0.5))
    out.append(bump({0: 1.0, 1: 2.0, -1: 3.0}, 0.5))
    out.append(bump([1.0], 0.5))
    out.append(bump([], 0.5))
    out.append(bump([1.0, 2.0, 3.0], 2 ** 70))
    out.append(bump([1.0, 2.0, float("inf")], float("nan")))
    return out


class Grid(list):
    def __setitem__(self, i, v):
        list.__setitem__(self, i, ("set", v))


def test_list_subclass_items():
    g = Grid([1.0, 2.0, 3.0])
    s = Seq([1.0, 2.0])
    return [bump(g, 1.0), list(g), read0(s)]


def scale(rows: List[List[float]], k: float) -> List[List[float]]:
    for row in rows:
        row[0] *= k
        row[1] = row[1] * k + row[0]
    return rows


def test_typed_rows():
    return scale([[1.0, 2.0], [3.0, 4.0]], 1.5)


def test_items_changed_by_the_right_side():
    out = []
    v = [1.0, 2.0]

    def clear():
        v.clear()
        return 1.0

    try:
        v[0] -= clear() * 1.0
    except IndexError as e:
        out.append(str(e))
    w = [1.0, 2.0]

    def replace():
        w[0] = "other"
        return 0.5

    w[0] += replace() * 2.0
    out.append(w)
    shared = [3.0, 4.0]
    alias = shared[1]
    for i in range(3):
        shared[1] *= 1.5
        shared[0] -= 0.25
    out.append((shared, alias))
    ints = [1, 2]
    ints[0] += 0.5 * 1.0
    ints[-1] /= 4
    out.append(ints)
    return out


def _six(v):
    a, b, c, d, e, f = v
    return f, e, d, c, b, a


def test_many_targets_through_the_helper():
    # More targets than are read in line: the helper copies an exact
    # list's or tuple's items, and iterates anything else, with
    # CPython's messages for the wrong lengths.
    out = [_six((1, 2, 3, 4, 5, 6)), _six([1.5, "x", None, (), [], {}]), _six(range(6)), _six(iter("abcdef"))]
    for bad in ((1, 2, 3), [1, 2, 3, 4, 5, 6, 7], "abcdefg", 5):
        try:
            out.append(_six(bad))
        except (ValueError, TypeError) as e:
            out.append((type(e).__name__, str(e)))
    return out


class _Noted:
    log = []

    def __init__(self, name):
        self.name = name

    def __del__(self):
        _Noted.log.append(self.name)


def _rebind_six(first, second):
    a, b, c, d, e, f = first
    _Noted.log.append("bound")
    a, b, c, d, e, f = second
    _Noted.log.append("rebound")
    return [x.name for x in (a, b, c, d, e, f)]


def test_many_targets_release_what_they_held_in_order():
    _Noted.log = []
    names = _rebind_six(tuple(_Noted(k) for k in "abcdef"), [_Noted(k) for k in "ABCDEF"])
    return names, _Noted.log
