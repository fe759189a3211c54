# Nested functions, lambdas, closures and nonlocal.
import __static__
from __static__ import int64, box


def counter():
    count = 0

    def bump(step=1) -> int:
        nonlocal count
        count = count + step
        return count
    return bump


def make_adders(n: int64) -> list:
    adders = []
    for i in range(box(n)):
        def add(x, i=i):
            return x + i
        adders.append(add)
    return adders


def late_binding() -> list:
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]


def recursive(n: int64) -> int:
    def fact(k):
        return 1 if k <= 1 else k * fact(k - 1)
    return fact(box(n))


def nested_two() -> int:
    a = 1

    def middle():
        b = 10

        def inner():
            return a + b
        return inner()
    return middle()


def sort_by_second(pairs: list) -> list:
    return sorted(pairs, key=lambda p: (p[1], p[0]))


def decorated() -> str:
    def shout(f):
        def wrapper(*args, **kw):
            return f(*args, **kw).upper() if False else str(f(args[0])).upper()
        return wrapper

    @shout
    def greet(name):
        return "hi " + name
    return greet("bob")


def unbound_free():
    def inner():
        return later
    r = None
    try:
        inner()
    except NameError as e:
        r = str(e)
    later = 1
    return [r, inner()]


def typed_inner(x: int) -> int:
    def check(y: int) -> int:
        return y * 2
    return check(x)


def test_counter():
    c = counter()
    return [c(), c(), c(5)]


def test_adders():
    return [f(10) for f in make_adders(3)]


def test_late_binding():
    return late_binding()


def test_recursive():
    return recursive(6)


def test_nested_two():
    return nested_two()


def test_sort():
    return sort_by_second([(1, "b"), (2, "a"), (0, "b")])


def test_decorated():
    return decorated()


def test_unbound_free():
    return unbound_free()


def test_typed_inner():
    return typed_inner(21)


def test_arg_errors():
    c = counter()
    out = []
    for args in [(1, 2), ("x",)]:
        try:
            c(*args)
        except TypeError as e:
            out.append(str(e))
    return out


SQUARE = lambda x: x * x


def test_module_lambda():
    return SQUARE(7)
