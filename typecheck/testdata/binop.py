# Arithmetic, shifts, comparisons, unary and boolean operators.
from __static__ import int8, int16, int64, uint8, uint32, uint64, double, cbool, box
from typing import Final

K: Final[int] = 3


def mixed(a: uint64, b: int64, c: uint8, d: int8) -> None:
    x = a + b         # ERROR "cannot add uint64 and int64"
    x = b - a         # ERROR "cannot subtract int64 and uint64"
    y = a * c
    z = c + d
    w: int8 = c + d   # ERROR "type mismatch: int16 cannot be assigned to int8"
    v = b @ b         # ERROR "cannot matrix multiply int64 and int64"


def with_objects(n: int64, o: int, s) -> None:
    x = n >> o        # ERROR "cannot right shift int64 and int"
    y = o << n        # ERROR "cannot left shift int and int64"
    z = n + s         # ERROR "cannot add int64 and dynamic"
    w = n | "s"       # ERROR "cannot bitwise or int64 and str"
    u = n ^ 1.5       # ERROR "cannot xor int64 and float"
    t = n & box(n)    # ERROR "cannot bitwise and int64 and int"
    r = n % 10
    q = n // 3
    p = n / 3
    m = n ** 2
    l = n + 2 ** 64   # ERROR "cannot add int64 and Literal\[18446744073709551616\]"
    l = n + 2 ** 70   # ERROR "cannot add int64 and dynamic"
    k = n + K


def names(a: int64, b: int64) -> None:
    x = a / b
    x = a // b
    x = a % b
    x = a ** b        # ERROR "invalid union type Union\[int64, double\]|type mismatch: double cannot be assigned to int64"


def floats(a: double, b: int64) -> None:
    x = a + a
    x = a % a
    x = a ** a
    y = a << a        # ERROR "cannot left shift double and double"
    y = a & a         # ERROR "cannot bitwise and double and double"
    z = a + b         # ERROR "cannot add double and int64"
    u = ~a            # ERROR "Cannot invert/not a double"
    v = not a         # ERROR "Cannot invert/not a double"
    w = -a


def cbools(a: cbool, b: cbool, n: int64) -> None:
    x = a + b         # ERROR "cbool is not a valid operand type for add"
    y = a & b         # ERROR "cbool is not a valid operand type for bitwise and"
    z = ~a            # ERROR "cbool is not a valid operand type for invert"
    u = -a            # ERROR "cbool is not a valid operand type for negate"
    v = +a            # ERROR "cbool is not a valid operand type for pos"
    w = not a
    t = a and b
    s = a or b
    r = n + a         # ERROR "cbool is not a valid operand type for add"


def compares(a: int64, b: uint64, c: double, o, s: str) -> None:
    x = a < b         # ERROR "can't compare int64 to uint64"
    y = a < o         # ERROR "can't compare int64 to dynamic"
    z = s == a        # ERROR "can't compare int64 to str"
    w = a is a        # ERROR "'is' not supported between 'int64' and 'int64'"
    v = a in a        # ERROR "'in' not supported between 'int64' and 'int64'"
    u = a < c         # ERROR "can't compare int64 to double"
    t = o < 1 < a     # ERROR "invalid union type Union\[cbool, bool\]; unions cannot include primitive types"
    t = a < 1 < o     # ERROR "can't compare int64 to dynamic"
    r = (a == a) or (o > s)   # ERROR "invalid union type Union\[cbool, bool\]; unions cannot include primitive types"
    q = a < 2 ** 64   # ERROR "can't compare int64 to Literal\[18446744073709551616\]"


def conditional(a: int64, b: double, o, f: cbool) -> None:
    x = a if f else b   # ERROR "invalid union type Union\[int64, double\]; unions cannot include primitive types"
    y = a if f else o   # ERROR "invalid union type Union\[int64, dynamic\]; unions cannot include primitive types"
    z = a if f else 3
    w = a or 3
    v = a and 1.5       # ERROR "invalid union type Union\[int64, float\]; unions cannot include primitive types"


def attributes(a: int64, d: double) -> None:
    x = a.real        # ERROR "cannot load attribute from int64"
    y = a[0]          # ERROR "cannot index int64"
    z = [1][d]        # ERROR "type mismatch: double cannot be assigned to dynamic"
    w = a()           # ERROR "cannot call int64"
    for i in a:       # ERROR "cannot iterate over int64"
        pass


def mixed_sign_pow(a: int8, b: uint8) -> double:
    return a ** b  # ERROR "cannot pow int8 and uint8"


def primitive_indexes(xs: list, t: tuple, n: int64, u: uint64, f: cbool) -> None:
    # Only a list takes a signed primitive index, as in CinderX.
    xs[n] = xs[-n]
    t[n]              # ERROR "type mismatch: int64 cannot be assigned to dynamic"
    xs[u]             # ERROR "type mismatch: uint64 cannot be assigned to dynamic"
    xs[f]             # ERROR "type mismatch: cbool cannot be assigned to dynamic"


def local_indexes(n: int64) -> None:
    xs = [1, 2, 3]
    xs[n] = 4         # an unannotated local holding a list takes a signed index
    d = {1: 2}
    d[n]              # ERROR "type mismatch: int64 cannot be assigned to dynamic"


# An int literal beside an integer primitive, where no integer type is
# expected, is an int64 (CinderX): the operation is done in the wider of
# the two, which a uint64 does not have.
def literal_beside_unsigned(u: uint32, w: uint64) -> None:
    a = box(u / -2)
    b = box(u ** -2)
    c = box(w + 1)  # ERROR "cannot add uint64 and Literal\[1\]"
    d: uint64 = w + 1
