"""Primitive value classes for interpreted Static Python.

Every integer primitive is an ``int`` subclass whose arithmetic wraps to the
type's width in two's complement, exactly like the machine code staticpyc
emits.  ``double``/``single`` are ``float`` subclasses.  ``cbool`` produces
plain ``bool`` values.

This module is the *oracle* the compiled code is compared against: keep it
obviously right rather than fast.  All the exact error wordings live in
``_messages.py`` so they can be audited in one place.
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import math as _math
import struct as _struct

__all__ = [
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "char", "size_t", "ssize_t", "cbool", "double", "single",
    "box", "unbox", "INT_TYPES", "FLOAT_TYPES",
]


from . import _messages as _msgs  # all wordings live in _messages.py


# Operator verbs, as in CinderX's "cannot {op} {A} and {B}" diagnostics.
_OP_VERBS = {
    "add": "add",
    "sub": "subtract",
    "mul": "multiply",
    "truediv": "divide",
    "floordiv": "divide",
    "mod": "modulus",
    "divmod": "divide",
    "pow": "pow",
    "lshift": "left shift",
    "rshift": "right shift",
    "or": "bitwise or",
    "xor": "xor",
    "and": "bitwise and",
}


def _cdiv(a, b):
    """C99 integer division: truncate toward zero."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _c_pow(x, y):
    """C ``pow(double, double)``: never raises, returns inf/nan like libm."""
    try:
        r = x ** y
    except ZeroDivisionError:
        # 0.0 ** negative: +-inf (the sign survives only for -0.0 and odd y)
        if _math.copysign(1.0, x) < 0 and float(y).is_integer() and int(y) % 2:
            return -_math.inf
        return _math.inf
    except OverflowError:
        if x < 0 and float(y).is_integer() and int(y) % 2:
            return -_math.inf
        return _math.inf
    if isinstance(r, complex):  # negative base, non-integral exponent
        return _math.nan
    return r


def _round32(x):
    """Round a Python float to IEEE single precision (C ``(float)x``)."""
    try:
        return _struct.unpack("f", _struct.pack("f", x))[0]
    except OverflowError:
        return _math.copysign(_math.inf, x)


# ---------------------------------------------------------------------------
# Integer primitives
# ---------------------------------------------------------------------------


class _IntPrim(int):
    """Base of the integer primitives.  Not exported."""

    __slots__ = ()
    _bits = 0
    _signed = True
    _min = 0
    _max = 0
    _mask = 0

    def __new__(cls, x=0):
        if type(x) is cls:
            return x
        try:
            if type(x) is int and cls._min <= x <= cls._max:  # fast path
                return int.__new__(cls, x)
        except RecursionError as e:
            # Out of depth in this comparison or call, which CinderX and
            # compiled code do natively: their RecursionError is the
            # call's, with the plain message (_rt.check_arg).
            e.args = (_msgs.RECURSION,)
            raise
        if isinstance(x, _IntPrim):
            # primitive -> primitive: truncate / sign-extend / zero-extend
            return cls._wrap(int(x))
        if isinstance(x, int):  # plain int or bool: range-checked unbox
            v = int(x)
            if v < cls._min or v > cls._max:
                raise OverflowError(_msgs.INT_OVERFLOW)
            return int.__new__(cls, v)
        # Anything else, a float (or double) too, is no int: CinderX casts
        # the argument to int before it unboxes (its checker refuses a
        # static float or double; a float only known at run time raises).
        raise TypeError(_msgs.INT_CONV.format(T=cls.__name__, got=type(x).__name__))

    @classmethod
    def _wrap(cls, v):
        """Reduce a mathematical integer modulo 2**bits into this type."""
        v &= cls._mask
        if cls._signed and v > cls._max:
            v -= cls._mask + 1
        return int.__new__(cls, v)

    def __reduce__(self):
        return (type(self), (int(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    # -- unary -------------------------------------------------------------

    def __neg__(self):
        return type(self)._wrap(-int(self))

    def __pos__(self):
        return self

    def __invert__(self):
        return type(self)._wrap(~int(self))

    def __abs__(self):
        return type(self)._wrap(abs(int(self)))


def _promote(lt, rt, op):
    """Result type of a binary operation between two integer primitives."""
    if lt is rt:
        return lt
    if lt._signed == rt._signed:
        return lt if lt._bits >= rt._bits else rt
    u, s = (lt, rt) if not lt._signed else (rt, lt)
    if s._bits > u._bits:
        return s
    if u._bits >= 64:
        raise TypeError(_msgs.BAD_MIX.format(op=_OP_VERBS[op], A=lt.__name__, B=rt.__name__))
    return _SIGNED_BY_BITS[u._bits * 2]


def _operands(self, other, op, reflected):
    """Return (T, left, right) as mathematical ints, or None (NotImplemented).

    ``self`` is always a primitive; ``other`` is whatever Python passed.
    A plain int (or bool) operand is converted to the primitive's type first,
    wrapping; a plain int shift count is used as its
    mathematical value unconverted. Two primitives promote for every
    operator, shifts included, as in CinderX and the compiled code.
    """
    if isinstance(other, _IntPrim):
        lt, rt = (type(other), type(self)) if reflected else (type(self), type(other))
        T = _promote(lt, rt, op)
        o = int(other)
    elif isinstance(other, int):
        T = type(self)
        if op in ("lshift", "rshift") and not reflected:
            o = int(other)  # shift count: its value, not converted
        else:
            o = int(T._wrap(int(other)))
    else:
        return None
    s = int(self)
    return (T, o, s) if reflected else (T, s, o)


def _arith(T, op, a, b):
    if op == "add":
        return T._wrap(a + b)
    if op == "sub":
        return T._wrap(a - b)
    if op == "mul":
        return T._wrap(a * b)
    if op in ("truediv", "floordiv"):
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_DIV_INT)
        return T._wrap(_cdiv(a, b))
    if op == "mod":
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_DIV_INT)
        return T._wrap(a - b * _cdiv(a, b))
    if op == "divmod":
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_DIV_INT)
        q = _cdiv(a, b)
        return (T._wrap(q), T._wrap(a - b * q))
    if op == "pow":
        return double(_c_pow(float(a), float(b)))
    if op == "and":
        return T._wrap(a & b)
    if op == "or":
        return T._wrap(a | b)
    if op == "xor":
        return T._wrap(a ^ b)
    if op == "lshift":
        if b < 0:
            raise ValueError(_msgs.NEGATIVE_SHIFT)
        if b >= T._bits:
            return T._wrap(0)
        return T._wrap(a << b)
    if op == "rshift":
        if b < 0:
            raise ValueError(_msgs.NEGATIVE_SHIFT)
        a = int(T._wrap(a))
        if b >= T._bits:
            return T._wrap(-1 if a < 0 else 0)
        # unsigned values are non-negative, so Python's >> is the logical
        # shift for them and the arithmetic shift for signed values.
        return T._wrap(a >> b)
    raise AssertionError(op)


