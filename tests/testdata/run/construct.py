# C(args) of module classes from typed code: __init__ of the class, of a
# base, none at all; an __init__ that raises (the half-built instance is
# released); classes whose construction must stay the generic type call
# (__new__, a decorator, @mutable with __init__ replaced, defaults,
# keywords); a class constructed before its statement ran; and Python
# subclasses with their own __new__ and __init__ built from Python.
import __static__
from __static__ import int64, box, double, mutable
from typing import Optional


def early() -> object:
    return Pt(1, 2)


try:
    early()
except NameError as e:
    EARLY = str(e)


class Pt:
    x: int64
    y: int64

    def __init__(self, x: int64, y: int64) -> None:
        self.x = x
        self.y = y

    def s(self) -> int64:
        return self.x + self.y


class Pt3(Pt):
    z: int64

    def __init__(self, x: int64, y: int64, z: int64) -> None:
        super().__init__(x, y)
        self.z = z

    def s(self) -> int64:
        return self.x + self.y + self.z


class Same(Pt):
    pass


class Pt4(Pt3):
    def s(self) -> int64:
        return super().s() * 10


class Empty:
    label: Optional[str]


class Picky:
    v: int64

    def __init__(self, v: int64) -> None:
        if v < 0:
            raise ValueError("negative: " + str(box(v)))
        self.v = v


class Node:
    val: int64
    next: Optional["Node"]

    def __init__(self, val: int64, next: Optional["Node"]) -> None:
        self.val = val
        self.next = next


class WithNew:
    def __new__(cls, v: int):
        o = object.__new__(cls)
        o.tag = "new"
        return o

    def __init__(self, v: int) -> None:
        self.v = v


def deco(cls):
    cls.decorated = True
    return cls


@deco
class Decorated:
    a: int64

    def __init__(self, a: int64) -> None:
        self.a = a


@mutable
class Changing:
    a: int64

    def __init__(self, a: int64) -> None:
        self.a = a


class Defaults:
    a: int64
    b: int64

    def __init__(self, a: int64, b: int64 = 10) -> None:
        self.a = a
        self.b = b


def test_early():
    return EARLY


def test_plain():
    t: int64 = 0
    for i in range(100):
        p = Pt(int64(i), 1)
        t += p.s()
    q = Pt3(1, 2, 3)
    r = Same(4, 5)
    return [box(t), box(q.s()), box(r.s()), type(q).__name__, type(r).__name__]


def test_empty():
    e = Empty()
    try:
        return e.label
    except AttributeError as ex:
        return "AttributeError: " + str(ex)


def test_raising_init():
    out = []
    for v in [3, -1]:
        try:
            out.append(box(Picky(int64(v)).v))
        except ValueError as ex:
            out.append(str(ex))
    return out


def test_chain():
    head: Optional[Node] = None
    for i in range(50):
        head = Node(int64(i), head)
    t: int64 = 0
    n = head
    while n is not None:
        t += n.val
        n = n.next
    return box(t)


def test_generic_kinds():
    w = WithNew(3)
    d = Decorated(4)
    k = Defaults(5)
    kw = Defaults(a=6, b=7)
    return [w.tag, w.v, box(d.a), Decorated.decorated, box(k.b), box(kw.a), box(kw.b)]


def test_mutable_replaced_init():
    before = Changing(1).a
    ns = {}
    exec("def init(self, a):\n    self.a = a * 100\n", ns)
    Changing.__init__ = ns["init"]
    return [box(before), box(Changing(2).a)]


def test_python_subclasses():
    ns = {"Pt": Pt}
    exec(
        "class P(Pt):\n"
        "    def __new__(cls, *a):\n"
        "        o = super().__new__(cls)\n"
        "        o.made = 'by new'\n"
        "        return o\n"
        "    def __init__(self, x, y):\n"
        "        super().__init__(x * 2, y * 2)\n"
        "class Q(Pt):\n"
        "    def __init__(self):\n"
        "        super().__init__(7, 8)\n",
        ns,
    )
    p = ns["P"](1, 2)
    q = ns["Q"]()
    return [p.made, p.s(), q.s(), box(sum_of(p)), box(sum_of(q))]


