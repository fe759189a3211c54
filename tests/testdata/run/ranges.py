# Array indexes computed in crange loops (lower/ranges.go): the bounds
# proof drops a check only when one test before the loop shows every
# index in range. Each function also runs where that test fails: indexes
# that go negative (counting from the end, as Python does), past the end
# (IndexError), or wrap around int64; compiled and interpreted must agree.
import __static__
from __static__ import int64, int8, Array, crange, clen, box


def torus(a: Array[int64], w: int64) -> int64:
    """Neighbour sums on a ring of w cells, wrapped as examples/life.py does."""
    s: int64 = 0
    for x in crange(w):
        left: int64 = x - 1
        if left < 0:
            left = w - 1
        right: int64 = x + 1
        if right == w:
            right = 0
        s = s * 7 + a[left] + 2 * a[x] + 3 * a[right]
    return s


def test_torus():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i * i + 1
    r = [box(torus(a, 6)), box(torus(a, 4)), box(torus(a, 1)), box(torus(a, 0))]
    try:
        torus(a, 7)             # right reaches 6, past the end
    except IndexError as e:
        r.append(str(e))
    return r


def torus2d(src: Array[int8], dst: Array[int8], w: int64, h: int64) -> None:
    """One step of a w x h torus with rows of w cells (life's step)."""
    for y in crange(h):
        up: int64 = ((y + h - 1) % h) * w
        row: int64 = y * w
        down: int64 = ((y + 1) % h) * w
        for x in crange(w):
            left: int64 = x - 1
            if left < 0:
                left = w - 1
            right: int64 = x + 1
            if right == w:
                right = 0
            n: int8 = (src[up + left] + src[up + x] + src[up + right]
                       + src[row + left] + src[row + right]
                       + src[down + left] + src[down + x] + src[down + right])
            if n == 3 or (n == 2 and src[row + x] == 1):
                dst[row + x] = 1
            else:
                dst[row + x] = 0


def board(n: int64) -> Array[int8]:
    a = Array[int8](n)
    for i in crange(n):
        if (i * 7) % 3 == 0:
            a[i] = 1
    return a


def test_torus2d():
    src = board(20)
    dst = Array[int8](20)
    torus2d(src, dst, 5, 4)
    r = [list(dst)]
    dst2 = Array[int8](20)
    torus2d(src, dst2, 4, 5)
    r.append(list(dst2))
    try:
        torus2d(src, Array[int8](20), 5, 5)     # rows past the end of src
    except IndexError as e:
        r.append(str(e))
    try:
        torus2d(src, Array[int8](10), 5, 4)     # dst too short
    except IndexError as e:
        r.append(str(e))
    return r


def before(a: Array[int64], n: int64) -> int64:
    """a[i - 1] from i = 0 reads the last element."""
    s: int64 = 0
    for i in crange(n):
        j: int64 = i - 1
        s = s * 3 + a[j] + a[i]
    return s


def test_before():
    a = Array[int64](5)
    for i in crange(5):
        a[i] = 10 + i
    r = [box(before(a, 5)), box(before(a, 3))]
    try:
        before(a, 6)
    except IndexError as e:
        r.append(str(e))
    return r


def shifted(a: Array[int64], lo: int64, hi: int64, k: int64) -> int64:
    """Indexes i + k, with k of either sign, and an augmented assignment."""
    s: int64 = 0
    for i in crange(lo, hi):
        j: int64 = i
        j += k
        s = s * 5 + a[j]
        a[j] = s & 1023
    return s


def test_shifted():
    a = Array[int64](8)
    r = []
    for lo, hi, k in [(0, 8, 0), (0, 4, 4), (2, 8, -2), (0, 3, -3), (0, 0, 100), (5, 3, 99), (0, 5, 4), (-3, 2, 0)]:
        for i in crange(8):
            a[i] = i
        try:
            r.append(box(shifted(a, int64(lo), int64(hi), int64(k))))
        except IndexError as e:
            r.append(str(e))
        r.append(list(a))
    return r


def wraps(a: Array[int64], k: int64, k2: int64) -> int64:
    """i + k that wraps around int64 must never look in range."""
    s: int64 = 0
    for i in crange(3):
        j: int64 = i + k
        s += a[j + k2]
    return s