# Operations that are plain arithmetic modulo 2**bits: computing on the
# mathematical values and wrapping once gives the two's complement result.
_MODULAR = {
    "add": int.__add__, "sub": int.__sub__, "mul": int.__mul__,
    "and": int.__and__, "or": int.__or__, "xor": int.__xor__,
}


def _make_binop(op):
    iop = _MODULAR.get(op)

    def fwd(self, other, mod=None):
        if mod is not None:  # pow() with a modulus is not a primitive op
            return NotImplemented
        T = type(self)
        if iop is not None and (type(other) is T or type(other) is int):
            # fast path: same type or a plain int operand (speed only; the
            # result is what _arith computes)
            v = iop(self, other)
            if T._min <= v <= T._max:
                return int.__new__(T, v)
            return T._wrap(v)
        r = _operands(self, other, op, False)
        if r is None:
            return NotImplemented
        return _arith(r[0], op, r[1], r[2])

    def rev(self, other, mod=None):
        if mod is not None:
            return NotImplemented
        T = type(self)
        if iop is not None and type(other) is int:
            v = iop(other, self)
            if T._min <= v <= T._max:
                return int.__new__(T, v)
            return T._wrap(v)
        r = _operands(self, other, op, True)
        if r is None:
            return NotImplemented
        return _arith(r[0], op, r[1], r[2])

    fwd.__name__ = "__%s__" % op
    rev.__name__ = "__r%s__" % op
    return fwd, rev


for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "divmod", "pow",
            "lshift", "rshift", "and", "or", "xor"):
    _f, _r = _make_binop(_op)
    setattr(_IntPrim, "__%s__" % _op, _f)
    setattr(_IntPrim, "__r%s__" % _op, _r)
del _f, _r, _op


def _make_int_type(name, bits, signed):
    if signed:
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    else:
        lo, hi = 0, (1 << bits) - 1
    cls = type(name, (_IntPrim,), {
        "__slots__": (),
        "__module__": "__static__",
        "__qualname__": name,
        "_bits": bits,
        "_signed": signed,
        "_min": lo,
        "_max": hi,
        "_mask": (1 << bits) - 1,
    })
    cls.MIN = int(lo)
    cls.MAX = int(hi)
    return cls


int8 = _make_int_type("int8", 8, True)
int16 = _make_int_type("int16", 16, True)
int32 = _make_int_type("int32", 32, True)
int64 = _make_int_type("int64", 64, True)
uint8 = _make_int_type("uint8", 8, False)
uint16 = _make_int_type("uint16", 16, False)
uint32 = _make_int_type("uint32", 32, False)
uint64 = _make_int_type("uint64", 64, False)

char = int8
ssize_t = int64
size_t = uint64

_SIGNED_BY_BITS = {8: int8, 16: int16, 32: int32, 64: int64}
INT_TYPES = (int8, int16, int32, int64, uint8, uint16, uint32, uint64)


