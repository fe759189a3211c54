# Static classes lay out their declared fields in slots (CinderX's
# slotification): primitive fields raw at fixed offsets, object fields as
# references, no instance dict, subclasses appending their fields, and
# the errors CPython's slots give.
import __static__
from __static__ import int64, int8, uint64, double, cbool, box, allow_weakrefs
import copy
import pickle


class Vec:
    x: double
    y: double
    n: int64

    def __init__(self, x: double, y: double) -> None:
        self.x = x
        self.y = y
        self.tag = "v"

    def norm2(self) -> double:
        return self.x * self.x + self.y * self.y


class Vec3(Vec):
    def __init__(self, x: double, y: double, z: double) -> None:
        super().__init__(x, y)
        self.z: double = z
        self.small: int8 = 0
        self.on: cbool = False
        self.big: uint64 = 0

    def norm2(self) -> double:
        return self.x * self.x + self.y * self.y + self.z * self.z


class Node:
    def __init__(self, value: int64) -> None:
        self.value: int64 = value
        self.next: "Node | None" = None


class Named:
    def __init__(self, label: str) -> None:
        self.label = label


class Other:
    a: int64


def bump(v: Vec, k: int64) -> int64:
    i: int64 = 0
    while i < k:
        v.n += i
        i += 1
    return v.n


def test_layout():
    v = Vec3(1.0, 2.0, 3.0)
    return [Vec.__slots__, Vec3.__slots__, hasattr(v, "__dict__"), box(v.norm2()), box(bump(v, 10)), v.tag]


def test_unset_fields():
    v: Vec = Vec.__new__(Vec)
    out = [box(v.x), box(v.n)]
    try:
        out.append(v.tag)
    except AttributeError as e:
        out.append(str(e))
    return out


def test_undeclared():
    v = Vec(1.0, 2.0)
    v.extra = 1


def test_wrapping_fields():
    v = Vec3(0.0, 0.0, 0.0)
    v.small = 100
    v.small += 100
    v.big = 0
    v.big -= 1
    v.on = True
    return [box(v.small), box(v.big), box(v.on)]


def test_from_python():
    v = Vec(1.0, 2.0)
    out = []
    for value in ["s", 2**70, 3, True]:
        try:
            setattr(v, "n", value)
            out.append(getattr(v, "n"))
        except (TypeError, OverflowError) as e:
            out.append((type(e).__name__, str(e)))
    delattr(v, "n")
    out.append(getattr(v, "n"))
    return out


def test_copy():
    v = Vec3(1.0, 2.0, 3.0)
    v.n = 5
    c: Vec3 = copy.copy(v)
    d: Vec3 = copy.deepcopy(v)
    p: Node = copy.deepcopy(Node(4))
    # Object fields pickle (a primitive field's value is an instance of
    # the compiled module's private copy of the primitive classes, which
    # pickle cannot name).
    q = pickle.loads(pickle.dumps(Named("n")))
    return [box(c.norm2()), box(d.norm2()), box(d.n), c.tag, box(p.value), p.next, q.label]


def test_linked():
    head = Node(0)
    cur = head
    i: int64 = 1
    while i < 5:
        nxt = Node(i)
        cur.next = nxt
        cur = nxt
        i += 1
    total: int64 = 0
    n = head
    while n is not None:
        total += n.value
        n = n.next
    return box(total)


def test_class_assignment():
    v = Vec(1.0, 2.0)
    try:
        v.__class__ = Other
    except TypeError as e:
        return str(e)


def test_python_subclass():
    P = type("P", (Vec,), {})
    p: Vec = P(3.0, 4.0)
    p.extra = 1
    return [box(p.norm2()), box(bump(p, 3)), p.extra]



class Tagged:
    def __init__(self, n: int64, label: str) -> None:
        self.n: int64 = n
        self.label: str = label
        self.items: list = []

    def total(self, k: int64) -> int64:
        self.n += k
        self.items += [box(k)]
        return self.n

    def show(self) -> str:
        return self.label


def relabel(t: Tagged, s: str) -> str:
    t.label = s
    return t.label


