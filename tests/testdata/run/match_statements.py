# match statements compile natively (no SP4002) in functions, methods,
# closures and generators, as CPython 3.11 compiles them: every pattern
# kind, guards, bindings only once a whole pattern matched (and kept
# when its guard fails), CPython's TypeErrors for bad __match_args__ and
# class patterns, and its ValueError for a key checked twice.
import collections
import collections.abc
from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


class Color:
    RED = "red"
    GREEN = "green"


def describe(v):
    match v:
        case None:
            return "none"
        case True:
            return "true"
        case 0 | 1 as small:
            return "small %r" % small
        case Color.RED:
            return "red"
        case "hello" | "hi":
            return "greeting"
        case [x, y]:
            return "pair %r %r" % (x, y)
        case [first, *rest] if len(rest) > 2:
            return "long %r %r" % (first, rest)
        case [first, *_, last]:
            return "ends %r %r" % (first, last)
        case {"kind": "circle", "r": r}:
            return "circle %r" % r
        case {"kind": k, **others}:
            return "kind %r %r" % (k, sorted(others))
        case Point(x=0, y=0):
            return "origin"
        case Point(x, y) if x == y:
            return "diag %r" % x
        case Point(x=px):
            return "point x=%r" % px
        case int(n) | float(n):
            return "number %r" % n
        case str() as s:
            return "str %r" % s
        case _:
            return "other %r" % type(v).__name__


def test_describe():
    vals = [None, True, 0, 1, "red", "hi", (1, 2), [1, 2, 3, 4, 5], [1, 2, 3], {"kind": "circle", "r": 2},
            {"kind": "sq", "a": 1, "b": 2}, Point(0, 0), Point(3, 3), Point(1, 2), 7, 2.5, "zz", b"x", {1, 2},
            collections.OrderedDict(kind="od"), (), [1]]
    return [describe(v) for v in vals]


def test_bindings_after_guard():
    x = "unset"
    match [1, 2]:
        case [x, y] if x > 5:
            pass
        case _:
            pass
    return x, y


def test_failed_binds_nothing():
    a = "unset"
    match (1, 2, 3):
        case [a, 2, 4]:
            pass
        case _:
            pass
    return a


class BadArgs:
    __match_args__ = ["a"]


class NoArgs:
    pass


class Dup:
    __match_args__ = ("a",)
    a = 1


def test_errors():
    out = []
    for subj, which in [(BadArgs(), 1), (NoArgs(), 2), (Dup(), 3), (5, 4)]:
        try:
            match subj:
                case BadArgs(1) if which == 1:
                    pass
                case NoArgs(1) if which == 2:
                    pass
                case Dup(1, a=2) if which == 3:
                    pass
                case len() if which == 4:
                    pass
        except TypeError as e:
            out.append(str(e))
    try:
        match {"red": 1, "x": 2}:
            case {Color.RED: 1, Color.RED: 2}:
                pass
    except ValueError as e:
        out.append(str(e))
    return out


def test_loop_and_closure():
    fs = []
    for item in [("add", 1, 2), ("neg", 5), ("noop",)]:
        match item:
            case ("add", a, b):
                fs.append(lambda: a + b)
            case ("neg", a):
                fs.append(lambda: -a)
            case _:
                fs.append(lambda: None)
    return [f() for f in fs]


def gen(items):
    for it in items:
        match it:
            case [k, v]:
                yield k, v
            case str(s):
                yield s, None


def test_generator():
    return list(gen([[1, 2], "a", 3, (4, 5)]))


class MyInt(int):
    pass


def test_subclass_self():
    match MyInt(5):
        case MyInt(5):
            return "self"


class Deck(collections.abc.Sequence):
    """A sequence that is not a list: the pattern unpacks it by iterating."""

    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i * 10


def test_custom_sequence_and_mapping():
    d = collections.defaultdict(list, a=1)
    out = []
    for subj in [Deck(3), Deck(5), d, "ab", bytearray(b"ab"), range(2)]:
        match subj:
            case [a, b, c]:
                out.append(("three", a, b, c))
            case [a, *mid, b]:
                out.append(("many", a, mid, b))
            case {"a": a, "missing": _}:
                out.append(("never", a))
            case {"a": a}:
                out.append(("a", a))
            case [x, y]:
                out.append(("two", x, y))
            case _:
                out.append(("other", type(subj).__name__))
    return out, sorted(d)


