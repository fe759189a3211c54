"""The callee module: typed functions other compiled modules call natively."""
import __static__
from __static__ import int64, double


def mix(x: int64, y: int64) -> int64:
    return x * 10 + y


def repeat(s: str, n: int) -> str:
    return s * n


def half(v: double) -> double:
    return v / 2.0


def divide(x: int64, y: int64) -> int64:
    return x // y


def scale(x: int64) -> int64:
    k: int64 = x * 3
    return k


def describe(items: list) -> str:
    return ",".join([str(i) for i in items])
