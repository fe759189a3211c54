"""Primitive value classes against an independent reference model.

The reference computes every result with plain Python integers and masking;
it shares no code with __static__._prims.
"""

import math
import operator
import pickle
import copy
import unittest

import __static__
from __static__ import (
    int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    char, size_t, ssize_t, cbool, double, single, box, unbox,
)

# name -> (class, bits, signed)
TYPES = {
    "int8": (int8, 8, True), "int16": (int16, 16, True),
    "int32": (int32, 32, True), "int64": (int64, 64, True),
    "uint8": (uint8, 8, False), "uint16": (uint16, 16, False),
    "uint32": (uint32, 32, False), "uint64": (uint64, 64, False),
}
BY_CLASS = {v[0]: (k, v[1], v[2]) for k, v in TYPES.items()}


def rng(bits, signed):
    return (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if signed else (0, 2 ** bits - 1)


def ref_wrap(v, bits, signed):
    v = v % (2 ** bits)
    if signed and v >= 2 ** (bits - 1):
        v -= 2 ** bits
    return v


def ref_max(bits, signed):
    return (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1


def boundary_values(bits, signed):
    lo, hi = rng(bits, signed)
    vals = {0, 1, lo, hi, lo + 1, hi - 1}
    if signed:
        vals.add(-1)
    return sorted(vals)


def ref_promote(a, b):
    """(bits, signed) of the result of a binary op, or None for an error."""
    (ab, asg), (bb, bsg) = a, b
    if asg == bsg:
        return (max(ab, bb), asg)
    ub, sb = (ab, bb) if not asg else (bb, ab)
    if sb > ub:
        return (sb, True)
    if ub == 64:
        return None
    return (2 * ub, True)


def ref_trunc_div(a, b):
    if (a < 0) != (b < 0):
        return -((-a) // b) if a < 0 else -(a // (-b))
    return a // b


VERBS = {
    "+": "add", "-": "subtract", "*": "multiply", "/": "divide", "//": "divide",
    "%": "modulus", "**": "pow", "<<": "left shift", ">>": "right shift",
    "|": "bitwise or", "^": "xor", "&": "bitwise and",
}
OPS = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.truediv,
    "//": operator.floordiv, "%": operator.mod, "**": operator.pow,
    "<<": operator.lshift, ">>": operator.rshift, "|": operator.or_,
    "^": operator.xor, "&": operator.and_,
}


def ref_binop(op, a, b, bits, signed):
    """Expected value (as (kind, value)) of a op b with both already in the
    result type (bits, signed); kind is 'int', 'float' or an exception type."""
    if op == "+":
        return "int", ref_wrap(a + b, bits, signed)
    if op == "-":
        return "int", ref_wrap(a - b, bits, signed)
    if op == "*":
        return "int", ref_wrap(a * b, bits, signed)
    if op in ("/", "//"):
        if b == 0:
            return ZeroDivisionError, "integer division or modulo by zero"
        return "int", ref_wrap(ref_trunc_div(a, b), bits, signed)
    if op == "%":
        if b == 0:
            return ZeroDivisionError, "integer division or modulo by zero"
        return "int", ref_wrap(a - b * ref_trunc_div(a, b), bits, signed)
    if op == "**":
        try:
            r = float(a) ** float(b)
        except ZeroDivisionError:
            r = math.inf
        except OverflowError:
            r = -math.inf if a < 0 and int(float(b)) % 2 else math.inf  # the exponent is a double
        return "float", r
    if op == "&":
        return "int", ref_wrap(a & b, bits, signed)
    if op == "|":
        return "int", ref_wrap(a | b, bits, signed)
    if op == "^":
        return "int", ref_wrap(a ^ b, bits, signed)
    raise AssertionError(op)


def ref_shift(op, a, n, bits, signed):
    if n < 0:
        return ValueError, "negative shift count"
    if op == "<<":
        return "int", (ref_wrap(a * 2 ** n, bits, signed) if n < bits else 0)
    if n >= bits:
        return "int", (-1 if a < 0 else 0)
    return "int", a // 2 ** n  # floor == arithmetic shift; a >= 0 for unsigned


class Wrapping(unittest.TestCase):
    def test_table(self):
        self.assertEqual(int8(127) + 1, -128)
        self.assertEqual(uint8(255) + 1, 0)
        self.assertEqual(uint64(0) - 1, 18446744073709551615)
        self.assertEqual(int16(32767) + 1, -32768)
        self.assertEqual(-int8(-128), -128)
        self.assertEqual(~int8(0), -1)
        self.assertEqual(~uint8(0), 255)
        self.assertEqual(int8(100) + int8(100), -56)
        self.assertEqual(int16(32767) // int16(-1000), -32)
        self.assertEqual(int8(int64(300)), 44)
        self.assertEqual(int8(uint16(65535)), -1)
        self.assertEqual(uint8(int32(-1)), 255)

    def test_is_int(self):
        x = int64(5)
        self.assertIsInstance(x, int)
        self.assertEqual(repr(x), "5")
        self.assertEqual(str(int8(-3)), "-3")
        self.assertEqual("%d" % x, "5")
        self.assertEqual(f"{x}", "5")
        self.assertEqual(hash(x), hash(5))
        self.assertEqual([10, 20, 30, 40, 50, 60][x], 60)
        self.assertEqual(list(range(int8(3))), [0, 1, 2])
        self.assertEqual({5: "a"}[x], "a")
        self.assertIs(type(x + 1), int64)
        self.assertIs(type(1 + x), int64)

    def test_aliases(self):
        self.assertIs(char, int8)
        self.assertIs(size_t, uint64)
        self.assertIs(ssize_t, int64)
        self.assertEqual(int8.__name__, "int8")
        self.assertEqual(int64.__module__, "__static__")

    def test_unary_all(self):
        for name, (T, bits, signed) in TYPES.items():
            for v in boundary_values(bits, signed):
                x = T(v)
                with self.subTest(name=name, v=v):
                    self.assertEqual(-x, ref_wrap(-v, bits, signed))
                    self.assertIs(type(-x), T)
                    self.assertEqual(~x, ref_wrap(~v, bits, signed))
                    self.assertIs(type(~x), T)
                    self.assertIs(+x, x)
                    self.assertEqual(abs(x), ref_wrap(abs(v), bits, signed))

    def check_op(self, op, x, y, expect_type):
        a, b = int(x), int(y)
        _, bits, signed = BY_CLASS[expect_type]
        if op in ("<<", ">>"):
            kind, val = ref_shift(op, ref_wrap(a, bits, signed), b, bits, signed)
        else:
            kind, val = ref_binop(op, a, b, bits, signed)
        ctx = dict(op=op, x=x, tx=type(x).__name__, y=y, ty=type(y).__name__)
        if isinstance(kind, type):
            with self.subTest(**ctx):
                with self.assertRaises(kind) as cm:
                    OPS[op](x, y)
                self.assertEqual(str(cm.exception), val)
            return
        r = OPS[op](x, y)
        with self.subTest(**ctx):
            if kind == "float":
                self.assertIs(type(r), double)
                self.assertEqual(float(r), val)
            else:
                self.assertIs(type(r), expect_type)
                self.assertEqual(int(r), val)

    def test_every_op_same_type(self):
        for name, (T, bits, signed) in TYPES.items():
            vals = boundary_values(bits, signed)
            for op in OPS:
                for a in vals:
                    for b in vals:
                        self.check_op(op, T(a), T(b), T)

    def test_every_op_mixed_types(self):
        for na, (A, abits, asg) in TYPES.items():
            for nb, (B, bbits, bsg) in TYPES.items():
                if A is B:
                    continue
                for op in OPS:
                    # Shifts promote like every other operator (CinderX).
                    res = ref_promote((abits, asg), (bbits, bsg))
                    if res is None:
                        with self.subTest(op=op, A=na, B=nb):
                            with self.assertRaises(TypeError) as cm:
                                OPS[op](A(1), B(1))
                            self.assertEqual(str(cm.exception), "cannot %s %s and %s" % (VERBS[op], na, nb))
                        continue
                    R = [c for c, (k, bb, s) in BY_CLASS.items() if (bb, s) == res][0]
                    for a in boundary_values(abits, asg):
                        for b in boundary_values(bbits, bsg):
                            self.check_op(op, A(a), B(b), R)

    def test_promotion_examples(self):
        self.assertIs(type(uint8(1) + int8(1)), int16)
        self.assertIs(type(uint16(1) + int8(1)), int32)
        self.assertIs(type(uint32(1) + int32(1)), int64)
        self.assertIs(type(uint8(1) + int16(1)), int16)
        self.assertIs(type(int8(1) + int64(1)), int64)
        self.assertIs(type(uint8(1) * uint32(1)), uint32)
        with self.assertRaisesRegex(TypeError, r"^cannot add uint64 and int64$"):
            uint64(1) + int64(1)
        with self.assertRaisesRegex(TypeError, r"^cannot subtract int8 and uint64$"):
            int8(1) - uint64(1)
        with self.assertRaisesRegex(TypeError, r"^cannot bitwise and int32 and uint64$"):
            int32(1) & uint64(1)

    def test_plain_int_operands(self):
        for name, (T, bits, signed) in TYPES.items():
            for v in boundary_values(bits, signed):
                for k in (0, 1, 3, -1, 300, 2 ** 64 + 5):
                    for op in ("+", "-", "*", "&", "|", "^"):
                        kw = ref_wrap(k, bits, signed)
                        with self.subTest(T=name, v=v, k=k, op=op):
                            r = OPS[op](T(v), k)
                            self.assertIs(type(r), T)
                            self.assertEqual(r, ref_binop(op, v, kw, bits, signed)[1])
                            r = OPS[op](k, T(v))
                            self.assertIs(type(r), T)
                            self.assertEqual(r, ref_binop(op, kw, v, bits, signed)[1])
        self.assertIs(type(True + int8(1)), int)  # bool on the left: plain int (documented gap)
        self.assertIs(type(int8(1) + True), int8)

    def test_division(self):
        for name, (T, bits, signed) in TYPES.items():
            lo, hi = rng(bits, signed)
            if signed:
                self.assertEqual(T(lo) // -1, lo)
                self.assertEqual(T(lo) / -1, lo)
                self.assertEqual(T(lo) % -1, 0)
                self.assertEqual(T(-7) // 2, -3)
                self.assertEqual(T(-7) / 2, -3)
                self.assertEqual(T(-7) % 2, -1)
                self.assertEqual(T(7) % -2, 1)
                self.assertEqual(divmod(T(-7), T(2)), (-3, -1))
            self.assertIs(type(T(7) / 2), T)
            for op in (operator.floordiv, operator.truediv, operator.mod, divmod):
                with self.assertRaises(ZeroDivisionError) as cm:
                    op(T(1), T(0))
                self.assertEqual(str(cm.exception), "integer division or modulo by zero")
                with self.assertRaises(ZeroDivisionError):
                    op(T(1), 0)

    def test_shifts(self):
        for name, (T, bits, signed) in TYPES.items():
            for v in boundary_values(bits, signed):
                for n in (0, 1, bits - 1, bits, bits + 1, 100, 2 ** 70):
                    for op in ("<<", ">>"):
                        kind, val = ref_shift(op, v, n, bits, signed)
                        with self.subTest(T=name, v=v, n=n, op=op):
                            r = OPS[op](T(v), n)
                            self.assertIs(type(r), T)
                            self.assertEqual(r, val)
                            # A count of the same primitive type gives the
                            # same result (mixed types promote; see
                            # test_every_op_mixed_types).
                            if n <= ref_max(bits, signed):
                                r2 = OPS[op](T(v), T(n))
                                self.assertIs(type(r2), T)
                                self.assertEqual(r2, val)
                for op in (operator.lshift, operator.rshift):
                    with self.assertRaises(ValueError) as cm:
                        op(T(v), -1)
                    self.assertEqual(str(cm.exception), "negative shift count")
                    if signed:
                        with self.assertRaises(ValueError):
                            op(T(v), T(-1))
        self.assertEqual(int8(-128) >> 7, -1)
        self.assertEqual(int8(-128) >> 8, -1)
        self.assertEqual(uint8(128) >> 7, 1)
        self.assertEqual(uint8(255) >> 8, 0)
        self.assertEqual(int8(1) << 7, -128)
        self.assertEqual(uint64(1) << 64, 0)
        self.assertIs(type(1 << int8(3)), int8)  # plain int on the left: primitive's type
        self.assertEqual(1 << int8(7), -128)

    def test_pow(self):
        self.assertIs(type(int64(2) ** int64(10)), double)
        self.assertEqual(int64(2) ** 10, 1024.0)
        self.assertEqual(int64(2) ** -1, 0.5)
        self.assertEqual(int64(0) ** -1, math.inf)
        self.assertEqual(int64(10) ** 400, math.inf)
        self.assertEqual(int64(-10) ** 401, -math.inf)

    def test_comparisons(self):
        for na, (A, abits, asg) in TYPES.items():
            for nb, (B, bbits, bsg) in TYPES.items():
                for a in boundary_values(abits, asg):
                    for b in boundary_values(bbits, bsg):
                        x, y = A(a), B(b)
                        for op in (operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge):
                            r = op(x, y)
                            self.assertIs(type(r), bool)
                            self.assertEqual(r, op(a, b))
        self.assertTrue(int8(-1) < uint64(0))
        self.assertTrue(int64(3) == 3.0)


class Conversions(unittest.TestCase):
    def test_all_pairs(self):
        for ns, (S, sbits, ssg) in TYPES.items():
            for v in boundary_values(sbits, ssg):
                for nt, (T, tbits, tsg) in TYPES.items():
                    with self.subTest(src=ns, v=v, dst=nt):
                        r = T(S(v))
                        self.assertIs(type(r), T)
                        self.assertEqual(int(r), ref_wrap(v, tbits, tsg))

    def test_from_python_int(self):
        for name, (T, bits, signed) in TYPES.items():
            lo, hi = rng(bits, signed)
            self.assertEqual(T(lo), lo)
            self.assertEqual(T(hi), hi)
            self.assertEqual(T(True), 1)
            for bad in (lo - 1, hi + 1, 2 ** 64, -(2 ** 64)):
                with self.assertRaises(OverflowError) as cm:
                    T(bad)
                self.assertEqual(str(cm.exception), "int overflow")

    def test_from_float(self):
        # No float (nor double) converts to an integer primitive: CinderX
        # casts the argument to int before it unboxes.
        for T in (int64, int8, uint8, int32):
            for x in (3.9, -1.5, 0.0, double(-2.5), math.nan, math.inf):
                with self.assertRaises(TypeError) as cm:
                    T(x)
                self.assertEqual(str(cm.exception), "expected 'int', got '%s'" % type(x).__name__)

    def test_from_other(self):
        for name, (T, bits, signed) in TYPES.items():
            with self.assertRaises(TypeError) as cm:
                T("5")
            self.assertEqual(str(cm.exception), "expected 'int', got 'str'")
        with self.assertRaises(TypeError) as cm:
            int64(None)
        self.assertEqual(str(cm.exception), "expected 'int', got 'NoneType'")
        with self.assertRaises(TypeError) as cm:
            double("1")
        self.assertEqual(str(cm.exception), "double() argument must be a primitive, int or float, not 'str'")

    def test_double(self):
        d = double(1)
        self.assertIs(type(d), double)
        self.assertEqual(repr(d), "1.0")
        self.assertIs(type(d + 1), double)
        self.assertIs(type(1 + d), double)
        self.assertIs(type(1.5 + d), double)
        self.assertIs(type(int64(2) + d), double)
        self.assertEqual(double(int64(-5)), -5.0)
        self.assertEqual(double(7) / 2, 3.5)
        # C semantics for // and %: trunc and fmod
        self.assertEqual(double(-7) // 2, -3.0)
        self.assertEqual(double(-7) % 2, -1.0)
        self.assertEqual(double(7) % -2, 1.0)
        self.assertEqual(math.copysign(1, double(-0.5) // 1), -1.0)
        for op, msg in ((operator.truediv, "float division by zero"),
                        (operator.floordiv, "float floor division by zero"),
                        (operator.mod, "float modulo")):
            with self.assertRaises(ZeroDivisionError) as cm:
                op(double(1), 0)
            self.assertEqual(str(cm.exception), msg)
        self.assertTrue(math.isnan(double(-8) ** 0.5))
        self.assertEqual(double(0) ** -1, math.inf)
        self.assertEqual(double(1e200) * 1e200, math.inf)
        self.assertIs(type(-d), double)

    def test_single(self):
        s = single(0.1)
        self.assertEqual(float(s), 0.10000000149011612)
        self.assertIs(type(s + 1), single)
        self.assertEqual(float(s + 1), 1.100000023841858)
        self.assertIs(type(s + double(1)), double)
        self.assertEqual(single(1e300), math.inf)
        self.assertEqual(single(-1e300), -math.inf)
        self.assertEqual(single(3.4028235e38), 3.4028234663852886e38)

    def test_cbool(self):
        self.assertIs(cbool(1), True)
        self.assertIs(cbool(0), False)
        self.assertIs(cbool([]), False)
        self.assertTrue(isinstance(True, cbool))
        self.assertFalse(isinstance(1, cbool))


class BoxUnbox(unittest.TestCase):
    def test_box(self):
        for T in (int8, uint64, int64):
            b = box(T(3))
            self.assertIs(type(b), int)
            self.assertEqual(b, 3)
        self.assertIs(type(box(double(1.5))), float)
        self.assertIs(type(box(single(1.5))), float)
        self.assertIs(box(True), True)
        self.assertIs(box(cbool(0)), False)
        o = object()
        self.assertIs(box(o), o)

    def test_unbox(self):
        self.assertIs(type(unbox(5)), int64)
        self.assertIs(type(unbox(1.5)), double)
        with self.assertRaises(OverflowError):
            unbox(2 ** 63)
        with self.assertRaises(TypeError):
            unbox("x")

    def test_pickle_copy(self):
        for T in (int8, uint64, double, single):
            v = T(5)
            self.assertIs(type(pickle.loads(pickle.dumps(v))), T)
            self.assertIs(copy.copy(v), v)


if __name__ == "__main__":
    unittest.main()
