# A module of a namespace package (no __init__.py): its relative import
# is typed, so scale() is called natively with int64 arguments.
import __static__
from __static__ import int64, box
from .weights import scale


def total(n: int64) -> int:
    t: int64 = 0
    i: int64 = 0
    while i < n:
        t += scale(i, 3)
        i += 1
    return box(t)
