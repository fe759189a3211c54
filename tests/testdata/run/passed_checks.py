# A bounds check that passed is not repeated for a later a[i] it
# dominates (lower/array.go, passedChecks): the later access reuses the
# in-bounds index. Each function here has a later a[i] that some path
# reaches without the earlier check passing for the same a and i: the
# index or the array rebound in between, a check in a branch, after and
# or or, in a loop's previous iteration, in a walrus statement, in an
# assert message. Compiled and interpreted must agree, IndexErrors
# included.
import __static__
from __static__ import int64, Array, crange, box


def ramp(n: int64) -> Array[int64]:
    a = Array[int64](n)
    for i in crange(n):
        a[i] = i * 3 + 1
    return a


def twice(a: Array[int64], i: int64) -> int64:
    """The second a[i] reuses the first's index, negative ones too."""
    x: int64 = a[i]
    a[i] = x * 2 + 1
    return a[i] + x


def rebound_index(a: Array[int64], i: int64, j: int64) -> int64:
    x: int64 = a[i]
    i = j
    return x * 100 + a[i]


def rebound_array(a: Array[int64], b: Array[int64], i: int64) -> int64:
    x: int64 = a[i]
    a = b
    return x * 100 + a[i]


def branch(a: Array[int64], i: int64, c: int64) -> int64:
    x: int64 = 0
    if c > 0:
        x = a[i]
    else:
        x = -1
    return x * 100 + a[i]


def short_circuit(a: Array[int64], i: int64, c: int64) -> int64:
    x: int64 = 0
    if c > 0 and a[i] > 0:
        x = 1
    y: int64 = a[i] if c > 1 else 7
    return x * 100 + y * 10 + a[i]


def chained(a: Array[int64], i: int64, j: int64) -> int64:
    if 0 < a[j] < a[i]:
        return 1
    return a[i]


def loop_back(a: Array[int64], n: int64) -> int64:
    """a[i] at the top of the body after i moved at its end."""
    i: int64 = 0
    s: int64 = 0
    k: int64 = 0
    while k < n:
        s = s * 3 + a[i]
        i = a[i] % 7
        k += 1
    return s


def walrus(a: Array[int64], i: int64, j: int64) -> int64:
    return a[i] + a[(i := j)] * 10 + a[i] * 100


def assert_msg(a: Array[int64], i: int64, c: int64) -> int64:
    try:
        assert c > 0, box(a[i])
    except AssertionError as e:
        return -1
    return a[i]


def in_try(a: Array[int64], i: int64, j: int64) -> int64:
    x: int64 = 0
    try:
        x = a[j]
        i = j
    except IndexError:
        x = -1
    return x * 100 + a[i]


def one(k: int64, a: Array[int64], b: Array[int64], x: int64, y: int64) -> int64:
    if k == 0:
        return twice(a, x)
    if k == 1:
        return rebound_index(a, x, y)
    if k == 2:
        return rebound_array(a, b, x)
    if k == 3:
        return rebound_array(b, a, x)
    if k == 4:
        return branch(a, x, y)
    if k == 5:
        return short_circuit(a, x, y)
    if k == 6:
        return chained(a, x, y)
    if k == 7:
        return loop_back(a, x)
    if k == 8:
        return walrus(a, x, y)
    if k == 9:
        return assert_msg(a, x, y)
    return in_try(a, x, y)


def test_passed():
    a = ramp(5)
    b = ramp(3)
    r = []
    calls = [
        (0, 2, 0), (0, -1, 0), (0, -5, 0), (0, 5, 0), (0, -6, 0),
        (1, 1, 4), (1, 1, 9), (1, 1, -2),
        (2, 4, 0), (2, 2, 0), (3, 4, 0),
        (4, 3, 1), (4, 3, 0), (4, 8, 0), (4, 8, 1),
        (5, 2, 0), (5, 9, 0), (5, 9, 2), (5, 1, 2),
        (6, 9, 0), (6, 9, 1), (6, 3, 1),
        (7, 6, 0), (7, 12, 0),
        (8, 1, 2), (8, 1, 7), (8, -1, -2),
        (9, 9, 1), (9, 9, 0), (9, 2, 0),
        (10, 9, 2), (10, 2, 9), (10, 9, 9),
    ]
    for k, x, y in calls:
        try:
            r.append(box(one(int64(k), a, b, int64(x), int64(y))))
        except IndexError as e:
            r.append("IndexError: " + str(e))
    r.append(list(a))
    return r