def test_wraps():
    a = Array[int64](4)
    for i in crange(4):
        a[i] = i + 1
    r = []
    big = 9223372036854775807
    for k, k2 in [(0, 0), (1, 0), (big, 0), (big, big), (-big - 1, 1), (big, 2), (-2, 1)]:
        try:
            r.append(box(wraps(a, int64(k), int64(k2))))
        except IndexError as e:
            r.append(str(e))
    return r


def invariant_wraps(a: Array[int64], k: int64, k2: int64) -> int64:
    """k + k2 wraps the same way before the loop and in it."""
    s: int64 = 0
    for i in crange(2):
        s += a[i + (k + k2)] + a[k * k2 + i]
    return s


def test_invariant_wraps():
    a = Array[int64](4)
    for i in crange(4):
        a[i] = i + 1
    r = []
    big = 9223372036854775807
    for k, k2 in [(1, 1), (big, 2), (big, -big), (3, -2), (-1, -1), (4611686018427387904, 4), (1, 2)]:
        try:
            r.append(box(invariant_wraps(a, int64(k), int64(k2))))
        except IndexError as e:
            r.append(str(e))
    return r


def guarded(a: Array[int64], n: int64, k: int64) -> int64:
    """Narrowing by and/or/not, != and continue."""
    s: int64 = 0
    for i in crange(n):
        j: int64 = i + k
        if j < 0 or j >= n:
            continue
        s = s * 3 + a[j]
        m: int64 = i + 1
        if not (m != n):
            m = 0
        elif m > 2 and m <= 4:
            m = m - 2
        s = s * 3 + a[m]
        p: int64 = i - k
        if p >= 0 and p < n:
            s += a[p]
        else:
            s -= 1
    return s


def test_guarded():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = 2 * i + 1
    r = []
    for n, k in [(6, 0), (6, 2), (6, -2), (4, 1), (7, 0), (7, 3), (0, 0), (3, -9)]:
        try:
            r.append(box(guarded(a, int64(n), int64(k))))
        except IndexError as e:
            r.append(str(e))
    return r


def loops_inside(a: Array[int64], n: int64) -> int64:
    """A local a nested loop changes is unknown after it."""
    s: int64 = 0
    for i in crange(n):
        j: int64 = i
        while j > 0:
            j -= 3
        s = s * 2 + a[j]
        t: int64 = i
        for q in crange(1):
            t = t - i - 1
        s = s * 2 + a[t]
    return s


def test_loops_inside():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i + 1
    r = [box(loops_inside(a, 6)), box(loops_inside(a, 2))]
    try:
        loops_inside(a, 7)
    except IndexError as e:
        r.append(str(e))
    return r


def rebinds(a: Array[int64], b: Array[int64], n: int64) -> int64:
    """The loop variable, an array and an offset rebound in the body."""
    s: int64 = 0
    k: int64 = 0
    for i in crange(n):
        s = s * 2 + a[i + k]
        i = i + 2
        s = s * 2 + a[i]
        k = k - 1
        if i > 4:
            a = b
    return s


def test_rebinds():
    a = Array[int64](6)
    b = Array[int64](3)
    for i in crange(6):
        a[i] = i + 1
    for i in crange(3):
        b[i] = 100 + i
    r = [box(rebinds(a, b, 2))]
    for n in [3, 4, 6]:
        try:
            r.append(box(rebinds(a, b, int64(n))))
        except IndexError as e:
            r.append(str(e))
    return r


def walrus(a: Array[int64], n: int64) -> int64:
    s: int64 = 0
    j: int64 = 0
    for i in crange(n):
        j = i
        s = s * 2 + a[(j := j - 1)] + a[j]
    return s


def test_walrus():
    a = Array[int64](4)
    for i in crange(4):
        a[i] = i + 1
    r = [box(walrus(a, 4))]
    try:
        walrus(a, 6)
    except IndexError as e:
        r.append(str(e))
    return r


def clamp_low(a: Array[int64], n: int64, k: int64) -> int64:
    """After the if, j is in either branch's range, not just the last."""
    s: int64 = 0
    for i in crange(n):
        j: int64 = i + k
        if j < 0:
            j = 0
        s = s * 2 + a[j]
    return s


