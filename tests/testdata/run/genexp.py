# Generator expressions anywhere: a def that has one outside the eager
# consumers (sum, any, list, ...) runs interpreted, as a generator
# function does, with Python's laziness and late binding.
import __static__
from __static__ import int64, box
import itertools

log: list = []


def note(v):
    log.append(v)
    return v


def lazy():
    g = (note(i) for i in range(3))
    before = list(log)
    first = next(g)
    return before, first, list(log), list(g)


def infinite() -> list:
    squares = (i * i for i in itertools.count())
    return list(itertools.islice(squares, 5))


def late_binding():
    k = 1
    g = (x * k for x in range(3))
    k = 10
    return list(g)


def typed_inside(n: int64) -> list:
    total: int64 = 0
    for i in range(box(n)):
        total += int64(i)
    return list(str(x) for x in (box(total), box(n)) if x)


def nested():
    def inner(xs):
        return tuple(x + 1 for x in xs if x % 2 == 0)
    gen = (inner(range(k)) for k in range(4))
    return [t for t in gen]


def consumer_still_compiled(xs: list) -> int:
    return sum(x for x in xs)


class Grid:
    def __init__(self, n: int) -> None:
        self.n = n

    def cells(self):
        return ((r, c) for r in range(self.n) for c in range(self.n) if r != c)


def test_lazy():
    log.clear()
    return lazy()


def test_forms():
    return infinite(), late_binding(), typed_inside(4), nested(), consumer_still_compiled([1, 2, 3])


def test_method():
    return list(Grid(3).cells())


def test_errors():
    g = (1 // x for x in (1, 0))
    out = [next(g)]
    try:
        next(g)
    except ZeroDivisionError as e:
        out.append(str(e))
    return out


# CALL: list(Grid(2).cells())
# CALL: type(Grid(2).cells()).__name__
