# Module classes as types: primitive fields, typed self, methods taking
# and returning primitives, constructors checked against __init__.
import __static__
from __static__ import int64, int8, uint64, double, single, cbool, box, crange


class Counter:
    count: int64
    scale: double

    def __init__(self, start: int64, scale: double) -> None:
        self.count = start
        self.scale = scale
        self.label: str = "c"

    def bump(self, by: int64) -> int64:
        self.count += by
        return self.count

    def scaled(self) -> double:
        return double(self.count) * self.scale

    def run(self, n: int64) -> int64:
        for i in crange(n):
            self.bump(i)
        return self.count


class Small:
    v: int8

    def __init__(self) -> None:
        self.v = 100

    def grow(self) -> int8:
        self.v += 100
        return self.v


class Sub(Counter):
    def bump(self, by: int64) -> int64:
        self.count += by * 2
        return self.count


def use(c: Counter, k: int64) -> int64:
    return c.bump(k) + c.count


def test_counter():
    c = Counter(5, 0.5)
    return [box(c.bump(3)), box(c.run(4)), box(c.scaled()), box(c.count), c.label]


def test_wrap():
    s = Small()
    return [box(s.grow()), box(s.v)]


def test_use():
    return box(use(Counter(1, 1.0), 2))


def test_sub():
    s = Sub(0, 1.0)
    return [box(s.bump(5)), box(use(s, 1))]


# CALL: Counter("a", 1.0)
# CALL: Counter(2**64, 1.0)
# CALL: Counter(1, 2.0).bump(2**63)
# CALL: Counter(1, 2.0).bump("x")
# CALL: Counter(1, 2.0).count


# super() calls into a module base class are typed by the base's
# signature: primitives go in and come back without box().
class Particle:
    def __init__(self, mass: double, charge: int64) -> None:
        self.mass: double = mass
        self.charge: int64 = charge

    def energy(self, v: double) -> double:
        return 0.5 * self.mass * v * v


class Ion(Particle):
    def __init__(self, mass: double, charge: int64, extra: int64) -> None:
        super().__init__(mass * 2.0, charge + extra)

    def energy(self, v: double) -> double:
        return super().energy(v) + double(self.charge)


def test_super_typed():
    i = Ion(1.5, 2, 3)
    return [box(i.mass), box(i.charge), box(i.energy(2.0))]


class Cell:
    """Every kind of primitive field, read and written from compiled code
    (the direct instance-dict path when the object is exactly a Cell)."""
    i: int64
    u: uint64
    b: int8
    f: double
    s: single
    flag: cbool

    def __init__(self) -> None:
        self.i = 0
        self.f = 0.0

    def fill(self, i: int64, u: uint64, b: int8, f: double, s: single, flag: cbool) -> None:
        self.i = i
        self.u = u
        self.b = b
        self.f = f
        self.s = s
        self.flag = flag

    def bump(self) -> None:
        self.i += 1
        self.u += 1
        self.b += 1
        self.f *= 2.0
        self.s += 0.1


class Shadow(Cell):
    """A subclass hiding a field behind a property: instances are not
    exactly Cell, so compiled code goes through attribute lookup."""

    @property
    def i(self) -> int64:
        return 42

    @i.setter
    def i(self, v: int64) -> None:
        pass


def roundtrip(c: Cell, i: int64, u: uint64, b: int8) -> list:
    c.fill(i, u, b, 1.5, 0.25, True)
    c.bump()
    return [box(c.i), box(c.u), box(c.b), box(c.f), box(c.s), box(c.flag),
            kinds(c), sorted(vars(c))]


def kinds(o):
    # What Python sees stored: the runtime's primitive classes.
    return [type(getattr(o, n)).__name__ for n in ("i", "u", "b", "f", "s", "flag")]


def test_cell_values():
    out = []
    for i, u, b in [(0, 0, 0), (-1, 1, -1), (1073741823, 1073741823, 127), (-1073741824, 1073741824, -128),
                    (2**62, 2**63, 5), (-2**63, 2**64 - 1, 100)]:
        out.append(roundtrip(Cell(), int64(i), uint64(u), int8(b)))
    return out


def test_cell_shadow():
    s = Shadow()
    return roundtrip(s, 7, 8, 9)


def read_unset(c: Cell) -> uint64:
    return c.u


def test_cell_unset():
    return box(read_unset(Cell()))


def test_cell_python_side():
    c = Cell()
    c.i = 5          # through the descriptor from Python
    c.f = 3
    return [roundtrip_read(c), type(getattr(c, "i")).__name__, type(getattr(c, "f")).__name__]


def roundtrip_read(c: Cell) -> list:
    return [box(c.i), box(c.f)]


def read_f(c: Cell) -> double:
    return c.f


def test_cell_dict_changes():
    # The field lookup caches where a field lives in instances' shared
    # key table; dicts that leave it must still read right.
    out = []
    cells = [Cell() for _ in range(3)]
    for k, c in enumerate(cells):
        c.fill(k, k, k, k + 0.5, 0.5, False)
        out.append(box(read_f(c)))
    del cells[0].f
    try:
        read_f(cells[0])
    except AttributeError as e:
        out.append(str(e))
    cells[1].__dict__ = {"f": 7, "i": 1}
    out.append(box(read_f(cells[1])))
    for n in range(40):
        setattr(cells[2], "extra%d" % n, n)
    del cells[2].extra3
    out.append(box(read_f(cells[2])))
    cells[2].bump()
    out.append(box(read_f(cells[2])))
    out.append(box(read_f(Cell())))
    return out


def test_cell_python_errors():
    # Stores from Python convert through the primitive's class, with its
    # errors; deletes and reads of a missing field raise as PrimField does.
    c = Cell()
    out = []
    for name, value in (("i", "x"), ("b", 300), ("b", -129), ("u", -1), ("f", "y"), ("i", 2.5), ("i", True), ("f", 7)):
        try:
            setattr(c, name, value)
            out.append((name, getattr(c, name), type(getattr(c, name)).__name__))
        except Exception as e:
            out.append((name, type(e).__name__, str(e)))
    del c.i
    for op in (lambda: getattr(c, "i"), lambda: delattr(c, "i")):
        try:
            op()
        except AttributeError as e:
            out.append(str(e))
    out.append(type(getattr(Cell, "i")).__name__)
    return out
