# Method calls on receivers of unknown type (elements of a list, untyped
# parameters) that reach the module's compiled methods: the site calls
# the native body while the lookup on the receiver's type finds it, and
# must see everything that changes what the lookup finds — a subclass at
# a site that saw one class, a Python override, an instance attribute
# shadowing the method (also added in the middle of a loop), a method
# patched on a @mutable class, __class__ assignment, __getattribute__ —
# and keep the order of evaluation (receiver, method, then arguments).
import __static__
from __static__ import mutable


class Node:
    def __init__(self, v):
        self.v = v

    def get(self):
        return self.v

    def add(self, x):
        return self.v + x

    def pair(self, a, b):
        return (self.v, a, b)


class Leaf(Node):
    pass


class Twice(Node):
    def get(self):
        return self.v * 2


class Other:
    def __init__(self, s: str) -> None:
        self.s: str = s

    def get(self):
        return "other " + self.s

    def add(self, x):
        return self.s + str(x)

    def pair(self, a, b):
        return [a, b, self.s]


class Box:
    def __init__(self, n: int) -> None:
        self.n = n

    def merge(self, other: "Box") -> int:
        return self.n + other.n

    def bad(self):
        raise ValueError("bad " + str(self.n))


@mutable
class Loose:
    def get(self):
        return "loose"


def py_classes():
    ns = {"Node": Node}
    exec(
        "class PyNode(Node):\n"
        "    def get(self):\n"
        "        return 'py ' + str(self.v)\n"
        "class PyPlain(Node):\n"
        "    pass\n"
        "class Slotted(Node):\n"
        "    __slots__ = ()\n"
        "    def get(self):\n"
        "        return 'slotted'\n"
        "class Intercept(Node):\n"
        "    def __getattribute__(self, name):\n"
        "        if name == 'get':\n"
        "            return lambda: 'intercepted'\n"
        "        return object.__getattribute__(self, name)\n"
        "class Foreign:\n"
        "    def get(self):\n"
        "        return 'foreign'\n",
        ns,
    )
    return ns


def gets(items):
    out = []
    for o in items:
        out.append(o.get())
    return out


def test_polymorphic_site():
    ns = py_classes()
    items = [Node(1), Leaf(2), Twice(3), Other("x"), ns["PyNode"](4), ns["PyPlain"](5),
             ns["Slotted"](6), ns["Intercept"](7), ns["Foreign"](), Node(8), Twice(9)]
    return gets(items) + gets(items[::-1])


def test_monomorphic_then_subclass():
    ns = py_classes()
    items = [Node(i) for i in range(5)] + [Leaf(5), Twice(6), ns["PyNode"](7), Node(8)]
    return gets(items)


def test_arguments():
    out = []
    for o in [Node(1), Twice(2), Other("s"), Leaf(3)]:
        out.append(o.add(10))
        out.append(o.pair("a", type(o).__name__))
    return out


def test_missing_method_evaluates_no_argument():
    seen = []

    def arg():
        seen.append("arg")
        return 1

    out = []
    for o in [Node(1), 5, Other("t")]:
        try:
            out.append(o.add(arg()))
        except (AttributeError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    return out, seen


def test_wrong_arity_goes_generic():
    out = []
    for o in [Node(1), Other("a")]:
        try:
            out.append(o.add())
        except TypeError as e:
            out.append("TypeError")
        try:
            out.append(o.get(1, 2))
        except TypeError as e:
            out.append("TypeError")
    return out


def test_class_typed_argument_checked():
    out = []
    for a, b in [(Box(1), Box(2)), (Box(3), 4), (Box(5), "x")]:
        try:
            out.append(a.merge(b))
        except TypeError as e:
            out.append("TypeError: " + str(e))
    return out


def test_exception_in_body():
    out = []
    for b in [Box(1), Box(2)]:
        try:
            b.bad()
        except ValueError as e:
            out.append(str(e))
    return out


def test_instance_attribute_shadows_mid_loop():
    ns = py_classes()
    p = ns["PyPlain"](1)
    q = ns["PyPlain"](2)
    out = []
    for i in range(6):
        if i == 2:
            p.get = lambda: "own get"
        if i == 4:
            del p.get
        out.append(p.get())
        out.append(q.get())
    return out


def test_instance_dict_materialized():
    ns = py_classes()
    p = ns["PyPlain"](1)
    out = [p.get()]
    d = p.__dict__
    out.append(p.get())
    d["get"] = lambda: "from dict"
    out.append(p.get())
    del d["get"]
    out.append(p.get())
    return out


def test_attribute_set_before_site_saw_type():
    ns = py_classes()
    P = ns["PyPlain"]
    a = P(1)
    a.get = lambda: "a's own"
    b = P(2)
    return gets([a, b, a, b])


def test_patched_method_mid_loop():
    items = [Loose() for _ in range(6)]
    out = []
    old = Loose.get
    for i, o in enumerate(items):
        if i == 2:
            Loose.get = lambda self: "patched"
        if i == 4:
            Loose.get = old
        out.append(o.get())
    return out


def test_class_assignment_mid_loop():
    ns = py_classes()
    Slotted = ns["Slotted"]
    PyPlain = ns["PyPlain"]
    a = PyPlain(1)
    b = Node(2)
    out = []
    for i in range(6):
        if i == 2:
            a.__class__ = ns["PyNode"]
        if i == 3:
            try:
                b.__class__ = Slotted
            except TypeError as e:
                out.append("TypeError")
        if i == 4:
            a.__class__ = PyPlain
        out.append(a.get())
        out.append(b.get())
    return out


def test_function_called_through_other_class():
    ns = {"Node": Node}
    exec("class Borrow:\n    get = Node.get\n", ns)
    out = []
    for o in [Node(1), ns["Borrow"](), Node(2)]:
        try:
            out.append(o.get())
        except (TypeError, AttributeError) as e:
            out.append(type(e).__name__)
    return out


class Typed:
    def take(self, n: int, s: str, x: float, b: "Box"):
        return [n, s, x, b.n]


class Label(str):
    pass


def test_builtin_typed_arguments():
    out = []
    args = [(1, "a", 1.5, Box(1)), (True, "b", 2.5, Box(2)), (3, Label("c"), 3.5, Box(3)),
            ("4", "d", 4.5, Box(4)), (5, "e", 5, Box(5)), (6, "f", 6.5, 7), (2**80, "g", -0.0, Box(8))]
    for t in [Typed(), Typed()]:
        for n, s, x, b in args:
            try:
                out.append(t.take(n, s, x, b))
            except TypeError as e:
                out.append("TypeError: " + str(e))
    return out
