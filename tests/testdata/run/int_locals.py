# Locals declared `int` are kept as machine integers while their values
# fit, and lists are indexed by them directly. Every case here must still
# give the interpreter's results: overflow past 2**63 in the middle of a
# loop (the value continues as a Python int), negative indexes, bools,
# IntEnum members and int subclasses flowing into an `int` local, an
# operator overloaded by a subclass, exceptions in the middle of an
# expression, big literals and the identity of the objects a local holds.
import __static__

from enum import IntEnum
from typing import List


class Color(IntEnum):
    RED = 1
    GREEN = 2


class Odd(int):
    def __add__(self, other):
        return "odd+"

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 7

    def __bool__(self):
        return False


def powers(n: int) -> List[int]:
    out: List[int] = []
    x: int = 1
    i: int = 0
    while i < n and i < 100:
        x = x * 3 - 1
        i += 1
        out.append(x)
    return out


def test_overflow_mid_loop():
    # 3**k passes 2**63 at k = 40: the products continue as Python ints.
    r = powers(60)
    return [r[0], r[38], r[39], r[40], r[59], r[59] % 1000003]


def countdown(n: int) -> int:
    total: int = 0
    k: int = n if 0 <= n <= 100000 else 0
    while k:
        total += k * k
        k -= 1
    return total


def test_countdown():
    return [countdown(10), countdown(0), countdown(50), countdown(3 * 10 ** 4)]


def mixed(a: int, b: int) -> List[object]:
    s: int = a + b
    d: int = a - b
    p: int = a * b
    a = a + 1
    return [s, d, p, a, type(s).__name__, s == a + b - 1, s < d, p >= 0]


def test_bools_and_enums():
    return [
        mixed(True, False),
        mixed(Color.RED, Color.GREEN),
        mixed(2 ** 62, 2 ** 62),
        mixed(-(2 ** 63), 1),
        mixed(-7, 3),
    ]


def test_subclass_operator():
    try:
        return mixed(Odd(3), 4)
    except TypeError as e:
        return ["TypeError", str(e)]


def subclass_local(x: int) -> List[object]:
    y: int = x
    y += 0
    return [y == 99, bool(y), type(y).__name__]


def test_subclass_local():
    return [subclass_local(Odd(5)), subclass_local(True), subclass_local(5)]


