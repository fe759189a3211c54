# What library code sees of a compiled plain module: the str constants
# CPython interns (names made of ASCII letters, digits and underscores)
# are the interned objects, in class namespaces, annotations, dict
# displays, keyword names and expressions, so that identity checks
# (dict and set probes, `in` on a tuple of names, `is`) find them as they
# find the interpreter's; a class namespace is in the interpreter's order
# (__annotations__ before __doc__); typing's runtime protocols and
# copy/pickle see the same classes.
import copy
import sys
from typing import Protocol, runtime_checkable


def fresh(*parts):
    # A str equal to the parts joined, made at run time (not a constant).
    return "".join(parts)


def interned(s):
    return sys.intern(s) is s


@runtime_checkable
class HasArea(Protocol):
    """Anything with an area."""
    area: float

    def scale(self, k): ...


class Square:
    """A square."""
    side: int
    kind = "square_kind"

    def __init__(self, side):
        self.side = side
        self.area = side * side

    def scale(self, k):
        return Square(self.side * k)


class Blob:
    def __init__(self):
        self.area = 1.0


class Plain:
    label = "plain"


def test_literal_identity():
    a = "alpha_1"
    z = "Zeta9"
    return [sys.intern(fresh("alpha", "_1")) is a, interned(a), sys.intern(fresh("Zeta", "9")) is z]


def test_class_namespace():
    out = []
    for cls in (HasArea, Square, Plain):
        # The keys the source names (CPython's own __annotations__ key
        # is a static str of the interpreter's, not the interned one).
        named = [k for k in cls.__dict__ if k != "__annotations__"]
        # 3.13's __firstlineno__ and __static_attributes__ are not made
        # by compiled class bodies yet (docs/language.md).
        keys = [k for k in cls.__dict__ if k not in ("__firstlineno__", "__static_attributes__")]
        out.append((cls.__name__, keys, [k for k in named if not interned(k)]))
    out.append(sorted(Square.__annotations__))
    out.append(all(interned(k) for k in HasArea.__annotations__))
    out.append(sys.intern(fresh("square", "_kind")) is Square.kind)
    return out


def test_dict_display_keys():
    d = {"red": 1, "green_2": 2, "not a name": 3}
    return [[interned(k) for k in d if k != "not a name"],
            d[fresh("re", "d")], d[sys.intern(fresh("green", "_2"))], d[fresh("not ", "a name")]]


def takes(**kw):
    return sorted((k, interned(k)) for k in kw)


def test_keyword_names():
    return [takes(first=1, second_arg=2), takes(**{"third": 3})]


def test_protocol_checks():
    objs = [Square(2), Blob(), Plain(), 3]
    return [isinstance(o, HasArea) for o in objs]


def test_copies():
    s = Square(3)
    d = copy.deepcopy({"sq": s, "list": [s, s]})
    return [d["sq"] is d["list"][0], d["sq"].area, vars(copy.copy(s)), sorted(vars(s))]


# Module attributes: a site reads a module's namespace by the hint of the
# name's entry; everything that changes what the lookup finds (rebinding,
# deleting, the module's __getattr__, a module whose class is a subclass,
# data descriptors of the module type, namespaces resized by new names)
# is seen as the interpreter sees it.
import types


class ModuleWithProperty(types.ModuleType):
    @property
    def f(self):
        return lambda x: ("property", x)


def read_f(m):
    return m.f


def call_f(m, x):
    return m.f(x)


def read_dunders(m):
    return [m.__name__, m.__doc__, type(m.__dict__).__name__, m.__class__.__name__]


def test_module_attrs():
    m = types.ModuleType("made")
    m.f = lambda x: x + 1
    out = []
    for i in range(6):
        if i == 1:
            m.f = lambda x: x * 10  # rebound in place
        if i == 2:
            for k in range(40):  # the namespace grows and is resized
                setattr(m, "g%d" % k, k)
        if i == 3:
            del m.f
            m.__getattr__ = lambda name: (lambda x: ("getattr", name, x))
        if i == 4:
            m.f = abs  # bound again, ahead of __getattr__
        if i == 5:
            m.__class__ = ModuleWithProperty
        out.append((read_f(m)(i), call_f(m, -i)))
    return out


def test_module_attr_errors():
    m = types.ModuleType("bare")
    out = []
    for i in range(3):
        try:
            out.append(call_f(m, i))
        except AttributeError as e:
            out.append(str(e))
        if i == 1:
            m.f = str
    return out


def test_module_dunders():
    # Dunder names take the generic lookup: the module type's data
    # descriptors (__dict__, __class__) come before the namespace. (A
    # namespace entry shadowing one is read by CPython's specialized
    # LOAD_ATTR_MODULE once warm and by its generic lookup before, so
    # such a shadow is not compared here.)
    m = types.ModuleType("odd", "doc of odd")
    out = [read_dunders(m) for _ in range(3)]
    m.__doc__ = "changed"
    out.append(read_dunders(m))
    return out


def test_modules_alternating():
    import math, copy as copy_module
    ms = [math, copy_module, math, types]
    out = []
    for m in ms * 3:
        try:
            out.append(read_f(m))
        except AttributeError as e:
            out.append(str(e))
    return [len(out), out[0], sys.modules["math"].pi > 3, copy.deepcopy([1, [2]]), math.floor(2.5)]


# Functions and methods as pickle and copy see them: by qualified name,
# atomic to copy and deepcopy, as Python functions are.
import pickle


def test_functions_copied_and_pickled():
    out = []
    for fn in (fresh, Square.scale, Square.__init__, ModuleWithProperty.f.fget):
        out.append((fn.__qualname__, copy.copy(fn) is fn, copy.deepcopy(fn) is fn,
                    copy.deepcopy({"k": [fn]})["k"][0] is fn))
        for proto in range(pickle.HIGHEST_PROTOCOL + 1):
            try:
                out.append(pickle.loads(pickle.dumps(fn, proto)) is fn)
            except Exception as e:
                out.append((type(e).__name__, proto))
    bound = Square(2).scale
    out.append(copy.deepcopy(bound)(3).side)
    out.append(pickle.loads(pickle.dumps(bound)).__self__.side)

    def local(x):
        return x

    out.append(copy.deepcopy(local) is local)
    try:
        pickle.dumps(local)
    except Exception as e:
        out.append(type(e).__name__)
    return out
