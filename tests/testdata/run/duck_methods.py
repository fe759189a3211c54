# A plain module's method given a self of another class runs as Python
# runs it: `Base.m(other)`, a method copied into another class (in its
# body or later), properties and special methods shared the same way.
# The compiled body assumes an instance of its class, so such a call
# runs the method's def interpreted (with the class as __class__, for
# super() and name mangling); an instance still runs the native body.
import traceback


def attempt(fn):
    try:
        return ("ok", fn())
    except Exception as e:
        return (type(e).__name__, str(e))


class Base:
    def __init__(self, v):
        self.v = v
        self.__secret = v * 10

    def double(self):
        return self.v * 2

    def plus(self, k, scale=1):
        return self.double() * scale + k

    def secret(self):
        return self.__secret

    def __repr__(self):
        return "Base-like(%r)" % (self.v,)

    def __eq__(self, other):
        return isinstance(other, Base) and self.v == other.v

    __hash__ = None

    def flexible(self, *args, sep="-", **kwargs):
        return sep.join([str(self.v)] + [str(a) for a in args] + sorted(kwargs))

    @property
    def twice(self):
        return self.v * 2

    def broken(self):
        return self.missing + 1


class Child(Base):
    def double(self):
        return super().double() + 1


class Other:
    def __init__(self):
        self.v = 5
        self._Base__secret = "mangled"

    def double(self):
        return 100


class Copied:
    double = Base.double
    __repr__ = Base.__repr__
    twice = Base.twice

    def __init__(self, v):
        self.v = v


class Late:
    def __init__(self):
        self.v = "ab"


Late.plus = Base.plus
Late.double = Base.double


class Stranger:
    def __init__(self):
        self.v = 3

    def double(self):
        # super() in a method run on an object of another class: the
        # same TypeError as Python's.
        return Child.double(self)


def test_unbound_call_with_another_class():
    return [Base.double(Base(3)), Base.double(Other()), Base.plus(Other(), 1), Base.plus(Other(), 1, scale=3)]


def test_unbound_call_with_builtins():
    return [attempt(lambda: Base.double(7)), attempt(lambda: Base.double("x")), attempt(lambda: Base.plus(None, 1))]


def test_copied_methods():
    c = Copied(4)
    return [c.double(), repr(c), c.twice, Late().double(), Late().plus("!")]


def test_name_mangling():
    return [Base.secret(Base(2)), Base.secret(Other()), attempt(lambda: Base.secret(Late()))]


def test_super_in_duck_call():
    return [Child(1).double(), attempt(lambda: Child.double(Other())), attempt(lambda: Stranger().double())]


def test_special_methods():
    o = Other()
    return [Base.__repr__(o), Base.__eq__(o, Base(5)), Base.__eq__(Base(5), o)]


def test_flexible_signature():
    o = Other()
    return [Base.flexible(o), Base.flexible(o, 1, 2, sep="+", z=1, a=2), Base.flexible(Base(9), "x")]


def test_errors_in_duck_call():
    r = attempt(lambda: Base.broken(Other()))
    tb = None
    try:
        Base.broken(Other())
    except AttributeError as e:
        tb = [(f.name, f.lineno) for f in traceback.extract_tb(e.__traceback__)][-1]
    return [r, tb]


def test_repeated_duck_calls():
    # The stand-in is made once and reused; instances keep the native
    # body in between.
    total = 0
    for i in range(200):
        total += Base.double(Other()) + Base.double(Base(i))
    return total
