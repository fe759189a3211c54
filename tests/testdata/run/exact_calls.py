# A method call on an instance of exactly the class its receiver is typed
# as, a leaf of the module's classes, goes to the native body the checker
# resolved once the class and its bases are frozen (lower/exact.go);
# these cases make sure it still finds what Python would: a method the
# module body replaced before the freeze, a Python subclass's override,
# a base that was never frozen, a @mutable class patched at run time.
import __static__
from __static__ import int64, box, mutable
from typing import final


@final
class Leaf:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def m(self) -> int64:
        return self.k + 1

    def go(self) -> int64:
        return self.m() * 10


class Open:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def m(self) -> int64:
        return self.k + 2

    def go(self) -> int64:
        return self.m() * 10


class Patched:
    def __init__(self) -> None:
        self.k: int64 = 0

    def m(self) -> int64:
        return 1

    def go(self) -> int64:
        return self.m()


def replacement(self) -> int64:
    return 2


# Replaced while the module body runs, before the freeze: calls find the
# replacement, before and after.
Patched.m = replacement
BEFORE = box(Patched().go())


class Hidden:
    def m(self) -> int64:
        return 3


class OverHidden(Hidden):
    def __init__(self) -> None:
        self.k: int64 = 0

    def go(self) -> int64:
        return self.m()


# The base's name is gone when the module is frozen: the base stays
# mutable, and the calls keep looking up.
HIDDEN = [Hidden]
del Hidden


@mutable
class Changing:
    def __init__(self) -> None:
        self.k: int64 = 0

    def m(self) -> int64:
        return 4

    def go(self) -> int64:
        return self.m()


def python_subclass(base, body):
    ns = {"Base": base}
    exec("class P(Base):\n    __slots__ = ()\n" + body, ns)
    return ns["P"]


def test_leaf():
    return box(Leaf(1).go()), box(Open(1).go())


def test_python_overrides():
    P = python_subclass(Leaf, "    def m(self):\n        return 100\n")
    Q = python_subclass(Open, "    def m(self):\n        return 200\n")
    return P(1).go(), Q(1).go(), box(Leaf(1).go()), box(Open(1).go())


def test_replaced_before_freeze():
    return BEFORE, box(Patched().go())


def test_base_never_frozen():
    out = [box(OverHidden().go())]
    HIDDEN[0].m = lambda self: 30
    out.append(box(OverHidden().go()))
    return out


def test_mutable_class_patched():
    out = [box(Changing().go())]
    Changing.m = lambda self: 40
    out.append(box(Changing().go()))
    del Changing.m
    out.append(attempt(lambda: box(Changing().go())))
    return out


def attempt(f):
    try:
        return f()
    except (AttributeError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)


def test_frozen():
    return [attempt(lambda: setattr(Leaf, "m", replacement)), attempt(lambda: setattr(Open, "m", replacement))]


def run_one(x: Leaf) -> int64:
    return x.go()


def test_many():
    xs = []
    i: int64 = 0
    while i < 20:
        xs.append(Leaf(i))
        i += 1
    t: int64 = 0
    for x in xs:
        t += run_one(x)
    return box(t)
