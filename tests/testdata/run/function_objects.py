# Functions used as Python objects: attributes set on a function (a
# cache hung on it, a flag set from another function), and lambdas or
# module functions stored in a class body, which bind self as Python
# functions do.
import functools

# A module without the `import __static__` marker is plain Python, in
# CinderX and here: the names it imports from __static__ are the
# runtime's objects, called like any function.
from __static__ import int64, box, cast


def memo(n):
    if memo.cache is None:
        memo.cache = {}
    if n not in memo.cache:
        memo.cache[n] = n * n
    memo.calls += 1
    return memo.cache[n]


memo.cache = None
memo.calls = 0


def test_function_attributes():
    a = [memo(i % 3) for i in range(7)]
    return a, memo.calls, sorted(memo.cache), memo.__dict__.keys() >= {"cache", "calls"}


def tagged():
    return "tagged"


def tag_it():
    tagged.label = "set from a function"
    return tagged.label


def test_attribute_from_another_function():
    return tag_it(), tagged(), getattr(tagged, "label")


def describe(self, suffix=""):
    return f"{type(self).__name__}:{self.v}{suffix}"


class Holder:
    key = lambda self: ("key", self.v)
    show = describe
    plain = staticmethod(lambda x: x * 2)
    cm = classmethod(lambda cls: cls.__name__)
    prop = property(lambda self: self.v + 1)

    def __init__(self, v):
        self.v = v


class Sub(Holder):
    pass


def test_lambdas_bind_self():
    h, s = Holder(1), Sub(2)
    return (h.key(), s.key(), h.show(), s.show("!"), Holder.show(h, "?"), h.plain(3),
            Holder.plain(4), s.cm(), h.prop, Holder.key(h))


def test_sorted_by_method():
    hs = [Holder(3), Holder(1), Holder(2)]
    return [h.v for h in sorted(hs, key=Holder.key)], functools.reduce(lambda a, b: a + b.v, hs, 0)


def counted(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)

    wrapper.calls = 0
    return wrapper


@counted
def add(a, b=1):
    """Add two numbers."""
    return a + b


def logged(fn):
    def inner(x):
        return ("logged", fn(x))

    return functools.update_wrapper(inner, fn)


@logged
def square(x):
    return x * x


def test_wrappers():
    r = [add(1), add(2, b=5)]
    return (r, add.calls, add.__name__, add.__doc__, add.__wrapped__(3, 4), square(3),
            square.__name__, square.__qualname__)


# A module function, a closure or a lambda attached to a class after it
# is made binds self as a Python function does (its type's __get__), and
# stays itself when looked up on the class.
def late_method(self, k=1):
    return ("late", self.v, k)


def make_reader(tag):
    def read(self):
        return (tag, self.v)

    return read


class Later:
    def __init__(self, v):
        self.v = v


Later.m = late_method
Later.read = make_reader("closure")
Later.lam = lambda self, n: self.v * n
Built = type("Built", (Later,), {"m2": late_method, "s": staticmethod(late_method)})


def test_functions_attached_later_bind_self():
    o, b = Later(3), Built(4)
    return (o.m(), o.m(k=2), o.read(), o.lam(5), b.m2(7), b.m(), b.s(o, 9),
            Later.m is late_method, Later.__dict__["m"] is late_method,
            o.m.__self__ is o, o.m.__func__ is late_method, Later.m(o, 6),
            [f() for f in (o.m, b.read)], sorted([Later(2), Later(1)], key=Later.read)[0].v)


def plain_conversions(x):
    return int64(x) + 1, box(int64(x)), cast(int, 3)


def test_static_names_in_a_plain_module():
    out = []
    for x in (2.5, -2.7, True, 7, "3", 2**70):
        try:
            out.append(plain_conversions(x))
        except (TypeError, OverflowError) as e:
            out.append((type(e).__name__, str(e)))
    return out


# A function's __qualname__ and repr are a Python function's: a method
# is "Class.name", a nested function "outer.<locals>.inner" (functools.wraps
# copies it), and the repr names it so.
def make_adder(k):
    def adder(x):
        return x + k
    return adder


def test_qualified_names():
    inner = make_adder(1)
    named = [Holder.__init__, Holder.key, inner, test_qualified_names, (lambda: 0)]
    out = [(f.__name__, f.__qualname__, repr(f).split(" at ")[0]) for f in named]
    out.append(repr(Holder(1).__init__).split(" of ")[0])
    return out


