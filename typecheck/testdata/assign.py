# Assignments: implicit conversions, literal ranges, declared locals.
import __static__
from __static__ import int8, int16, int32, int64, uint8, uint16, uint32, uint64, double, cbool, crange, box, Array, RAND_MAX


def narrowing(x: int64) -> int8:
    y: int8 = x       # ERROR "type mismatch: int64 cannot be assigned to int8"
    return y


def literals() -> None:
    a: int8 = 300     # ERROR "type mismatch: Literal\[300\] cannot be assigned to int8"
    b: int8 = -129    # ERROR "type mismatch: Literal\[-129\] cannot be assigned to int8"
    c: int8 = -128
    d: uint8 = 255
    e: uint8 = 256    # ERROR "type mismatch: Literal\[256\] cannot be assigned to uint8"
    f: uint8 = -1     # ERROR "type mismatch: Literal\[-1\] cannot be assigned to uint8"
    g: uint64 = 18446744073709551615
    h: int64 = 9223372036854775808  # ERROR "type mismatch: Literal\[9223372036854775808\] cannot be assigned to int64"
    i: double = 1
    j: double = 1.5
    k: int64 = 1.5    # ERROR "type mismatch: float cannot be assigned to int64"
    m: int64 = "s"    # ERROR "type mismatch: str cannot be assigned to int64"
    n: cbool = True
    o: cbool = 1      # ERROR "type mismatch: Literal\[1\] cannot be assigned to cbool"
    p: int64 = None   # ERROR "type mismatch: None cannot be assigned to int64"


def signedness(a: uint32, b: int32, c: uint64) -> None:
    x: int64 = a
    y: uint32 = b     # ERROR "type mismatch: int32 cannot be assigned to uint32"
    z: int32 = a      # ERROR "type mismatch: uint32 cannot be assigned to int32"
    w: int64 = c      # ERROR "type mismatch: uint64 cannot be assigned to int64"
    v: double = b     # ERROR "type mismatch: int32 cannot be assigned to double"
    u: int64 = box(b) # ERROR "type mismatch: int cannot be assigned to int64"
    x = b
    x = 2.5           # ERROR "type mismatch: float cannot be assigned to int64"


def redefine(a: int64) -> None:
    x: int64 = 1
    x: double = 2.0   # ERROR "Cannot redefine local variable x"
    x: int64 = 2
    a: int8 = 1       # ERROR "Cannot redefine local variable a"


def union_with_literal(n: int64) -> int64:
    total = 0
    for i in crange(n):
        total = total + i  # ERROR "invalid union type Union\[int64, Literal\[0\]\]; unions cannot include primitive types" HINT "declare it: total: int64 = 0"
    return 0


def union_augmented(n: int64) -> None:
    s = 5
    s += n            # ERROR "invalid union type Union\[int64, Literal\[5\]\]" HINT "declare it: s: int64 = 5"


def union_assigned(n: int64) -> None:
    k = 7
    k = n             # ERROR "invalid union type Union\[int64, Literal\[7\]\]" HINT "declare it: k: int64 = 7"


def range_loop(n: int64) -> None:
    x: int64 = 0
    for i in range(box(n)):
        x = i         # ERROR "type mismatch: dynamic cannot be assigned to int64" HINT "iterate with crange\(n\) for an int64 loop variable"


def inferred(n: int64) -> int64:
    m = n             # an inferred local takes the primitive type
    m = 3
    m = m + n
    return m


def dynamic_to_prim(o) -> int64:
    x: int64 = o      # ERROR "type mismatch: dynamic cannot be assigned to int64"
    return x


def to_object(n: int64) -> None:
    s: str = n        # ERROR "type mismatch: int64 cannot be assigned to str"
    i: int = n        # ERROR "type mismatch: int64 cannot be assigned to int"
    o = box(n)
    o = n             # ERROR "type mismatch: int64 cannot be assigned to dynamic"


def targets(n: int64, d: dict) -> None:
    d[0] = n          # ERROR "container elements cannot be primitives" HINT "box\(x\)"
    d.x = n           # ERROR "attribute values cannot be primitives"
    d[box(n)] = 1
    d[n] = 1          # ERROR "type mismatch: int64 cannot be assigned to dynamic"
    a, b = n, n       # a tuple display to a tuple target is element-wise
    a, b = d          # ERROR 5:"type mismatch: dynamic cannot be assigned to int64" 8:"type mismatch: dynamic cannot be assigned to int64"
    d += n            # ERROR "cannot add dict and int64"


def augmented(a: int8, b: int64, c: double) -> None:
    a += 1
    a += 200          # ERROR "cannot add int8 and Literal\[200\]"
    a += b            # ERROR "type mismatch: int64 cannot be assigned to int8"
    b += a
    c += 1
    c *= 2.5
    b -= c            # ERROR "cannot subtract int64 and double"


def annotated_global() -> None:
    global G
    G: int = 1        # ERROR "annotated name 'G' can't be global"


G = 0


class Box1:
    def __init__(self) -> None:
        self.n: int64 = 1


class Box2:
    def __init__(self) -> None:
        self.m: int64 = 2


def rebound(flag: bool) -> int64:
    # An unannotated local takes any object later (CinderX declares it
    # dynamic); each assignment narrows it to what was assigned.
    x = Box1()
    a: int64 = x.n
    x = None
    x = Box2()
    b: int64 = x.m
    x = 5
    c: int64 = x.m                     # ERROR "type mismatch: dynamic cannot be assigned to int64"
    return a + b


def containers_keep_their_type() -> None:
    # A local inferred as an Array or a checked container keeps its type.
    a = Array[int64](3)
    a = None                           # ERROR "type mismatch: None cannot be assigned to Array\[int64\]"


LIMIT: int = 1
LABEL: str = 3                         # ERROR "type mismatch: Literal\[3\] cannot be assigned to str"


def set_limit() -> None:
    global LIMIT
    LIMIT = "many"                     # ERROR "type mismatch: str cannot be assigned to int"
    LIMIT = 4


def chained(y) -> None:
    o: object
    s: int8 = 1
    o = s = 42  # ERROR "type mismatch: Literal\[42\] cannot be assigned to object"
    p: int16
    p = y = 42  # ERROR "type mismatch: Literal\[42\] cannot be assigned to int16"
    q: int16
    r: int16
    q = r = 300


def rand_max() -> None:
    from_rand: int64 = RAND_MAX
    small: int8 = int8(RAND_MAX)  # ERROR "type mismatch: Literal\[2147483647\] cannot be assigned to int8"


def from_object(o: object, d) -> Box1:
    # An object is no instance of a class without a cast, as in CinderX;
    # a dynamic value is checked at run time.
    b: Box1 = d
    b = o  # ERROR "type mismatch: object cannot be assigned to assign.Box1"
    return object()  # ERROR "mismatched types: expected assign.Box1 because of return type, found object instead"
