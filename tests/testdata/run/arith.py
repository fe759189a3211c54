# int64 arithmetic: wrapping, C division and modulo, division by zero.
import __static__
from __static__ import int64, box, crange


def add(a: int64, b: int64) -> int64:
    return a + b


def sub(a: int64, b: int64) -> int64:
    return a - b


def mul(a: int64, b: int64) -> int64:
    return a * b


def div(a: int64, b: int64) -> int64:
    return a // b


def mod(a: int64, b: int64) -> int64:
    return a % b


def smallest() -> int64:
    m: int64 = -9223372036854775807
    return m - 1


def test_add() -> int64:
    return add(2, 3)


def test_wrap_add() -> int64:
    return add(9223372036854775807, 1)


def test_wrap_sub() -> int64:
    return sub(smallest(), 1)


def test_wrap_mul() -> int64:
    return mul(4611686018427387904, 4)


def test_floordiv_truncates() -> int64:
    return div(-7, 2)


def test_mod_takes_dividend_sign() -> int64:
    return mod(-7, 2)


def test_mod_positive_dividend() -> int64:
    return mod(7, -2)


def test_min_div_minus_one_wraps() -> int64:
    return div(smallest(), -1)


def test_div_by_zero() -> int64:
    return div(1, 0)


def test_mod_by_zero() -> int64:
    return mod(1, 0)


def test_print() -> None:
    print(box(add(40, 2)))
    print(box(smallest()))


def test_loop() -> int64:
    s: int64 = 0
    for i in crange(1000):
        s = s * 31 + i
    return s


# CALL: add(1, 2)
# CALL: add(2**63 - 1, 1)
# CALL: div(-9, 4)
# CALL: mod(-9, 4)
# CALL: div(5, 0)
