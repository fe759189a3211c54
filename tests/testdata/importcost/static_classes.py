# A Static Python module with classes, which its import freezes (the
# module strict, the classes immutable), and evaluated annotations that
# name __static__'s types.
import __static__
from __static__ import int64


class Counter:
    count: int64

    def __init__(self, start: int64) -> None:
        self.count = start

    def bump(self) -> int64:
        self.count += 1
        return self.count


def make(n: int64) -> Counter:
    return Counter(n)
