# For loops over exact lists, tuples and ranges, which compiled code
# steps through without an iterator object: the list changed by the loop
# body (appended to, popped, cleared, sliced), ranges of every shape
# (negative steps, empty, beyond the small ints, ints that grow past 2**30
# while counting), subclasses and rebound builtins at the same loop, and
# the exits (break, else, an exception, a return) — with exactly the
# interpreter's results.
import __static__


class MyList(list):
    def __iter__(self):
        return iter([-1, -2])


class MyRange:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return iter(["r"] * self.n)


def walk(xs):
    out = []
    for x in xs:
        out.append(x)
    return out


def test_sequences_and_others_at_one_loop():
    srcs = [[1, 2, 3], (4, 5), [], (), "ab", {"k": 1}, {7}, MyList([9, 9]), range(3), MyRange(2), iter([8]), b"\x01"]
    return [walk(s) for s in srcs * 3]


def test_list_appended_during_loop():
    xs = [1, 2, 3]
    out = []
    for x in xs:
        out.append(x)
        if x < 6:
            xs.append(x + 3)
    return [out, xs]


def test_list_shrunk_during_loop():
    xs = list(range(10))
    out = []
    for x in xs:
        out.append(x)
        if x == 3:
            xs.pop()
            xs.pop(0)
        if x == 6:
            del xs[4:]
    ys = [1, 2, 3, 4]
    for y in ys:
        out.append(y)
        ys.clear()
    return [out, xs, ys]


def test_list_replaced_items():
    xs = [1, 2, 3, 4]
    out = []
    for i, x in enumerate(xs):
        xs[-1] = x * 10
        out.append(x)
    return out


def test_loop_variable_rebound():
    out = []
    xs = [1, 2, 3]
    for x in xs:
        x = x * 2
        out.append(x)
    for i in range(4):
        i = 100
        out.append(i)
    return [out, x, i]


def test_ranges():
    out = []
    for args in [(5,), (2, 9), (9, 2, -3), (0,), (3, 3), (-4, 4, 2), (10, -10, -7),
                 (2 ** 40, 2 ** 40 + 3), (0, 2 ** 62, 2 ** 61), (-(2 ** 31), -(2 ** 31) + 2),
                 (2 ** 30 - 2, 2 ** 30 + 2), (1, 2 ** 31, 2 ** 29), (True, 3)]:
        vals = []
        for v in range(*args):
            vals.append(v)
        out.append(vals)
    total = 0
    for i in range(100000):
        total += i
    out.append(total)
    return out


def test_range_rebound():
    import builtins
    orig = builtins.range
    out = []
    try:
        for k in range(6):
            for v in range(3):
                out.append(v)
            if k == 2:
                builtins.range = MyRange
            if k == 4:
                builtins.range = orig
    finally:
        builtins.range = orig
    return out


def test_exits():
    out = []
    for x in [1, 2, 3, 4]:
        if x == 3:
            break
        out.append(x)
    else:
        out.append("no break")
    for x in (1, 2):
        out.append(x)
    else:
        out.append("else")
    for i in range(10):
        if i % 2:
            continue
        out.append(i)
    try:
        for x in [1, 2, 0, 4]:
            out.append(10 // x)
    except ZeroDivisionError as e:
        out.append(str(e))
    return out


def first_even(xs):
    for x in xs:
        if x % 2 == 0:
            return x
    return None


def test_return_from_loop():
    return [first_even([1, 3, 4, 5]), first_even((7, 9)), first_even(range(1, 8)), first_even([])]


def test_nested_and_comprehensions():
    grid = [[i * j for j in range(4)] for i in range(3)]
    flat = [v for row in grid for v in row if v % 2 == 0]
    pairs = {(a, b) for a in (1, 2) for b in range(a, 3)}
    d = {k: v for k, v in [("a", 1), ("b", 2)]}
    total = 0
    for row in grid:
        for v in row:
            total += v
    return [grid, flat, sorted(pairs), d, total]


def test_not_iterable():
    out = []
    for bad in (5, None, 2.5):
        try:
            for _ in bad:
                pass
        except TypeError as e:
            out.append(str(e))
    return out


class IterTuple(tuple):
    def __iter__(self):
        return iter(("t", "u"))


class CountingList(list):
    pass


def split3(v):
    a, b, c = v
    return [a, b, c]


def test_unpacking_exact_and_others_at_one_site():
    # Exact tuples and lists of the right length are copied out without an
    # iterator; a subclass that overrides __iter__ (of the same length, so
    # only the iteration tells them apart), other iterables and the wrong
    # lengths go through the iterator and its messages.
    srcs = [(1, 2, 3), [4, 5, 6], IterTuple((7, 8, 9)), CountingList([1, 1, 1]), "abc", range(3), {"x": 1, "y": 2, "z": 3}, iter([0, 0, 0]), (1, 2), [1, 2, 3, 4], (), 7, None]
    out = []
    for s in srcs * 2:
        try:
            out.append(split3(s))
        except (TypeError, ValueError) as e:
            out.append([type(e).__name__, str(e)])
    return out


def test_unpacking_in_for_targets():
    # Nested targets, as in the n-body pairs: tuples of lists of floats.
    pairs = [(([1.0, 2.0, 3.0], [0.5], 2.0), ([4.0, 5.0, 6.0], [0.25], 3.0)), (([0.0, 0.0, 1.0], [1.5], 1.0), ([1.0, 1.0, 1.0], [2.5], 0.5))]
    out = []
    for (([x1, y1, z1], v1, m1), ([x2, y2, z2], v2, m2)) in pairs:
        dx = x1 - x2
        v1[0] -= dx * m2
        v2[0] += (y1 - y2) * m1
        out.append((dx, z1 - z2))
    out.append(pairs)
    # The items keep their own references: the unpacked values outlive the
    # sequence they came from.
    seq = [[1, 2], (3, 4)]
    (a, b), (c, d) = seq
    del seq
    out.append([a, b, c, d])
    try:
        for p, q in [(1, 2), [3, 4], (5, 6, 7)]:
            out.append(p + q)
    except ValueError as e:
        out.append(str(e))
    return out
