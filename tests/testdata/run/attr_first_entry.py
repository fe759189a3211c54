# The first entry of an attribute site's cache is read and written inline
# (runtime/attrfirst.go) when it holds a __slots__ member or an instance
# value: each site here fills it, then something makes the inline read
# wrong unless it is guarded — the value deleted, the instance's dict
# materialized, __class__ swapped to a class of another slot layout, a
# property patched over the member, another class taking the first entry's
# place at a polymorphic site, an old value's finalizer that reads the
# attribute being stored — and the results must be the interpreter's.
import __static__
from __static__ import mutable

_ns = {}
exec(
    "class Vals:\n"
    "    def __init__(self, a, b):\n"
    "        self.a = a\n"
    "        self.b = b\n"
    "class ValsSub(Vals):\n"
    "    pass\n"
    "class AB:\n"
    "    __slots__ = ('a', 'b')\n"
    "    def __init__(self, a, b):\n"
    "        self.a = a\n"
    "        self.b = b\n"
    "class BA:\n"
    "    __slots__ = ('b', 'a')\n"
    "    def __init__(self, a, b):\n"
    "        self.a = a\n"
    "        self.b = b\n"
    "class Patchable:\n"
    "    __slots__ = ('a', 'b')\n"
    "    def __init__(self, a, b):\n"
    "        self.a = a\n"
    "        self.b = b\n"
    "class Noisy:\n"
    "    log = []\n"
    "    def __init__(self, owner, n):\n"
    "        self.owner = owner\n"
    "        self.n = n\n"
    "    def __del__(self):\n"
    "        Noisy.log.append((self.n, self.owner.a.n if isinstance(self.owner.a, Noisy) else self.owner.a))\n",
    _ns,
)
Vals = _ns["Vals"]
ValsSub = _ns["ValsSub"]
AB = _ns["AB"]
BA = _ns["BA"]
Patchable = _ns["Patchable"]
Noisy = _ns["Noisy"]


def get_a(o):
    return o.a


def get_b(o):
    return o.b


def set_a(o, v):
    o.a = v


def try_get_a(o):
    try:
        return o.a
    except AttributeError as e:
        return "AttributeError: " + str(e)


def try_set_a(o, v):
    try:
        o.a = v
        return "ok"
    except AttributeError as e:
        return "AttributeError: " + str(e)


def test_value_deleted_mid_loop():
    out = []
    for cls in (Vals, AB):
        o = cls(1, 2)
        for i in range(40):
            if i == 20:
                del o.a
            if i == 30:
                set_a(o, i)
            out.append(try_get_a(o))
    return out


def test_dict_materialized_mid_loop():
    o = Vals(1, 2)
    out = []
    for i in range(40):
        if i == 15:
            out.append(sorted(vars(o)))
        if i == 25:
            o.__dict__["a"] = "from dict"
        set_a(o, get_a(o) if i != 25 else "kept")
        out.append(get_a(o))
        out.append(get_b(o))
    return out


def test_slot_layout_swap():
    o = AB(1, 2)
    out = []
    for i in range(40):
        if i == 10:
            o.__class__ = BA
        if i == 20:
            o.__class__ = AB
        if i == 30:
            o.__class__ = BA
        set_a(o, i)
        out.append((get_a(o), get_b(o), type(o).__name__))
    return out


def test_property_patched_over_slot():
    o = Patchable(1, 2)
    saved = Patchable.a
    out = []
    for i in range(30):
        if i == 10:
            Patchable.a = property(lambda self: "prop", lambda self, v: None)
        if i == 20:
            Patchable.a = saved
        out.append(try_set_a(o, i))
        out.append(try_get_a(o))
    return out


def test_polymorphic_first_entry():
    objs = [Vals(1, 2), AB(3, 4), ValsSub(5, 6), BA(7, 8), Vals(9, 10)]
    out = []
    for i in range(80):
        o = objs[0] if i < 20 else objs[i % 5]
        set_a(o, get_a(o) + 1)
        out.append(get_a(o))
    return out + [get_a(o) for o in objs]


def test_finalizer_reads_stored_attr():
    Noisy.log.clear()
    o = Vals(0, 0)
    s = AB(0, 0)
    for i in range(30):
        set_a(o, Noisy(o, i))
        set_a(s, Noisy(s, 100 + i))
    set_a(o, "end")
    set_a(s, "end")
    return Noisy.log


def test_refcounts_flat():
    import sys

    o = Vals(1, 2)
    s = AB(1, 2)
    v = object()
    before = sys.getrefcount(v)
    for _ in range(200):
        set_a(o, v)
        set_a(s, v)
        get_a(o)
        get_a(s)
    mid = sys.getrefcount(v)
    set_a(o, None)
    set_a(s, None)
    return [mid - before, sys.getrefcount(v) - before]
