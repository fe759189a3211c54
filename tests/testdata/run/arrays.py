# Array[T]: construction, indexing with bounds checks, iteration, and any
# matching buffer (array.array, memoryview) as an argument.
import __static__
from __static__ import int64, int8, uint8, double, Array, crange, clen, box

def fill(a: Array[int64], v: int64) -> None:
    for i in crange(clen(a)):
        a[i] = v + i

def total(a: Array[int64]) -> int64:
    s: int64 = 0
    for x in a:
        s += x
    return s

def make(n: int64) -> Array[int64]:
    a = Array[int64](n)
    fill(a, 10)
    a[-1] = 99
    a[0] += 5
    return a

def get(a: Array[int8], i: int64) -> int8:
    return a[i]

def scale(a: Array[double], f: double) -> None:
    for i in crange(clen(a)):
        a[i] = a[i] * f

def copy(dst: Array[int64], src: Array[int64]) -> None:
    for i in crange(clen(src)):
        dst[i] = src[i] + 1

def inferred(n: int64) -> int64:
    a = Array[int64](n)        # a is inferred as Array[int64], as in CinderX
    a[0] = 5
    x: int64 = a[0]
    return x + clen(a)


def test_inferred() -> int64:
    return inferred(3)


def fill_upto(a: Array[int64], start: int64, n: int64) -> int64:
    s: int64 = 0
    for i in crange(start, n):
        a[i] = i * 10
        s += a[i]
    return s


def test_fill_proven():
    a = Array[int64](5)
    return [box(fill_upto(a, 0, 5)), a]


def test_fill_too_far():
    a = Array[int64](3)
    try:
        fill_upto(a, 0, 5)
    except IndexError as e:
        return [str(e), a]


def test_fill_negative():
    a = Array[int64](4)
    return [box(fill_upto(a, -2, 2)), a]


def shifted_sum(a: Array[int64], off: int64, n: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        s += a[i + off] + a[off + i]
        a[i + off] = s
    return s


def test_shifted():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i
    r = [box(shifted_sum(a, 2, 4)), list(a)]
    try:
        shifted_sum(a, 3, 4)
    except IndexError as e:
        r.append(str(e))
    r.append(list(a))
    try:
        shifted_sum(a, -1, 2)
    except IndexError as e:
        r.append(str(e))
    r.append(list(a))
    return r


def test_make():
    a = make(5)
    return [a, box(total(a)), len(a)]

# CALL: total(make(4))
# CALL: get(__import__('array').array('b', [1, -2, 3]), -2)
# CALL: get(__import__('array').array('b', [1, -2, 3]), 3)
# CALL: get(__import__('array').array('q', [1, -2, 3]), 0)
# CALL: get([1, 2], 0)
# CALL: total(__import__('array').array('q', range(10)))
# CALL: total(memoryview(__import__('array').array('q', range(5))))
# CALL: total(bytearray(16))
# CALL: scale(__import__('array').array('d', [1.5, 2.5]), 2.0)


import array
B = array.array('q', range(10))
C = array.array('q', range(10))

# Overlapping buffers take the plain (not noalias) body and give the
# interpreted result.
# CALL: copy(memoryview(B)[1:], memoryview(B)[:9]) or B.tolist()
# CALL: copy(C, C) or C.tolist()
# CALL: copy(array.array('q', [0] * 3), array.array('q', [5, 6, 7])) or 'distinct'
