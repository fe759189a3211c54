"""A Static Python library module that app.py imports."""
import __static__
from __static__ import int64, box


def square(n: int) -> int:
    x: int64 = int64(n)
    return box(x * x)


def inc(x: int64) -> int64:
    return x + 1