def test_captures_of_typed_locals():
    n = 0
    f = 0.5
    for it in [[7, "x"], [2.5], "s"]:
        n = n + 1
        f = f * 2.0
        match it:
            case [n, _]:
                pass
            case [f]:
                pass
    return n, f


class Shape:
    __match_args__ = ("kind", "size")

    def __init__(self, kind, size):
        self.kind, self.size = kind, size

    def area(self):
        match self:
            case Shape("square", s):
                return s * s
            case Shape(kind="rect", size=(w, h)):
                return w * h
            case Shape(size=s):
                return ("unknown", s)


def test_method_and_nested():
    return [Shape("square", 3).area(), Shape("rect", (2, 5)).area(), Shape("blob", 9).area()]


def test_subject_evaluated_once():
    calls = []
    def subject():
        calls.append(1)
        return [1, 2]
    match subject():
        case [3, _]:
            r = "no"
        case [1, x]:
            r = x
    return r, len(calls)


class Meta(type):
    checks = 0

    def __instancecheck__(cls, obj):
        Meta.checks += 1
        return type.__instancecheck__(cls, obj)


class Probe(metaclass=Meta):
    __match_args__ = ("a", "b")
    a, b = 1, 2


class Twice:
    __match_args__ = ("a", "a")
    a = 1


class NotStr:
    __match_args__ = (1,)


class Raises:
    __match_args__ = ("boom",)

    @property
    def boom(self):
        raise KeyError("boom")


def test_class_pattern_edges():
    out = []
    match Probe():
        case Probe(1, 3):
            out.append("no")
        case Probe(a, b=2):
            out.append(("probe", a))
    out.append(Meta.checks)
    for subj in [Twice(), NotStr(), Raises(), Probe()]:
        try:
            match subj:
                case Twice(x):
                    out.append(("twice?", x))
                case Twice(x, y):
                    out.append(("twice", x, y))
                case NotStr(x):
                    out.append(("notstr", x))
                case Raises(x):
                    out.append(("raises", x))
                case Probe(x, a=y):
                    out.append(("dup", x, y))
        except (TypeError, KeyError) as e:
            out.append((type(e).__name__, str(e)))
    return out


class Lookup(collections.abc.Mapping):
    def __init__(self, d):
        self.d = d
        self.gets = 0

    def __getitem__(self, k):
        return self.d[k]

    def __len__(self):
        return len(self.d)

    def __iter__(self):
        return iter(self.d)

    def get(self, k, default=None):
        self.gets += 1
        return self.d.get(k, default)


def test_mapping_pattern_edges():
    out = []
    look = Lookup({"a": 1, "b": 2, "c": 3})
    match look:
        case {"a": 1, "z": _}:
            out.append("no")
        case {"a": a, **rest}:
            out.append(("lookup", a, rest))
    out.append(look.gets)
    key = "b"
    match {"a": 1, "b": 2}:
        case {Color.RED: _}:
            out.append("no")
        case {"a": 1, **rest} if not rest:
            out.append("no")
        case {"a": x, **rest}:
            out.append(("dict", x, rest))
    try:
        match {"a": 1}:
            case {"a": [1, 2], "q": 1}:
                pass
            case {"a": x}:
                out.append(("fallthrough", x))
    except TypeError as e:
        out.append(str(e))
    return out


class _Peeking:
    # A class pattern reads __match_args__' attributes into a tuple that a
    # property finds through the garbage collector before it is full: its
    # slots must be readable (a NULL slot crashed the compiled run).
    __match_args__ = ("a", "b")

    def __init__(self, tag):
        self.tag = tag

    @property
    def a(self):
        return self.tag

    @property
    def b(self):
        import gc
        for r in gc.get_referrers(self.tag):
            if isinstance(r, tuple):
                [type(x).__name__ for x in r]
        return "b"


def test_class_pattern_tuple_seen_by_gc():
    tag = ("tag",)
    match _Peeking(tag):
        case _Peeking(x, y):
            return [x is tag, y]
    return None
