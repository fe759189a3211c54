# Array indexes in while loops that count (lower/ranges.go, whileProof):
# one test before the loop proves the accesses in bounds, and a copy of
# the loop without their checks runs when it holds. Each function also
# runs where the test fails or the loop is not of the counting form:
# IndexError at the same iteration with the same side effects before it,
# negative indexes counting from the end, bounds at the edge of int64.
import __static__
from __static__ import int64, Array, crange, clen, box


def ramp(n: int64) -> Array[int64]:
    a = Array[int64](n)
    for i in crange(n):
        a[i] = i * 3 + 1
    return a


def walk(indptr: Array[int64], indices: Array[int64], weights: Array[int64],
         seeds: Array[int64], n_seeds: int64,
         scores: Array[int64], touched: Array[int64]) -> int64:
    """The CSR score propagation of issue 18."""
    n_touched: int64 = 0
    s: int64 = 0
    while s < n_seeds:
        seed: int64 = seeds[s]
        p: int64 = indptr[seed]
        pe: int64 = indptr[seed + 1]
        while p < pe:
            nb: int64 = indices[p]
            w: int64 = weights[p]
            prev: int64 = scores[nb]
            if prev == 0:
                touched[n_touched] = nb
                n_touched += 1
            scores[nb] = prev + w * 16
            p += 1
        s += 1
    return n_touched


def graph(indptr_l, indices_l, seeds_l, nodes):
    indptr = Array[int64](len(indptr_l))
    for i, x in enumerate(indptr_l):
        indptr[i] = int64(x)
    indices = Array[int64](len(indices_l))
    weights = Array[int64](len(indices_l))
    for i, x in enumerate(indices_l):
        indices[i] = int64(x)
        weights[i] = int64(i + 1)
    seeds = Array[int64](len(seeds_l))
    for i, x in enumerate(seeds_l):
        seeds[i] = int64(x)
    return indptr, indices, weights, seeds


def run_walk(indptr_l, indices_l, seeds_l, nodes, n_seeds, touched_n):
    indptr, indices, weights, seeds = graph(indptr_l, indices_l, seeds_l, nodes)
    scores = Array[int64](nodes)
    touched = Array[int64](touched_n)
    try:
        r = box(walk(indptr, indices, weights, seeds, int64(n_seeds), scores, touched))
    except IndexError as e:
        r = str(e)
    return [r, list(scores), list(touched)]


def test_walk():
    indptr = [0, 2, 3, 3, 6]
    indices = [1, 2, 0, 3, 1, 2]
    r = [run_walk(indptr, indices, [0, 3, 1, 2, 0], 4, 5, 4)]
    # An index array with out-of-range entries: 7 past the end, -1 and -4
    # count from the end, -5 before the start.
    for bad in [7, -1, -4, -5]:
        r.append(run_walk(indptr, [1, 2, bad, 3, 1, 2], [0, 1, 3], 4, 3, 4))
    # Rows past the end of indices, and a negative row start.
    r.append(run_walk([0, 2, 9, 3, 6], indices, [0, 1, 3], 4, 3, 4))
    r.append(run_walk([0, -3, 3, 3, 6], indices, [0, 1, 3], 4, 3, 4))
    # touched too short: the IndexError comes after the scores it wrote.
    r.append(run_walk(indptr, indices, [0, 3, 1], 4, 3, 2))
    # More seeds than the array holds.
    r.append(run_walk(indptr, indices, [0, 3], 4, 3, 4))
    return r


def overlap(src: Array[int64], dst: Array[int64], n: int64) -> int64:
    """dst[i] = src[i] + src[i + 1]: run with src and dst the same array."""
    i: int64 = 0
    while i < n:
        dst[i] = src[i] + src[i + 1]
        i += 1
    return dst[0]


def test_overlap():
    a = ramp(6)
    r = [box(overlap(a, a, 5)), list(a)]
    b = ramp(6)
    try:
        overlap(b, b, 6)
    except IndexError as e:
        r.append(str(e))
    r.append(list(b))
    return r


