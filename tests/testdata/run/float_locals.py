# Untyped locals that hold floats are kept as unboxed doubles, and
# arithmetic on objects computes on doubles while its operands are exact
# floats. Every case here must still give the interpreter's results:
# ints, bools and subclasses of float and int in the same expressions,
# NaN, infinities, -0.0, overflow, division by zero, powers whose result
# float_pow decides, exceptions in the middle of an expression, a local
# that holds something else than a float, and list and
# dict items updated in place while other references see the old value.
import __static__

import math


class F(float):
    def __add__(self, other):
        return "F+"

    def __mul__(self, other):
        return F(float(self) * 2)


class I(int):
    def __truediv__(self, other):
        return "I/"


class Neg:
    def __neg__(self):
        return "neg"

    def __rmul__(self, other):
        return ("rmul", other)

    def __lt__(self, other):
        return "lt"


def energy(xs, ys, dt):
    e = 0.0
    for i in range(len(xs)):
        dx = xs[i] - ys[i]
        d2 = dx * dx + 1.0
        e += dt * d2 ** -0.5 - dx / 3
    return e


def test_sums():
    return [
        energy([1.0, 2.5, -3.0], [0.5, 0.25, 4.0], 0.01),
        energy([1, 2, 3], [4, 5, 6], 2),
        energy([True, False], [1, 0], 1),
        energy([2 ** 70, 1.5], [1, 2 ** 60], 0.5),
    ]


def scaled(a: float, b, n):
    acc = a * 0.5
    for i in range(n):
        acc = acc * b + i
        if acc > 1e6:
            acc = acc / 7
    return acc


def test_annotated_parameter():
    return [scaled(3.0, 1.5, 20), scaled(3, 2, 10), scaled(True, 0.5, 3), scaled(F(2.0), 1.0, 1)]


def test_subclasses():
    out = []
    for a, b in [(F(1.5), 2.0), (2.0, F(1.5)), (I(6), 4), (6, I(4)), (1.0, True), (I(3), 2.0)]:
        s = a + b * 1.0
        m = a * 2.0
        q = a / b
        out.append((s, type(s).__name__, m, type(m).__name__, q))
    return out


def test_special_values():
    nan = float("nan")
    inf = float("inf")
    x = 0.0 * -1.0
    y = -x
    z = inf - inf
    big = 1e308 * 10.0
    tiny = 5e-324 / 2.0
    out = [str(x), str(y), z != z, big, tiny, math.copysign(1.0, x), math.copysign(1.0, y)]
    for a in [nan, 1.0, -0.0, inf]:
        w = a * 1.0
        out.append((w < nan, w <= w, w == w, w != w, w > 0.0, w >= 0, bool(w), not w))
    return [str(v) for v in out]


def test_comparisons_mixed():
    out = []
    for a, b in [(1.0, 1), (1, 1.0), (2 ** 64, 1.5), (0.5, 2 ** 64), (1.5, "s"), ("s", 1.5), (1.0, Neg()), (True, 0.5)]:
        x = a * 1.0 if isinstance(a, float) else a
        try:
            out.append((x < b, x == b, x != b, x >= b))
        except TypeError as e:
            out.append(str(e))
    return out


def test_division():
    out = []
    for a, b in [(1.0, 0.0), (1.0, 0), (0, 0.0), (1, 2), (7.5, -2.5), (-0.0, 1.0), (I(1), 2.0)]:
        try:
            q = a / b * 1.0
            out.append(q)
        except ZeroDivisionError as e:
            out.append("ZeroDivisionError: " + str(e))
    return out