# In a plain module a local holds whatever is assigned to it: bound first
# to an instance of a module class, then to something else, it is never
# cast to that class.
def _pick(i):
    return [Holder(1), "other", Sub(2), 42][i % 4]


def test_locals_take_anything():
    h = Holder(0)
    seen = [type(h).__name__]
    for i in range(5):
        h = _pick(i)
        seen.append(type(h).__name__)
    return seen


# A plain module's class with a metaclass keyword and one made by it.
class Counting(type):
    count = 0

    def __call__(cls, *a, **k):
        Counting.count += 1
        return super().__call__(*a, **k)


class Counted(metaclass=Counting):
    def __init__(self, v):
        self.v = v


def test_metaclass_in_a_plain_module():
    xs = [Counted(i).v for i in range(3)]
    return xs, Counting.count, type(Counted).__name__


# Attributes reach compiled functions through any route: a decorator the
# checker cannot see into, setattr with a computed name, vars(), and
# the names functools.wraps assigns, with a Python function's rules.
def mark(**attrs):
    def apply(fn):
        for k, v in attrs.items():
            setattr(fn, k, v)
        return fn

    return apply


@mark(route="/a", weight=2)
def handler(x):
    return x + 1


def test_attributes_through_a_decorator():
    return handler(1), handler.route, handler.weight, sorted(vars(handler))


def renamed(x):
    """The original doc."""
    return x


def test_assigned_names():
    out = []
    renamed.__name__ = "other"
    renamed.__qualname__ = "Outer.other"
    out.append((renamed.__name__, renamed.__qualname__, repr(renamed).split(" at ")[0]))
    for attr, v in (("__name__", 3), ("__qualname__", None)):
        try:
            setattr(renamed, attr, v)
        except TypeError as e:
            out.append(str(e))
    try:
        del renamed.__name__
    except TypeError as e:
        out.append(str(e))
    out.append(renamed.__doc__)
    del renamed.__doc__
    out.append(renamed.__doc__)
    renamed.__doc__ = "new"
    out.append((renamed.__doc__, renamed(5)))
    try:
        renamed.__dict__ = 1
    except TypeError as e:
        out.append(str(e))
    return out


def test_wrapper_of_a_wrapper():
    @counted
    @logged
    def cube(x):
        return x * x * x

    return cube(2), cube.calls, cube.__name__, cube.__wrapped__.__name__, cube.__wrapped__(3)


import abc
import weakref


class Shape(abc.ABC):
    @abc.abstractmethod
    def area(self):
        ...


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s


def test_abstract_methods():
    try:
        Shape()
        made = "made"
    except TypeError as e:
        made = str(e)
    return made, Square(3).area(), Shape.area.__isabstractmethod__, sorted(Shape.__abstractmethods__)


def test_weak_references_and_cycles():
    import gc

    def inner():
        return 1

    inner.me = inner
    seen = []
    r = weakref.ref(inner, lambda _: seen.append("gone"))
    del inner
    gc.collect()
    return r() is None, seen


# A compiled function answers __defaults__, __kwdefaults__ and
# __annotations__ as a Python function does, so what reads annotations
# (functools.singledispatch's register, typing.get_type_hints) works.
from functools import singledispatch
import typing


class Shape2:
    pass


@singledispatch
def kind(x) -> str:
    return "thing"


@kind.register
def _kind_int(x: int) -> str:
    return "int"


@kind.register
def _kind_shape(x: Shape2) -> str:
    return "shape"


def annotated(a: int, b: "Shape2" = None, *rest: str, k: typing.Optional[int] = 3, **kw: float) -> list:
    return [a, b, rest, k, kw]


def test_defaults_and_annotations():
    def inner(x: int = len("abc"), *, y: str = "y") -> None:
        return None

    out = [kind(1), kind(Shape2()), kind("s"), annotated.__defaults__, annotated.__kwdefaults__,
           annotated.__annotations__, typing.get_type_hints(annotated), inner.__defaults__,
           inner.__kwdefaults__, inner.__annotations__, test_defaults_and_annotations.__annotations__,
           Holder.__init__.__annotations__, (lambda q: q).__annotations__]
    annotated.__annotations__ = {"a": str}
    out.append(annotated.__annotations__)
    del annotated.__annotations__
    out.append(annotated.__annotations__)
    try:
        annotated.__annotations__ = 5
    except TypeError as e:
        out.append(str(e))
    return out