def test_clamp_low():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i + 1
    r = []
    for n, k in [(6, 0), (6, -3), (4, 2), (6, 1), (3, 5), (1, 6)]:
        try:
            r.append(box(clamp_low(a, int64(n), int64(k))))
        except IndexError as e:
            r.append(str(e))
    return r


def skip_value(a: Array[int64], n: int64, k: int64, z: int64) -> int64:
    """j != z moves an end of j's range in only when it equals z."""
    s: int64 = 0
    for i in crange(n):
        j: int64 = i + k
        if j != z:
            s = s * 2 + a[j]
        if z == j:
            s += 1
        elif j < z:
            s = s * 2 + a[j]
    return s


def test_skip_value():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i + 1
    r = []
    for n, k, z in [(6, 0, 5), (6, 0, 0), (6, 1, 6), (6, 1, 3), (6, 0, 2), (6, -1, -1), (7, 0, 6), (7, 0, 3), (6, 0, 7)]:
        try:
            r.append(box(skip_value(a, int64(n), int64(k), int64(z))))
        except IndexError as e:
            r.append(str(e))
    return r


def below(a: Array[int64], n: int64, m: int64) -> int64:
    """j < m and j <= m, j > m and j >= m, for each end."""
    s: int64 = 0
    for i in crange(n):
        if i < m:
            s = s * 2 + a[i]
        if i <= m:
            s = s * 2 + a[i]
        if m < i:
            s = s * 2 + a[i - 1]
        if m <= i:
            s = s * 2 + a[i - 1]
        if i > m:
            s = s * 2 + a[i - 2]
        if i >= m:
            s = s * 2 + a[i - 2]
    return s


def test_below():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i + 1
    r = []
    for n, m in [(6, 3), (7, 6), (7, 5), (8, 7), (6, 0), (6, 1), (6, 2), (8, 6), (7, 7)]:
        try:
            r.append(box(below(a, int64(n), int64(m))))
        except IndexError as e:
            r.append(str(e))
    return r


# One guarded access per function: the proof is all or nothing per loop,
# so another access that fails it would hide a wrong interval here.

def lt(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i < m:
            s = s * 2 + a[i]
    return s


def le(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i <= m:
            s = s * 2 + a[i]
    return s


def gt(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i > m:
            s = s * 2 + a[i - 3]
    return s


def ge(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i >= m:
            s = s * 2 + a[i - 2]
    return s


def mirrored(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if m < i:
            s = s * 2 + a[i]
    return s


def otherwise(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i < m:
            s += 1
        else:
            s = s * 2 + a[i - 1]
    return s


def either(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        if i < m or i < n - 2:
            s = s * 2 + a[i]
    return s


def not_equal(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        j: int64 = i - 1
        if j != m:
            s = s * 2 + a[j]
    return s


def minus(a: Array[int64], n: int64, m: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        j: int64 = m - i
        s = s * 2 + a[j]
    return s


def test_one_access():
    a = Array[int64](6)
    for i in crange(6):
        a[i] = i + 1
    r = []
    big = 9223372036854775807
    for f in [lt, le, gt, ge, mirrored, otherwise, either, not_equal, minus]:
        for n, m in [(6, 3), (8, 7), (8, 6), (8, 3), (6, 0), (6, 1), (6, 2), (7, 5), (6, 5), (6, -1), (2, -big), (3, -big), (3, big)]:
            try:
                r.append(f(a, n, m))
            except IndexError as e:
                r.append(f.__name__ + ": " + str(e))
    return r


def const_wraps(a: Array[int64]) -> int64:
    s: int64 = 0
    for i in crange(3):
        s += a[i + 9223372036854775806]
    return s


def const_wraps_back(a: Array[int64]) -> int64:
    s: int64 = 0
    for i in crange(1, 3):
        s += a[i - 9223372036854775807 - 1]
    return s


def test_const_wraps():
    a = Array[int64](4)
    r = []
    for f in [const_wraps, const_wraps_back]:
        try:
            r.append(f(a))
        except IndexError as e:
            r.append(str(e))
    return r
