# A Static Python module whose state the tests watch across a second
# import (after `del sys.modules[...]`) and importlib.reload.
from __static__ import int64, box


class Point:
    def __init__(self, x: int) -> None:
        self.x: int = x

    def get(self) -> int:
        return self.x


class Failure(Exception):
    pass


counter: int = 0


def bump() -> int:
    global counter
    counter += 1
    return counter


def make(n: int) -> Point:
    i: int64 = 1
    return Point(n + box(i))


def fail() -> None:
    raise Failure("failed")
