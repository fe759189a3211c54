# Calls of compiled methods through their function objects (as Python
# calls them, through the wrappers): self of the exact class, of
# subclasses one to four levels down and of a class made at run time
# passes; anything else raises CinderX's TypeError, as does an argument
# of the wrong class. The wrappers test the exact class in line and
# every other type out of line (sp.isclass.slow, sp.raise.badarg).
import __static__


class Base:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def pair(self, other: "Base"):
        return self.v + other.v


class Child(Base):
    pass


class Grand(Child):
    pass


class Great(Grand):
    pass


class Other:
    def __init__(self):
        self.v = 5


def attempt(f, *args):
    try:
        return f(*args)
    except TypeError as e:
        return "TypeError: " + str(e)


def test_self_of_subclasses():
    g = getattr(Base, "get")
    return [g(Base(1)), g(Child(2)), g(Grand(3)), g(Great(4))]


def test_self_of_a_class_made_at_run_time():
    Sub = type("Sub", (Great,), {})
    Deeper = type("Deeper", (Sub,), {})
    g = getattr(Base, "get")
    return [g(Sub(7)), g(Deeper(8)), getattr(Deeper(9), "get")()]


def test_wrong_self():
    g = getattr(Base, "get")
    return [attempt(g, Other()), attempt(g, 3), attempt(g, None)]


def test_argument_of_subclasses_and_wrong_class():
    p = getattr(Base, "pair")
    return [attempt(p, Base(1), Great(2)), attempt(p, Grand(1), Child(2)), attempt(p, Base(1), Other()), attempt(p, Other(), Base(1))]
