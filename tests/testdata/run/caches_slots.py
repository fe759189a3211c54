# Attribute caches on __slots__ members and on class attributes: each site
# runs long enough to fill its cache, then something invalidates it
# mid-loop (the slot replaced by a property, the descriptor deleted, the
# cell emptied with del, __class__ swapped to a class of the same layout,
# a subclass instance, a class attribute rebound or shadowed by an
# instance value), and the results must be the interpreter's.
import __static__
from __static__ import mutable


# Module classes compiled by staticpyc keep their fields in slots (and so
# does the interpreted runtime): these are slotted without saying so, and
# mutable so that the tests may patch them.
@mutable
class Body:
    def __init__(self, x, v):
        self.x = x
        self.v = v


@mutable
class Other:
    def __init__(self, x, v):
        self.x = x
        self.v = v


class Explicit:
    __slots__ = ("x", "v")

    def __init__(self, x, v):
        self.x = x
        self.v = v


@mutable
class Consts:
    LIMIT = 10
    NAME = "consts"

    def __init__(self, k):
        self.k = k


_ns = {}
exec(
    "class Loose:\n"
    "    LIMIT = 3\n"
    "    def __init__(self):\n"
    "        self.a = 1\n",
    _ns,
)
Loose = _ns["Loose"]


def read_x(o):
    return o.x


def write_x(o, x):
    o.x = x


def step(o):
    o.x += o.v


def limit(o):
    return o.LIMIT


def test_slot_read_write_loop():
    bodies = [Body(float(i), 0.5 * i) for i in range(4)]
    for _ in range(50):
        for b in bodies:
            step(b)
    return [(b.x, b.v) for b in bodies]


def test_slot_replaced_by_property():
    b = Body(1, 2)
    out = []
    saved = Body.__dict__["x"]
    for i in range(40):
        try:
            out.append(read_x(b))
            write_x(b, i)
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
        if i == 15:
            Body.x = property(lambda self: "prop", lambda self, v: out.append(("set", v)))
        if i == 25:
            del Body.x
        if i == 32:
            Body.x = saved
    return out


def test_slot_deleted_mid_loop():
    b = Body(1, 2)
    out = []
    for i in range(30):
        if i == 10:
            del b.x
        try:
            out.append(read_x(b))
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
        if i == 20:
            write_x(b, "back")
    try:
        del b.x
        del b.x
    except AttributeError as e:
        out.append("AttributeError: " + str(e))
    return out


def test_slot_class_swap():
    b = Body(1, 2)
    out = []
    for i in range(30):
        out.append((read_x(b), type(b).__name__))
        write_x(b, i)
        if i == 10:
            b.__class__ = Other
        if i == 20:
            b.__class__ = Body
    return out


def test_slot_subclass_and_explicit_at_one_site():
    ns = {"Body": Body}
    exec(
        "class Sub(Body):\n"
        "    def __init__(self, x, v):\n"
        "        Body.__init__(self, x, v)\n"
        "        self.extra = 1\n"
        "class Shadow(Body):\n"
        "    x = property(lambda self: 7, lambda self, v: None)\n",
        ns,
    )
    objs = [Body(1, 1), ns["Sub"](10, 2), Explicit(100, 3), ns["Shadow"](0, 4), Other(1000, 5)]
    out = []
    for i in range(60):
        o = objs[i % 5] if i > 20 else objs[0]
        try:
            step(o)
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
        out.append(read_x(o))
    return out


def test_readonly_and_number_members():
    # Members that are not object slots (complex.real is a read-only
    # double) take the generic path at the same site.
    out = []
    for o in [Body(1, 2)] * 20 + [complex(3, 4), Body(5, 6)]:
        out.append(read_x(o) if not isinstance(o, complex) else o.real)
    z = complex(1, 2)
    for _ in range(3):
        try:
            z.real = 5
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
    return out


def test_class_attribute_rebound():
    c = Consts(1)
    out = []
    for i in range(40):
        out.append(limit(c))
        if i == 10:
            Consts.LIMIT = 20
        if i == 20:
            Consts.LIMIT = property(lambda self: "prop")
        if i == 30:
            Consts.LIMIT = 10
    return out


