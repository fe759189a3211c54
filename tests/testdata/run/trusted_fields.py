# Typed code reads an object field of a slotted static class without a
# cast when the field's typed descriptor checks what Python stores there
# (lower/field.go trustedSlotType): a module class, Optional of one, a
# builtin type. These cases try to put a wrong value there through every
# route Python offers — attribute assignment, object.__setattr__, the
# descriptor called directly, untyped code, Python subclasses with their
# own slots, properties or __getattr__, and `__class__` assignment to a
# class of the same slot names (refused: runtime/slots.go) — and read the
# field from typed code afterwards.
import __static__
from __static__ import int64, box, mutable
from typing import List, Optional
import copy
import pickle


class Kind:
    def __init__(self, label: str) -> None:
        self.label: str = label

    def describe(self) -> str:
        return "kind " + self.label


class Item:
    def __init__(self, name: str, kind: Kind) -> None:
        self.name: str = name
        self.kind: Kind = kind
        self.next: Optional[Item] = None
        self.count: int64 = 1
        self.weight: float = 1.5
        self.tags: List[str] = []


@mutable
class Box:
    def __init__(self, kind: Kind) -> None:
        self.kind: Kind = kind


def kind_label(it: Item) -> str:
    return it.kind.label


def kind_described(it: Item) -> str:
    return it.kind.describe()


def chain_labels(it: Item) -> str:
    out = it.name
    n = it.next
    while n is not None:
        out += "," + n.name + ":" + n.kind.label
        n = n.next
    return out


def weight_plus(it: Item) -> float:
    return it.weight + 1


def box_label(b: Box) -> str:
    return b.kind.label


def py(src, **names):
    # A class written in Python, made at run time (the module's own class
    # statements are static).
    ns = dict(names)
    exec(src, ns)
    return ns["P"]


def attempt(f):
    try:
        return f()
    except (TypeError, AttributeError) as e:
        return type(e).__name__ + ": " + str(e)


def make() -> Item:
    a = Item("a", Kind("x"))
    b = Item("b", Kind("y"))
    a.next = b
    return a


def test_reads():
    a = make()
    return kind_label(a), kind_described(a), chain_labels(a), weight_plus(a), len(a.tags)


def test_float_field_holds_an_int():
    a = make()
    a.weight = 2
    return weight_plus(a), type(a.weight).__name__


def test_stores_refused():
    a = make()
    out = []
    out.append(attempt(lambda: setattr(a, "kind", "str")))
    out.append(attempt(lambda: object.__setattr__(a, "kind", 3)))
    out.append(attempt(lambda: Item.__dict__["kind"].__set__(a, None)))
    out.append(attempt(lambda: setattr(a, "next", Kind("k"))))
    out.append(attempt(lambda: setattr(a, "name", b"bytes")))
    out.append(attempt(lambda: setattr(a, "tags", ("t",))))
    out.append(attempt(lambda: setattr(a, "weight", "w")))
    return out, kind_label(a), chain_labels(a)


def untyped_store(o, v):
    o.kind = v


def test_untyped_store_site_refused():
    a = make()
    out = []
    for v in [Kind("k1"), "s", Kind("k2"), None]:
        out.append(attempt(lambda: untyped_store(a, v)))
        out.append(kind_label(a))
    return out


def test_python_subclass_routes():
    S = py("class P(Item):\n    __slots__ = ()\n", Item=Item)
    s = S("s", Kind("z"))
    out = [attempt(lambda: setattr(s, "kind", "str")), kind_label(s)]
    # A property of the field's name hides the slot from Python: its
    # setter can only reach the slot through the typed descriptor.
    Prop = py("class P(Item):\n"
              "    __slots__ = ()\n"
              "    @property\n"
              "    def kind(self):\n"
              "        return 'shadow'\n"
              "    @kind.setter\n"
              "    def kind(self, v):\n"
              "        Item.__dict__['kind'].__set__(self, v)\n", Item=Item)
    p = Prop("p", Kind("q"))
    out.append(attempt(lambda: setattr(p, "kind", 12)))
    out.append(kind_label(p))
    p.kind = Kind("r")
    out.append(kind_label(p))
    return out


def test_subclass_own_slot_of_the_same_name():
    # The subclass's slot is another cell: what it holds is not the
    # typed field's.
    Own = py("class P(Item):\n    __slots__ = ('kind',)\n", Item=Item)
    o = Own("o", Kind("base"))
    o.kind = "anything"
    return kind_label(o), o.kind


def test_class_assignment_refused():
    S = py("class P(Item):\n    __slots__ = ()\n", Item=Item)
    T = py("class P(Item):\n    __slots__ = ()\n", Item=Item)
    Same = py("class P:\n    __slots__ = ('count', 'kind', 'name', 'next', 'tags', 'weight')\n")
    s = S("s", Kind("z"))
    out = [attempt(lambda: setattr(s, "__class__", Same))]
    out.append(attempt(lambda: object.__setattr__(s, "__class__", Same)))
    # Between two subclasses of the static class: allowed.
    s.__class__ = T
    out.append(type(s) is T)
    out.append(kind_label(s))
    f = Same()
    f.kind = "str"
    out.append(attempt(lambda: setattr(f, "__class__", S)))
    out.append(attempt(lambda: setattr(make(), "__class__", Same)))
    return out


def test_mutable_class_assignment_refused():
    Same = py("class P:\n    __slots__ = ('kind',)\n")
    b = Box(Kind("m"))
    out = [attempt(lambda: setattr(b, "__class__", Same)), box_label(b)]
    f = Same()
    f.kind = 5
    out.append(attempt(lambda: setattr(f, "__class__", Box)))
    return out


def test_unset_field_raises():
    a = Item.__new__(Item)
    return attempt(lambda: kind_label(a)), attempt(lambda: chain_labels(a))


def test_copy_and_pickle_still_work():
    a = make()
    S = py("class P(Item):\n    __slots__ = ()\n", Item=Item)
    s = S("s", Kind("w"))
    c = copy.copy(a)
    d = copy.deepcopy(s)
    p = pickle.loads(pickle.dumps(a))
    return kind_label(c), kind_label(d), type(d) is S, chain_labels(p), Item.__slots__


def test_many_reads():
    items = [Item(str(i), Kind("k" + str(i % 3))) for i in range(50)]
    total = 0
    for it in items:
        total += len(kind_label(it))
    return total
