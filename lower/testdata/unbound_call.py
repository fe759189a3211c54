# A plain method called through its class with self passed explicitly
# (Base.m(obj, ...)): a direct call of the method's native body once the
# class statement has run, the call through the class before.
# golden: use
import __static__
from __static__ import int64


class Counter:
    def __init__(self) -> None:
        self.n: int64 = 0

    def bump(self, by: int64) -> int64:
        self.n += by
        return self.n


class Sub(Counter):
    def bump(self, by: int64) -> int64:
        return Counter.bump(self, by * 2)


def use(s: Sub) -> int64:
    return Counter.bump(s, 3)