# ---------------------------------------------------------------------------
# Floating point primitives
# ---------------------------------------------------------------------------


class _FloatPrim(float):
    """Base of double and single.

    Division semantics follow C, to match the compiled code: ``/`` is IEEE
    division, ``//`` is ``trunc(a / b)`` (NOT Python's floor) and ``%`` is
    ``fmod`` (sign of the dividend, NOT Python's modulo).  Division or modulo
    by zero raises ZeroDivisionError with CPython's float messages.  ``**`` is
    C ``pow`` (inf/nan instead of exceptions).
    """

    __slots__ = ()
    _rank = 0

    def __new__(cls, x=0.0):
        if type(x) is cls:
            return x
        if isinstance(x, (float, int)):
            return float.__new__(cls, cls._round(float(x)))
        raise TypeError(_msgs.FLOAT_CONV.format(T=cls.__name__, got=type(x).__name__))

    @staticmethod
    def _round(x):
        return x

    def __reduce__(self):
        return (type(self), (float(self),))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __neg__(self):
        return type(self)(-float(self))

    def __pos__(self):
        return self

    def __abs__(self):
        return type(self)(abs(float(self)))


def _float_result_type(self, other):
    if isinstance(other, _FloatPrim):
        return type(self) if self._rank >= other._rank else type(other)
    if isinstance(other, (float, int)):
        return type(self)
    return None


def _trunc_f(x):
    if _math.isfinite(x):
        return _math.copysign(float(_math.trunc(x)), x)
    return x


def _float_arith(op, a, b):
    if op == "add":
        return a + b
    if op == "sub":
        return a - b
    if op == "mul":
        return a * b
    if op == "truediv":
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_DIV_FLOAT)
        return a / b
    if op == "floordiv":
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_FLOORDIV_FLOAT)
        return _trunc_f(a / b)
    if op == "mod":
        if b == 0:
            raise ZeroDivisionError(_msgs.ZERO_MOD_FLOAT)
        try:
            return _math.fmod(a, b)
        except ValueError:  # fmod(inf, y): C returns nan
            return _math.nan
    if op == "pow":
        return _c_pow(a, b)
    raise AssertionError(op)


def _make_float_binop(op):
    def fwd(self, other):
        T = _float_result_type(self, other)
        if T is None:
            return NotImplemented
        return T(_float_arith(op, float(self), float(other)))

    def rev(self, other):
        T = _float_result_type(self, other)
        if T is None:
            return NotImplemented
        return T(_float_arith(op, float(other), float(self)))

    fwd.__name__ = "__%s__" % op
    rev.__name__ = "__r%s__" % op
    return fwd, rev


for _op in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow"):
    _f, _r = _make_float_binop(_op)
    setattr(_FloatPrim, "__%s__" % _op, _f)
    setattr(_FloatPrim, "__r%s__" % _op, _r)
del _f, _r, _op


def _fdivmod(self, other):
    T = _float_result_type(self, other)
    if T is None:
        return NotImplemented
    return (T(_float_arith("floordiv", float(self), float(other))),
            T(_float_arith("mod", float(self), float(other))))


def _frdivmod(self, other):
    T = _float_result_type(self, other)
    if T is None:
        return NotImplemented
    return (T(_float_arith("floordiv", float(other), float(self))),
            T(_float_arith("mod", float(other), float(self))))


_FloatPrim.__divmod__ = _fdivmod
_FloatPrim.__rdivmod__ = _frdivmod


class double(_FloatPrim):
    __slots__ = ()
    __module__ = "__static__"
    _rank = 2


class single(_FloatPrim):
    """float32: every value is rounded through struct format 'f'."""

    __slots__ = ()
    __module__ = "__static__"
    _rank = 1
    _round = staticmethod(_round32)


FLOAT_TYPES = (double, single)


# ---------------------------------------------------------------------------
# cbool
# ---------------------------------------------------------------------------


class _CboolMeta(type):
    def __instancecheck__(cls, v):
        return isinstance(v, bool)

    def __subclasscheck__(cls, t):
        return issubclass(t, bool)


class cbool(metaclass=_CboolMeta):
    """``cbool(x)`` is ``bool(x)``; values are plain bools."""

    __module__ = "__static__"

    def __new__(cls, x=False):
        return bool(x)


# ---------------------------------------------------------------------------
# box / unbox
# ---------------------------------------------------------------------------


def box(x):
    """Primitive -> plain int / float (exact types).  Others unchanged:
    an int or float subclass that is not a primitive (an IntEnum member,
    a user's subclass) is an object, passed on as it is."""
    if isinstance(x, _IntPrim):
        return int(x)
    if isinstance(x, _FloatPrim):
        return float(x)
    return x


def unbox(x):
    """Object -> int64 (range-checked), or double for floats."""
    if isinstance(x, float):
        return double(x)
    return int64(x)