def sum_of(p: Pt) -> int64:
    return p.s()


def test_super_calls():
    p = Pt4(1, 2, 3)
    # A Python class whose MRO puts X between Pt3 and Pt: super() in
    # Pt3.__init__ must find X's __init__, not Pt's.
    ns = {"Pt": Pt, "Pt3": Pt3}
    exec(
        "class X(Pt):\n"
        "    def __init__(self, x, y):\n"
        "        self.seen = 'X'\n"
        "        super().__init__(x + 100, y)\n"
        "    def s(self):\n"
        "        return -5\n"
        "class P(Pt3, X):\n"
        "    pass\n",
        ns,
    )
    q = ns["P"](1, 2, 3)
    return [box(p.s()), box(sum_of(p)), q.seen, q.x, q.s(), box(sum_of(q))]


def test_bad_args_from_python():
    out = []
    for args in [(1,), ("a", 2), (1, 2, 3), (2**70, 1)]:
        try:
            Pt(*args)
            out.append("ok")
        except (TypeError, OverflowError) as ex:
            out.append(type(ex).__name__)
    return out


# Classes whose instances hold numbers only (Pt, Pt3, Same, Pt4, Picky)
# get a deallocator, and where building the class runs no Python code an
# allocator, of their own, and leave the garbage collector; Python
# subclasses of them are ordinary (collected, finalized, weakly
# referenced). Built: a class whose base's __init_subclass__ makes an
# instance of it while type() builds it, and one with a computed class
# attribute: both keep the collector.
made_early: list = []


class Hooked:
    h: int64

    def __init_subclass__(cls) -> None:
        made_early.append(cls(5))

    def __init__(self, h: int64) -> None:
        self.h = h


class HookedSub(Hooked):
    k: int64

    def get(self) -> int64:
        return self.h + self.k


def _computed() -> int:
    return 41


class Computed:
    LABEL = _computed() + 1
    c: double

    def __init__(self, c: double) -> None:
        self.c = c


def _churn() -> None:
    ps = [Pt(int64(i), int64(-i)) for i in range(1000)]
    ps += [Pt3(1, 2, 3) for i in range(10)]
    del ps


def test_numbers_only_from_python():
    import copy
    import pickle
    import sys

    # Each instance holds its class: after a first round (which may fill
    # the interpreter's caches), a round of instances made and dropped
    # leaves the class's count as it was.
    _churn()
    before = sys.getrefcount(Pt)
    _churn()
    after = sys.getrefcount(Pt)
    p = Pt3(1, 2, 3)
    q = pickle.loads(pickle.dumps(p))
    c = copy.copy(p)
    d = copy.deepcopy(Pt(7, 8))
    e = object.__new__(Pt)
    return [after - before, q.s(), type(q).__name__, c.s(), d.s(), e.x, e.y, box(sum_of(e))]


def test_numbers_only_python_subclasses():
    import gc
    import weakref

    log = []
    ns = {"Pt": Pt, "log": log}
    exec(
        "class D(Pt):\n"
        "    def __del__(self):\n"
        "        log.append(('del', self.x))\n"
        "class S(Pt):\n"
        "    __slots__ = ()\n"
        "    def s(self):\n"
        "        return -self.x\n",
        ns,
    )
    d = ns["D"](3, 4)
    d.me = d
    r = weakref.ref(d)
    del d
    gc.collect()
    s = ns["S"](5, 6)
    out = [list(log), r() is None, s.s(), box(sum_of(s))]
    del s
    return out


def test_numbers_only_built_with_python():
    h = HookedSub(2)
    h.k = 3
    early = made_early[0]
    return [type(early).__name__, early.h, box(h.get()), Computed.LABEL, box(Computed(1.5).c), len(made_early)]


# CALL: Pt("x", 1)
# CALL: Pt3(1, 2)
# CALL: Picky(-5)
# CALL: Node(1, None).val
