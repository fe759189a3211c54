# Arithmetic on exact floats and ints whose intermediate results are
# temporaries: compiled code writes a float result into an operand that
# nothing else refers to. Values still referred to elsewhere (locals,
# list items, attributes, the same object on both sides), float and int
# subclasses, mixed operands, division by zero with temporaries on both
# sides, and in-place operators must all give the interpreter's results.
import __static__


class F(float):
    def __add__(self, other):
        return "F+"


class I(int):
    def __mul__(self, other):
        return "I*"


class Cell:
    def __init__(self, v):
        self.v = v


def poly(a, b, c):
    return (a * b + c) * (a - c) - (b * b) / (a + 1.5)


def test_temporaries():
    out = []
    for a, b, c in [(1.5, 2.25, -3.0), (2, 3, 4), (0.1, 2, 3), (2 ** 40, 3, 1.0), (True, 2.0, 3)]:
        out.append(poly(a, b, c))
    return out


def test_operands_kept_elsewhere():
    x = 1.25
    xs = [x * 2.0, x * 3.0]
    y = xs[0] + xs[1]
    z = (x + 0.5) + x
    cell = Cell(2.5)
    w = cell.v * 2.0 + cell.v
    cell.v += cell.v * 0.5
    same = (x * 2.0)
    twice = same + same
    total = 0.0
    for i in range(50):
        total += i * 0.5 + total * 0.001
    return [x, xs, y, z, w, cell.v, same, twice, total]


def test_subclasses_and_mixed():
    out = []
    for a, b in [(F(1.0), 2.0), (2.0, F(1.0)), (I(3), 2), (2, I(3)), (1.0, 2), (3, 0.5), ("a", "b"), ([1], [2])]:
        try:
            out.append((a + b * 1) if not isinstance(a, str) else a + b)
        except TypeError as e:
            out.append(str(e))
        try:
            out.append(a * b)
        except TypeError as e:
            out.append(str(e))
    return out


def test_division_by_zero_with_temporaries():
    out = []
    for a, b in [(1.0, 2.0), (2.0, 2.0), (3, 3), (4.0, 4)]:
        try:
            out.append((a * 2.0) / (a * 1.0 - b))
        except ZeroDivisionError as e:
            out.append(str(e))
        try:
            out.append((a + 1) / (b - b))
        except ZeroDivisionError as e:
            out.append(str(e))
    return out


def test_inplace():
    acc = 0.0
    n = 0
    parts = []
    for i in range(30):
        acc += i * 0.25
        acc -= (i * 0.5) * 0.125
        acc *= 1.0 + i * 0.0
        n += i * 3
        n -= i - 1
        parts.append(acc)
    s = "x"
    s += "y" * 2
    lst = [1]
    alias = lst
    lst += [2]
    return [acc, n, parts[-3:], s, alias]


def int_ops(a, b):
    return [a // b, a % b, a & b, a | b, a ^ b, a >> b]


def test_int_only_operators():
    # Signs on both sides, zero divisors, counts past the width, ints
    # leaving the one-digit range (2 ** 30 and up), subclasses, floats
    # and strings: the fast path of compact ints or the generic call,
    # with the interpreter's results and errors.
    vals = [0, 1, -1, 7, -7, 2, -2, 3, 64, 100, 2 ** 29 + 3, -(2 ** 29), 2 ** 30, -(2 ** 31), 2 ** 62, True, I(5), 2.5]
    out = []
    for a in vals:
        for b in vals:
            try:
                out.append(int_ops(a, b))
            except (ZeroDivisionError, ValueError, TypeError) as e:
                out.append(type(e).__name__ + ": " + str(e))
    n = 12345
    seed = 7
    for i in range(200):
        seed = (seed * 75 + 74) % 65537
        n ^= seed & 0xFF
        n |= i % 3
        n //= 2
        n %= 1000003
        n >>= i % 2
    out.append([n, seed])
    out.append("%d-%s" % (n, "x") if n % 2 == 0 else "%s" % n)
    return out
