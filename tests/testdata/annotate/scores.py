"""The module of TestAnnotate: lines whose scores are known."""

import __static__
from __static__ import Array, clen, crange, int64


def total(a: Array[int64]) -> int64:
    s: int64 = 0
    for i in crange(clen(a)):
        s += a[i]  # PROVEN: in bounds, machine code only
    return s


def lookup(d, key):
    return d[key]  # DYNAMIC: a subscript on an object


def count_up(n):
    if "n" in locals():  # INTERPRETED: a function reading locals() runs interpreted
        return 0
    return n
