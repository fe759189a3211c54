# An Array index outside a proven loop keeps its bounds check: an
# IndexError on the cold path.
# golden: at
import __static__
from __static__ import int64, Array


def at(a: Array[int64], i: int64) -> int64:
    return a[i]