def counter_written(a: Array[int64], n: int64) -> int64:
    """The counter jumps back in the body: not a counting loop."""
    i: int64 = 0
    s: int64 = 0
    while i < n:
        s += a[i]
        if s > 20 and i > 2:
            i = i - 3
            s = -100
        i += 1
    return s


def test_counter_written():
    a = ramp(6)
    r = [box(counter_written(a, 6))]
    try:
        counter_written(a, 7)
    except IndexError as e:
        r.append(str(e))
    return r


def breaks(a: Array[int64], n: int64, stop: int64) -> int64:
    i: int64 = 0
    s: int64 = 0
    while i < n:
        if a[i] == stop:
            break
        s = s * 3 + a[i]
        i += 1
    else:
        s = -s
    return s


def test_breaks():
    a = ramp(5)
    r = [box(breaks(a, 5, 7)), box(breaks(a, 5, 99)), box(breaks(a, 0, 1))]
    for n, stop in [(9, 13), (9, 99)]:
        try:
            r.append(box(breaks(a, int64(n), int64(stop))))
        except IndexError as e:
            r.append(str(e))
    return r


def skips(a: Array[int64], n: int64) -> int64:
    """continue before the increment: the same index again, its value
    changed, until it is even."""
    i: int64 = 0
    s: int64 = 0
    while i < n:
        s += a[i]
        if a[i] % 2 == 1:
            a[i] += 1
            continue
        i += 1
    return s


def test_skips():
    r = [box(skips(ramp(5), 5)), box(skips(ramp(5), 3))]
    a = ramp(5)
    try:
        skips(a, 6)
    except IndexError as e:
        r.append(str(e))
    r.append(list(a))
    return r


def shrinking(a: Array[int64], n: int64) -> int64:
    """The bound changes in the body."""
    i: int64 = 0
    s: int64 = 0
    while i < n:
        s = s * 2 + a[n - 1] - a[i]
        n -= 1
        i += 1
    return s


def test_shrinking():
    a = ramp(7)
    r = [box(shrinking(a, 7)), box(shrinking(a, 4))]
    try:
        shrinking(a, 9)
    except IndexError as e:
        r.append(str(e))
    return r


def down(a: Array[int64], hi: int64, lo: int64, step: int64) -> int64:
    """Negative steps: i from hi down to lo, by 1 or by 2."""
    s: int64 = 0
    i: int64 = hi
    if step == 1:
        while i >= lo:
            s = s * 3 + a[i]
            a[i] = s & 255
            i -= 1
    else:
        while i > lo:
            s = s * 3 + a[i]
            i -= 2
    return s


def test_down():
    r = []
    for hi, lo, step in [(5, 0, 1), (5, 0, 2), (5, -3, 1), (5, -7, 1), (6, 0, 1), (4, 9, 1), (5, -9, 2)]:
        a = ramp(6)
        try:
            r.append(box(down(a, int64(hi), int64(lo), int64(step))))
        except IndexError as e:
            r.append(str(e))
        r.append(list(a))
    return r


def edge_up(a: Array[int64], start: int64, n: int64) -> int64:
    """`<=` a bound at the top of int64: i + 1 would wrap past it, so
    the loop never ends on its own; the IndexError ends it."""
    i: int64 = start
    s: int64 = 0
    while i <= n:
        s += a[i - start]
        i += 1
    return s


def edge_step(a: Array[int64], start: int64, n: int64) -> int64:
    """`<` with a step of 3: from near the top of int64, i + 3 wraps to a
    negative i that is still below n."""
    i: int64 = start
    s: int64 = 0
    k: int64 = 0
    while i < n:
        s = s * 7 + a[k]
        k += 1
        i += 3
    return s


def edge_down(a: Array[int64], start: int64, n: int64) -> int64:
    """`>=` a bound at the bottom of int64, counting down."""
    i: int64 = start
    s: int64 = 0
    while i >= n:
        s += a[start - i]
        i -= 1
    return s


