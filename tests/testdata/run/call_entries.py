# The entries of a method call and of a dynamic call take the hits
# without a stack frame and leave everything else to their slow halves
# (sp.method.get.slow, sp.vectorcall.other): every case here alternates
# hits with what must miss — a method patched, shadowed by an instance
# attribute, an instance that grew a new attribute or lost its inline
# values, a __class__ swapped, a module attribute rebound or deleted,
# a list method bound or called through its descriptor, one of this
# module's functions called through a local — and compares with the
# interpreter.
import types

SOURCE = '''
class Plain:
    def __init__(self, v):
        self.v = v
    def get(self, k=0):
        return self.v + k

class Slotted:
    __slots__ = ("v",)
    def __init__(self, v):
        self.v = v
    def get(self, k=0):
        return self.v * 2 + k

class Other:
    def __init__(self, v):
        self.v = v
    def get(self, k=0):
        return -self.v - k

def twice(x):
    return x * 2

def thrice(x):
    return x * 3
'''

NS = {}
exec(SOURCE, NS)
Plain, Slotted, Other, twice = NS["Plain"], NS["Slotted"], NS["Other"], NS["twice"]


class Compiled:
    def __init__(self, v):
        self.v = v

    def get(self, k=0):
        return self.v + 1000 + k


def call_get(o, k):
    return o.get(k)


def test_method_hits_and_misses():
    out = []
    objs = [Plain(1), Slotted(2), Compiled(3), Plain(4), Slotted(5)]
    for rnd in range(3):
        for o in objs:
            out.append(call_get(o, rnd))
    return out


def test_method_patched_mid_loop():
    out = []
    p = Plain(7)
    orig = Plain.__dict__["get"]
    try:
        for i in range(6):
            if i == 2:
                Plain.get = lambda self, k=0: ("patched", self.v, k)
            if i == 4:
                del Plain.get
            out.append(call_get(p, i) if i != 4 else hasattr(p, "get"))
            if i == 4:
                Plain.get = orig
    finally:
        Plain.get = orig
    return out


def test_method_shadowed_by_instance():
    out = []
    p = Plain(3)
    for i in range(5):
        if i == 2:
            p.get = lambda k: ("own", k)
        if i == 4:
            del p.get
        out.append(call_get(p, i))
    return out


def test_instance_grows_and_loses_values():
    out = []
    ps = [Plain(i) for i in range(4)]
    for i, p in enumerate(ps):
        out.append(call_get(p, 1))
        p.extra = i          # the shared keys grow
        out.append(call_get(p, 1))
        p.__dict__["w"] = i  # the instance's dict is materialized
        out.append(call_get(p, 2))
    out.append(call_get(Plain(9), 0))
    return out


def test_class_swapped():
    out = []
    p = Plain(4)
    for i in range(6):
        if i == 2:
            p.__class__ = Other
        if i == 4:
            p.__class__ = Plain
        out.append(call_get(p, i))
    return out


def test_method_errors():
    out = []
    for o in (Plain(1), Slotted(1), object(), None, 5):
        try:
            out.append(call_get(o, 1))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


def test_module_attributes():
    mod = types.ModuleType("entries_mod")
    mod.twice = twice
    out = []
    for i in range(6):
        if i == 2:
            mod.twice = lambda x: ("rebound", x)
        if i == 3:
            mod.other = 1  # the namespace grows; the hint still holds
        if i == 4:
            del mod.twice
            mod.__getattr__ = lambda name: (lambda x: ("getattr", name, x))
        try:
            out.append(mod.twice(i))
        except AttributeError as e:
            out.append(("AttributeError", str(e)))
    return out


def local_target(a, b=2):
    return a - b


def test_dynamic_calls_through_locals():
    out = []
    fs = [local_target, twice, len, [].append, Compiled(1).get, str.upper, Plain(2).get]
    for f in fs:
        for args in ((5,), ("ab",), ([1, 2],)):
            try:
                out.append(repr(f(*args))[:40])
            except Exception as e:
                out.append((type(e).__name__, str(e)[:60]))
    lst = [3, 1, 2]
    ins, app, pop = lst.insert, lst.append, lst.pop
    ins(0, 9)
    app(7)
    out.append((pop(), pop(0), lst))
    g = list.pop
    out.append((g(lst), lst))
    try:
        pop(10)
    except IndexError as e:
        out.append(str(e))
    code = twice.__code__
    twice.__code__ = NS["thrice"].__code__
    out.append(twice(5))
    twice.__code__ = code
    out.append(twice(5))
    return out


class Items(list):
    def append(self, x):
        list.append(self, ("wrapped", x))


def test_builtin_methods_through_their_entries():
    out = []
    d = {"a": 1}
    s = "a,b"
    items = Items([1])
    for f, args, kw in (
            (d.get, ("a",), {}), (d.get, ("z", 0), {}), (dict.get, (d, "a"), {}),
            (dict.get, (), {}), (dict.get, (s, "a"), {}), (dict.get, (d,), {"key": "a"}),
            (str.join, (",", ["x", "y"]), {}), (s.split, (",",), {}), (s.split, (), {"sep": ","}),
            (s.split, (), {"bad": 1}), (s.upper, (1,), {}), (str.upper, (), {}),
            (sorted, ([3, 1, 2],), {"reverse": True}), (max, ([],), {"default": "empty"}),
            (max, ([],), {}), (len, (s,), {}), (len, (s, s), {}), (print, ("p", 1), {"sep": "|", "end": ";\n"}),
            (list.append, (items, 2), {}), (items.append, (3,), {}), (Items.append, (items, 4), {}),
            (list.pop, (items,), {}), (items.pop, (0,), {}), (list.insert, (items, 0, "i"), {}),
            (dict.fromkeys, ("ab",), {}), (bytes.maketrans, (b"a", b"b"), {}), (int.from_bytes, (b"\x01", "big"), {}),
            (object.__new__, (Items,), {}), (str.__len__, ("abc",), {}), (list.__len__, (items,), {})):
        try:
            out.append(repr(f(*args, **kw))[:60])
        except Exception as e:
            out.append((type(e).__name__, str(e)[:80]))
    out.append(items)
    return out


def test_builtin_method_calls_at_sites():
    out = []
    words = ["b", "a", "c"]
    d = {}
    for w in words:
        d.setdefault(w, []).append(w.upper())
        out.append(",".join(sorted(d)))
        out.append(w.startswith("a") or w.endswith("c"))
    for o in ("text", b"bytes", ["list"], ("tuple",), 5):
        try:
            out.append(o.count("t"))
        except Exception as e:
            out.append((type(e).__name__, str(e)[:80]))
    return out
