# Module-level type aliases (`ArrayI64 = Array[int64]`, as CinderX's
# fannkuch_static writes): annotations naming the alias mean the type,
# calling it builds one, and an Array is built from a size or from an
# iterable of its elements.
from __future__ import annotations

import __static__
from __static__ import Array, CheckedList, box, int64, int32

ArrayI64 = Array[int64]
Ints = CheckedList[int]
I32 = int32


class Node:
    def __init__(self, v: int) -> None:
        self.v = v


N = Node


def fill(nb: int) -> int:
    a: ArrayI64 = ArrayI64(range(1, nb + 1))
    z: ArrayI64 = ArrayI64(nb)
    i: int64 = 0
    s: int64 = 0
    while i < int64(nb):
        z[i] = a[i] * 2
        s += z[i]
        i += 1
    return box(s)


def from_list() -> list:
    a: ArrayI64 = ArrayI64([3, 1, 2])
    return [box(a[0]), box(a[1]), box(a[2]), len(a)]


def checked() -> int:
    xs: Ints = Ints([1, 2, 3])
    xs.append(4)
    t = 0
    for x in xs:
        t += x
    return t


def narrow(x: int) -> int:
    y: I32 = I32(x)
    return box(y + 1)


def node_alias(v: int) -> int:
    n: N = N(v)
    return n.v


def bad_elements():
    return ArrayI64(["a"])


def too_big():
    return ArrayI64([2**70])


def test_fill():
    return [fill(0), fill(5), fill(8)]


def test_from_list():
    return from_list()


def test_checked():
    return checked()


def test_narrow():
    return [narrow(5), narrow(-3)]


def test_node_alias():
    return node_alias(41)


def test_bad_elements():
    return bad_elements()


def test_too_big():
    return too_big()


def test_alias_objects():
    return [ArrayI64.__name__, type(ArrayI64(2)).__name__, Ints.__name__, N is Node]


# CALL: fill("x")
# CALL: narrow(2**40)
