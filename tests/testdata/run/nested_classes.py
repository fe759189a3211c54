# Classes inside functions compile (no SP4002): each run of the class
# statement builds a new class, as CPython's __build_class__ does. The
# body's names are entries of its namespace (read there first, then as
# globals); its methods are nested functions of the enclosing function,
# closing over its variables but not over the class body's names;
# __qualname__ is f.<locals>.C; super() without arguments reads the
# __class__ cell the class statement fills, fresh each time it runs.
# A class in a class body compiles the same way (Outer.Inner).
import dataclasses
import pickle

def make_counter(start, step=1):
    total = start
    class Counter:
        """Counts."""
        kind = "counter"
        base = start * 2
        items = [step * i for i in range(3)]
        def __init__(self):
            self.n = start

        def bump(self):
            self.n += step
            return self.n

        @property
        def doubled(self):
            return self.n * 2

        @classmethod
        def make(cls):
            return cls()

        @staticmethod
        def helper(x):
            return x + total

        def __repr__(self):
            return f"Counter({self.n})"
    return Counter


def test_counter():
    C = make_counter(5, 2)
    c = C()
    return (c.bump(), c.bump(), c.doubled, C.make().n, C.helper(1), repr(c), C.__qualname__, C.__name__,
            C.bump.__qualname__, C.__doc__, C.kind, C.base, C.items, C.__module__ == __name__, C.bump.__module__ == __name__)


def cmp_to_key_like(mycmp):
    class K(object):
        __slots__ = ['obj']
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0
        __hash__ = None
    return K


def test_sort():
    K = cmp_to_key_like(lambda a, b: (a > b) - (a < b))
    return sorted([3, 1, 2], key=K), K.__hash__, K.__slots__


def test_subclass_and_kw():
    class Base:
        def __init_subclass__(cls, tag=None, **kw):
            super().__init_subclass__(**kw)
            cls.tag = tag
        def hello(self):
            return "base"
    class Child(Base, tag="t"):
        def hello(self):
            return "child+" + Base.hello(self)
    return Child.tag, Child().hello(), [k.__name__ for k in Child.__mro__]


def test_errors():
    try:
        class Bad(1):
            pass
    except TypeError as e:
        return str(e)


def test_loop_classes():
    out = []
    for i in range(3):
        class P:
            v = i
            def get(self):
                return i
        out.append((P.v, P().get()))
    return out


def test_class_body_reads_locals():
    x = 10
    label = "outer"
    class A:
        y = x + 1          # x is not bound in the body: the function's
        label = label + "!" if False else "inner"
        z = label
        w = [x for _ in range(2)]   # past the class body: the function's x
        def get(self):
            return x, label         # the function's variables, not the class's
    x = 20
    return A.y, A.z, A.w, A().get()


def test_body_name_bound_later():
    x = 10
    try:
        class A:
            y = x
            x = 3
    except NameError as e:
        return str(e)


def test_super_in_loop():
    out = []
    for i in range(3):
        class Base:
            def who(self):
                return "base%d" % i
        class Kid(Base):
            def who(self):
                return "kid:" + super().who()
            def __repr__(self):
                return "Kid " + super().__repr__()[:5]
        out.append(Kid)
    return [k().who() for k in out], [k.__mro__[1] is not out[0].__mro__[1] for k in out], repr(out[0]())[:9]


def test_super_empty_cell():
    class A:
        def m(self):
            return super().m()
        try:
            m(1)
        except (RuntimeError, NameError) as e:  # 3.11, 3.12 and later
            err = type(e).__name__ + ": " + str(e)
    return A.err


def test_nonlocal_from_method():
    count = 0
    class Tally:
        def add(self, n):
            nonlocal count
            count += n
            return count
    t = Tally()
    t.add(2)
    t.add(3)
    return count, Tally.add.__qualname__


def test_dataclass_in_function():
    @dataclasses.dataclass
    class Point:
        x: int
        y: int = 0
        def norm1(self):
            return abs(self.x) + abs(self.y)
    p = Point(3, -4)
    return p, p.norm1(), Point.__annotations__, [f.name for f in dataclasses.fields(Point)]


def test_generator_method_and_blocks():
    limit = 3
    class Seq:
        names = []
        for n in ("a", "b"):
            names.append(n * limit)
        del n
        if limit > 2:
            big = True
        else:
            big = False
        def __iter__(self):
            for i in range(limit):
                yield i * 2
    return list(Seq()), Seq.names, Seq.big, hasattr(Seq, "n")


def test_metaclass_and_prepare():
    log = []
    class NS(dict):
        def __setitem__(self, k, v):
            if k not in ("__firstlineno__", "__static_attributes__"):  # 3.13's, not made compiled
                log.append(k)
            dict.__setitem__(self, k, v)
    class Meta(type):
        @classmethod
        def __prepare__(mcls, name, bases, **kw):
            return NS()
        def __new__(mcls, name, bases, ns, **kw):
            cls = super().__new__(mcls, name, bases, dict(ns))
            cls.kw = kw
            return cls
    class C(metaclass=Meta, flag=1):
        a = 1
        def m(self):
            return __class__ if False else "m"
    return log, C.kw, type(C).__name__, C().m()


def test_decorated_class():
    seen = []
    def register(cls):
        seen.append(cls.__name__)
        cls.registered = True
        return cls
    @register
    class Plugin:
        pass
    return seen, Plugin.registered


def test_exception_class():
    class Oops(ValueError):
        def __init__(self, code):
            super().__init__("code %d" % code)
            self.code = code
    try:
        raise Oops(7)
    except ValueError as e:
        return type(e).__name__, str(e), e.code, type(e).__qualname__



class Outer:
    tag = "outer"
    class Meta:
        ordering = ("name",)
        def describe(self):
            return "meta of " + tag_name()
    class Point:
        def __init__(self, x):
            self.x = x
        def __repr__(self):
            return "Point(%r)" % self.x
    class Kid(Point):
        def __init__(self, x):
            Outer.Point.__init__(self, x + 1)
    def make(self):
        return self.Point(3)


def tag_name():
    return "Outer"


def test_inner():
    return (Outer.Meta.ordering, Outer.Meta().describe(), Outer.Meta.__qualname__, Outer.Meta.__module__ == __name__,
            Outer().make(), Outer.Kid(1).x, Outer.Meta.describe.__qualname__)


def test_inner_pickle():
    p = pickle.loads(pickle.dumps(Outer.Point(4)))
    return type(p).__qualname__, p.x


def make_deep():
    class A:
        class B:
            class C:
                def m(self):
                    return "deep"
    return A


def test_deep():
    A = make_deep()
    return A.B.C().m(), A.B.C.__qualname__, A.B.C.m.__qualname__


class Holder:
    class Base:
        def who(self):
            return "base"
    class Sup(Base):
        def __init__(self, x):
            super().__init__()
            self.x = x
        def who(self):
            return "sup+" + super().who() + ":" + __class__.__qualname__


def gen_classes(n):
    for i in range(n):
        class B:
            def v(self):
                return i
        class K(B):
            def v(self):
                return super().v() * 10
        yield K().v()


async def coro_class():
    class A:
        def m(self):
            return "a"
    class B(A):
        def m(self):
            return super().m() + "b"
    return B().m()


def test_super_in_class_body_class():
    s = Holder.Sup(4)
    return s.x, s.who(), Holder.Sup.__qualname__


def test_classes_in_generator():
    return list(gen_classes(3))


def test_classes_in_coroutine():
    c = coro_class()
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