def test_class_attribute_shadowed_by_instance():
    a = Loose()
    b = Loose()
    out = []
    for i in range(40):
        out.append((limit(a), limit(b)))
        if i == 10:
            a.LIMIT = "mine"
        if i == 20:
            del a.LIMIT
        if i == 25:
            b.other = 1
            b.LIMIT = "b's"
        if i == 30:
            Loose.LIMIT = 4
    return out


def test_class_attribute_deleted():
    c = Consts(2)
    out = []
    for i in range(20):
        try:
            out.append(c.NAME)
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
        if i == 8:
            del Consts.NAME
        if i == 14:
            Consts.NAME = "again"
    return out


def test_class_attribute_metaclass_hook():
    # A __getattr__ added to the class after the site filled.
    c = Consts(3)
    out = []
    for i in range(20):
        try:
            out.append(c.missing if i > 12 else limit(c))
        except AttributeError as e:
            out.append("AttributeError: " + str(e))
        if i == 10:
            Consts.__getattr__ = eval("lambda self, name: 'hook:' + name")
    del Consts.__getattr__
    return out


@mutable
class Node(object):
    # Derives from object by name: not slotted, its instances keep inline
    # values, and a method called through self may be shadowed by one.
    def __init__(self, k):
        self.k = k

    def get(self):
        return self.k

    def call_get(self):
        return self.get()


def test_method_shadowed_by_instance_value():
    a = Node(1)
    b = Node(2)
    out = []
    for i in range(40):
        out.append((a.call_get(), b.call_get(), a.k, b.k))
        if i == 10:
            a.get = eval("lambda: 'instance'")
        if i == 20:
            del a.get
        if i == 25:
            # The instance dict made out of the inline values.
            b.__dict__["extra"] = 3
        if i == 30:
            b.__dict__["get"] = eval("lambda: 'via dict'")
    return out


from __static__ import int64, double


class Prim:
    # Primitive fields: an untyped receiver reaches them through their
    # native descriptor, which the attribute sites cache and call.
    def __init__(self, n: int64, d: double) -> None:
        self.n: int64 = n
        self.d: double = d


@mutable
class Logged:
    # A data descriptor written in Python: its __get__/__set__ run from
    # the cached entry; deleting its __set__ mid-loop makes it a non-data
    # descriptor, which the instance's dict then shadows.
    def __init__(self):
        self.log = []

    def __get__(self, obj, tp=None):
        if obj is None:
            return self
        self.log.append("get")
        return obj.__dict__.get("_v", 0) + 1

    def __set__(self, obj, v):
        self.log.append("set")
        obj.__dict__["_v"] = v


def with_descr():
    # A plain Python class (instances with a dict) holding a Logged.
    ns = {"Logged": Logged}
    exec("class WithDescr:\n    f = Logged()\n    def __init__(self):\n        self.__dict__['f'] = 'shadow'\n", ns)
    return ns["WithDescr"]


@mutable
class SelfDeleting:
    @property
    def p(self):
        # The property deletes itself while it runs: the site must hold it.
        if "p" in SelfDeleting.__dict__:
            del SelfDeleting.p
        return [1, 2, 3]

    @p.setter
    def p(self, v):
        pass


def test_data_descriptors_cached():
    out = []
    objs = [Prim(int64(i), double(i / 2)) for i in range(4)]
    t = 0
    for _ in range(3):
        for o in objs:
            o.n = o.n + 1
            o.d = o.d * 2
            t += o.n
    out.append([t, [(o.n, o.d) for o in objs]])
    for bad in ("x", 2 ** 70, 1.5):
        try:
            objs[0].n = bad
        except (TypeError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    WithDescr = with_descr()
    w = WithDescr()
    got = []
    for i in range(6):
        if i == 3:
            del Logged.__set__
        w.f = i
        got.append(w.f)
    out.append([got, WithDescr.f.log])
    s = SelfDeleting()
    vals = []
    for i in range(3):
        try:
            vals.append(s.p)
        except AttributeError as e:
            vals.append(str(e))
    out.append(vals)
    sl = slice(1, 2)
    for i in range(3):
        out.append(sl.start)
        try:
            sl.start = 5
        except AttributeError as e:
            out.append(str(e))
    return out
