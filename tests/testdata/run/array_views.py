# The buffers an Array local holds are released on every way out of the
# function: an Array parameter the body never rebinds holds none of its
# own (the caller's wrapper does), one it rebinds takes a view of the new
# array and gives it back on return, on an early return from inside a
# loop, and when an IndexError leaves. array.array refuses to resize
# while a view of it is exported (BufferError), so appending to every
# array after the call shows that no view leaked.
import __static__
from __static__ import int64, Array, clen, box
import array


def exported(*arrays) -> list:
    """For each array: True when it still has a view exported."""
    out = []
    for a in arrays:
        try:
            a.append(0)
            a.pop()
            out.append(False)
        except BufferError:
            out.append(True)
    return out


def first_positive(a: Array[int64], b: Array[int64]) -> int64:
    # Rebinds a to b half way, once; returns from inside the loop.
    i: int64 = 0
    swapped: int64 = 0
    while i < clen(a):
        if a[i] > 0:
            return a[i]
        if i == 1 and swapped == 0:
            a = b
            swapped = 1
            i = 0
            continue
        i += 1
    return -1


def sum_then_fail(a: Array[int64], b: Array[int64], k: int64) -> int64:
    s: int64 = 0
    i: int64 = 0
    while i < clen(a):
        s += a[i]
        i += 1
    a = b
    return s + a[k]


def untouched(a: Array[int64], n: int64) -> int64:
    # Never rebound: no view of its own, and an error leaves with nothing to release.
    s: int64 = 0
    i: int64 = 0
    while i < n:
        s += a[i]
        i += 1
    return s


def test_first_positive():
    a = array.array('q', [0, 0, 0, 5])
    b = array.array('q', [0, 0, 7, 1])
    r = [box(first_positive(a, b)), exported(a, b)]
    c = array.array('q', [0, 0])
    r += [box(first_positive(a, c)), exported(a, c)]
    return r


def test_sum_then_fail():
    a = array.array('q', [1, 2, 3])
    b = array.array('q', [10, 20])
    r = [box(sum_then_fail(a, b, 1)), exported(a, b)]
    try:
        sum_then_fail(a, b, 5)
    except IndexError as e:
        r.append(str(e))
    r.append(exported(a, b))
    return r


def test_untouched():
    a = array.array('q', range(6))
    r = [box(untouched(a, 6)), exported(a)]
    try:
        untouched(a, 7)
    except IndexError as e:
        r.append(str(e))
    r.append(exported(a))
    for _ in range(3):
        r.append(box(untouched(memoryview(a), 3)))
    r.append(exported(a))
    return r
