import __static__
from __static__ import int64


def scale(x: int64, k: int64) -> int64:
    return x * k + 1
