# One mistake gives one error: an expression already reported is not
# reported again where it is used.
from __static__ import int8, int64, uint64, box, clen, crange


def f(a: uint64, b: int64) -> int64:
    x = a + b               # ERROR "cannot add uint64 and int64"
    y: int64 = a + b        # ERROR "cannot add uint64 and int64"
    print(box(a + b))       # ERROR "cannot add uint64 and int64"
    z = clen(a + b)         # ERROR "cannot add uint64 and int64"
    for i in crange(a + b):  # ERROR "cannot add uint64 and int64"
        pass
    w = (a + b) * 2 < 3     # ERROR "cannot add uint64 and int64"
    v = -(a + b)            # ERROR "cannot add uint64 and int64"
    g(a + b)                # ERROR "cannot add uint64 and int64"
    g(1, 2)                 # ERROR "Mismatched number of args for function cascade\.g\. Expected 1, got 2"
    return a + b            # ERROR "cannot add uint64 and int64"


def g(n: int64) -> int8:
    return n + undefined    # ERROR "Name `undefined` is not defined."
