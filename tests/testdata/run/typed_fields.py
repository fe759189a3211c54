# Object fields of static classes are typed descriptors, as CinderX's:
# what attribute assignment stores from untyped code (or from Python) is
# checked against the declared type — `expected 'str', got 'NoneType'
# for attribute 'name'` — while typed code stores what it has cast.
import __static__
from __static__ import int64, box
from typing import Dict, List, Optional, Tuple
import copy
import pickle


class Node:
    name: str
    size: int
    weight: float
    ok: bool
    tags: List[str]
    attrs: Dict[str, int]
    pair: Tuple[int, str]
    blob: bytes
    note: Optional[str]
    anything: object

    def __init__(self, name: str) -> None:
        self.name = name
        self.size = 1
        self.weight = 0.5
        self.ok = True
        self.tags = []
        self.attrs = {}
        self.pair = (1, "a")
        self.blob = b""
        self.note = None
        self.anything = None
        self.next: Optional[Node] = None
        self.parent: Optional["Node"] = None
        self.count: int64 = 0


class Leaf(Node):
    def __init__(self, name: str, owner: Node) -> None:
        super().__init__(name)
        self.owner: Node = owner


class Sub(int):
    pass


def dyn(x):
    # Untyped: what it returns is dynamic, so stores through it take
    # attribute assignment (the descriptor), as Python's do.
    return x


def store(o, attr, value):
    try:
        setattr(o, attr, value)
    except TypeError as e:
        return "TypeError: " + str(e)
    v = getattr(o, attr)
    return type(v).__name__ + " " + (v.name if isinstance(v, Node) else repr(v))


def test_wrong_types_refused():
    n = Node("a")
    out = []
    for attr, value in [("name", None), ("name", 3), ("size", "3"), ("size", 2.5), ("weight", "x"),
                        ("ok", 1), ("tags", ("a",)), ("attrs", []), ("pair", [1, "a"]), ("blob", "s"),
                        ("note", 4), ("next", "n"), ("parent", 1)]:
        out.append((attr, store(n, attr, value)))
    return out


def test_right_types_accepted():
    n = Node("a")
    out = []
    for attr, value in [("name", "b"), ("size", 7), ("size", True), ("size", Sub(4)), ("weight", 2),
                        ("weight", 1.5), ("ok", False), ("tags", ["x"]), ("attrs", {"k": 1}),
                        ("pair", (2, "b")), ("blob", b"z"), ("note", "n"), ("note", None),
                        ("next", Node("c")), ("next", None), ("parent", Leaf("l", n)), ("anything", 3)]:
        out.append((attr, store(n, attr, value)))
    return out


def test_untyped_store_site():
    # The same site sees a good value, then a bad one (the attribute
    # cache of the site keeps checking).
    n = Node("a")
    out = []
    for v in ["x", "y", None, 5, "z"]:
        try:
            dyn(n).name = v
            out.append(n.name)
        except TypeError as e:
            out.append(str(e))
    return out


def test_untyped_load_site():
    nodes = [Node(str(i)) for i in range(5)]
    total = ""
    for n in nodes:
        total += dyn(n).name
    return total


def test_subclass_field_checked():
    root = Node("r")
    leaf = Leaf("l", root)
    out = [store(leaf, "owner", "nope"), store(leaf, "owner", Node("o")), store(leaf, "name", 1)]
    return out


def test_typed_code_still_stores():
    n = Node("a")
    n.name = "typed"
    b = Node("b")
    n.next = b
    n.count = 41
    n.count += 1
    return n.name, b is n.next, box(n.count)


def test_delete_then_read():
    n = Node("a")
    del dyn(n).note
    try:
        dyn(n).note
    except AttributeError:
        return "unset"
    return "set"


def python_subclass(base):
    # Made at run time by untyped code, as a Python subclass would be.
    return type("P", (base,), {})


def test_python_subclass_field_checked():
    p = python_subclass(Node)("p")
    return store(p, "name", None), store(p, "name", "q")


def test_copy_and_pickle():
    n = Node("a")
    n.tags = ["t"]
    m = copy.copy(n)
    d = copy.deepcopy(n)
    p = pickle.loads(pickle.dumps(n))
    return m.name, d.tags, p.name, p.pair


def test_setattr_builtin():
    n = Node("a")
    try:
        object.__setattr__(n, "size", "big")
    except TypeError as e:
        return str(e)
    return n.size
