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