# Python subclasses that bind a field's name to a property: typed code
# reads and writes the slot (CinderX's LOAD_FIELD / STORE_FIELD, compiled
# and interpreted alike), Python code the property; the setter is never
# called by typed code.
_shadow_log: list = []
exec(
    "class Shadowed(Tagged):\n"
    "    @property\n"
    "    def n(self):\n"
    "        return -1\n"
    "    @property\n"
    "    def label(self):\n"
    "        return 'prop'\n"
    "    @label.setter\n"
    "    def label(self, v):\n"
    "        _shadow_log.append(v)\n"
    "    items = property(lambda self: 'no items')\n",
    globals(),
)


def test_field_shadowed_by_property():
    _shadow_log.clear()  # the leak test calls this thousands of times
    t = globals()["Shadowed"](5, "init")
    out = [t.n, t.label, t.items, t.total(2), t.show(), relabel(t, "typed")]
    t.label = "python"
    out += [t.show(), t.label, list(_shadow_log), Tagged.__dict__["items"].__get__(t)]
    return out


def test_deep_subclasses():
    # Slot reads on instances of classes 1 to 6 levels below the slot's
    # class, made by Python: the inline compare and tp_base, then the
    # class's out-of-line walk, the site's remembered subclass (changing
    # as the depths alternate) and the MRO for the deepest.
    classes = []
    k = Vec
    for depth in range(6):
        k = type("Deep%d" % depth, (k,), {})
        classes.append(k)
    vs = [c(float(i), 2.0) for i, c in enumerate(classes)]
    out = []
    for _ in range(3):
        for v in vs:
            out.append((type(v).__name__, box(bump(v, 3)), v.norm2(), box(Vec.norm2(v))))
    return out

# Weak references: a slotted class has no __weakref__ (CinderX's classes
# take one with @allow_weakrefs, which here keeps the instance dict and its
# weak reference list); a Python subclass of a slotted class gets one.
@allow_weakrefs
class Watched:
    def __init__(self, n: int64) -> None:
        self.n: int64 = n


def test_weakrefs():
    import weakref

    out = []
    for make in (lambda: Vec(1.0, 2.0), lambda: Other(), lambda: Watched(3), lambda: type("Sub", (Vec,), {})(1.0, 1.0)):
        o = make()
        try:
            r = weakref.ref(o)
            out.append((type(o).__name__, r() is o))
            del o
            out.append(r() is None)
        except TypeError as e:
            out.append((type(o).__name__, str(e)))
    return out


# CALL: type("Both", (Vec, Node), {})
# CALL: bump(Node(1), 2)
# CALL: Vec.x.__get__(None, Vec) is Vec.x
# CALL: Vec.__dict__["n"].__set__(5, 1)
# CALL: Vec.__dict__["n"].__get__("s", str)
# CALL: Vec.__dict__["n"].__delete__(5)
# CALL: Vec.norm2(Node(1))


# A class with its own __slots__ and primitive fields in them: the value
# lives in the user's slot, converted on every store (from typed code and
# from Python), and a field never set reads as zero.
class Packed:
    __slots__ = ("nid", "weight", "hits", "label", "cache")
    hits: int64

    def __init__(self, nid: int64, weight: double, label: str) -> None:
        self.nid: int64 = nid
        self.weight: double = weight
        self.label: str = label

    def bump(self) -> int64:
        self.hits += 1
        return self.nid + self.hits


def _py(x):
    return x


def test_user_slots_with_primitive_fields():
    p = Packed(7, 2.5, "a")
    q = _py(p)
    out = [q.hits, box(p.bump()), box(p.bump()), q.nid, q.weight, type(q.weight).__name__, hasattr(q, "__dict__")]
    q.nid = 2 ** 63 - 1
    out.append(box(p.bump()))
    try:
        q.hits = 2 ** 70
    except OverflowError as e:
        out.append(("OverflowError", str(e)))
    try:
        q.weight = "heavy"
    except TypeError as e:
        out.append("TypeError")
    del q.hits
    out.append(q.hits)
    q.cache = [1]
    try:
        q.other = 1
    except AttributeError as e:
        out.append(str(e))
    out.append(q.cache)
    return out
