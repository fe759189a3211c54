import __static__

# A cycle: algo imports this module back while it initializes.
from . import algo


def neighbors(n: int, v: int) -> list:
    return [(v * 2 + 1) % n, (v * 3 + 2) % n]


def degree_sum(n: int) -> int:
    total: int = 0
    for v in range(n):
        total += len(neighbors(n, v))
    return total + algo.CALLS


def late_missing() -> str:
    try:
        from .algo import no_such_name  # noqa: F401
    except ImportError as e:
        return str(e).split(" (/")[0]
    return "imported"


# A class and a namedtuple of a module in a package: their __module__ is
# the dotted name ("graphpkg.graph"), by which pickle finds them.
class Edge:
    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b


Pair = __import__("collections").namedtuple("Pair", "a b")
