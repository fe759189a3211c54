# Arguments are evaluated left to right as written, whatever the order of
# the parameters, for every call form.
import __static__
from __static__ import int64, box, Array

log: list = []


def note(v):
    log.append(v)
    return v


def note64(v: int64) -> int64:
    log.append(box(v))
    return v


def typed(x: int64, y: int64, z: int = 3) -> int64:
    return x * 100 + y * 10 + int64(z)


def untyped(x, y, z=3):
    return (x, y, z)


def with_array(a: Array[int64], i: int64, k: int64 = 0) -> int64:
    return a[i] + k


class Box:
    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b

    def pair(self, x: int64, y: int64) -> int64:
        return x * 10 + y

    def both(self, x, y):
        return (x, y)


def take():
    r = list(log)
    log.clear()
    return r


def test_typed_function():
    r = box(typed(y=note64(1), x=note64(2)))
    return r, take()


def test_typed_function_mixed():
    r = box(typed(note64(1), z=note(5), y=note64(2)))
    return r, take()


def test_untyped_function():
    r = untyped(z=note(1), y=note(2), x=note(3))
    return r, take()


def test_array_argument():
    a = Array[int64](4)
    a[2] = 40
    r = box(with_array(k=note64(1), i=note64(2), a=note(a)))
    return r, take()


def test_typed_method():
    b = Box(1, 2)
    r = box(b.pair(y=note64(1), x=note64(2)))
    return r, take()


def test_untyped_method():
    b = Box(1, 2)
    r = b.both(y=note(1), x=note(2))
    return r, take()


def test_constructor():
    b = Box(b=note(1), a=note(2))
    return (b.a, b.b), take()


def test_raising_keyword():
    # A raising argument stops the evaluation where Python stops it.
    try:
        typed(y=note64(1), x=note64(int64(1) // int64(0)))
    except ZeroDivisionError:
        pass
    return take()
