"""The supported subset: no diagnostics expected in this file."""
from __future__ import annotations
import __static__
from __static__ import (
    int8, int16, int32, int64, uint8, uint16, uint32, uint64, char, size_t, ssize_t,
    double, cbool, box, unbox, cast, clen, crange,
)
from typing import Final, List, Optional
import math

SHIFT: Final[int] = 6
MASK: Final[int] = (1 << SHIFT) - 1
LIMIT: Final = 1000
HALF: Final[float] = 0.5
GREETING: Final[str] = "hi"
table = [1, 2, 3]
counter = 0


def all_types(a: int8, b: int16, c: int32, d: int64, e: uint8, f: uint16, g: uint32, h: uint64,
              i: char, j: size_t, k: ssize_t, x: double, y: cbool) -> int64:
    wide: int64 = a
    wide = b
    wide = c
    wide = d
    wide = e
    wide = f
    wide = g
    u: uint64 = e
    u = h
    u = j
    wide = i
    wide = k
    z: double = x
    flag: cbool = y
    return wide


def literals() -> None:
    a: int8 = -128
    b: int8 = 127
    c: uint8 = 255
    d: uint64 = 18446744073709551615
    e: int64 = -9223372036854775808
    f: double = 1
    g: double = -2.5
    h: cbool = True
    i: int64 = 0x7F
    j: int16 = 1_000


def arithmetic(w: int64, s: uint8, t: int8, u: uint16, v: int32, x: double) -> int64:
    r: int64 = (w >> SHIFT) & MASK
    r = w << 2
    r = w + LIMIT
    m: int16 = s + t
    n: int32 = u * v
    o: int64 = v - u
    p: double = w ** 2
    q: double = x * 2 + x / 3 - x % 1.5
    r = -w + ~w + (+w)
    r = w // 3 + w % 7
    r |= 1
    r ^= w
    r &= MASK
    r <<= 1
    r >>= 1
    return r


def comparisons(a: int64, b: int64, c: double, o, l: list) -> cbool:
    x: cbool = a < b
    x = a < b <= 10
    x = c > 0.5
    x = a == 0 and b != 1
    x = not x
    x = (a < b) or (b < a)
    ok = o < 1 and o in l
    if a < b < 100:
        pass
    while a > b:
        a -= 1
    return x


def conditionals(a: int8, b: int64, c: double, f: cbool) -> int64:
    x: int64 = a if f else b
    y: int64 = b if a > 0 else 0
    z: double = c if f else 1.5
    w: int64 = b or 3
    return x + y + w


def conversions(o, n: int64, d: double) -> int64:
    a: int8 = int8(int64(300))
    b: int8 = int8(uint16(65535))
    c: uint8 = uint8(int32(-1))
    e: int64 = int64(o)
    f: double = double(n)
    g: double = double(o)
    h: int64 = int64(int(box(d)))  # no double -> int64 conversion (CinderX)
    i: cbool = cbool(n)
    j: uint64 = uint64(3)
    return a + e


def boxing(n: int64, d: double, f: cbool, o, l: List[int]) -> int:
    a: int = box(n)
    b: float = box(d)
    c: bool = box(f)
    m: int64 = unbox(o)
    p: double = unbox(o)
    q: int8 = unbox(o)
    s: int = cast(int, o)
    t: int64 = clen(l)
    t = clen("abc")
    t = clen((1, 2))
    t = clen({1: 2})
    t = clen({1})
    print(box(n), box(d), box(f))
    return a


def loops(n: int64, o) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i == 3:
            continue
        if i > 100:
            break
        s += i
    else:
        s -= 1
    for j in crange(2, n):
        s = s + j
    for k in range(3):
        print(k)
    for item in o:
        print(item)
    t: int64 = 0
    while t < n:
        t += 1
    return s


def calls(n: int64, o) -> int64:
    a: int64 = arithmetic(n, 1, 2, 3, 4, 1.5)
    b: int64 = all_types(1, 2, 3, n, 5, 6, 7, 8, 9, 10, 11, 1.0, True)
    c: cbool = comparisons(n, n, 1.0, o, [])
    d = helper(n)
    e = helper(n, step=2)
    f = helper(x=n)
    print(box(d), len(o), math.sqrt(2.0), o.attr, o[0], o[1:2])
    o.attr = box(n)
    o[box(n)] = 1
    o[box(n)] = 2
    return d + e + f


def helper(x: int64, step: int64 = 1) -> int64:
    return x + step


def objects(o, s: str, l: list, d: dict, i: int, f: float, opt: Optional[int]) -> Optional[str]:
    global counter
    counter = counter + 1
    t = (1, "a", None)
    m = {"a": 1, "b": [1, 2]}
    st = {1, 2}
    msg = f"{s}: {i!r:>10} {o}"
    x = i + 1
    y = f * 2
    z = s + "!"
    n = -i
    if o is None or o is not l:
        return None
    a, b = o, s
    a, b = b, a
    return s


def swap(n: int64, m: int64) -> int64:
    n, m = m, n
    return n - m


def no_return(n: int64) -> None:
    pass


def implicit_dynamic(o):
    return o


def early(n: int64) -> int64:
    if n > 0:
        return 1
    elif n < 0:
        return -1
    else:
        return 0


def forever() -> int64:
    while True:
        pass


if __name__ == "__main__":
    print(box(early(3)))
