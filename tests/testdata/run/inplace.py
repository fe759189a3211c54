# Augmented assignment calls the in-place operator, for names, attributes
# and subscripts, on dynamic values, declared objects and CheckedList.
import __static__
from __static__ import int64, box, CheckedList


class Acc:
    def __init__(self) -> None:
        self.calls: list = []

    def __add__(self, other):
        self.calls.append("add")
        return self

    def __iadd__(self, other):
        self.calls.append("iadd")
        return self

    def __ifloordiv__(self, other):
        self.calls.append("ifloordiv")
        return self


class Holder:
    def __init__(self) -> None:
        self.items: list = [1]
        self.any = [1]


def test_name_list_aliases():
    l = [1]
    m = l
    l += [2]
    return m, l is m


def test_untyped_name():
    def inner(x, y):
        z = x
        x += y
        return z, x is z
    return inner([1], [2]), inner((1,), (2,)), inner(1, 2)


def test_class_iadd():
    a = Acc()
    a += 1
    a //= 2
    b = a + 1
    return a.calls, b is a


def test_attribute():
    h = Holder()
    keep, keep_any = h.items, h.any
    h.items += [2]
    h.any += [3]
    return keep, keep is h.items, keep_any


def test_subscript():
    d = {"k": [1]}
    keep = d["k"]
    d["k"] += [2]
    rows = [[0], [1]]
    first = rows[0]
    rows[0] *= 2
    return keep, first


def test_checked_list():
    cl = CheckedList[int]([1])
    alias = cl
    cl += [2]
    try:
        cl += ["x"]
    except TypeError:
        pass
    return list(alias), alias is cl, type(cl).__name__


def test_messages():
    out = []
    for op in range(3):
        x = "s"
        try:
            if op == 0:
                x //= 2
            elif op == 1:
                x -= 1
            else:
                x **= 2
        except TypeError as e:
            out.append(str(e))
    return out


def test_primitives_unchanged():
    i: int64 = 7
    i += 3
    i //= 2
    return box(i)
