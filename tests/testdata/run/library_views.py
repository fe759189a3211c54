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
        out.append((cls.__name__, list(cls.__dict__), [k for k in named if not interned(k)]))
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

