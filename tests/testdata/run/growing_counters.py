# Counters that grow under a branch (lower/ranges.go, growingCounters):
# out[k] = x; k += 1 in a counted loop. In a while loop whose counter
# steps every iteration, out[k] is proven in bounds for as many
# iterations as out has room for (prove, capped); past them the loop goes
# on in the checked copy, from its head. In a crange loop, out[k] is
# proven non-negative only. Each function runs with room to spare, with
# room for exactly what it writes, with too little (IndexError after the
# same writes), and with a counter that starts below 0 (negative indexes
# count from the end).
import __static__
from __static__ import int64, Array, crange, clen


def arr(xs) -> Array[int64]:
    a = Array[int64](len(xs))
    for i, x in enumerate(xs):
        a[i] = int64(x)
    return a


def attempt(f, *args):
    """f's result, or the message of its IndexError, with the arrays."""
    try:
        r = f(*args)
    except IndexError as e:
        r = "IndexError: " + str(e)
    return [r] + [list(a) for a in args if not isinstance(a, int)]


def compact(a: Array[int64], lo: int64, hi: int64, out: Array[int64], k0: int64) -> int64:
    """The positive elements of a[lo:hi] to out from k0."""
    k: int64 = k0
    i: int64 = lo
    while i < hi:
        x: int64 = a[i]
        if x > 0:
            out[k] = x
            k += 1
        i += 1
    return k


def test_compact():
    data = [3, -1, 4, 0, 5, -9, 2, 6]
    r = []
    for n, k0 in [(8, 0), (5, 0), (4, 0), (2, 0), (0, 0), (8, 3), (8, -2), (8, -6), (8, -7), (5, 5),
                  (8, 9223372036854775806), (8, -9223372036854775807)]:
        r.append(attempt(compact, arr(data), 0, 8, Array[int64](n), k0))
    # An empty range, and a range of a past its end.
    r.append(attempt(compact, arr(data), 5, 5, Array[int64](0), 0))
    r.append(attempt(compact, arr(data), 6, 10, Array[int64](8), 0))
    return r


def stepped(a: Array[int64], n: int64, out: Array[int64]) -> int64:
    """Two slots per hit, the counter bumped before the stores, and the
    loop counting down by 2 with an inclusive bound."""
    k: int64 = 0
    i: int64 = n - 1
    while i >= 0:
        if a[i] % 3 == 0:
            k += 2
            out[k - 2] = i
            out[k - 1] = a[i]
        i -= 2
    return k


def test_stepped():
    data = [3, 1, 6, 9, 4, 12, 0, 7, 15]
    r = []
    for n in [20, 6, 5, 4, 1, 0]:
        r.append(attempt(stepped, arr(data), 9, Array[int64](n)))
    return r


def limited(a: Array[int64], n: int64, out: Array[int64], stop: int64) -> int64:
    """while/else and break with the limit: the proven copy hands over to
    the checked one when out is full, and both end the loop alike."""
    k: int64 = 0
    i: int64 = 0
    while i <= n:
        if a[i] == stop:
            break
        if a[i] > 1:
            out[k] = a[i]
            k += 1
        i += 1
    else:
        k += 100
    return k


def test_limited():
    data = [2, 0, 3, 1, 4, 0, 0, 1, 5, 9]
    r = []
    for n, stop in [(10, -1), (3, -1), (2, -1), (5, 9), (5, 1), (1, 1)]:
        r.append(attempt(limited, arr(data), 9, Array[int64](n), stop))
    # Full after the first hit; the rest of the loop writes nothing more.
    r.append(attempt(limited, arr([7, 0, 0, 0, 0, 1]), 5, Array[int64](1), -1))
    return r


def two_counters(a: Array[int64], n: int64, evens: Array[int64], odds: Array[int64]) -> int64:
    """Two growing counters, each with its own room; a continue after
    the loop counter's step."""
    e: int64 = 0
    o: int64 = 0
    i: int64 = 0
    while i < n:
        x: int64 = a[i]
        i += 1
        if x % 2 == 0:
            evens[e] = x
            e += 1
            continue
        odds[o] = x
        o += 1
    return e * 1000 + o