def test_edges():
    top = 9223372036854775807
    bottom = -9223372036854775808
    a = ramp(4)
    r = []
    for which, start, n in [(0, top - 2, top), (0, top - 5, top - 3), (1, top - 7, top),
                            (1, top - 6, top - 2), (2, bottom + 2, bottom), (2, bottom + 9, bottom + 7)]:
        try:
            if which == 0:
                r.append(box(edge_up(a, int64(start), int64(n))))
            elif which == 1:
                r.append(box(edge_step(a, int64(start), int64(n))))
            else:
                r.append(box(edge_down(a, int64(start), int64(n))))
        except IndexError as e:
            r.append(str(e))
    return r


def eager(a: Array[int64], b: Array[int64], n: int64, k: int64) -> int64:
    """In the proven copy, `and`/`or` over proven elements evaluate every
    operand (lower/array.go, eagerBoolOp); a division stays behind its
    guard, and a[i + k] past the end only where the left says so."""
    s: int64 = 0
    i: int64 = 0
    while i < n:
        if a[i] > 5 and b[i] == 1 or a[i] == 2:
            s += 1
        if k != 0 and 100 // k > 3:
            s += 10
        if i + k >= n or a[i + k] > 9:
            s += 100
        i += 1
    return s


def test_eager():
    a = ramp(6)
    b = Array[int64](6)
    for i in crange(6):
        b[i] = i % 2
    r = []
    for n, k in [(6, 0), (6, 1), (6, 30), (4, 2), (6, -2), (3, 3)]:
        try:
            r.append(box(eager(a, b, int64(n), int64(k))))
        except (IndexError, ZeroDivisionError) as e:
            r.append(type(e).__name__ + ": " + str(e))
    return r


def eager_unbound(a: Array[int64], n: int64) -> int64:
    """prev is unbound when the and's right side would first read it:
    evaluated eagerly only once it is bound."""
    s: int64 = 0
    i: int64 = 0
    prev: int64
    while i < n:
        if i > 0 and a[i] > prev:
            s += 1
        prev = a[i] % 4
        i += 1
    return s


def eager_raises(a: Array[int64], n: int64) -> int64:
    """The and's right side reads an unbound local when it is reached."""
    s: int64 = 0
    i: int64 = 0
    never: int64
    while i < n:
        if a[i] > 3 and a[i] > never:
            s += 1
        if i > 100:
            never = 0
        i += 1
    return s


def test_eager_unbound():
    a = ramp(6)
    r = [box(eager_unbound(a, 6)), box(eager_unbound(a, 1))]
    for n in [1, 3]:
        try:
            r.append(box(eager_raises(a, int64(n))))
        except UnboundLocalError as e:
            r.append("UnboundLocalError")
    return r


def restarts(idx: Array[int64], vals: Array[int64], out: Array[int64], n: int64) -> int64:
    """Negative data-dependent indexes in the proven copy of a while loop:
    the statement runs again in the checked copy, where the loop goes on
    (lower/restart.go); what the iteration did before it happens once."""
    total: int64 = 0
    count: int64 = 0
    i: int64 = 0
    while i < n:
        count += 1
        out[i] = count
        total += vals[idx[i]]
        v: int64 = vals[idx[i]] * 2
        vals[idx[i]] = v + i
        i += 1
    return total * 1000 + count


def test_restarts():
    r = []
    for idx_l in [[0, 1, 2, 3], [0, -1, 2, -4, 1], [-4, -3, -2, -1, 0, 3],
                  [1, -1, 4, 2], [2, -5, 1], [-1, -1, -1, 2, 2]]:
        idx = Array[int64](len(idx_l))
        for k, x in enumerate(idx_l):
            idx[k] = int64(x)
        vals = ramp(4)
        out = Array[int64](len(idx_l))
        try:
            res = box(restarts(idx, vals, out, int64(len(idx_l))))
        except IndexError as e:
            res = str(e)
        r.append([res, list(vals), list(out)])
    return r
