# Float to integer conversions (through int(), as CinderX converts no
# double to an integer primitive), mixed-width shifts and double arithmetic.
import __static__
from __static__ import box, int8, int64, uint64, uint8, double, int16

def f2i8(x: double) -> int8:
    return int8(int(box(x)))

def f2u64(x: double) -> uint64:
    return uint64(int(box(x)))

def f2i64(x: double) -> int64:
    return int64(int(box(x)))

def shl(a: int8, b: int64) -> int64:
    return a << b

def dd(a: double, b: double) -> double:
    return a // b

def dm(a: double, b: double) -> double:
    return a % b

def dp(a: int16, b: int16) -> double:
    return a ** b

# CALL: f2i8(300.7)
# CALL: f2i8(-1.5)
# CALL: f2i8(float('nan'))
# CALL: f2i8(float('inf'))
# CALL: f2i8(1e30)
# CALL: f2i8(-1e30)
# CALL: f2u64(1.8e19)
# CALL: f2u64(-1.0)
# CALL: f2u64(3e19)
# CALL: f2i64(9.3e18)
# CALL: f2i64(-9.3e18)
# CALL: f2i64(2.0**63)
# CALL: f2i64(-2.0**63)
# CALL: shl(1, 10)
# CALL: shl(-1, 70)
# CALL: dd(7.0, -2.0)
# CALL: dd(7.0, 0.0)
# CALL: dm(-7.0, 2.0)
# CALL: dm(7.0, 0.0)
# CALL: dp(2, 10)
# CALL: dp(0, -1)
# CALL: dp(-8, 3)
