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


def failing(n):
    for i in range(n):
        yield i
    raise ValueError("stopped after " + str(n))


def test_range_and_iterator_steps_at_one_loop():
    # A range's and an iterator's steps run out of line (sp.for.next.other),
    # a list's and a tuple's inline: one loop meets all four, and an
    # iterator that raises part way, and must stop exactly where the
    # interpreter stops.
    out = []
    for src in [range(2, 9, 3), [1, 2], failing(2), (3,), range(-1), failing(0), iter((5, 6))]:
        try:
            out.append(walk(src))
        except ValueError as e:
            out.append(str(e))
    return out


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


class Backwards(list):
    def __iter__(self):
        return reversed(self[:])


def numbered(xs):
    out = []
    for i, x in enumerate(xs):
        out.append((i, x))
    return out


def paired(a, b):
    out = []
    for x, y in zip(a, b):
        out.append(x * 10 + y if isinstance(x, int) and isinstance(y, int) else (x, y))
    return out


def counter(n, log):
    for i in range(n):
        log.append("gen%d" % i)
        yield i


def test_enumerate_zip_loops():
    # for over enumerate(x) and zip(a, b, ...) steps through the arguments
    # without the enumerate or zip object: exact lists (grown by the body:
    # the loop sees the growth), tuples, ranges, strs, dicts, generators
    # (zip asks the arguments in order and drops an item when a later one
    # is exhausted), list subclasses with their own __iter__, targets that
    # are not a flat pair, break, continue, else, return and exceptions
    # from the body, and bad arguments.
    out = []
    for src in [[5, 6, 7], (8, 9), range(3, 9, 2), "ab", {"k": 1, "j": 2}, Backwards([1, 2, 3]), [], iter([4])]:
        out.append(numbered(src))
    xs = [1, 2]
    for i, x in enumerate(xs):
        if i < 4:
            xs.append(x + 10)
    out.append(xs)
    log = []
    out.append(paired(counter(5, log), [1, 2, 3]))
    out.append(log)
    log = []
    out.append(paired([1, 2, 3], counter(2, log)))
    out.append(log)
    out.append(paired(Backwards([1, 2]), (3, 4, 5)))
    out.append(paired(range(4), "xyz"))
    for a, b, c in zip((1, 2), [3, 4], range(5, 7)):
        out.append(a + b + c)
    for t in zip([1, 2], "ab"):
        out.append(t)
    for (p,) in zip([7, 8]):
        out.append(p)
    for i, [a, b] in enumerate(zip("pq", "rs")):
        out.append((i, a, b))
    for i, *rest in enumerate([10, 11]):
        out.append((i, rest))
    for i, x in enumerate([1, 2, 3, 4, 5]):
        if i == 1:
            continue
        if x == 4:
            break
        out.append(x)
    else:
        out.append("no break")
    for a, b in zip([1], []):
        out.append("never")
    else:
        out.append("else")
    try:
        for i, x in enumerate([1, 2, 3]):
            if i == 1:
                raise ValueError(x)
    except ValueError as e:
        out.append(("raised", str(e)))
    for bad in (5, None):
        for call in (lambda: numbered(bad), lambda: paired([1], bad), lambda: paired(bad, [1])):
            try:
                out.append(call())
            except TypeError as e:
                out.append(str(e))
    return out


def first_pair(xs):
    for i, x in enumerate(xs):
        if x > 1:
            return i, x
    return None


def total_of(xs, ys):
    s = 0
    for i, x in enumerate(xs):
        s += i * x
    for a, b in zip(xs, ys):
        s += a - b
    return s


def test_enumerate_zip_rebound_mid_loop():
    # enumerate and zip patched in the builtins module, shadowed by module
    # globals and restored while a loop runs the functions that use them:
    # each loop calls whatever the name holds when it starts.
    import builtins
    import sys
    g = sys.modules[total_of.__module__].__dict__
    orig = (builtins.enumerate, builtins.zip)
    out = []
    try:
        for k in range(12):
            out.append([total_of([1, 2, 3], [3, 2, 1]), first_pair([0, 1, 5, 7])])
            if k == 2:
                builtins.enumerate = lambda xs: [(100, x) for x in xs]
            if k == 4:
                g["zip"] = lambda a, b: [(1, 1)]
            if k == 6:
                g["enumerate"] = lambda xs: iter([(7, 8)])
                builtins.enumerate = orig[0]
            if k == 8:
                del g["zip"], g["enumerate"]
                builtins.zip = lambda *a: ((5, 0),)
            if k == 10:
                builtins.zip = orig[1]
    finally:
        builtins.enumerate, builtins.zip = orig
        g.pop("zip", None)
        g.pop("enumerate", None)
    return out


class Items(list):
    # keeps list's iterator: looped over by index, as an exact list
    pass


class Reversed(list):
    def __iter__(self):
        return iter(list.__iter__(self).__reduce__()[1][0][::-1])


def test_list_subclass_loops():
    # A list subclass that keeps list's __iter__ is walked by index,
    # re-reading its length at every step as list's iterator does; one
    # that overrides __iter__ is asked for its iterator.
    out = []
    xs = Items([1, 2, 3])
    for x in xs:
        out.append(x)
        if x == 1:
            xs.append(4)
        if x == 3:
            del xs[0]
    out.append(list(xs))
    for x in Reversed([1, 2, 3]):
        out.append(x)
    ys = Items()
    for y in ys:
        out.append("never")
    Items.__iter__ = lambda self: iter(["patched"])
    try:
        for x in Items([1, 2]):
            out.append(x)
    finally:
        del Items.__iter__
    for x in Items([5]):
        out.append(x)
    return out
