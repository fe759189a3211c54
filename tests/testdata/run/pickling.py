# Pickle, copy, deepcopy and repr of what a compiled module makes work as
# for the interpreted module: instances with primitive and object fields,
# subclasses, checked containers and Arrays, in a process where only the
# compiled module's own runtime exists.
import __static__
from __static__ import CheckedList, CheckedDict, Array, int64, double, box
import copy
import pickle


class P:
    def __init__(self, x: double, name: str) -> None:
        self.x: double = x
        self.n: int64 = 3
        self.name: str = name
        self.items: list = [1, 2]

    def __repr__(self) -> str:
        return f"P({box(self.x)}, {box(self.n)}, {self.name!r}, {self.items})"


class Q(P):
    pass


def objs():
    xs: CheckedList[int] = [1, 2]
    d: CheckedDict[str, int] = {"a": 1}
    a = Array[int64](2)
    a[1] = 5
    return [P(1.5, "n"), Q(2.0, "q"), xs, d, a]


def roundtrips(o):
    out = []
    for f in (lambda o: pickle.loads(pickle.dumps(o)), copy.copy, copy.deepcopy):
        try:
            c = f(o)
            out.append((type(c).__name__, repr(c), c is not o))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


def test_roundtrips():
    return [roundtrips(o) for o in objs()]


def test_copies_are_independent():
    p = P(1.0, "a")
    q = copy.deepcopy(p)
    q.items.append(3)
    q.n = 4
    return repr(p), repr(q), q.n + 1


# CALL: [roundtrips(o) for o in objs()]
# CALL: repr(objs())