def test_powers():
    out = []
    for a, b in [(2.0, 0.5), (-8.0, 0.5), (0.0, -1.0), (0.0, 2.0), (2.0, 10000.0), (10.0, -400.0), (2.0, 3), (4, 0.5),
                 (float("inf"), 2.0), (float("nan"), 0.0), (1e-200, 2.0), (-2.0, 3.0), (2, -1)]:
        try:
            p = (a * 1.0) ** b
            out.append(p)
        except (ZeroDivisionError, OverflowError, ValueError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return [str(v) for v in out]


def test_int_literals():
    x = 2.5
    return [x * 3, 3 * x, x - 1, 1 - x, x / 2, 2 / x, x ** 2, 2 ** x, x + 2 ** 60, x + 2 ** 53, x * True]


def raises(v):
    if v > 2:
        raise ValueError("too big %r" % v)
    return v


def test_exception_mid_expression():
    out = []
    for v in [1.0, 3.0, 2]:
        a = v * 1.5
        try:
            b = a * raises(v) + a * 2.0
            out.append(b)
        except ValueError as e:
            out.append(str(e))
        out.append(a)
    return out


def test_other_values_in_float_local():
    out = []
    for start in [1.5, 2, "ab", [1, 2], (3,)]:
        x = start
        try:
            x = x * 2
            x += x
            x = x - 0.5
        except TypeError as e:
            out.append(str(e))
        out.append(x)
    return out


def test_escapes():
    x = 1.25
    y = x * 4.0
    keep = [y, y]
    d = {"y": y}
    s = "%.3f %r %s" % (y, y, y)
    z = y + 1.0
    same = y is keep[0]
    return [keep, d, s, z, same, f"{z:.2f}", repr(-z), round(z), int(z), float(z), hash(z) == hash(6.0)]


def test_truth():
    out = []
    for v in [0.0, -0.0, 1.5, float("nan"), 0, 3]:
        w = v * 1.0
        if w:
            out.append("t")
        else:
            out.append("f")
        out.append(not w)
        out.append(w or "zero")
    return out


def test_negation():
    out = []
    for v in [1.5, -0.0, 0.0, 3, True, Neg()]:
        if isinstance(v, Neg):
            out.append(-v)
            continue
        w = v * 1.0
        n = -w
        p = +w
        out.append((n, p, -(w * 2.0), str(-(w - w))))
    return out


def test_list_items_in_place():
    xs = [1.5, 2.5, 3.5]
    first = xs[0]
    xs[0] += 1.0
    xs[1] *= 2.0
    xs[-1] -= 0.5 * 3
    shared = 4.0 * 1.0
    ys = [shared, shared]
    ys[0] += 1.0
    zs = [1, 2.5, True]
    zs[0] += 0.5
    zs[2] *= 2.5
    return [first, xs, shared, ys, zs]


class Logged(list):
    def __setitem__(self, i, v):
        super().__setitem__(i, ("set", v))


def replace_first(xs):
    xs[0] = 100.0 * 1.0
    return 1.0


def test_items_elsewhere():
    out = []
    lg = Logged([1.0, 2.0])
    lg[1] += 0.5
    out.append(list(lg))
    d = {"a": 1.5}
    d["a"] += 2.0
    out.append(d)
    xs = [1.0, 2.0]
    xs[0] += replace_first(xs)
    out.append(xs)
    ws = [1.0]
    try:
        ws[3] += 1.0
    except IndexError as e:
        out.append(str(e))
    t = (1.0, 2.0)
    try:
        t[0] += 1.0
    except TypeError as e:
        out.append(str(e))
    out.append(t)
    return out


def dist(x1, y1, x2, y2):
    dx = x2 - x1
    dy = y2 - y1
    return (dx * dx + dy * dy) ** 0.5


def test_calls_between():
    pts = [(0.0, 0.0), (3.0, 4.0), (1, 1), (-1.5, 2)]
    total = 0.0
    for i in range(len(pts) - 1):
        a, b = pts[i], pts[i + 1]
        total += dist(a[0], a[1], b[0], b[1])
    return total


def test_loop_carried():
    x = 1.0
    v = 0.0
    dt = 0.001
    for i in range(2000):
        a = -x * 4.0
        v += a * dt
        x += v * dt
    return [round(x, 9), round(v, 9)]


def test_ints_meet_floats():
    out = []
    for a, b in [(3, 4), (0, -5), (-7, 2), (2 ** 40, 3), (2 ** 30, 2 ** 30 - 1), (1, 0), (True, 2), (-(2 ** 30), 1.5),
                 (5, 0.0), (0.0, 0), (7, -0.0), (2 ** 53 + 1, 1.0)]:
        try:
            q = a / b
            s = a + b * 0.5
            m = a * 1.5 - b
            c = (a * 1.0 < b, a * 1.0 == b, a / 1 >= b, a + 0.0 != b)
            p = (a * 1.0) ** 2 if a != 0 else 0.0 ** b if b >= 0 else "skip"
            out.append((str(q), str(s), str(m), c, str(p)))
        except (ZeroDivisionError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out


def spread(i, j):
    return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1)


def test_int_arguments():
    return [spread(i, j) for i in range(4) for j in range(3)] + [spread(2 ** 40, 1), spread(True, False)]


def test_walrus():
    x = 1.5 * 2.0
    y = x + (x := x * 2.0)
    z = (w := x / 4.0) * w
    return [x, y, z, w]


def pull(dt: float, d, m):
    # mag is float arithmetic's result and then meets only untyped
    # values: it is kept as a double, and whatever m is decides.
    mag = dt * d ** -1.5
    b = m * mag
    mag -= 1
    return (b, mag)


class Mass:
    def __mul__(self, other):
        return ("mul", round(other, 6))

    def __rmul__(self, other):
        return ("rmul", round(other, 6))


def test_assigned_float_arithmetic():
    out = []
    for dt, d, m in [(0.5, 4.0, 2.0), (1.0, 4, 3), (2.0, 0.25, True), (0.01, 2.0, Mass()), (1.0, 4.0, "ab"),
                     (1.0, 0.0, 1.0), (1.0, -4.0, 1.0), (1.0, "x", 1.0), (1.0, 2 ** 2000, 1.0), (1.0, 1e-320, 1.0)]:
        try:
            out.append(pull(dt, d, m))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out
