# Whatever the compiler cannot compile natively, wherever it stands in a
# def (a class inside a function of this Static Python module, super()
# in a nested function), makes the enclosing top-level def or method run
# interpreted, with the interpreted module's semantics; callers are
# still compiled. What compiles now where it once did not (an async def
# or a generator nested in a def, a match in a closure) is compared the
# same way.
import __static__
from __static__ import int64, box
import asyncio


def make_counter_class(start: int64):
    class Counter:
        def __init__(self):
            self.n = box(start)

        def bump(self, by=1):
            self.n += by
            return self.n

        def __repr__(self):
            return f"Counter({self.n})"

    return Counter


def test_class_inside_function():
    C = make_counter_class(5)
    c = C()
    c.bump()
    c.bump(10)
    return repr(c), C.__qualname__, C.__name__


def with_nested_async(xs):
    async def double(x):
        await asyncio.sleep(0)
        return x * 2

    async def main():
        return [await double(x) for x in xs]

    return asyncio.run(main())


def test_nested_async():
    return with_nested_async([1, 2, 3])


def nested_generator(n: int64) -> list:
    def gen(k):
        for i in range(k):
            yield i * i
        return "done"

    return list(gen(box(n)))


def test_nested_generator():
    return nested_generator(4)


def classify(items):
    def one(v):
        match v:
            case (a, b):
                return f"pair {a},{b}"
            case {"k": k}:
                return f"key {k}"
            case _:
                return "other"

    return [one(v) for v in items]


def test_match_in_closure():
    return classify([(1, 2), {"k": 3}, 7])


class Base:
    def greet(self):
        return "base"


class Child(Base):
    def greet(self):
        def inner():
            return super(Child, self).greet() + "+child"

        return inner()

    def later(self):
        f = lambda: super(Child, self).greet()
        return f()


def test_super_in_nested():
    return Child().greet(), Child().later()


def calls_interpreted(n: int64) -> int64:
    # A compiled caller of a def that runs interpreted.
    total: int64 = 0
    for v in nested_generator(n):
        total += int64(v)
    return total


def test_compiled_caller():
    return box(calls_interpreted(5))


def errors_keep_their_lines():
    class Broken:
        def go(self):
            return 1 / 0

    return Broken().go()


def test_errors_keep_their_lines():
    return errors_keep_their_lines()
