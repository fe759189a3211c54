"""Work in a staticpyc-compiled module."""

import __static__
from __static__ import box, crange, int64
import time


def mix(n: int64) -> int64:
    x: int64 = 1
    for i in crange(n):
        x = (x * 6364136223846793005 + i) ^ (x >> 17)
    return x


def spin(seconds: float) -> int:
    deadline = time.perf_counter() + seconds
    total: int64 = 0
    while time.perf_counter() < deadline:
        total = total ^ mix(2000000)
    return box(total)
