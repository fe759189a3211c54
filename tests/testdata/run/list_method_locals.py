# A local holding a list's bound insert, pop or append, called with one
# or two positional arguments, has the list changed in place at the call
# (runtime's sp.vectorcall.local). Every case must give the
# interpreter's results and errors: indexes at and past both ends,
# negative, bool, big and non-int indexes, empty lists, lists that shrink
# or grow past their allocation (sys.getsizeof shows list_resize's
# choices), list subclasses, and locals rebound mid-loop to something
# else.
import __static__

import sys
from typing import Callable, List


def rotate(n: int) -> List[List[int]]:
    perm: List[int] = list(range(n))
    ins: Callable[[int, int], None] = perm.insert
    pop: Callable[[int], int] = perm.pop
    out: List[List[int]] = []
    r: int = 1
    while r < n:
        ins(r, pop(0))
        out.append(perm[:])
        r += 1
    return out


def test_rotate():
    return [rotate(1), rotate(2), rotate(6)]


def pops(xs: list, idxs: list) -> list:
    pop = xs.pop
    out = []
    for i in idxs:
        try:
            out.append(pop(i))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
        out.append(list(xs))
    return out


def test_pop_indexes():
    big = 2 ** 70
    return [
        pops([1, 2, 3, 4, 5], [0, -1, 1, -2, 5, -5, 0, 0, 0]),
        pops(["a", "b"], [True, False, big, -big]),
        pops([1, 2, 3], [1.0, "0", None]),
        pops([], [0, -1]),
    ]


def inserts(xs: list, pairs: list) -> list:
    ins = xs.insert
    out = []
    for i, v in pairs:
        try:
            out.append(ins(i, v))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
        out.append(list(xs))
    return out


def test_insert_indexes():
    big = 2 ** 70
    return [
        inserts([], [(0, "a"), (-1, "b"), (5, "c"), (-10, "d"), (1, "e"), (2, "f")]),
        inserts([1, 2], [(True, "t"), (big, "big"), (-big, "-big"), (1.5, "x"), ("0", "y")]),
    ]


def test_sizes():
    # Growing past the allocation and shrinking below half of it are
    # list_resize's reallocations: the sizes must be the interpreter's.
    xs: list = []
    app = xs.append
    ins = xs.insert
    pop = xs.pop
    sizes = []
    for i in range(40):
        if i % 3 == 0:
            app(i)
        else:
            ins(0, i)
        sizes.append(sys.getsizeof(xs))
    while xs:
        pop(0)
        sizes.append((len(xs), sys.getsizeof(xs)))
    try:
        pop(0)
    except IndexError as e:
        sizes.append(str(e))
    return sizes


class Stack(list):
    def insert(self, i, v):
        list.insert(self, i, ("sub", v))

    def pop(self, i=-1):
        return ("popped", list.pop(self, i))


def test_list_subclass():
    s = Stack([1, 2, 3])
    ins = s.insert
    pop = s.pop
    raw_pop = list.pop.__get__(s)
    out = [ins(0, 9), pop(0), raw_pop(0), list(s)]
    bound = super(Stack, s).insert
    out.append(bound(0, "b"))
    out.append(list(s))
    return out


def test_rebound_mid_loop():
    xs = [1, 2, 3, 4, 5, 6]
    ys = [10, 20, 30]
    f = xs.pop
    out = []
    for step in range(8):
        out.append(f(0))
        if step == 1:
            f = ys.pop
        elif step == 3:
            f = lambda i: ("lambda", i)
        elif step == 4:
            f = {0: "zero", 1: "one"}.pop
        elif step == 5:
            f = xs.append
        elif step == 6:
            f = xs.index
    out.append(xs)
    out.append(ys)
    g = xs.insert
    for step in range(4):
        out.append(g(0, step))
        if step == 1:
            g = dict(a=1).get
        elif step == 2:
            g = "hello".find
    out.append(xs)
    return out


def test_other_builtins():
    s = "abcabc"
    find = s.find
    d = {"k": 1}
    get = d.get
    t = (1, 2, 1)
    count = t.count
    xs = [3, 1, 2]
    idx = xs.index
    rm = xs.remove
    return [find("c"), find("c", 3), get("k"), get("x", 5), count(1), idx(2), rm(3), xs]


def test_refcounts():
    # The popped and inserted objects keep their counts: the list's
    # reference moves to the caller on pop, insert takes a new one.
    obj = object()
    xs = [obj, 1]
    before = sys.getrefcount(obj)
    pop = xs.pop
    ins = xs.insert
    got = pop(0)
    mid = sys.getrefcount(obj)
    ins(1, got)
    del got
    after = sys.getrefcount(obj)
    return [mid - before, after - before, xs[1] is obj]
