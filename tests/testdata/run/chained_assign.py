# Chained assignments: the value is typed for the narrowest declared
# target and stored in each, primitives and objects alike.
import __static__
from __static__ import int64, int16, box


def prims() -> int:
    a: int64 = 0
    b: int64 = 0
    a = b = 41
    a += 1
    return box(a) + box(b)


def objects(y) -> list:
    x: object = None
    x = y = [1, 2]
    return [x, y, x is y]


def new_locals():
    p = q = 4
    p += 1
    return p, q


def narrow_prim():
    x: int16
    y: int16
    x = y = 300
    return box(x) + box(y)


def test_chained():
    return [prims(), objects(0), new_locals(), narrow_prim()]
