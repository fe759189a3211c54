# crange: an int64 loop variable, only as the iterator of a for loop.
from __static__ import crange, int8, int32, int64, uint8, uint64, double, box


def loops(n: int64, m: int32, u: uint8, o) -> int64:
    s: int64 = 0
    for i in crange(n):
        s += i
    for i in crange(1, n):
        s += i
    for j in crange(10):
        s += j
    for k in crange(m):
        s += k
    for k in crange(u):
        s += k
    for k in crange(0, 2):
        s = s + k
    return s


def misuse(n: int64, o, d: double, w: uint64) -> None:
    r = crange(10)          # ERROR "crange\(\) must be used as an iterator in a for loop"
    print(crange(n))        # ERROR "crange\(\) must be used as an iterator in a for loop"
    for i in crange():      # ERROR "crange\(\) accepts only 1 or 2 parameters"
        pass
    for i in crange(1, 2, 3):   # ERROR "crange\(\) accepts only 1 or 2 parameters"
        pass
    for i in crange(n=n):   # ERROR "crange\(\) takes no keyword arguments"
        pass
    for i in crange(o):     # ERROR "can't use crange with arg: dynamic" HINT "crange\(int64\(o\)\)"
        pass
    for i in crange(d):     # ERROR "can't use crange with arg: double"
        pass
    for i in crange(w):     # ERROR "can't use crange with arg: uint64"
        pass
    for i in crange(box(n)):  # ERROR "can't use crange with arg: int" HINT "crange\(int64\(box\(n\)\)\)"
        pass
    for i in crange(2 ** 64):  # ERROR "can't use crange with arg: Literal\[18446744073709551616\]"
        pass


def loop_var(n: int64) -> None:
    for i in crange(n):
        x: int8 = i         # ERROR "type mismatch: int64 cannot be assigned to int8"
    for i in range(3):      # ERROR "type mismatch: dynamic cannot be assigned to int64" HINT "iterate with crange\(n\) for an int64 loop variable"
        pass
    for j in range(3):
        y: int64 = j        # ERROR "type mismatch: dynamic cannot be assigned to int64" HINT "iterate with crange\(n\) for an int64 loop variable"


def targets(n: int64, a: list, o) -> None:
    for a[0] in crange(n):  # ERROR "container elements cannot be primitives"
        pass
    for o.x in crange(n):   # ERROR "attribute values cannot be primitives"
        pass
    for i, j in crange(n):  # ERROR "cannot unpack multiple values from int64"
        pass


for k in crange(12):                  # ERROR "can't use crange with arg: Literal\[12\]"
    pass
