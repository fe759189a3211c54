# Arithmetic and comparisons of exact ints wider than one 30-bit digit
# but below 2**60 (timestamps, ids, hash mixing) are computed on machine
# words by out-of-line helpers; an overflowing * or <<, a zero divisor,
# a negative shift, an operand of three digits or more (but for | and ^
# of non-negative ints below 2**64), or an operand that is not exactly
# int goes to CPython's own operation. Every result
# here must be CPython's.
from enum import IntEnum

EDGES = [0, 1, -1, 7, -7, 2**30 - 1, 2**30, -2**30, 2**31 + 5, -(2**31 + 5),
         2**59, 2**60 - 1, -(2**60 - 1), 2**60, -2**60, 2**62, 2**63 - 1, -2**63,
         2**64 - 1, 2**64, -(2**64 - 1), 2**90 + 3, -(2**90 + 3),
         0xFFFFFFFFFFFFFFFF, 0x7FFFFFFF, 0x52DCE729, True, False]


def outcome(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__


def binops(a, b):
    out = [outcome(lambda: a + b), outcome(lambda: a - b), outcome(lambda: a * b),
           outcome(lambda: a // b), outcome(lambda: a % b), outcome(lambda: a & b),
           outcome(lambda: a | b), outcome(lambda: a ^ b)]
    if b < 130:
        out.append(outcome(lambda: a >> b))
        out.append(outcome(lambda: a << b))
    return out


def inline_ops(a, b):
    # The operators written out, so that each site calls its helper.
    out = []
    try:
        out.append(a * b)
    except Exception as e:
        out.append(type(e).__name__)
    try:
        out.append(a // b)
        out.append(a % b)
    except ZeroDivisionError:
        out.append("zero")
    out.append(a & b)
    out.append(a ^ b)
    x = a
    x += b
    x -= 3
    x |= 5
    x &= b
    out.append(x)
    return out


def test_unsigned_64_bit_mixing():
    # Zobrist-style keys below 2**63 and 64-bit values xor-ed and or-ed,
    # with the edges of three digits: 2**64 - 1 (top digit 15) and 2**64.
    keys = [(k * 0x9E3779B97F4A7C15) % (2**63 - 25) for k in range(1, 40)]
    h = 0
    trail = []
    for k in keys:
        h ^= k
        trail.append(h)
        h |= 1 << 62
        h ^= k << 1
        trail.append(h)
    edges = [2**60, 2**62 + 3, 2**63, 2**64 - 1, 2**64, 2**90, -(2**62), 2**61 - 1]
    return [trail, h, [(a ^ b, a | b) for a in edges for b in edges]]


def test_every_pair():
    return [(a, b, binops(a, b), inline_ops(a, b)) for a in EDGES for b in EDGES]


def test_comparisons():
    out = []
    for a in EDGES:
        for b in EDGES:
            out.append((a < b, a <= b, a == b, a != b, a > b, a >= b))
    return out


class Code(IntEnum):
    SMALL = 3
    WIDE = 2**40 + 1


class Meters(int):
    def __add__(self, other):
        return Meters(int(self) + int(other) + 1)

    def __lt__(self, other):
        return True


def test_not_exact_ints():
    big = 2**40
    return [Code.WIDE + big, Code.WIDE & big, Code.WIDE < big, big < Code.WIDE,
            Meters(big) + big, type(Meters(big) + big).__name__, Meters(big) < 0,
            big + 0.5, big * 1.5 == big * 1.5, big < 2.0**41, (-big) // 3, (-big) % 3]


def _sigrid(value, modulo):
    mixed = (value * 0x52DCE729) & 0xFFFFFFFFFFFFFFFF
    mixed ^= mixed >> 47
    combined = mixed ^ 0xF3
    return (combined & 0x7FFFFFFF) % modulo


def test_hash_mixing_loop():
    acc = 0
    buckets = [0] * 17
    for v in range(0, 10_000_000, 9973):
        h = _sigrid(v, 100_000)
        acc ^= h
        buckets[h % 17] += 1
    return [acc, buckets]


def test_timestamps():
    t0 = 1_700_000_000_000
    late = 0
    spans = []
    for i in range(2000):
        t = t0 + i * 7919
        if t - t0 > 3_000_000:
            late += 1
        if i % 500 == 0:
            spans.append((t - t0) // 1000)
    return [late, spans, (t0 * 1000) // 7, t0 << 3, t0 >> 5, -t0 // 1000]


def test_overflow_edges():
    a = 2**59 + 12345
    return [a * 15, a * 16, -a * 16, a << 4, a << 5, (-a) << 4, a * -a,
            (2**60 - 1) + (2**60 - 1), -(2**60 - 1) - (2**60 - 1), (2**60 - 1) * 1, 2**59 * 2,
            -(2**59) * 16, (-(2**59)) << 4]