def test_two_counters():
    data = [1, 2, 3, 4, 6, 8, 5, 10]
    r = []
    for ne, no in [(9, 9), (5, 3), (4, 3), (5, 2), (0, 0)]:
        r.append(attempt(two_counters, arr(data), 8, Array[int64](ne), Array[int64](no)))
    return r


def not_every_iteration(a: Array[int64], n: int64, out: Array[int64]) -> int64:
    """A continue before the loop counter's step: iterations are not
    counted, so out[k] stays checked (and the loop still runs right)."""
    k: int64 = 0
    i: int64 = 0
    tries: int64 = 0
    while i < n:
        tries += 1
        if tries % 3 == 0:
            out[k] = i
            k += 1
            continue
        i += 1
    return k


def rewritten(a: Array[int64], n: int64, out: Array[int64]) -> int64:
    """The counter written twice (+= and a reset): not a growing counter."""
    k: int64 = 0
    i: int64 = 0
    while i < n:
        out[k] = a[i]
        k += 1
        if k == 2:
            k = 0
        i += 1
    return k


def nested(a: Array[int64], n: int64, out: Array[int64]) -> int64:
    """The counter stepped in a nested loop: not a growing counter."""
    k: int64 = 0
    i: int64 = 0
    while i < n:
        out[k] = a[i]
        for j in crange(a[i]):
            k += 1
        i += 1
    return k


def test_not_counters():
    data = [1, 0, 2, 1, 0]
    r = []
    for n in [10, 4, 1]:
        r.append(attempt(not_every_iteration, arr(data), 5, Array[int64](n)))
        r.append(attempt(rewritten, arr(data), 5, Array[int64](n)))
        r.append(attempt(nested, arr(data), 5, Array[int64](n)))
    return r


def from_end(a: Array[int64], n: int64, out: Array[int64]) -> int64:
    """The counter subtracted from a bound and guarded from above: out's
    indexes fall as k grows, and the guard uses where it could grow to."""
    k: int64 = 0
    i: int64 = 0
    m: int64 = 6
    while i < n:
        if a[i] > 0:
            out[m - 1 - k] = a[i]
            k += 1
        if k <= 2:
            out[k + 3] += 1
        i += 1
    return k


def test_from_end():
    data = [1, 0, 2, 3, 0, 4, 5]
    r = []
    for n, size in [(7, 6), (7, 9), (3, 6), (7, 4)]:
        r.append(attempt(from_end, arr(data), n, Array[int64](size)))
    return r


def filtered(a: Array[int64], out: Array[int64], k0: int64) -> int64:
    """A crange loop: out[k] proven non-negative only."""
    k: int64 = k0
    for i in crange(clen(a)):
        if a[i] != 0:
            out[k] = a[i] * 10
            k += 1
    return k


def test_filtered():
    data = [0, 1, 2, 0, 3]
    r = []
    for n, k0 in [(5, 0), (3, 0), (2, 0), (3, -3), (3, -4), (4, 2)]:
        r.append(attempt(filtered, arr(data), Array[int64](n), k0))
    return r


def guarded(a: Array[int64], n: int64, out: Array[int64], cap: int64) -> int64:
    """`if k < cap` bounds the counter: out[k] is in bounds without the
    room test when cap <= len(out)."""
    k: int64 = 0
    i: int64 = 0
    while i < n:
        if k < cap:
            out[k] = a[i]
            k += 1
        i += 1
    return k


def test_guarded():
    data = [5, 6, 7, 8, 9]
    r = []
    for n, cap in [(5, 5), (5, 3), (2, 3), (2, 2), (0, 1)]:
        r.append(attempt(guarded, arr(data), 5, Array[int64](n), cap))
    return r


def wraps(start: int64, n: int64, out: Array[int64]) -> int64:
    """The loop counter wraps past the top of int64 (i + 3 < n again):
    iterations are not counted, so out[k] is not proven by its room;
    the IndexError ends the loop."""
    k: int64 = 0
    i: int64 = start
    while i < n:
        if i % 2 != 0:
            out[k] = i % 1000
            k += 1
        i += 3
    return k


def test_wraps():
    top = 9223372036854775807
    r = []
    for start, n, size in [(top - 7, top, 6), (top - 6, top - 2, 3), (0, 30, 3), (0, 30, 9)]:
        r.append(attempt(wraps, start, n, Array[int64](size)))
    return r
