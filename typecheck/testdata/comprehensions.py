# Comprehensions: their own scope, typed loop variables, primitives.
from __static__ import int64, Array, crange, box

def make() -> Array[int64]:
    return Array[int64](3)


def comps(xs: list, n: int64, a: Array[int64]) -> None:  # WARNING "comps runs interpreted"
    ok = [box(i) for i in crange(n)]
    ok2 = [box(v) for v in a if v > 0]
    bad = [i for i in crange(n)]            # ERROR "generator element cannot be a primitive" HINT "box"
    bad2 = {v: 1 for v in a}                # ERROR "dictionary comprehension key cannot be a primitive"
    bad3 = [box(x) for x in make()]            # NOTE "not supported yet: iterating an array that is not a local variable"
    bad4 = [1 for x.y in xs]                # NOTE "not supported yet: this comprehension target"
    bad5 = [p for p, q in crange(n)]        # ERROR "cannot unpack multiple values from int64"
    m = max(box(i) for i in crange(n))
    bad6 = sum(i for i in crange(n))        # ERROR "generator element cannot be a primitive"


def acomps(xs) -> None:  # WARNING "acomps runs interpreted"
    def inner():
        r = [x async for x in xs]           # NOTE "not supported yet: async comprehensions"
