# Primitive values leave typed code as exact int / float / bool (fields
# read from Python, pickle, copy), while typed code keeps the primitive:
# a field read, or the result of a call of a function returning one,
# wraps; a dynamic value stored as a str is checked.
import __static__
from __static__ import int64, int8, double, cbool, box
import copy
import pickle


class Point:
    def __init__(self, x: double, n: int64) -> None:
        self.x: double = x
        self.n: int64 = n
        self.ok: cbool = True

    def bump(self) -> int64:
        self.n += 1
        return self.n

    def next_n(self) -> int64:
        return self.n + 1


def make() -> Point:
    return Point(1.5, 9223372036854775807)


def kinds(p):
    return [type(p.x).__name__, type(p.n).__name__, type(p.ok).__name__]


def test_field_types_from_python():
    return kinds(make())


def test_typed_reads_wrap():
    p = make()
    return box(p.next_n()), box(p.bump()), type(box(p.n)).__name__


def method_result(p: Point) -> int:
    return box(p.next_n() + 1)


def test_method_results_wrap():
    p = make()
    return method_result(p), box(int8(p.next_n() - 3))


def test_pickle_and_copy():
    p = make()
    q = pickle.loads(pickle.dumps(p))
    r = copy.copy(p)
    s = copy.deepcopy(p)
    return [(o.x, o.n, o.ok, kinds(o)) for o in (q, r, s)], sorted(vars(p).items())


def ident(x: int64) -> int64:
    return x


def test_call_results_wrap():
    x: int64 = 9223372036854775807
    return box(ident(x) + 1), box(int8(ident(int64(300)))), box(-ident(x) - 2)


def test_call_result_to_python():
    return type(box(ident(3))).__name__


def dyn(v):
    return v


def as_str(v) -> str:
    return dyn(v)


def str_local(v):
    s: str = dyn(v)
    return s


class Named:
    def __init__(self, v) -> None:
        self.name: str = dyn(v)


def outcome(f, v):
    try:
        return f(v)
    except TypeError as e:
        return "TypeError: " + str(e)


def test_str_checks():
    return [outcome(f, v) for f in (as_str, str_local, lambda v: Named(v).name) for v in ("a", 1, None)]


# CALL: kinds(make())
# CALL: [type(v).__name__ for v in (make().x, make().n, make().ok)]
# CALL: pickle.loads(pickle.dumps(make())).n
# CALL: repr(make().x), repr(make().n)
# CALL: type(ident(5)).__name__
