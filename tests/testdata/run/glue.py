# Typed kernels called from untyped glue: globals, Final constants,
# f-strings, builtins, containers, and errors with tracebacks.
import __static__
from __static__ import int64, int32, uint8, double, cbool, box, unbox, cast, clen, crange
from typing import Final
import math

SHIFT: Final[int] = 6
SCALE: Final[float] = 0.5
names = ["a", "b", "c"]
counter = 0


def checksum(n: int64) -> int64:
    s: int32 = 0
    for i in crange(n):
        b: uint8 = uint8(i)
        s = s * 31 + b
    return int64(s)


def shifted(w: int64) -> int64:
    return (w >> SHIFT) + (w << 2)


def scaled(x: double) -> double:
    return x * SCALE + double(math.sqrt(16.0))


def describe(n: int64) -> str:
    return f"n={box(n)} twice={box(n * 2)!r} names={names}"


def bump() -> int:
    global counter
    counter = counter + 1
    return counter


def divide(a: int64, b: int64) -> int64:
    return a // b


def outer(a: int64) -> int64:
    x: int64 = divide(a, 0)
    return x


def parity(n: int64) -> cbool:
    return n % 2 == 0 and n > 0


def pick(n: int64) -> int64:
    return n if n > 10 else -n


def count_loop(n: int64) -> int64:
    total: int64 = 0
    i: int64 = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        if i > 50:
            break
        total += i
    else:
        total = -1
    return total


def crange_else(n: int64) -> int64:
    r: int64 = 0
    for i in crange(2, n):
        r += i
    else:
        r += 1000
    return r


def lengths(xs: list) -> int64:
    return clen(xs)


def as_int(x) -> int:
    return cast(int, x)


def test_checksum() -> int64:
    return checksum(1000)


def test_shifted() -> int64:
    return shifted(1000)


def test_scaled() -> double:
    return scaled(3.0)


def test_describe() -> str:
    return describe(21)


def test_bump() -> int:
    bump()
    return bump()


def test_outer() -> int64:
    return outer(5)


def test_parity() -> cbool:
    return parity(4)


def test_pick():
    return [box(pick(3)), box(pick(30))]


def test_loops():
    return [box(count_loop(100)), box(count_loop(5)), box(crange_else(5))]


def test_print() -> None:
    print("hello", box(int64(3) * 7), names[1])


def test_lengths() -> int64:
    return lengths([1, 2, 3])


def test_unbox() -> int64:
    x = 41
    return unbox(x) + 1


# CALL: as_int(3)
# CALL: as_int("s")
# CALL: lengths("abc")
# CALL: parity(-2)


def local_imports() -> str:
    import os.path
    from json import dumps as to_json
    import collections.abc as abc_mod
    return to_json({"sep": os.path.sep, "abc": abc_mod.__name__})


def test_local_imports() -> str:
    return local_imports()
