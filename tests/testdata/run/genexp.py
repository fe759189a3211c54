# Generator expressions anywhere: one outside the eager consumers (sum,
# any, list, ...) compiles as a native generator function <genexpr>, with
# Python's laziness and late binding: iter() of the first iterable when
# the expression runs, the rest in the generator; its names captured in
# cells; its errors raised by the generator.
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


class OnlyNext:
    # What iter() returns has __next__ and no __iter__: the generator
    # steps through it without calling iter() again, as CPython's does.
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


class GivesOnlyNext:
    def __iter__(self):
        note("iter called")
        return OnlyNext(3)


def creation_and_errors():
    out = []
    try:
        (x for x in 5)
    except TypeError as e:
        out.append(("at creation", str(e)))
    g = (y for x in [1] for y in x)
    out.append("second iterable not evaluated yet")
    try:
        next(g)
    except TypeError as e:
        out.append(("at next", str(e)))
    log.clear()
    g = (x * 2 for x in GivesOnlyNext())
    out.append(list(log))
    out.append(list(g))
    return out


def in_comprehensions(m):
    # Runs interpreted: a generator expression capturing a comprehension
    # variable is a nested function using one.
    gens = [(x * r for x in row) for r, row in enumerate(m)]
    return [list(g) for g in gens]


def in_lambdas_and_genexps(m):
    rows = [(x for x in row) for row in m]
    f = lambda xs: (x + 1 for x in xs)
    nested = ((a, list(b for b in range(a))) for a in range(3))
    inner = (list(x * 2 for x in row) for row in m)
    return [list(g) for g in rows], list(f([1, 2])), list(nested), list(inner)


def protocol():
    g = (x for x in range(5))
    out = [g.__name__, g.__qualname__, next(g), g.send(None), g.gi_running, g.gi_yieldfrom]
    g.close()
    out.append(list(g))
    g = (x for x in range(5))
    next(g)
    try:
        g.throw(ValueError("into genexp"))
    except ValueError as e:
        out.append(str(e))
    out.append(list(g))
    return out


def rebinding():
    k = 1
    xs = [1, 2, 3]
    g = (x * k for x in xs)
    xs = [10]
    k = 100
    return list(g)


def in_generator(rows):
    for row in rows:
        yield from (x for x in row if x)


def test_native_genexps():
    log.clear()
    return creation_and_errors(), in_comprehensions([[1, 2], [3]]), in_lambdas_and_genexps([[1, 2], [3]]), protocol(), rebinding(), list(in_generator([[0, 1], [2, 0]]))


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