def floor_ops(a: int, b: int) -> List[int]:
    q: int = a // b
    m: int = a % b
    a += 0
    return [q, m, -a // b, -a % b, a * b]


def test_floor_division():
    out = [floor_ops(7, 2), floor_ops(-7, 2), floor_ops(7, -2), floor_ops(2 ** 64, -3)]
    try:
        floor_ops(1, 0)
    except ZeroDivisionError as e:
        out.append(["ZeroDivisionError", str(e)])
    return out


def indexes(xs: List[int]) -> List[int]:
    out: List[int] = []
    i: int = 0
    n: int = len(xs)
    while i < n:
        out.append(xs[i] + xs[-1 - i] + xs[i - n])
        xs[i] = xs[i] * 2
        xs[n - 1 - i] -= 1
        i += 1
    return out + xs


def test_list_indexes():
    return [indexes([1, 2, 3, 4]), indexes([]), indexes([2 ** 70, -5, True])]


def out_of_range(xs: List[int], i: int) -> object:
    j: int = i + 0
    try:
        return xs[j]
    except IndexError as e:
        return ["IndexError", str(e)]


def store_out_of_range(xs: List[int], i: int) -> object:
    j: int = i * 1
    try:
        xs[j] = 0
        xs[j] += 1
        return xs
    except IndexError as e:
        return ["IndexError", str(e)]


def test_index_errors():
    return [
        out_of_range([1, 2, 3], 3),
        out_of_range([1, 2, 3], -4),
        out_of_range([1, 2, 3], -3),
        out_of_range([1, 2, 3], 2 ** 40),
        store_out_of_range([1, 2, 3], 3),
        store_out_of_range([1, 2, 3], -1),
        store_out_of_range([1, 2, 3], -(2 ** 70)),
    ]


class Seq:
    def __getitem__(self, i):
        if not isinstance(i, int) or i > 5:
            raise IndexError(i)
        return ("item", i, type(i).__name__)

    def __setitem__(self, i, v):
        raise KeyError((i, v))


class MyList(list):
    def __getitem__(self, i):
        return 100 + i


def other_containers(s, k: int) -> List[object]:
    i: int = k + 1
    d = {2: "two", 3: "three"}
    t = (10, 20, 30)
    r: List[object] = [s[i], d[i], t[i - 1], MyList([1, 2, 3])[i]]
    try:
        s[i] = 5
    except KeyError as e:
        r.append(str(e))
    return r


def test_other_containers():
    return [other_containers(Seq(), 1), other_containers(Seq(), 2)]


def raises_mid(xs: List[int], n: int) -> object:
    acc: int = 0
    i: int = 0
    try:
        while i < 1000:
            acc = acc + xs[i] * n
            i += 1
    except IndexError:
        return [acc, i]
    except TypeError as e:
        return ["TypeError", str(e), acc, i]
    return [acc, i]


def test_exceptions_mid_expression():
    return [raises_mid([1, 2, 3], 4), raises_mid([1, "a", 3], 2), raises_mid([1, None], 2)]


def big_literals() -> List[object]:
    a: int = 1000
    b: int = 1000
    c: int = 2 ** 62 + 5
    d: int = 99999999999999999999999
    e: int = a
    a += 1
    a -= 1
    return [a is not None, b is e, c * 4, d + 1, d - d, a == b]


def test_big_literals():
    return big_literals()


def identity(xs: List[int]) -> List[bool]:
    x: int = xs[0]
    y: int = x
    return [x is xs[0], y is x, x is y]


def test_identity():
    return identity([2 ** 20 + 7, 1]) + identity([5]) + identity([2 ** 80])


def fannkuch_like(n: int) -> int:
    count: List[int] = list(range(1, n + 1))
    max_flips: int = 0
    m: int = n - 1
    r: int = n
    perm1: List[int] = list(range(n))
    perm: List[int] = list(range(n))
    while 1:
        while r != 1:
            count[r - 1] = r
            r -= 1
        if perm1[0] != 0 and perm1[m] != m:
            perm = perm1[:]
            flips: int = 0
            k: int = perm[0]
            while k:
                perm[: k + 1] = perm[k::-1]
                flips += 1
                k = perm[0]
            if flips > max_flips:
                max_flips = flips
        while r != n:
            perm1.insert(r, perm1.pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            return max_flips
    return 0


def test_fannkuch_like():
    return [fannkuch_like(5), fannkuch_like(6), fannkuch_like(1)]


def returned(n: int) -> int:
    x: int = n * n
    return x


def test_returned():
    return [returned(3), returned(2 ** 40), type(returned(True)).__name__]


class Loud:
    def __init__(self, v, log):
        self.v = v
        self.log = log

    def __bool__(self):
        self.log.append(self.v)
        return self.v


def conditions(a, b, c):
    log = []
    out = []
    x, y, z = Loud(a, log), Loud(b, log), Loud(c, log)
    if x and y or z:
        out.append("yes")
    else:
        out.append("no")
    while x or y and z:
        out.append("loop")
        break
    if (x and 1) or (y and None) or z:
        out.append("mixed")
    return [out, log]


def test_conditions():
    r = []
    for a in (False, True):
        for b in (False, True):
            for c in (False, True):
                r.append(conditions(a, b, c))
    return r


def first_nonzero(xs: List[int]) -> int:
    i: int = 0
    n: int = len(xs)
    while i < n and xs[i] == 0:
        i += 1
    if i < n and (xs[i] > 1 or xs[i] < -1):
        return i
    return -1


def test_int_conditions():
    return [first_nonzero([0, 0, 5]), first_nonzero([0, 1]), first_nonzero([]), first_nonzero([0, True, -3]),
            first_nonzero([0, 2 ** 70])]
