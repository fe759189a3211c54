# A class with __new__ and no __init__: calls of the class are checked
# against __new__'s parameters, primitives boxed for it.
import __static__
from __static__ import int64, box


class C:
    value: int64

    def __new__(cls, a: int64) -> "C":
        res: C = object.__new__(cls)
        res.value = a
        return res


class Named:
    def __new__(cls, name: str, n: int = 2):
        res = object.__new__(cls)
        res.label = name * n
        return res


def make(x: int64) -> C:
    return C(x)


def dyn(x):
    return x


def test_new():
    out = [box(make(5).value), Named("ab").label, Named("x", n=3).label]
    try:
        Named(dyn(3))
        out.append("no error")
    except TypeError as e:
        out.append(type(e).__name__)
    return out


class Interned:
    # A __new__ that returns no instance: C(x) is what it returns, and
    # __init__ does not run (CinderX types the call as __new__'s return).
    def __new__(cls, a: int) -> int:
        return a + 1

    def __init__(self, a: int) -> None:
        raise RuntimeError("not called")


def interned(x: int) -> int:
    return Interned(x) * 2


def test_new_returns_other():
    return [interned(4), interned(-1)]


class Registry:
    # __init_subclass__ and __class_getitem__ are classmethods without the
    # decorator, as type() makes them.
    seen: list = []

    def __init_subclass__(cls, tag: str = "none", **kw):
        super().__init_subclass__(**kw)
        Registry.seen.append((cls.__name__, tag))

    def __class_getitem__(cls, item):
        return (cls.__name__, item)


class Plain(Registry):
    pass


class Tagged(Plain):
    pass


def test_implicit_classmethods():
    return [list(Registry.seen), Registry[int], Tagged["x"]]
