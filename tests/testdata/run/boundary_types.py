# Every primitive parameter and return type at the boundary: ranges,
# wrong types and the messages CinderX gives.
import __static__
from __static__ import int8, int16, int32, int64, uint8, uint16, uint32, uint64, cbool, double, single, char, size_t, ssize_t, box

def id_int8(x: int8) -> int8:
    return x

def id_int16(x: int16) -> int16:
    return x

def id_int32(x: int32) -> int32:
    return x

def id_int64(x: int64) -> int64:
    return x

def id_uint8(x: uint8) -> uint8:
    return x

def id_uint16(x: uint16) -> uint16:
    return x

def id_uint32(x: uint32) -> uint32:
    return x

def id_uint64(x: uint64) -> uint64:
    return x

def id_char(x: char) -> char:
    return x

def id_size_t(x: size_t) -> size_t:
    return x

def id_ssize_t(x: ssize_t) -> ssize_t:
    return x

def id_cbool(x: cbool) -> cbool:
    return x

def not_cbool(x: cbool) -> cbool:
    return not x

def and_cbool(x: cbool, y: cbool) -> cbool:
    return x and y

def or_cbool(x: cbool, y: cbool) -> cbool:
    return x or y

def id_double(x: double) -> double:
    return x

def id_single(x: single) -> single:
    return x

def ops_double(a: double, b: double):
    return [box(a + b), box(a - b), box(a * b), box(a ** b), box(a < b), box(a == b), box(-a)]

def div_double(a: double, b: double) -> double:
    return a / b

def chain(a: int64, b: int64, c: int64) -> cbool:
    return a < b <= c

def chain_u(a: uint8, b: int8) -> cbool:
    return a > b

def pick(a: int64, c: cbool) -> int64:
    return a if c else -a

def aug(a: int16) -> int16:
    a += 1000
    a -= 3
    a *= 7
    a //= 3
    a %= 1000
    a <<= 3
    a >>= 1
    a &= 4095
    a |= 1
    a ^= 255
    return a

# CALL: id_int8(-128)
# CALL: id_int8(127)
# CALL: id_int8(-129)
# CALL: id_int8(128)
# CALL: id_int8(0)
# CALL: id_int8("1")
# CALL: id_int8(1.0)
# CALL: id_int8(None)
# CALL: id_int8(True)
# CALL: id_int8(1267650600228229401496703205376)
# CALL: id_int16(-32768)
# CALL: id_int16(32767)
# CALL: id_int16(-32769)
# CALL: id_int16(32768)
# CALL: id_int16(0)
# CALL: id_int16("1")
# CALL: id_int16(1.0)
# CALL: id_int16(None)
# CALL: id_int16(True)
# CALL: id_int16(1267650600228229401496703205376)
# CALL: id_int32(-2147483648)
# CALL: id_int32(2147483647)
# CALL: id_int32(-2147483649)
# CALL: id_int32(2147483648)
# CALL: id_int32(0)
# CALL: id_int32("1")
# CALL: id_int32(1.0)
# CALL: id_int32(None)
# CALL: id_int32(True)
# CALL: id_int32(1267650600228229401496703205376)
# CALL: id_int64(-9223372036854775808)
# CALL: id_int64(9223372036854775807)
# CALL: id_int64(-9223372036854775809)
# CALL: id_int64(9223372036854775808)
# CALL: id_int64(0)
# CALL: id_int64("1")
# CALL: id_int64(1.0)
# CALL: id_int64(None)
# CALL: id_int64(True)
# CALL: id_int64(1267650600228229401496703205376)
# CALL: id_uint8(0)
# CALL: id_uint8(255)
# CALL: id_uint8(-1)
# CALL: id_uint8(256)
# CALL: id_uint8(0)
# CALL: id_uint8("1")
# CALL: id_uint8(1.0)
# CALL: id_uint8(None)
# CALL: id_uint8(True)
# CALL: id_uint8(1267650600228229401496703205376)
# CALL: id_uint16(0)
# CALL: id_uint16(65535)
# CALL: id_uint16(-1)
# CALL: id_uint16(65536)
# CALL: id_uint16(0)
# CALL: id_uint16("1")
# CALL: id_uint16(1.0)
# CALL: id_uint16(None)
# CALL: id_uint16(True)
# CALL: id_uint16(1267650600228229401496703205376)
# CALL: id_uint32(0)
# CALL: id_uint32(4294967295)
# CALL: id_uint32(-1)
# CALL: id_uint32(4294967296)
# CALL: id_uint32(0)
# CALL: id_uint32("1")
# CALL: id_uint32(1.0)
# CALL: id_uint32(None)
# CALL: id_uint32(True)
# CALL: id_uint32(1267650600228229401496703205376)
# CALL: id_uint64(0)
# CALL: id_uint64(18446744073709551615)
# CALL: id_uint64(-1)
# CALL: id_uint64(18446744073709551616)
# CALL: id_uint64(0)
# CALL: id_uint64("1")
# CALL: id_uint64(1.0)
# CALL: id_uint64(None)
# CALL: id_uint64(True)
# CALL: id_uint64(1267650600228229401496703205376)
# CALL: id_char(-1)
# CALL: id_char(255)
# CALL: id_char(9223372036854775808)
# CALL: id_char(18446744073709551616)
# CALL: id_char("x")
# CALL: id_size_t(-1)
# CALL: id_size_t(255)
# CALL: id_size_t(9223372036854775808)
# CALL: id_size_t(18446744073709551616)
# CALL: id_size_t("x")
# CALL: id_ssize_t(-1)
# CALL: id_ssize_t(255)
# CALL: id_ssize_t(9223372036854775808)
# CALL: id_ssize_t(18446744073709551616)
# CALL: id_ssize_t("x")
# CALL: id_cbool(True)
# CALL: id_cbool(False)
# CALL: id_cbool(1)
# CALL: id_cbool(0)
# CALL: id_cbool(None)
# CALL: id_cbool("x")
# CALL: not_cbool(True)
# CALL: and_cbool(True, False)
# CALL: or_cbool(False, True)
# CALL: id_double(1.5)
# CALL: id_double(-0.0)
# CALL: id_double(3)
# CALL: id_double(2**1000)
# CALL: id_double("x")
# CALL: id_double(None)
# CALL: id_double(float('inf'))
# CALL: id_double(True)
# CALL: id_single(1.1)
# CALL: id_single(3)
# CALL: id_single(1e300)
# CALL: ops_double(1.5, 2.0)
# CALL: ops_double(-3.0, 0.5)
# CALL: ops_double(0.0, -1.0)
# CALL: ops_double(2.0, 0.5)
# CALL: ops_double(float('nan'), 1.0)
# CALL: div_double(1.0, 0.0)
# CALL: div_double(1.0, 3.0)
# CALL: chain(1, 2, 2)
# CALL: chain(1, 3, 2)
# CALL: chain(2, 1, 3)
# CALL: chain_u(200, -1)
# CALL: chain_u(0, 1)
# CALL: pick(5, True)
# CALL: pick(5, False)
# CALL: aug(7)
# CALL: aug(-32768)
# CALL: aug(32767)
