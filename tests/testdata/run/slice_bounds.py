# A slice moved onto a slice (`perm[:k + 1] = perm[k::-1]`) takes bounds
# that are int locals, arithmetic on them, literals or primitive
# integers as integers, without boxing them. Every case must give the
# interpreter's results and errors: bounds past 64 bits (the `+ 1`
# overflowing), negative bounds and steps, a zero step, slices of other
# lengths or of other objects (which take the generic path with the
# bounds boxed), list subclasses, bytearrays.
import __static__

from __static__ import box, int64
from typing import List


def flips(perm: List[int]) -> int:
    count: int = 0
    k: int = perm[0]
    while k:
        perm[: k + 1] = perm[k::-1]
        count += 1
        k = perm[0]
    return count


def test_flips():
    return [flips([3, 1, 0, 2]), flips([0, 1, 2]), flips([4, 3, 2, 1, 0]), flips([2, 0, 1, 3, 5, 4])]


def move(xs, a: int, b: int, c: int, d: int, e: int, f: int):
    try:
        xs[a:b:c] = xs[d:e:f]
        return xs
    except Exception as ex:
        return (type(ex).__name__, str(ex))


def test_bounds():
    big: int = 2 ** 63 - 1
    out = []
    for args in [
        (0, 3, 1, 2, -1, -1),  # reversed, negative stop on the right: empty
        (0, 3, 1, 3, 0, -1),
        (-3, 5, 1, -1, -4, -1),
        (0, 4, 2, 1, 5, 2),
        (0, 2, 1, 3, 6, 1),  # lengths differ, step 1: resized
        (0, 4, 2, 0, 3, 1),  # lengths differ, extended: ValueError
        (0, 3, 0, 0, 3, 1),  # zero step on the left
        (0, 3, 1, 0, 3, 0),  # zero step on the right
        (big, big, 1, 0, 2, 1),
        (-big, 2, 1, 0, 2, 1),
        (0, big, 1, big, -big, -1),
    ]:
        out.append(move([0, 1, 2, 3, 4, 5], *args))
    return out


def wide(xs, k: int):
    try:
        xs[: k + 1] = xs[k::-1]
        return xs
    except Exception as ex:
        return (type(ex).__name__, str(ex))


class Rows(list):
    def __setitem__(self, i, v):
        list.__setitem__(self, i, ["set"] + list(v))


def test_overflow_and_types():
    top: int = 2 ** 63 - 1
    return [
        wide([0, 1, 2, 3], top),  # k + 1 passes 64 bits
        wide([0, 1, 2, 3], -top - 1),
        wide([0, 1, 2, 3], 2),
        wide([0, 1, 2, 3], -2),
        wide(Rows([0, 1, 2, 3]), 2),
        wide(bytearray(b"abcd"), 2),
        wide((0, 1, 2), 1),
        wide("abc", 1),
        wide(None, 1),
    ]


def boxed_move(xs: List[int], n: int64) -> List[int]:
    xs[1 : box(n) + 1] = xs[box(n):0:-1]
    return xs


def test_boxed_bounds():
    return [boxed_move([0, 1, 2, 3, 4], 3), boxed_move([0, 1, 2], 5), boxed_move([0, 1, 2], -1)]


class Sliced(list):
    def __getitem__(self, i):
        return ("sliced", i.start, i.stop, i.step)


def copy_of(xs):
    try:
        c = xs[:]
        return (c, c is xs, type(c).__name__)
    except Exception as e:
        return (type(e).__name__, str(e))


def test_copies():
    import sys
    big = list(range(1000))
    c = big[:]
    obj = object()
    before = sys.getrefcount(obj)
    held = [obj, obj][:]
    return [
        copy_of([1, 2, 3]), copy_of([]), copy_of(Sliced([1, 2])), copy_of((1, 2)), copy_of("abc"),
        copy_of(range(3)), copy_of(bytearray(b"ab")), copy_of(None), copy_of({}),
        sys.getsizeof(c) == sys.getsizeof(big[:]), c == big,
        sys.getrefcount(obj) - before, len(held),
    ]
