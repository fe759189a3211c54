# Array[T]: fixed-size buffers of primitives (every primitive but cbool).
from __static__ import Array, int8, int64, uint8, double, cbool, box, clen, crange

G = 1


def make(n: int64, o, d: double) -> int64:
    a: Array[int64] = Array[int64](n)
    b = Array[uint8](10)
    c: Array[double] = Array[double](o)
    e: Array[cbool] = Array[cbool](1)   # ERROR "Invalid Array element type: cbool" "Invalid Array element type: cbool"
    f: Array[int] = Array[int](1)       # ERROR "Invalid Array element type: int" "Invalid Array element type: int"
    g = Array[int64](d)                 # ERROR "type mismatch: double cannot be used as an array size"
    h = Array[int64]()                  # ERROR "Array\[int64\] requires a single argument \(0 given\)"
    k = Array[int64](n, n)              # ERROR "Array\[int64\] requires a single argument \(2 given\)"
    return clen(a)


def index(a: Array[int64], b: Array[int8], i: int8, u: uint8, d: double, o) -> int64:
    x: int64 = a[0]
    x = a[i] + a[u] + a[-1]
    x = a[box(i)]
    x = a[o]
    a[0] = x
    a[i] = 3
    b[0] = x                # ERROR "type mismatch: int64 cannot be assigned to int8"
    b[0] = 300              # ERROR "type mismatch: Literal\[300\] cannot be assigned to int8"
    a[0] += 1
    b[0] += x               # ERROR "type mismatch: int64 cannot be assigned to int8"
    y = a[d]                # ERROR "array index must be an integer, not double"
    z = a["s"]              # ERROR "array index must be an integer, not str"
    w = a[1:2]              # ERROR "Static arrays cannot be sliced"
    for v in a:
        x += v
    for k in crange(clen(a)):
        x += a[k]
    return x


def not_local(n: int64) -> int64:  # WARNING "not_local runs interpreted"
    return make_array()[0]  # NOTE "not supported yet: indexing an array that is not a local variable"


def make_array() -> Array[int64]:
    return Array[int64](3)


def sizes(n: int, m: int64) -> None:
    # The one argument is the size, or a range, list, tuple or set of
    # the elements (beyond CinderX, whose fannkuch_static passes a range);
    # not a string.
    ok = Array[int64](n)
    also = Array[int64](m)
    s = Array[int64]("abc")       # ERROR "type mismatch: str received for positional arg 'size', expected int" HINT "makes n zeros"
    r = Array[int64](range(n))
    l = Array[int64]([1, 2])
    f = Array[int64](1.5)         # ERROR "type mismatch: float received for positional arg 'size', expected int"


def unpack_elements(a: Array[int64]) -> None:
    for x, y in a:  # ERROR "cannot unpack multiple values from Array\[int64\] while iterating"
        pass


def array_generator(a: Array[int64]):  # WARNING "array_generator runs interpreted" NOTE "not supported yet: Array parameters of generators"
    for i in range(len(a)):
        yield box(a[i])


def generic_array():
    return Array(10)  # ERROR "cannot create instances of a generic Type\[Array\[T\]\]"
